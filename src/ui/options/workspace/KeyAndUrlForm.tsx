/**
 * API key and base URL. The page writes the key but never reads it back: the background tells
 * it only the last 4 characters. A pasted key is saved without what came around it (api-key.ts).
 * Saving a base URL other than the default asks for access to it.
 */
import { useState, type FormEvent } from 'react';
import browser from 'webextension-polyfill';
import { checkApiKey } from '../../../shared/settings/api-key';
import { checkBaseUrl } from '../../../shared/settings/base-url';
import { LOCAL_BUILD } from '../../../shared/settings/build-flags';
import type { SettingsSummary } from '../../../shared/messages';
import { DEFAULT_BASE_URL, LOCAL_KEYS } from '../../../shared/settings/settings';
import { t } from '../../i18n';
import { GrantAccess } from '../access/GrantAccess';
import { originPattern, requestHostPermission } from '../access/host-permission';
import { KeyField, KeyRejected } from './KeyField';
import { useStoredField } from '../stored-field';

/** `key-error`: shown beside the key field; `error`: below the form. `cleaned`: the key lost a `Bearer ` or quotes. */
type Status = { kind: 'idle' } | { kind: 'saved'; cleaned: boolean } | { kind: 'error' | 'key-error'; text: string };

/** `keyRejected`: the service answered 401 to the key in force (use-workspace-status.ts). */
export function KeyAndUrlForm({
  summary,
  keyRejected = false,
  onSaved,
}: {
  summary: SettingsSummary | null;
  keyRejected?: boolean;
  onSaved: () => void;
}) {
  const [apiKey, setApiKey] = useState('');
  // The stored base URL fills the field only until the agent types in it (stored-field.ts).
  const [baseUrl, dispatchBaseUrl] = useStoredField(summary?.baseUrl, DEFAULT_BASE_URL);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const typedUrl = baseUrl.text;
    const typedKey = apiKey;
    const url = checkBaseUrl(typedUrl, LOCAL_BUILD);
    if (!url.ok) return setStatus({ kind: 'error', text: t(url.reason) });
    // An empty field keeps the saved key; anything typed must be a key that can work.
    const key = typedKey.trim() === '' ? null : checkApiKey(typedKey);
    if (key === null && !summary?.keyLast4) return setStatus({ kind: 'key-error', text: t('keyRequired') });
    if (key && !key.ok) return setStatus({ kind: 'key-error', text: t(key.reason) });
    if (!(await requestHostPermission(url.url))) return setStatus({ kind: 'error', text: t('hostDenied') });
    // A base URL the organisation sets is theirs: only the agent's own key is saved beside it.
    const ownUrl = summary?.managed.baseUrl ? {} : { [LOCAL_KEYS.baseUrl]: url.url };
    await browser.storage.local.set({ ...ownUrl, ...(key ? { [LOCAL_KEYS.apiKey]: key.key } : {}) });
    // The fields show what was saved (the base URL as normalised), unless the agent typed on
    // while it was saving: that is theirs.
    setApiKey((now) => (now === typedKey ? '' : now));
    dispatchBaseUrl({ type: 'settle', text: url.url, ifText: typedUrl });
    setStatus({ kind: 'saved', cleaned: key?.cleaned ?? false });
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
        {keyRejected && <KeyRejected own={false} />}
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
    <form className="settings" onSubmit={(e) => void save(e)} noValidate aria-labelledby="connection-title">
      <h2 id="connection-title">{t('connectionTitle')}</h2>
      <fieldset className="plain" disabled={managed?.locked ?? false}>
        {managed?.apiKey ? (
          <>
            <p data-testid="managed-key">{t('managedKey', summary!.keyLast4 ?? '')}</p>
            {keyRejected && <KeyRejected own={false} />}
          </>
        ) : (
          <KeyField
            value={apiKey}
            onChange={setApiKey}
            keyLast4={summary?.keyLast4}
            problem={status.kind === 'key-error' ? status.text : null}
            rejected={keyRejected}
            onRemove={() => void remove()}
          />
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
          <input
            id="api-base-url"
            type="url"
            spellCheck={false}
            value={baseUrl.text}
            onChange={(e) => dispatchBaseUrl({ type: 'edit', text: e.target.value })}
            aria-invalid={status.kind === 'error'}
          />
        )}
        <div className="row">
          <button type="submit">{t('save')}</button>
          <p className="status" role="status">
            {status.kind === 'saved' && t(status.cleaned ? 'savedKeyCleaned' : 'saved')}
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
