/** The options page's view of the settings: a summary from the background (never the key). */
import { useCallback, useEffect, useRef, useState } from 'react';
import browser, { type Storage } from 'webextension-polyfill';
import type { SettingsSummary } from '../../shared/messages';
import { LOCAL_KEYS } from '../../shared/settings/settings';
import { ask } from '../ask';

const SUMMARISED: string[] = [LOCAL_KEYS.apiKey, LOCAL_KEYS.baseUrl, LOCAL_KEYS.cacheTtlMinutes];

export function useSettingsSummary(): [SettingsSummary | null, () => Promise<void>] {
  const [summary, setSummary] = useState<SettingsSummary | null>(null);
  const asked = useRef(0);
  const reload = useCallback(async () => {
    // Only the newest answer counts: an older read landing late would show settings since replaced.
    const mine = ++asked.current;
    const answer = await ask({ type: 'settings' });
    if (mine === asked.current) setSummary(answer);
  }, []);
  useEffect(() => {
    void reload();
    // A change saved elsewhere (another options tab, the background) shows here too; the fields
    // take it only where the agent is not typing (see stored-field.ts).
    const changed = (changes: Record<string, Storage.StorageChange>, area: string) => {
      // An organisation's policy too: Chromium applies one some moments after start, or when it changes.
      if ((area === 'local' && SUMMARISED.some((k) => k in changes)) || area === 'managed') void reload();
    };
    browser.storage.onChanged.addListener(changed);
    return () => browser.storage.onChanged.removeListener(changed);
  }, [reload]);
  return [summary, reload];
}
