/**
 * API key and base URL. The page writes the key but never reads it back: the background tells
 * it only the last 4 characters. Saving a base URL other than the default asks for access to it.
 */
import { useState, type FormEvent } from 'react';
import browser from 'webextension-polyfill';
import { checkBaseUrl } from '../../shared/base-url';
import { LOCAL_BUILD } from '../../shared/build-flags';
import type { SettingsSummary } from '../../shared/messages';
import { DEFAULT_BASE_URL, LOCAL_KEYS } from '../../shared/settings';
import { t } from '../i18n';
import { GrantAccess } from './GrantAccess';
import { originPattern, requestHostPermission } from './host-permission';
import { useStoredField } from './stored-field';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; text: string };

export function KeyAndUrlForm({ summary, onSaved }: { summary: SettingsSummary | null; onSaved: () => void }) {
  const [apiKey, setApiKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  // The stored base URL fills the field only until the agent types in it (stored-field.ts).
  const [baseUrl, dispatchBaseUrl] = useStoredField(summary?.baseUrl, DEFAULT_BASE_URL);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const typedUrl = baseUrl.text;
    const typedKey = apiKey;
    const url = checkBaseUrl(typedUrl, LOCAL_BUILD);
    if (!url.ok) return setStatus({ kind: 'error', text: t(url.reason) });
    const key = typedKey.trim();
    if (key === '' && !summary?.keyLast4) return setStatus({ kind: 'error', text: t('keyRequired') });
    if (!(await requestHostPermission(url.url))) return setStatus({ kind: 'error', text: t('hostDenied') });
    // A base URL the organisation sets is theirs: only the agent's own key is saved beside it.
    const ownUrl = summary?.managed.baseUrl ? {} : { [LOCAL_KEYS.baseUrl]: url.url };
    await browser.storage.local.set({ ...ownUrl, ...(key ? { [LOCAL_KEYS.apiKey]: key } : {}) });
    // The fields show what was saved (the base URL as normalised), unless the agent typed on
    // while it was saving: that is theirs.
    setApiKey((now) => (now === typedKey ? '' : now));
    dispatchBaseUrl({ type: 'settle', text: url.url, ifText: typedUrl });
    setStatus({ kind: 'saved' });
    onSaved();
  };

  const remove = async () => {
    await browser.storage.local.remove(LOCAL_KEYS.apiKey);
    setStatus({ kind: 'idle' });
    onSaved();
  };

  // What the organisation sets wins and is shown, never edited; with the lock, nothing is.
  const managed = summary?.managed;
  if (managed?.apiKey && managed.baseUrl) {
    return (
      <section className="settings" aria-labelledby="connection-title">
        <h2 id="connection-title">{t('connectionTitle')}</h2>
        <p data-testid="managed-key">{t('managedKey', summary!.keyLast4 ?? '')}</p>
        <label htmlFor="api-base-url">{t('baseUrlLabel')}</label>
        <input id="api-base-url" type="url" value={summary!.baseUrl} readOnly aria-describedby="base-url-managed" />
        <p className="hint" id="base-url-managed">
          {t('managedBaseUrl')}
        </p>
        <GrantAccess origin={originPattern(summary!.baseUrl)} />
      </section>
    );
  }
  return (
    <form className="settings" onSubmit={save} noValidate aria-labelledby="connection-title">
      <h2 id="connection-title">{t('connectionTitle')}</h2>
      <fieldset className="plain" disabled={managed?.locked ?? false}>
      {managed?.apiKey ? (
        <p data-testid="managed-key">{t('managedKey', summary!.keyLast4 ?? '')}</p>
      ) : (
      <>
      <label htmlFor="api-key">{t('apiKeyLabel')}</label>
      <div className="row">
        <input
          id="api-key"
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          placeholder={summary?.keyLast4 ? `••••••••${summary.keyLast4}` : ''}
          onChange={(e) => setApiKey(e.target.value)}
          aria-describedby="api-key-hint"
        />
        <button type="button" className="secondary" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
          {showKey ? t('hideKey') : t('showKey')}
        </button>
      </div>
      <p className="hint" id="api-key-hint">
        {summary?.keyLast4 ? t('keySavedEndsIn', summary.keyLast4) : t('apiKeyHint')}
      </p>
      {summary?.keyLast4 && (
        <button type="button" className="secondary" onClick={remove}>
          {t('removeKey')}
        </button>
      )}
      </>
      )}
      <label htmlFor="api-base-url">{t('baseUrlLabel')}</label>
      {managed?.baseUrl ? (
        <>
          <input id="api-base-url" type="url" value={summary!.baseUrl} readOnly aria-describedby="base-url-managed" />
          <p className="hint" id="base-url-managed">
            {t('managedBaseUrl')}
          </p>
          <GrantAccess origin={originPattern(summary!.baseUrl)} />
        </>
      ) : (
        <input id="api-base-url" type="url" spellCheck={false} value={baseUrl.text} onChange={(e) => dispatchBaseUrl({ type: 'edit', text: e.target.value })} aria-invalid={status.kind === 'error'} />
      )}
      <div className="row">
        <button type="submit">{t('save')}</button>
        <p className="status" role="status">
          {status.kind === 'saved' && t('saved')}
        </p>
      </div>
      </fieldset>
      {status.kind === 'error' && (
        <p className="error" role="alert">
          {status.text}
        </p>
      )}
    </form>
  );
}
