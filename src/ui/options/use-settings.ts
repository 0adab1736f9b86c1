/** The options page's view of the settings: a summary from the background (never the key). */
import { useCallback, useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import type { SettingsSummary } from '../../shared/messages';

export function useSettingsSummary(): [SettingsSummary | null, () => Promise<void>] {
  const [summary, setSummary] = useState<SettingsSummary | null>(null);
  const reload = useCallback(async () => {
    setSummary((await browser.runtime.sendMessage({ type: 'settings' })) as SettingsSummary);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [summary, reload];
}
