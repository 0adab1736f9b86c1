/**
 * The agent's Confirm of a log, apart from React so it can be followed step by step: nothing for a
 * script's click or while a send is on its way; then `log`, asked again where its answer was lost
 * (a stopped worker): the event's externalId makes a second send of the same message no second
 * event, so asking again is safe, and its answer says what Plain holds.
 */
import type { LogOutcome } from '../../../shared/contract/log';

/** How often a log whose answer was lost is asked again. */
export const TRIES = 3;

export interface LogConfirm {
  /** The agent's own click (a script's `click()` is not trusted). */
  trusted: boolean;
  sending: boolean;
  send(): Promise<LogOutcome>;
  setSending(sending: boolean): void;
}

export async function confirmLog(confirm: LogConfirm): Promise<LogOutcome | null> {
  if (!confirm.trusted || confirm.sending) return null;
  confirm.setSending(true);
  let outcome: LogOutcome = { ok: false, failure: { kind: 'unknown' } };
  for (let i = 0; i < TRIES; i += 1) {
    const answer = await confirm.send().catch(() => null);
    if (answer) {
      outcome = answer;
      break;
    }
  }
  confirm.setSending(false);
  return outcome;
}
