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

export function useWorkspaceStatus(summary: SettingsSummary | null): WorkspaceStatus | null {
  const [status, setStatus] = useState<WorkspaceStatus | null>(null);
  useEffect(() => {
    // What was known belongs to the key just replaced: a rejection must not linger on a new key.
    setStatus(null);
    let asked = 0;
    // Only the latest answer counts: an older one may describe the key that was replaced.
    const askNow = () => {
      const mine = (asked += 1);
      void ask({ type: 'workspace' })
        .then((s) => mine === asked && setStatus(s))
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
  }, [summary?.keyLast4, summary?.baseUrl]);
  // With no key saved there is nothing to say.
  return summary?.keyLast4 ? status : null;
}

/** The service answered 401 to the key in force: nothing the extension does can work. */
export function isKeyRejected(status: WorkspaceStatus | null): boolean {
  return status?.kind === 'failed' && status.state.kind === 'unauthorized';
}
