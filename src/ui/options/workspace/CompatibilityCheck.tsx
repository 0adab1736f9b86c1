/** Fetches the API's published schema and says whether our operations still fit it. */
import { useState } from 'react';
import { checkCompatibility, type Compatibility } from '../../../shared/compatibility';
import { t } from '../../i18n';

type Outcome = Compatibility | { ok: false; unreachable: string };

export function CompatibilityCheck({ baseUrl }: { baseUrl: string | undefined }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async () => {
    if (!baseUrl) return;
    const url = `${baseUrl}/graphql/v1/schema.graphql`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return setOutcome({ ok: false, unreachable: `HTTP ${response.status}` });
      setOutcome(checkCompatibility(await response.text()));
    } catch (error) {
      setOutcome({ ok: false, unreachable: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby="compat-title">
      <h2 id="compat-title">{t('compatTitle')}</h2>
      <button type="button" className="secondary" onClick={() => void run()}>
        {t('compatCheck')}
      </button>
      <div role="status" aria-live="polite" data-testid="compatibility">
        {outcome?.ok === true && <p className="ok">{t('compatOk')}</p>}
        {outcome && 'unreachable' in outcome && <p className="error">{t('compatUnreachable', outcome.unreachable)}</p>}
        {outcome && 'problems' in outcome && (
          <>
            <p className="error">{t('compatBroken')}</p>
            <ul className="problems">
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
