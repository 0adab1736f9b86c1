/** The options page: where the agent connects Customer Lens to their workspace. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConnectionResult } from '../../shared/connection';
import { t } from '../i18n';
import { CacheAndDisplay } from './CacheAndDisplay';
import { CompatibilityCheck } from './CompatibilityCheck';
import { ConnectionTest } from './ConnectionTest';
import { KeyAndUrlForm } from './KeyAndUrlForm';
import { SupportSites } from './SupportSites';
import { WorkspaceLine } from './WorkspaceLine';
import { useSettingsSummary } from './use-settings';
import '../theme.css';

function Options() {
  const [summary, reload] = useSettingsSummary();
  const [connection, setConnection] = useState<ConnectionResult | null>(null);
  return (
    <main className="options">
      <h1>{t('extName')}</h1>
      <p className="muted">{t('optionsIntro')}</p>
      <KeyAndUrlForm
        summary={summary}
        onSaved={() => {
          setConnection(null);
          void reload();
        }}
      />
      <WorkspaceLine summary={summary} />
      <ConnectionTest result={connection} onResult={setConnection} />
      <SupportSites />
      <CacheAndDisplay ttlMinutes={summary?.cacheTtlMinutes} />
      <CompatibilityCheck baseUrl={summary?.baseUrl} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
