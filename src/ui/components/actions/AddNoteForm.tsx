/** "Add note" for a found customer: one text box (the page's selected text prefilled), an internal note on their timeline. */
import type { NoteFields, WriteFailure, WriteOutcome } from '../../../shared/drafts';
import { FIELD_LIMITS } from '../../../shared/drafts';
import { t } from '../../i18n';
import { Field, failureText, fieldError, useFieldIds } from './FieldError';
import { FormActions } from './FormActions';
import { refIn, useDraft } from './use-draft';

/** The service refuses an empty note: said beside the field, and nothing sent. */
export function noteFieldsWrong(fields: NoteFields): WriteFailure | null {
  if (fields.text.trim()) return null;
  const message = t('noteRequired');
  return { kind: 'fields', fields: { text: message }, message };
}

const focus = (el: HTMLTextAreaElement | null) => el?.focus({ preventScroll: true });

/** `workspace`: a section's (its id of the customer); none: the first workspace. */
export function AddNoteForm(props: {
  email: string;
  customerId: string;
  workspace?: string;
  onDone(o: WriteOutcome): void;
  onClose(): void;
}) {
  const { email, customerId, workspace, onDone, onClose } = props;
  const draft = useDraft<NoteFields>(refIn({ action: 'create-note', email, customerId }, workspace), noteFieldsWrong);
  const fieldId = useFieldIds();
  const f = draft.fields;
  if (!f) return <p className="status">{t('draftLoading')}</p>;
  const error = fieldError(draft.failure, 'text');
  const problem = draft.failure && failureText(draft.failure, ['text', 'customerId']);
  return (
    <form className="action-form" data-form="create-note" aria-busy={draft.sending} noValidate onSubmit={(e) => e.preventDefault()}>
      <h2 className="form-title">{t('addNoteTitle')}</h2>
      <Field id={fieldId('note')} name="note" label={t('fieldNote')} error={error}>
        <textarea
          id={fieldId('note')}
          name="text"
          value={f.text}
          ref={focus}
          rows={4}
          disabled={draft.sending}
          maxLength={FIELD_LIMITS.text}
          aria-invalid={!!error}
          aria-describedby={error ? `${fieldId('note')}-error` : undefined}
          onChange={(e) => draft.change({ text: e.target.value })}
        />
      </Field>
      <FormActions draft={draft} problem={problem} label={t('addNote')} onDone={onDone} onClose={onClose} />
    </form>
  );
}
