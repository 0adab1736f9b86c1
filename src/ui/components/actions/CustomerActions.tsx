/**
 * What the agent can do where the customer is: "Create customer" for an address with
 * no customer; "New thread", "Add note" and, where the page has their message open, "Log to
 * Plain" for a found one. An action the key may not do is shown disabled with the permissions it
 * lacks, and nothing can be sent for it.
 */
import { useId, useState } from 'react';
import type { CreatedThread, EarlierThread, WriteAction, WriteOutcome } from '../../../shared/drafts';
import { threadUrl } from '../../../shared/customer-context';
import type { LookupState } from '../../../shared/lookup-state';
import { t } from '../../i18n';
import { CreateCustomerForm } from './CreateCustomerForm';
import { NewThreadForm, priorityName } from './NewThreadForm';
import { AddNoteForm } from './AddNoteForm';
import { LogEmail } from '../log/LogEmail';
import { failureText, needsText } from './FieldError';
import type { CreateChoice } from './create-in';
import './actions.css';

export interface ActionHooks {
  /** A write succeeded (the popup shows its answer; the card is told by the background). */
  onWritten?(outcome: WriteOutcome & { ok: true }): void;
  /** The tab whose open message Log offers: the side panel's followed tab (a card's is its own). */
  tabId?: number;
  /** A section's workspace (settings/workspaces.ts): its drafts, writes and logs go there. None: the first workspace. */
  workspace?: string;
  /** The first workspace's card with others on: where Create customer may create the customer (create-in.ts). */
  createIn?: CreateChoice[];
}

type Made = { thread: CreatedThread; earlier?: EarlierThread };

const fieldNames = (fields: Array<'title' | 'priority'>) => fields.map((f) => t(f === 'title' ? 'fieldTitle' : 'fieldPriority')).join(', ');

/** The new thread; or the one an earlier send had made, as Plain holds it now, and what became of the agent's changes. */
function ThreadDone({ made: { thread, earlier }, workspaceId }: { made: Made; workspaceId?: string }) {
  const label = t(earlier ? 'threadFoundEarlier' : 'threadCreated', thread.ref || thread.title);
  return (
    <div className="action-done" role="status">
      <p>
        {workspaceId ? (
          <a data-new-thread href={threadUrl(workspaceId, thread.id)} target="_blank" rel="noreferrer">
            {label}
          </a>
        ) : (
          <span data-new-thread>{label}</span>
        )}
      </p>
      {earlier && (
        <p>
          {thread.priority === undefined
            ? t('threadHoldsTitle', thread.title)
            : t('threadHolds', [thread.title, priorityName(thread.priority)])}
        </p>
      )}
      {earlier && earlier.applied.length > 0 && <p>{t('threadEditsApplied', fieldNames(earlier.applied))}</p>}
      {earlier?.failed && (
        <p>{t('threadEditsFailed', [fieldNames(earlier.failed.fields), failureText(earlier.failed.failure, []) ?? ''])}</p>
      )}
      {earlier?.textKept && <p>{t('threadTextKept')}</p>}
    </div>
  );
}

const LABELS: Record<WriteAction, string> = { 'create-customer': 'createCustomer', 'create-thread': 'newThread', 'create-note': 'addNote' };

export function CustomerActions({ state, email, hooks = {} }: { state: LookupState; email: string; hooks?: ActionHooks }) {
  const [open, setOpen] = useState<WriteAction | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const [noted, setNoted] = useState(false);
  const actions: WriteAction[] =
    state.kind === 'not-found' ? ['create-customer'] : state.kind === 'found' ? ['create-thread', 'create-note'] : [];
  if (!actions.length) return null;
  const missing = state.kind === 'found' || state.kind === 'not-found' ? state.missing : undefined;
  const done = (outcome: WriteOutcome) => {
    if (!outcome.ok) return;
    if (open === 'create-note') setNoted(true);
    setOpen(null);
    if (outcome.thread) setMade({ thread: outcome.thread, earlier: outcome.earlier });
    hooks.onWritten?.(outcome);
  };
  const close = () => setOpen(null);
  const { workspace } = hooks;
  if (open && state.kind === 'found') {
    const customerId = state.customer.id;
    if (open === 'create-note')
      return <AddNoteForm email={email} customerId={customerId} workspace={workspace} onDone={done} onClose={close} />;
    return <NewThreadForm email={email} customerId={customerId} workspace={workspace} onDone={done} onClose={close} />;
  }
  // A section never offers Create customer (a workspace without the customer is one line, not a section).
  if (open) return <CreateCustomerForm email={email} createIn={hooks.createIn} onDone={done} onClose={close} />;
  return (
    <div className="action-bar">
      {made && <ThreadDone made={made} workspaceId={state.kind === 'found' ? state.workspaceId : undefined} />}
      {noted && (
        <p className="action-done" role="status" data-note-added>
          {t('noteAdded')}
        </p>
      )}
      {actions.map((action) => (
        <ActionButton key={action} action={action} missing={missing?.[action]} onOpen={() => (setNoted(false), setOpen(action))} />
      ))}
      {state.kind === 'found' && (
        <LogEmail email={email} customerId={state.customer.id} tabId={hooks.tabId} missing={missing?.['log-email']} workspace={workspace} />
      )}
    </div>
  );
}

function ActionButton({ action, missing, onOpen }: { action: WriteAction; missing?: string[]; onOpen(): void }) {
  // Unique in the page: two workspaces' sections may each offer the action.
  const needs = `${useId()}needs-${action}`;
  return (
    <>
      <button
        type="button"
        className="small"
        data-action={action}
        disabled={missing !== undefined}
        aria-describedby={missing ? needs : undefined}
        onClick={onOpen}
      >
        {t(LABELS[action])}
      </button>
      {missing && (
        <p className="action-note" id={needs} data-missing={missing.join(' ')}>
          {needsText(missing)}
        </p>
      )}
    </>
  );
}
