/**
 * The one customer component: the card and the popup both show a lookup through it, so every
 * outcome reads the same wherever the agent meets it.
 */
import browser from 'webextension-polyfill';
import { customerUrl } from '../../shared/connection';
import type { LookupState } from '../../shared/lookup-state';
import { t } from '../i18n';
import { stateText } from './state-text';
import { CopyButton } from './CopyButton';
import { RelativeTime } from './RelativeTime';

export function CustomerView({ state, email }: { state: LookupState; email: string }) {
  if (state.kind === 'found') {
    const c = state.customer;
    return (
      <article className="customer" data-state="found" aria-label={c.fullName}>
        <header>
          <h2 className="name">{c.fullName}</h2>
          <span className="actions">
            <CopyButton value={c.id} label={t('copyId')} />
            {state.workspaceId && (
              <a className="button small" href={customerUrl(state.workspaceId, c.id)} target="_blank" rel="noreferrer">
                {t('openInPlain')}
              </a>
            )}
          </span>
        </header>
        <p className="email">{c.email}</p>
        <dl>
          <dt>{t('fieldId')}</dt>
          <dd>
            <code className="id">{c.id}</code>
          </dd>
          <dt>{t('fieldUpdated')}</dt>
          <dd>
            <RelativeTime iso={c.updatedAt} />
          </dd>
        </dl>
      </article>
    );
  }
  const busy = state.kind === 'loading' || (state.kind === 'rate-limited' && !state.gaveUp);
  return (
    <article className={`customer problem ${state.kind}`} data-state={state.kind} aria-busy={busy}>
      <p className="email">{email}</p>
      <p className="message" role={busy ? 'status' : 'alert'}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {stateText(state, email)}
      </p>
      {state.kind === 'no-key' && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      )}
    </article>
  );
}
