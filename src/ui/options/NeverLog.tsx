/**
 * Never log: the domains whose customers' messages are never offered for logging to Plain. The
 * agent's own list is kept in `storage.local`; an organisation's policy that sets one replaces it,
 * and is shown read-only. What the agent types is normalised (never-log-input.ts), or refused with
 * the reason and left in the field to correct.
 */
import { useEffect, useState, type FormEvent } from 'react';
import browser, { type Storage } from 'webextension-polyfill';
import { domainList } from '../../shared/settings/colleagues';
import { readNeverLogEntry } from '../../shared/settings/never-log-input';
import { LOCAL_KEYS } from '../../shared/settings/settings';
import { t } from '../i18n';

const KEY = LOCAL_KEYS.neverLogDomains;
const readOwn = async () => domainList((await browser.storage.local.get(KEY))[KEY]);

/** `managed`: the policy's list (null: none set); `locked`: the organisation locked the settings. */
export function NeverLog({ managed, locked }: { managed: string[] | null; locked: boolean }) {
  const [own, setOwn] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void readOwn().then(setOwn);
    // Saved in another options tab: this list stays the full view.
    const changed = (changes: Record<string, Storage.StorageChange>, area: string) => {
      if (area === 'local' && KEY in changes) setOwn(domainList(changes[KEY].newValue));
    };
    browser.storage.onChanged.addListener(changed);
    return () => browser.storage.onChanged.removeListener(changed);
  }, []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const entry = readNeverLogEntry(draft);
    setNotice('');
    if (!entry.ok) return setError(t(entry.reason, entry.detail));
    setError('');
    setDraft('');
    // The list as stored now, not as last shown: another tab may have added to it since.
    const current = await readOwn();
    if (current.includes(entry.domain)) return setNotice(t('neverLogAlready', entry.domain));
    const next = [...current, entry.domain];
    await browser.storage.local.set({ [KEY]: next });
    setOwn(next);
    if (entry.domain !== draft.trim()) setNotice(t('neverLogAddedAs', entry.domain));
  };
  const remove = async (domain: string) => {
    const next = (await readOwn()).filter((d) => d !== domain);
    await browser.storage.local.set({ [KEY]: next });
    setOwn(next);
  };

  const shown = managed ?? own;
  const fixed = managed !== null || locked;
  return (
    <section aria-labelledby="never-log-title">
      <h2 id="never-log-title">{t('neverLogTitle')}</h2>
      <p className="hint" id="never-log-hint">
        {t('neverLogHint')}
      </p>
      {managed !== null && (
        <p className="hint" data-testid="never-log-managed">
          {t('neverLogManaged')}
        </p>
      )}
      <ul className="sites" aria-label={t('neverLogListLabel')} data-testid="never-log-list">
        {shown.map((d) => (
          <li key={d}>
            <code>{d}</code>{' '}
            {!fixed && (
              <button type="button" className="small" onClick={() => void remove(d)} aria-label={t('neverLogRemoveLabel', d)}>
                {t('siteRemove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="muted">{t('neverLogNone')}</p>}
      <form onSubmit={(e) => void add(e)} noValidate hidden={fixed}>
        <label htmlFor="never-log-new">{t('neverLogAddLabel')}</label>
        <div className="row">
          <input
            id="never-log-new"
            value={draft}
            placeholder="example.com"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error !== ''}
            aria-describedby={error ? 'never-log-error' : 'never-log-hint'}
          />
          <button type="submit">{t('neverLogAdd')}</button>
        </div>
        <p className="status" role="status" data-testid="never-log-notice">
          {notice}
        </p>
        {error && (
          <p className="error" id="never-log-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
