/**
 * The sites where addresses are found. Adding one asks the browser for access to it (the
 * background then registers the content script there); removing one gives the access back.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { builtInSupportSites, isValidMatchPattern } from '../../shared/support-sites';
import { t } from '../i18n';
import { addSupportSite, readSupportSites, removeSupportSite, requestSiteAccess, watchSupportSites } from '../support-site-list';
import { GrantAccess } from './GrantAccess';

/** `managed`: the organisation's sites (shown, never removed here); `locked`: nothing may change. */
export function SupportSites({ managed = [], locked = false }: { managed?: string[]; locked?: boolean }) {
  const [sites, setSites] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const builtIn = builtInSupportSites();

  useEffect(() => {
    void readSupportSites().then(setSites);
    // The popup adds and removes sites too: the list here stays the full view.
    return watchSupportSites(setSites);
  }, []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const pattern = draft.trim();
    if (!isValidMatchPattern(pattern)) return setError(t('siteInvalid'));
    if (builtIn.includes(pattern) || sites.includes(pattern)) return setError(t('siteDuplicate'));
    if (!(await requestSiteAccess(pattern))) return setError(t('hostDenied'));
    setError('');
    setDraft('');
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
        {sites.filter((s) => !managed.includes(s)).map((s) => (
          <li key={s}>
            <code>{s}</code>{' '}
            <button type="button" className="small" disabled={locked} onClick={() => void remove(s)} aria-label={t('siteRemoveLabel', s)}>
              {t('siteRemove')}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} noValidate hidden={locked}>
        <label htmlFor="new-site">{t('siteAddLabel')}</label>
        <div className="row">
          <input id="new-site" value={draft} placeholder="https://support.example.com/*" onChange={(e) => setDraft(e.target.value)} aria-invalid={error !== ''} />
          <button type="submit">{t('siteAdd')}</button>
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
