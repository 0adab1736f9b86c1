/**
 * The one customer component: the card and the popup both show a lookup through it, so every
 * outcome reads the same wherever the agent meets it.
 */
import { useRef } from 'react';
import browser from 'webextension-polyfill';
import { customerUrl } from '../../shared/connection';
import type { LookupState } from '../../shared/lookup-state';
import { t } from '../i18n';
import { stateText } from './state-text';
import { AsOfLine } from './context/AsOfLine';
import { ContextView } from './context/ContextView';
import { Address } from './Address';
import { Clock } from './clock';
import { CopyButton } from './CopyButton';
import { RelativeTime } from './RelativeTime';
import { CustomerActions, type ActionHooks } from './actions/CustomerActions';

/**
 * `scrolls`: the card's story scrolls inside its frame (see ContextView). `actions`: this view
 * offers the writes (the card's, and the popup's looked-up address; not its lists). `onRetry`:
 * asks for a customer's story again where part of it failed (the card's). `threadLimit`: how many
 * open threads to list (the side panel lists all it has). `inSightFirst`: a section below another
 * in a frame of at most CARD_MAX_HEIGHT (another workspace's, not scrolling on its own): its story's
 * first frame draws only the customer cards in sight, as the card's own story does.
 */
export function CustomerView(props: {
  state: LookupState;
  email: string;
  scrolls?: boolean;
  actions?: ActionHooks;
  onRetry?: (customerId: string) => void;
  threadLimit?: number;
  inSightFirst?: boolean;
}) {
  // Every time on the view is told against one moment: when this state was drawn (clock.ts).
  const drawn = useRef<{ state: LookupState; at: number } | null>(null);
  if (drawn.current?.state !== props.state) drawn.current = { state: props.state, at: Date.now() };
  return (
    <Clock.Provider value={drawn.current.at}>
      <StateView {...props} />
    </Clock.Provider>
  );
}

function StateView(props: {
  state: LookupState;
  email: string;
  scrolls?: boolean;
  actions?: ActionHooks;
  onRetry?: (customerId: string) => void;
  threadLimit?: number;
  inSightFirst?: boolean;
}) {
  const { state, email, scrolls = false, actions, onRetry, threadLimit, inSightFirst } = props;
  const acts = actions && <CustomerActions key={email} state={state} email={email} hooks={actions} />;
  if (state.kind === 'found') {
    const c = state.customer;
    return (
      <article className="customer" data-state="found" aria-label={c.fullName}>
        {/* The basic card first, as it always was: the context below it arrives later. */}
        <div className="basic">
          {state.asOf && <AsOfLine at={state.asOf.at} failure={state.asOf.failure} />}
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
          <p className="email">
            <Address email={c.email} />
          </p>
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
          {acts}
        </div>
        {state.context && (
          <ContextView
            key={c.email}
            context={state.context}
            email={c.email}
            customerId={c.id}
            workspaceId={state.workspaceId}
            scrolls={scrolls}
            inSightFirst={inSightFirst}
            threadLimit={threadLimit}
            onRetry={onRetry && (() => onRetry(c.id))}
          />
        )}
      </article>
    );
  }
  const busy = state.kind === 'loading' || (state.kind === 'rate-limited' && !state.gaveUp);
  return (
    <article className={`customer problem ${state.kind}`} data-state={state.kind} aria-busy={busy}>
      <p className="email">
        <Address email={email} />
      </p>
      <p className="message" role={busy ? 'status' : 'alert'}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {stateText(state, email)}
      </p>
      {/* Each is changed on the options page: the agent is taken there from any. */}
      {(state.kind === 'no-key' || state.kind === 'unauthorized' || state.kind === 'switched-off') && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      )}
      {acts}
    </article>
  );
}
