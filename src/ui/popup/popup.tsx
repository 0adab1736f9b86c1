/** The toolbar popup: the customers looked up lately, and a box to look up any address. */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import type { RecentCustomer } from '../../shared/messages';
import { CustomerView } from '../components/CustomerView';
import { t } from '../i18n';
import { LookupBox } from './LookupBox';
import '../theme.css';

function Popup() {
  const [recent, setRecent] = useState<RecentCustomer[]>([]);
  const [result, setResult] = useState<{ email: string; state: LookupState } | null>(null);

  useEffect(() => {
    void browser.runtime.sendMessage({ type: 'recent' }).then((list) => setRecent((list as RecentCustomer[]) ?? []));
  }, [result]);

  return (
    <main className="popup">
      <header>
        <h1>{t('extName')}</h1>
        <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      </header>
      <LookupBox onState={(email, state) => setResult({ email, state })} />
      {result && <CustomerView email={result.email} state={result.state} />}
      <h2 className="section">{t('recentTitle')}</h2>
      {recent.length === 0 ? (
        <p className="muted">{t('recentEmpty')}</p>
      ) : (
        <ul className="recent" aria-label={t('recentTitle')}>
          {recent.map((c) => (
            <li key={c.email}>
              <CustomerView email={c.email} state={{ kind: 'found', customer: c }} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Popup />
  </StrictMode>,
);
