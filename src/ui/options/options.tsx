/** The options page: where the agent connects Customer Lens to their workspace. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConnectionResult } from '../../shared/connection';
import type { SettingsSummary } from '../../shared/messages';
import { t } from '../i18n';
import { CacheAndDisplay } from './CacheAndDisplay';
import { Colleagues } from './Colleagues';
import { CompatibilityCheck } from './workspace/CompatibilityCheck';
import { ConnectionTest } from './workspace/ConnectionTest';
import { FirstWorkspaceLook } from './workspace/FirstWorkspaceLook';
import { KeyAndUrlForm } from './workspace/KeyAndUrlForm';
import { MoreWorkspaces } from './workspaces/MoreWorkspaces';
import { NeverLog } from './NeverLog';
import { SupportSites } from './SupportSites';
import { WorkspaceLine } from './workspace/WorkspaceLine';
import { useSettingsSummary } from './use-settings';
import { isKeyRejected, useWorkspaceStatus } from './workspace/use-workspace-status';
import '../theme.css';
import '../options.css';

function Options() {
  const [summary, reload] = useSettingsSummary();
  const [connection, setConnection] = useState<ConnectionResult | null>(null);
  // One view of the key's workspace: the line under the key, and a rejected key beside the field.
  const workspace = useWorkspaceStatus(summary);
  // The first workspace's label and colour name and edge it only beside others (with one, the card
  // shows no names): offered only once another is saved, so a single workspace's page asks nothing new.
  const [others, setOthers] = useState(0);
  return (
    <main className="options">
      <h1>{t('extName')}</h1>
      <p className="muted">
        {t('optionsIntro')}{' '}
        <a href="../privacy/privacy.html" target="_blank" rel="noreferrer">
          {t('privacyLink')}
        </a>
      </p>
      {summary && isManaged(summary) && (
        <p className="notice" role="note" data-testid="managed-note">
          {t(summary.managed.locked ? 'managedLocked' : 'managedNote')}
        </p>
      )}
      <KeyAndUrlForm
        summary={summary}
        keyRejected={isKeyRejected(workspace)}
        onSaved={() => {
          setConnection(null);
          void reload();
        }}
      />
      <WorkspaceLine status={workspace} />
      <ConnectionTest result={connection} onResult={setConnection} />
      {others > 0 && <FirstWorkspaceLook locked={summary?.managed.locked ?? false} />}
      <MoreWorkspaces locked={summary?.managed.locked ?? false} onListed={setOthers} />
      <SupportSites managed={summary?.managed.supportSites ?? []} locked={summary?.managed.locked ?? false} />
      <Colleagues summary={summary} />
      <NeverLog managed={summary?.managed.neverLogDomains ?? null} locked={summary?.managed.locked ?? false} />
      <CacheAndDisplay ttlMinutes={summary?.cacheTtlMinutes} locked={summary?.managed.locked ?? false} />
      <CompatibilityCheck baseUrl={summary?.baseUrl} />
    </main>
  );
}

function isManaged({ managed: m }: SettingsSummary): boolean {
  return m.apiKey || m.baseUrl || m.locked || m.supportSites.length > 0 || m.ignoreDomains.length > 0 || m.neverLogDomains !== null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
