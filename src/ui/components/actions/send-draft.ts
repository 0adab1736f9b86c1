/**
 * One send of a draft, as the form's button asks it (use-draft.ts), apart from React so it can be
 * followed step by step: nothing for a script's click or while a send is on its way; then the
 * form's own check of its fields, which says in the form what the service would refuse for
 * certain and sends nothing; then the write, whose failure the form shows too.
 */
import type { DraftFields, WriteFailure, WriteOutcome } from '../../../shared/drafts';

export interface DraftSend<F extends DraftFields> {
  /** The agent's own click (a script's `click()` is not trusted). */
  trusted: boolean;
  sending: boolean;
  fields: F | null;
  /** What the form finds wrong with the fields before sending, if anything. */
  check?: (fields: F) => WriteFailure | null;
  write(fields: F): Promise<WriteOutcome>;
  /** The write's answer was lost (the worker stopped): what became of it, found out. */
  lost?: () => Promise<WriteOutcome>;
  setSending(sending: boolean): void;
  setFailure(failure: WriteFailure | null): void;
}

export async function sendDraft<F extends DraftFields>(send: DraftSend<F>): Promise<WriteOutcome | null> {
  const { fields } = send;
  if (!send.trusted || !fields || send.sending) return null;
  const wrong = send.check?.(fields) ?? null;
  if (wrong) {
    send.setFailure(wrong);
    return null;
  }
  send.setSending(true);
  const outcome = await send
    .write(fields)
    .catch(
      (): Promise<WriteOutcome> | WriteOutcome => send.lost?.() ?? { ok: false, failure: { kind: 'state', state: { kind: 'timeout' } } },
    );
  send.setSending(false);
  send.setFailure(outcome.ok ? null : outcome.failure);
  return outcome;
}
