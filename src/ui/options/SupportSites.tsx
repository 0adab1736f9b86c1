/**
 * The sites where addresses are found. What the agent types becomes a match pattern the browser
 * can grant, or is refused with the reason (support-site-input.ts). Adding one asks the browser
 * for access to it (the background then registers the content script there); removing one gives
 * the access back.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { coveringSite, readSupportSiteInput } from '../../shared/settings/support-site-input';
import { builtInSupportSites } from '../../shared/settings/support-sites';
import { t } from '../i18n';
import {
  addSupportSite,
  readSupportSites,
  removeSupportSite,
  requestableOrigins,
  requestSiteAccess,
  watchSupportSites,
} from '../support-site-list';
import { GrantAccess } from './access/GrantAccess';

/** `managed`: the organisation's sites (shown, never removed here); `locked`: nothing may change. */
export function SupportSites({ managed = [], locked = false }: { managed?: string[]; locked?: boolean }) {
  const [sites, setSites] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  // What became of an accepted entry, when it is not what was typed (`/inbox` → `/inbox*`).
  const [notice, setNotice] = useState('');
  const builtIn = builtInSupportSites();

  useEffect(() => {
    void readSupportSites().then(setSites);
    // The popup adds and removes sites too: the list here stays the full view.
    return watchSupportSites(setSites);
  }, []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const typed = draft.trim();
    const site = readSupportSiteInput(typed, requestableOrigins());
    setNotice('');
    if (!site.ok) return setError(t(site.reason, site.detail));
    const { pattern } = site;
    // Already on (built in, the organisation's, or added): another entry would run us twice there.
    const through = coveringSite(pattern, [...builtIn, ...managed, ...sites]);
    if (through) {
      setError('');
      setDraft('');
      return setNotice(t('siteAlreadyOn', through));
    }
    // The request before any other await: Firefox allows it only synchronously in the click.
    let granted: boolean;
    try {
      granted = await requestSiteAccess(pattern);
    } catch (err) {
      return setError(t('siteRequestFailed', [pattern, err instanceof Error ? err.message : String(err)]));
    }
    if (!granted) return setError(t('hostDenied'));
    setError('');
    setDraft('');
    if (pattern !== typed) setNotice(t(site.narrowed ? 'siteAddedAsHttps' : 'siteAddedAs', pattern));
    setSites(await addSupportSite(pattern));
  };

  const remove = async (pattern: string) => setSites(await removeSupportSite(pattern));

  return (
    <section aria-labelledby="sites-title">
      <h2 id="sites-title">{t('sitesTitle')}</h2>
      <ul className="sites">
        {builtIn.map((s) => (
          <li key={s}>
            <code>{s}</code> <span className="muted">{t('siteBuiltIn')}</span>
          </li>
        ))}
        {managed.map((s) => (
          <li key={`managed:${s}`}>
            <code>{s}</code> <span className="muted">{t('siteManaged')}</span>
            <GrantAccess origin={s} />
          </li>
        ))}
        {sites
          .filter((s) => !managed.includes(s))
          .map((s) => (
            <li key={s}>
              <code>{s}</code>{' '}
              <button type="button" className="small" disabled={locked} onClick={() => void remove(s)} aria-label={t('siteRemoveLabel', s)}>
                {t('siteRemove')}
              </button>
            </li>
          ))}
      </ul>
      <form onSubmit={(e) => void add(e)} noValidate hidden={locked}>
        <label htmlFor="new-site">{t('siteAddLabel')}</label>
        <div className="row">
          <input
            id="new-site"
            value={draft}
            placeholder="https://support.example.com"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error !== ''}
            aria-describedby="new-site-hint"
          />
          <button type="submit">{t('siteAdd')}</button>
        </div>
        <p className="hint" id="new-site-hint">
          {t('siteAddHint')}
        </p>
        <p className="status" role="status" data-testid="site-notice">
          {notice}
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
