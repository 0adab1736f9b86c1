/**
 * A draft form's tail, the same in every form: "Checking…" while a retry finds out what became of
 * an earlier send, the form's one problem, and its buttons: send (its label while sending:
 * "Sending…") and discard, both off while a send is on its way.
 */
import type { DraftFields, WriteOutcome } from '../../../shared/drafts';
import { t } from '../../i18n';
import { CheckingLine } from './FieldError';
import type { DraftState } from './use-draft';

export function FormActions<F extends DraftFields>({
  draft,
  problem,
  label,
  onDone,
  onClose,
}: {
  draft: DraftState<F>;
  /** What went wrong with the last send, as the form words it (none: nothing shown). */
  problem: string | null | undefined | false;
  /** The send button's own words ("Create customer", "Add note"). */
  label: string;
  onDone(o: WriteOutcome): void;
  onClose(): void;
}) {
  return (
    <>
      <CheckingLine checking={draft.checking} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="row form-buttons">
        <button type="submit" data-submit disabled={draft.sending} onClick={(e) => void draft.send(e).then((o) => o?.ok && onDone(o))}>
          {draft.sending ? t('sending') : label}
        </button>
        <button
          type="button"
          className="secondary"
          data-discard
          disabled={draft.sending}
          onClick={() => void draft.discard().then(onClose)}
        >
          {t('discardDraft')}
        </button>
      </div>
    </>
  );
}
