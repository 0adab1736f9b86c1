/**
 * "Use Customer Lens on <this site>" / "Stop using it here" for the tab the popup was opened on.
 * The same steps as the options page's support sites (support-site-list.ts): the background then
 * registers the content script and injects it into the open tab, so the tab works at once.
 */
import { useEffect, useState } from 'react';
import type { ManagedSummary } from '../../shared/messages';
import { ask } from '../ask';
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
import { siteOffer } from './site-offer';

/** `url` is the tab's address, known only where the extension may see it (activeTab gives it on a click of the toolbar button). */
export function SiteSwitch({ url }: { url: string | undefined }) {
  const [extra, setExtra] = useState<string[] | null>(null);
  const [managed, setManaged] = useState<ManagedSummary | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void readSupportSites().then(setExtra);
    // The organisation's sites run like the built-in one; with its settings locked, nothing changes here.
    void ask({ type: 'settings' }).then((s) => setManaged(s.managed));
    return watchSupportSites(setExtra);
  }, []);
  if (extra === null || managed === null) return null;
  const offer = siteOffer(url, { builtIn: [...builtInSupportSites(), ...managed.supportSites], extra, requestable: requestableOrigins() });
  if (managed.locked && (offer.kind === 'add' || offer.kind === 'remove')) return null;

  const use = (pattern: string) => {
    // The request first, in the click itself: Firefox allows it only there.
    const granted = requestSiteAccess(pattern);
    void granted.then(
      async (ok) => {
        if (!ok) return setError(t('hostDenied'));
        setError('');
        setExtra(await addSupportSite(pattern));
      },
      () => setError(t('hostDenied')),
    );
  };
  const stop = (pattern: string) => void removeSupportSite(pattern).then(setExtra);

  switch (offer.kind) {
    case 'none':
      return null;
    case 'https-only':
      return <p className="site muted">{t('siteHttpsOnly')}</p>;
    case 'built-in':
      return <p className="site muted">{t('siteAlwaysOn', offer.host)}</p>;
    case 'covered':
      return <p className="site muted">{t('siteCovered', [offer.host, offer.pattern])}</p>;
    case 'remove':
      return (
        <div className="site">
          <p className="muted">{t('siteOnHere', offer.host)}</p>
          <button type="button" className="small" onClick={() => stop(offer.pattern)}>
            {t('siteStopHere')}
          </button>
        </div>
      );
    case 'add':
      return (
        <div className="site">
          <button type="button" onClick={() => use(offer.pattern)}>
            {t('siteUseHere', offer.host)}
          </button>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
        </div>
      );
  }
}
