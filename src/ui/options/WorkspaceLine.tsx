/**
 * One line under the key: the workspace the saved key belongs to, or why it is not known (a key
 * without workspace:read still looks customers up; its cards only lack "Open in Plain"). The
 * background fetches the workspace by itself when the key changes; this line follows its store.
 */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { WORKSPACE_STORAGE_KEY, type WorkspaceStatus } from '../../shared/connection';
import type { SettingsSummary } from '../../shared/messages';
import { stateText } from '../components/state-text';
import { t } from '../i18n';
import { ActionAccessList } from './ActionAccess';

export function WorkspaceLine({ summary }: { summary: SettingsSummary | null }) {
  const [status, setStatus] = useState<WorkspaceStatus | null>(null);
  useEffect(() => {
    let asked = 0;
    // Only the latest answer counts: an older one may describe the key that was replaced.
    const ask = () => {
      const mine = (asked += 1);
      const answer = browser.runtime.sendMessage({ type: 'workspace' }) as Promise<WorkspaceStatus>;
      void answer.then((s) => mine === asked && setStatus(s)).catch(() => undefined);
    };
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && WORKSPACE_STORAGE_KEY in changes) ask();
    };
    ask();
    browser.storage.onChanged.addListener(onChanged);
    return () => {
      asked = -1;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, [summary?.keyLast4, summary?.baseUrl]);

  const shown = summary?.keyLast4 ? status : null; // with no key saved there is nothing to say
  const permissions = shown?.kind === 'known' || shown?.kind === 'refused' ? shown.permissions : undefined;
  return (
    <>
    <p
      className={`workspace-line ${shown?.kind === 'known' ? 'muted' : 'error'}`}
      role="status"
      data-testid="workspace-status"
      data-state={shown?.kind}
    >
      {shown?.kind === 'known' && t('workspaceKnown', shown.workspace.name)}
      {shown?.kind === 'refused' && t('workspaceRefused')}
      {shown?.kind === 'failed' && t('workspaceFailed', stateText(shown.state))}
    </p>
    {permissions && <ActionAccessList permissions={permissions} />}
    </>
  );
}
