/**
 * What the background knows of the saved key's workspace (workspace/store.ts), followed as it
 * changes: the workspace line shows it, and the key field says when the service rejected the key.
 * The background fetches it by itself when the key changes; this only listens to its store.
 */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { WORKSPACE_STORAGE_KEY, type WorkspaceStatus } from '../../../shared/connection';
import type { SettingsSummary } from '../../../shared/messages';
import { ask } from '../../ask';

/** An answer with the settings it was asked under: it is shown under those settings only. */
interface Answer {
  settings: string;
  status: WorkspaceStatus;
}

export function useWorkspaceStatus(summary: SettingsSummary | null): WorkspaceStatus | null {
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The key's last four and the base URL: what a status belongs to. An answer kept from other
  // settings (the key just replaced, or the page before it knew its settings) is never shown,
  // not even for the one render before this effect runs again.
  const settings = summary?.keyLast4 ? `${summary.keyLast4} ${summary.baseUrl}` : null;
  useEffect(() => {
    if (!settings) return;
    let asked = 0;
    // Only the latest answer counts: an older one may describe the key that was replaced.
    const askNow = () => {
      const mine = (asked += 1);
      void ask({ type: 'workspace' })
        .then((status) => mine === asked && setAnswer({ settings, status }))
        .catch(() => undefined);
    };
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && WORKSPACE_STORAGE_KEY in changes) askNow();
    };
    askNow();
    browser.storage.onChanged.addListener(onChanged);
    return () => {
      asked = -1;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, [settings]);
  // With no key saved there is nothing to say.
  return settings && answer?.settings === settings ? answer.status : null;
}

/** The service answered 401 to the key in force: nothing the extension does can work. */
export function isKeyRejected(status: WorkspaceStatus | null): boolean {
  return status?.kind === 'failed' && status.state.kind === 'unauthorized';
}
