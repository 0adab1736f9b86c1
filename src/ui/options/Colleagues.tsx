/**
 * Colleagues are not customers: the switch for the workspace's own domains (on by default), the
 * domains it covers, and those the organisation's policy always leaves alone.
 */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { WORKSPACE_STORAGE_KEY, type WorkspaceStatus } from '../../shared/connection';
import type { SettingsSummary } from '../../shared/messages';
import { LOCAL_KEYS, readSkipColleagues } from '../../shared/settings/settings';
import { ask } from '../ask';
import { t } from '../i18n';

export function Colleagues({ summary }: { summary: SettingsSummary | null }) {
  const [on, setOn] = useState(true);
  const [status, setStatus] = useState<WorkspaceStatus | null>(null);
  useEffect(() => {
    void browser.storage.local.get(LOCAL_KEYS.skipColleagues).then((raw) => setOn(readSkipColleagues(raw)));
    const askNow = () => void ask({ type: 'workspace' }).then(setStatus, () => undefined);
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && WORKSPACE_STORAGE_KEY in changes) askNow();
    };
    askNow();
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [summary?.keyLast4, summary?.baseUrl]);

  const toggle = async (value: boolean) => {
    setOn(value);
    await browser.storage.local.set({ [LOCAL_KEYS.skipColleagues]: value });
  };
  const domains = status?.kind === 'known' ? status.workspace.domainNames : [];
  const managed = summary?.managed.ignoreDomains ?? [];
  return (
    <section aria-labelledby="colleagues-title">
      <h2 id="colleagues-title">{t('colleaguesTitle')}</h2>
      <fieldset className="plain" disabled={summary?.managed.locked ?? false}>
        <label className="check">
          <input type="checkbox" checked={on} onChange={(e) => void toggle(e.target.checked)} />
          {t('colleaguesLabel')}
        </label>
      </fieldset>
      <p className="hint" data-testid="colleague-domains">
        {summary?.keyLast4 && (domains.length ? t('colleaguesDomains', domains.join(', ')) : t('colleaguesUnknown'))}
      </p>
      {managed.length > 0 && (
        <p className="hint" data-testid="managed-domains">
          {t('colleaguesManaged', managed.join(', '))}
        </p>
      )}
      <p className="hint">{t('colleaguesPopupNote')}</p>
    </section>
  );
}
