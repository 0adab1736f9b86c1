/** "New thread" for a found customer: title, first message (the thread's description), priority. */
import type { ThreadFields, ThreadPriority, WriteOutcome } from '../../../shared/drafts';
import { t } from '../../i18n';
import { Field, failureText, fieldError, useFieldIds } from './FieldError';
import { refIn, useDraft, useFirstField } from './use-draft';
import { FormActions } from './FormActions';

const FIELDS = ['title', 'description', 'text', 'priority'];
const PRIORITIES: Array<[ThreadPriority, string]> = [
  [0, 'priorityUrgent'],
  [1, 'priorityHigh'],
  [2, 'priorityNormal'],
  [3, 'priorityLow'],
];

export const priorityName = (priority: ThreadPriority) => t(PRIORITIES.find(([p]) => p === priority)![1]);

/** `workspace`: a section's (its id of the customer); none: the first workspace. */
export function NewThreadForm({
  email,
  customerId,
  workspace,
  onDone,
  onClose,
}: {
  email: string;
  customerId: string;
  workspace?: string;
  onDone(o: WriteOutcome): void;
  onClose(): void;
}) {
  const draft = useDraft<ThreadFields>(refIn({ action: 'create-thread', email, customerId }, workspace));
  const first = useFirstField();
  const fieldId = useFieldIds();
  const f = draft.fields;
  if (!f) return <p className="status">{t('draftLoading')}</p>;
  const errors = {
    title: fieldError(draft.failure, 'title'),
    text: fieldError(draft.failure, 'description', 'text'),
    priority: fieldError(draft.failure, 'priority'),
  };
  const problem = draft.failure && failureText(draft.failure, FIELDS);
  return (
    <form
      className="action-form"
      data-form="create-thread"
      aria-busy={draft.sending}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => void draft.enter(e).then((o) => o?.ok && onDone(o))}
    >
      <h2 className="form-title">{t('newThreadTitle')}</h2>
      <Field id={fieldId('title')} name="title" label={t('fieldTitle')} error={errors.title}>
        <input
          id={fieldId('title')}
          name="title"
          value={f.title}
          ref={first}
          disabled={draft.sending}
          maxLength={500}
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? `${fieldId('title')}-error` : undefined}
          onChange={(e) => draft.change({ ...f, title: e.target.value })}
        />
      </Field>
      <Field id={fieldId('text')} name="text" label={t('fieldFirstMessage')} error={errors.text}>
        <textarea
          id={fieldId('text')}
          name="text"
          value={f.text}
          rows={4}
          disabled={draft.sending}
          maxLength={10_000}
          aria-invalid={!!errors.text}
          aria-describedby={errors.text ? `${fieldId('text')}-error` : undefined}
          onChange={(e) => draft.change({ ...f, text: e.target.value })}
        />
      </Field>
      <Field id={fieldId('priority')} name="priority" label={t('fieldPriority')} error={errors.priority}>
        <select
          id={fieldId('priority')}
          name="priority"
          value={f.priority}
          disabled={draft.sending}
          onChange={(e) => draft.change({ ...f, priority: Number(e.target.value) as ThreadPriority })}
        >
          {PRIORITIES.map(([p, key]) => (
            <option key={p} value={p}>
              {t(key)}
            </option>
          ))}
        </select>
      </Field>
      <FormActions draft={draft} problem={problem} label={t('createThread')} onDone={onDone} onClose={onClose} />
    </form>
  );
}
