/**
 * "Create customer": the name (prefilled from the page), the address (fixed), a short name; with
 * more workspaces on, which one to create the customer in ("Create in": create-in.ts).
 */
import type { CustomerFields, WriteFailure, WriteOutcome } from '../../../shared/drafts';
import { ask } from '../../ask';
import { t } from '../../i18n';
import { Address } from '../Address';
import { Field, failureText, fieldError, useFieldIds } from './FieldError';
import { refIn, useDraft, useFirstField } from './use-draft';
import { FormActions } from './FormActions';
import { useCreateIn, type CreateChoice } from './create-in';

const FIELDS = ['fullName', 'shortName', 'email'];

/** The service refuses a customer without a full name: said beside the field, and nothing sent. */
export function customerFieldsWrong(fields: CustomerFields): WriteFailure | null {
  if (fields.fullName.trim()) return null;
  const message = t('fullNameRequired');
  return { kind: 'fields', fields: { fullName: message }, message };
}

export function CreateCustomerForm(props: {
  email: string;
  /** Where the agent may create the customer (the first workspace's card, with others on). */
  createIn?: CreateChoice[];
  onDone(o: WriteOutcome): void;
  onClose(): void;
}) {
  const { email, onDone, onClose } = props;
  const createIn = useCreateIn(props.createIn);
  const draft = useDraft<CustomerFields>(refIn({ action: 'create-customer', email }, createIn.where), customerFieldsWrong);
  const first = useFirstField();
  const fieldId = useFieldIds();
  const f = draft.fields;
  if (!f || !createIn.ready) return <p className="status">{t('draftLoading')}</p>;
  // Each workspace keeps its own draft: what was typed goes along to the one chosen.
  const choose = async (id: string | null) => {
    await ask({ type: 'draft-save', ...refIn({ action: 'create-customer', email }, id), fields: f }).catch(() => undefined);
    createIn.pick(id);
  };
  const errors = {
    fullName: fieldError(draft.failure, 'fullName'),
    shortName: fieldError(draft.failure, 'shortName'),
    email: fieldError(draft.failure, 'email', 'emailAddress', 'identifier'),
  };
  const problem = draft.failure && failureText(draft.failure, FIELDS);
  return (
    <form
      className="action-form"
      data-form="create-customer"
      aria-busy={draft.sending}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => void draft.enter(e).then((o) => o?.ok && onDone(o))}
    >
      <h2 className="form-title">{t('createCustomerTitle')}</h2>
      {createIn.ordered.length > 1 && (
        <Field id={fieldId('createIn')} name="createIn" label={t('createIn')}>
          <select
            id={fieldId('createIn')}
            name="workspace"
            value={createIn.where ?? ''}
            disabled={draft.sending}
            onChange={(e) => void choose(e.target.value || null)}
          >
            {createIn.ordered.map((c) => (
              <option key={c.id ?? ''} value={c.id ?? ''}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={fieldId('fullName')} name="fullName" label={t('fieldFullName')} error={errors.fullName}>
        <input
          id={fieldId('fullName')}
          name="fullName"
          value={f.fullName}
          ref={first}
          disabled={draft.sending}
          maxLength={200}
          aria-invalid={!!errors.fullName}
          aria-describedby={errors.fullName ? `${fieldId('fullName')}-error` : undefined}
          onChange={(e) => draft.change({ ...f, fullName: e.target.value })}
        />
      </Field>
      <Field id={fieldId('email')} name="email" label={t('fieldEmail')} error={errors.email}>
        <output id={fieldId('email')} name="email" className="fixed">
          <Address email={email} />
        </output>
      </Field>
      <Field id={fieldId('shortName')} name="shortName" label={t('fieldShortName')} error={errors.shortName}>
        <input
          id={fieldId('shortName')}
          name="shortName"
          value={f.shortName}
          disabled={draft.sending}
          maxLength={200}
          aria-invalid={!!errors.shortName}
          aria-describedby={errors.shortName ? `${fieldId('shortName')}-error` : undefined}
          onChange={(e) => draft.change({ ...f, shortName: e.target.value })}
        />
      </Field>
      <FormActions draft={draft} problem={problem} label={t('createCustomer')} onDone={onDone} onClose={onClose} />
    </form>
  );
}
