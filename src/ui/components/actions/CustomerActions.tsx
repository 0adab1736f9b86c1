/**
 * What the agent can do where the customer is: "Create customer" for an address with
 * no customer, "New thread" for a found one. An action the key may not do is shown disabled with
 * the permission it lacks, and nothing can be sent for it.
 */
import { useEffect, useState } from 'react';
import type { CreatedThread, WriteAction, WriteOutcome } from '../../../shared/drafts';
import { threadUrl } from '../../../shared/customer-context';
import type { LookupState } from '../../../shared/lookup-state';
import { t } from '../../i18n';
import { CreateCustomerForm } from './CreateCustomerForm';
import { NewThreadForm } from './NewThreadForm';
import './actions.css';

export interface ActionHooks {
  /**
   * A form is open: the card asks to stay open while the agent types. Asked again with each new
   * state shown while it is, so a card shown again with its form still open stays as well.
   */
  onOpen?(): void;
  /** A write succeeded (the popup shows its answer; the card is told by the background). */
  onWritten?(outcome: WriteOutcome & { ok: true }): void;
}

function ThreadDone({ thread, workspaceId }: { thread: CreatedThread; workspaceId?: string }) {
  const label = t('threadCreated', thread.ref || thread.title);
  return (
    <p className="action-done" role="status">
      {workspaceId ? <a data-new-thread href={threadUrl(workspaceId, thread.id)} target="_blank" rel="noreferrer">{label}</a> : <span data-new-thread>{label}</span>}
    </p>
  );
}

export function CustomerActions({ state, email, hooks = {} }: { state: LookupState; email: string; hooks?: ActionHooks }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<CreatedThread | null>(null);
  useEffect(() => {
    if (open) hooks.onOpen?.();
  }, [open, state, hooks]);
  const action: WriteAction | null = state.kind === 'not-found' ? 'create-customer' : state.kind === 'found' ? 'create-thread' : null;
  if (!action) return null;
  const missing = state.kind === 'found' || state.kind === 'not-found' ? state.missing?.[action] : undefined;
  const done = (outcome: WriteOutcome) => {
    if (!outcome.ok) return;
    setOpen(false);
    if (outcome.thread) setMade(outcome.thread);
    hooks.onWritten?.(outcome);
  };
  if (open && state.kind === 'found') {
    return <NewThreadForm email={email} customerId={state.customer.id} onDone={done} onClose={() => setOpen(false)} />;
  }
  if (open) return <CreateCustomerForm email={email} onDone={done} onClose={() => setOpen(false)} />;
  return (
    <div className="action-bar">
      {made && <ThreadDone thread={made} workspaceId={state.kind === 'found' ? state.workspaceId : undefined} />}
      <button
        type="button"
        className="small"
        data-action={action}
        disabled={missing !== undefined}
        aria-describedby={missing ? `needs-${action}` : undefined}
        onClick={() => setOpen(true)}
      >
        {t(action === 'create-customer' ? 'createCustomer' : 'newThread')}
      </button>
      {missing && (
        <p className="action-note" id={`needs-${action}`} data-missing={missing}>
          {t('actionNeedsPermission', missing)}
        </p>
      )}
    </div>
  );
}
