/**
 * The side panel (Chrome's `side_panel`, Firefox's `sidebar_action`): the customer of the tab in
 * front, with all the card knows, laid out for a tall narrow panel. It shows states the
 * background sends; it never holds the key. At the top, the search box: a customer opened there
 * becomes the tab's customer.
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { ask } from '../ask';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { t } from '../i18n';
import { useFollowedTab } from './follow-tab';
import { TabCustomer } from './TabCustomer';
import { SearchBox, type SearchActions } from '../search/SearchBox';
import { threadUrl } from '../../shared/customer-context';
import '../theme.css';
import '../customer.css';
import '../popup.css';

function Panel() {
  const { followed, choose } = useFollowedTab();
  const tabId = followed?.type === 'tab-customer' ? followed.tabId : undefined;
  // No other hooks: a write's answer reaches every panel from the background. The tab is the one
  // whose open message Log offers.
  const actions = useMemo(() => ({ tabId }), [tabId]);
  const [workspaceId, setWorkspaceId] = useState<string>();
  useEffect(() => void ask({ type: 'workspace' }).then((w) => w.kind === 'known' && setWorkspaceId(w.workspace.id)), []);
  const search: SearchActions = {
    onAddress: choose,
    onCleared: () => undefined,
    onCustomer: (c) => choose(c.email),
    onThread: (id, there = workspaceId) => there && void browser.tabs.create({ url: threadUrl(there, id), active: false }),
  };
  return (
    <main className="panel" data-tab-id={tabId} aria-busy={followed === null}>
      <header>
        <h1>{t('extName')}</h1>
        <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      </header>
      <SearchBox actions={search} autoFocus={false} />
      {followed?.type === 'no-tab' && <p className="muted">{t('panelNoTab')}</p>}
      {followed?.type === 'tab-customer' && !followed.email && <p className="muted empty">{t('panelEmpty')}</p>}
      {followed?.type === 'tab-customer' && followed.email && (
        <TabCustomer followed={followed} email={followed.email} actions={actions} tabId={tabId} />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Panel />
  </StrictMode>,
);
