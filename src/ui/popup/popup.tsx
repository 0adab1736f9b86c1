/**
 * The toolbar popup: the connected workspace (or "Not set up"), starting or stopping Customer Lens
 * on the current tab's site, one box to find anyone (search/SearchBox.tsx; a whole address is
 * looked up as before), and the customers looked up on the current tab, newest first.
 */
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import type { RecentCustomer } from '../../shared/messages';
import { ask } from '../ask';
import { CustomerView } from '../components/CustomerView';
import { t } from '../i18n';
import { SearchBox } from '../search/SearchBox';
import { usePortLookup, type Sections } from './port-lookup';
import { Looked } from './Looked';
import { workspaceName } from '../../shared/settings/workspaces';
import { threadUrl } from '../../shared/customer-context';
import { SiteSwitch } from './SiteSwitch';
import { isFirefoxSidebar, openSidePanel } from '../open-side-panel';
import '../theme.css';
import '../customer.css';
import '../popup.css';

async function load() {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  const [summary, workspace, others, onTab, all] = await Promise.all([
    ask({ type: 'settings' }),
    ask({ type: 'workspace' }),
    ask({ type: 'workspaces' }),
    tab?.id === undefined ? Promise.resolve([]) : ask({ type: 'recent', tabId: tab.id }),
    ask({ type: 'recent' }),
  ]);
  const elsewhere = all.filter((c) => !onTab.some((o) => o.email === c.email));
  // The other workspaces looked up on every hover, by the name the agent knows them by.
  const alsoIn = others.filter((w) => w.on && w.keyLast4).map(workspaceName);
  return { summary, workspace, alsoIn, onTab, elsewhere, url: tab?.url, windowId: tab?.windowId };
}

function Popup() {
  const [data, setData] = useState<Awaited<ReturnType<typeof load>> | null>(null);
  const [result, setResult] = useState<{ email: string; state: LookupState } | null>(null);
  const [sections, setSections] = useState<(Sections & { email: string }) | null>(null);
  const [written, setWritten] = useState(0);
  useEffect(() => void load().then(setData), [result]);
  const lookUp = usePortLookup(
    (email, state) => setResult({ email, state }),
    written,
    (email, s) => setSections({ email, ...s }),
  );

  const lookAgain = useCallback(() => setWritten((n) => n + 1), []);
  const onWritten = useCallback(
    (o: { state: LookupState }) => (setResult((r) => r && { email: r.email, state: o.state }), lookAgain()),
    [lookAgain],
  );
  const workspace = data?.workspace.kind === 'known' ? data.workspace.workspace : null;
  const linked = (c: RecentCustomer): LookupState => ({ kind: 'found', customer: c, workspaceId: workspace?.id });
  return (
    <main className="popup">
      <header>
        <div>
          <h1>{t('extName')}</h1>
          {data && !data.summary.keyLast4 && <p className="muted">{t('notSetUp')}</p>}
          {workspace && <p className="muted">{workspace.name}</p>}
          {data && data.alsoIn.length > 0 && <p className="muted">{t('alsoLookedUpIn', data.alsoIn.join(', '))}</p>}
        </div>
        <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      </header>
      {data && <SiteSwitch url={data.url} />}
      {/* Once the window is known: Chrome opens the panel only if asked at once in the click. */}
      {data && (
        <p className="panel-open">
          <button type="button" onClick={() => openSidePanel(data.windowId)}>
            {t('openPanel')}
          </button>
          <span className="muted">{t(isFirefoxSidebar ? 'openPanelFirefox' : 'openPanelHint')}</span>
        </p>
      )}
      <SearchBox
        actions={{
          onAddress: lookUp,
          onCleared: () => setResult(null),
          onCustomer: (c) => lookUp(c.email),
          onThread: (id, there = workspace?.id) => there && void browser.tabs.create({ url: threadUrl(there, id), active: false }),
        }}
      />
      {/* A write's answer shows at once; the address is then looked up again, with its story. */}
      {result && (
        <Looked
          result={result}
          sections={sections?.email === result.email ? sections : null}
          onWritten={onWritten}
          onLookAgain={lookAgain}
        />
      )}
      <h2 className="section">{t('onThisTab')}</h2>
      {data && data.onTab.length === 0 && <p className="muted">{t('tabEmpty')}</p>}
      <ul className="recent" aria-label={t('onThisTab')}>
        {data?.onTab.map((c) => (
          <li key={c.email}>
            <CustomerView email={c.email} state={linked(c)} />
          </li>
        ))}
      </ul>
      {data && data.elsewhere.length > 0 && (
        <>
          <h2 className="section">{t('recentAll')}</h2>
          <ul className="recent" aria-label={t('recentAll')}>
            {data.elsewhere.map((c) => (
              <li key={c.email}>
                <CustomerView email={c.email} state={linked(c)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Popup />
  </StrictMode>,
);
