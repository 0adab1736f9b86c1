/**
 * The side panel (Chrome's `side_panel`, Firefox's `sidebar_action`): the customer of the tab in
 * front, with all the card knows, laid out for a tall narrow panel. It shows states the
 * background sends; it never holds the key.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { MAX_FETCHED_THREADS } from '../../shared/customer-context';
import { CustomerView } from '../components/CustomerView';
import { t } from '../i18n';
import { useFollowedTab } from './follow-tab';
import '../theme.css';
import '../customer.css';
import '../popup.css';

/** The panel's actions need no hooks: a write's answer reaches every panel from the background. */
const ACTIONS = {};

function Panel() {
  const followed = useFollowedTab();
  const tabId = followed?.type === 'tab-customer' ? followed.tabId : undefined;
  return (
    <main className="panel" data-tab-id={tabId} aria-busy={followed === null}>
      <header>
        <h1>{t('extName')}</h1>
        <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      </header>
      {followed?.type === 'no-tab' && <p className="muted">{t('panelNoTab')}</p>}
      {followed?.type === 'tab-customer' && !followed.email && <p className="muted empty">{t('panelEmpty')}</p>}
      {followed?.type === 'tab-customer' && followed.email && (
        <CustomerView
          key={`${tabId}:${followed.email}`}
          email={followed.email}
          state={followed.state ?? { kind: 'loading' }}
          actions={ACTIONS}
          threadLimit={MAX_FETCHED_THREADS}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Panel />
  </StrictMode>,
);
