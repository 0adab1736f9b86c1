/**
 * The one customer component: the card and the popup both show a lookup through it, so every
 * outcome reads the same wherever the agent meets it.
 */
import browser from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import { t } from '../i18n';
import { CopyButton } from './CopyButton';
import { RelativeTime } from './RelativeTime';

function problemText(state: LookupState, email: string): string {
  switch (state.kind) {
    case 'loading':
      return t('stateLoading', email);
    case 'not-found':
      return t('stateNotFound');
    case 'no-key':
      return t('stateNoKey');
    case 'unauthorized':
      return t('stateUnauthorized');
    case 'forbidden':
      return t('stateForbidden');
    case 'rate-limited':
      return t('stateRateLimited', new Date(state.retryAt).toLocaleTimeString());
    case 'server-error':
      return t('stateServerError');
    case 'unreachable':
      return t('stateUnreachable', state.host);
    case 'timeout':
      return t('stateTimeout');
    default:
      return t('stateBadResponse');
  }
}

export function CustomerView({ state, email }: { state: LookupState; email: string }) {
  if (state.kind === 'found') {
    const c = state.customer;
    return (
      <article className="customer" data-state="found" aria-label={c.fullName}>
        <header>
          <h2 className="name">{c.fullName}</h2>
          <CopyButton value={c.id} label={t('copyId')} />
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
  const busy = state.kind === 'loading' || state.kind === 'rate-limited';
  return (
    <article className={`customer problem ${state.kind}`} data-state={state.kind} aria-busy={busy}>
      <p className="email">{email}</p>
      <p className="message" role={busy ? 'status' : 'alert'}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {problemText(state, email)}
      </p>
      {state.kind === 'no-key' && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      )}
    </article>
  );
}
