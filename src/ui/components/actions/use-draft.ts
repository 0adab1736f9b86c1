/**
 * One draft, as a form uses it: loaded from the background (which keeps it until it is sent or
 * discarded), saved on every change, and sent only from a real click of the agent's.
 */
import { useCallback, useEffect, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { DraftFields, WriteFailure, WriteOutcome } from '../../../shared/drafts';
import type { DraftRef } from '../../../shared/messages';
import { ask } from '../../ask';
import { sendDraft } from './send-draft';

export type DraftState<F extends DraftFields> = {
  fields: F | null;
  failure: WriteFailure | null;
  sending: boolean;
  /** The write's answer was lost (the worker stopped): what became of it is being found out. */
  checking: boolean;
  change(fields: F): void;
  /**
   * Sends what the form holds, from the agent's own click on the send button. A script's
   * `click()` is an untrusted click and sends nothing; so does any `submit` event, which the
   * browser marks trusted even when a script's `requestSubmit()` caused it. Fields the form's
   * `check` finds wrong are said beside them, and nothing is sent (send-draft.ts).
   */
  send(event: SyntheticEvent): Promise<WriteOutcome | null>;
  /** Enter in a one-line field, typed by the agent: sends as the button does. */
  enter(event: KeyboardEvent): Promise<WriteOutcome | null>;
  discard(): Promise<void>;
};

/**
 * A ref for the form's first field: focused once it is there, without scrolling. The card's frame
 * grows to fit the form a moment after it renders; a focus that scrolled would leave the card's
 * top (whose customer this is) scrolled out of its own frame.
 */
export function useFirstField(): (el: HTMLInputElement | null) => void {
  return useCallback((el: HTMLInputElement | null) => el?.focus({ preventScroll: true }), []);
}

/**
 * A draft's ref in a workspace after the first (its section's, or the one chosen for a new
 * customer); none: the first's, whose requests carry no `workspace` at all, as before.
 */
export function refIn<R extends DraftRef>(ref: R, workspace: string | null | undefined): R {
  return workspace ? { ...ref, workspace } : ref;
}

/** How often a check whose own answer is lost (the worker stopped again) is asked again. */
const CHECKS = 3;

/**
 * What became of a write whose answer was lost: the background finishes or checks it (it keeps
 * what it sent, and when, in storage). A lost answer is no sign the service did not answer.
 */
async function checkWrite(ref: DraftRef): Promise<WriteOutcome> {
  for (let i = 0; i < CHECKS; i += 1) {
    const outcome = await ask({ type: 'write-check', ...ref }).catch(() => null);
    if (outcome) return outcome;
  }
  return { ok: false, failure: { kind: 'unknown' } };
}

export function useDraft<F extends DraftFields>(ref: DraftRef, check?: (fields: F) => WriteFailure | null): DraftState<F> {
  const [fields, setFields] = useState<F | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const { action, email, customerId, workspace } = ref;

  useEffect(() => {
    let live = true;
    void ask({ type: 'draft', ...ref }).then((d) => {
      if (!live || !d) return;
      setFields(d.fields as F); // the draft of this ref's action: its fields are F
      setFailure(d.failure ?? null);
    });
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, email, customerId, workspace]);

  return {
    fields,
    failure,
    sending,
    checking,
    change(next) {
      setFields(next);
      // The form's own word on the fields (its `check`) follows what is typed: it goes once answered.
      if (check && fields && failure && JSON.stringify(failure) === JSON.stringify(check(fields))) setFailure(check(next));
      void ask({ type: 'draft-save', ...ref, fields: next });
    },
    send(event) {
      event.preventDefault();
      return sendDraft({
        trusted: event.nativeEvent.isTrusted,
        sending,
        fields,
        check,
        write: (f) => ask({ type: 'write', ...ref, fields: f }),
        lost: () => {
          setFailure(null);
          setChecking(true);
          return checkWrite(ref).finally(() => setChecking(false));
        },
        setSending,
        setFailure,
      });
    },
    enter(event) {
      const field = event.target as HTMLElement;
      if (event.key !== 'Enter' || field.localName !== 'input' || event.nativeEvent.isComposing) return Promise.resolve(null);
      return this.send(event);
    },
    async discard() {
      await ask({ type: 'draft-discard', ...ref });
    },
  };
}
