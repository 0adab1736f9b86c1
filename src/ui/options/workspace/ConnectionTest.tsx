/**
 * "Test connection": the workspace's name, whether the key may read customers, and which parts of
 * the customer's story it unlocks.
 */
import { useState } from 'react';
import type { ConnectionResult } from '../../../shared/connection';
import { ask } from '../../ask';
import { stateText } from '../../components/state-text';
import { t } from '../../i18n';
import { SectionAccessList } from '../access/SectionAccess';

export function ConnectionTest({ result, onResult }: { result: ConnectionResult | null; onResult: (r: ConnectionResult) => void }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      onResult(await ask({ type: 'test-connection' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="test-title">
      <h2 id="test-title">{t('testTitle')}</h2>
      <button type="button" onClick={() => void run()} disabled={busy}>
        {busy ? t('testing') : t('testConnection')}
      </button>
      <div className="connection" role="status" aria-live="polite">
        {result?.kind === 'connected' && (
          <>
            <p data-testid="workspace">{result.workspace ? t('connectedTo', result.workspace.name) : t('connectedNoWorkspace')}</p>
            <p className={result.canReadCustomers ? 'ok' : 'error'} data-testid="customer-read">
              {result.canReadCustomers ? t('customerReadGranted') : t('customerReadMissing')}
            </p>
            <SectionAccessList result={result} />
          </>
        )}
        {result?.kind === 'failed' && <p className="error">{stateText(result.state)}</p>}
      </div>
    </section>
  );
}
