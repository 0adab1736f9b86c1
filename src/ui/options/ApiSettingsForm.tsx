/**
 * API key and base URL. The options page may write the key (it is a trusted extension page);
 * only the background reads it back for use.
 */
import { useEffect, useState, type FormEvent } from 'react';
import browser from 'webextension-polyfill';
import { checkBaseUrl } from '../../shared/base-url';
import { LOCAL_BUILD } from '../../shared/build-flags';
import { DEFAULT_BASE_URL, LOCAL_KEYS, readApiSettings } from '../../shared/settings';
import { t } from '../i18n';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; text: string };

export function ApiSettingsForm() {
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(DEFAULT_BASE_URL);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    void browser.storage.local.get(Object.values(LOCAL_KEYS)).then((raw) => {
      const settings = readApiSettings(raw);
      setApiKey(settings.apiKey ?? '');
      setBaseUrl(settings.baseUrl);
    });
  }, []);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const url = checkBaseUrl(baseUrl, LOCAL_BUILD);
    if (!url.ok) return setStatus({ kind: 'error', text: url.reason });
    if (apiKey.trim() === '') return setStatus({ kind: 'error', text: t('keyRequired') });
    await browser.storage.local.set({ [LOCAL_KEYS.apiKey]: apiKey.trim(), [LOCAL_KEYS.baseUrl]: url.url });
    setBaseUrl(url.url);
    setStatus({ kind: 'saved' });
  };

  return (
    <form className="settings" onSubmit={save} noValidate>
      <label htmlFor="api-key">{t('apiKeyLabel')}</label>
      <input
        id="api-key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
      />
      <p className="hint">{t('apiKeyHint')}</p>
      <label htmlFor="api-base-url">{t('baseUrlLabel')}</label>
      <input
        id="api-base-url"
        type="url"
        spellCheck={false}
        value={baseUrl}
        onChange={(e) => setBaseUrl(e.target.value)}
        aria-invalid={status.kind === 'error'}
      />
      <div className="row">
        <button type="submit">{t('save')}</button>
        <p className="status" role="status">
          {status.kind === 'saved' && t('saved')}
        </p>
      </div>
      {status.kind === 'error' && (
        <p className="error" role="alert">
          {status.text}
        </p>
      )}
    </form>
  );
}
