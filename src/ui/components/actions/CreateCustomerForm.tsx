/** "Create customer": the name (prefilled from the page), the address (fixed), a short name. */
import type { CustomerFields, WriteFailure, WriteOutcome } from '../../../shared/drafts';
import { t } from '../../i18n';
import { Address } from '../Address';
import { Field, failureText, fieldError } from './FieldError';
import { useDraft, useFirstField } from './use-draft';
import { FormActions } from './FormActions';

const FIELDS = ['fullName', 'shortName', 'email'];

/** The service refuses a customer without a full name: said beside the field, and nothing sent. */
export function customerFieldsWrong(fields: CustomerFields): WriteFailure | null {
  if (fields.fullName.trim()) return null;
  const message = t('fullNameRequired');
  return { kind: 'fields', fields: { fullName: message }, message };
}

export function CreateCustomerForm({ email, onDone, onClose }: { email: string; onDone(o: WriteOutcome): void; onClose(): void }) {
  const draft = useDraft<CustomerFields>({ action: 'create-customer', email }, customerFieldsWrong);
  const first = useFirstField();
  const f = draft.fields;
  if (!f) return <p className="status">{t('draftLoading')}</p>;
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
      <Field id="fullName" label={t('fieldFullName')} error={errors.fullName}>
        <input
          id="fullName"
          name="fullName"
          value={f.fullName}
          ref={first}
          disabled={draft.sending}
          maxLength={200}
          aria-invalid={!!errors.fullName}
          aria-describedby={errors.fullName ? 'fullName-error' : undefined}
          onChange={(e) => draft.change({ ...f, fullName: e.target.value })}
        />
      </Field>
      <Field id="email" label={t('fieldEmail')} error={errors.email}>
        <output id="email" name="email" className="fixed">
          <Address email={email} />
        </output>
      </Field>
      <Field id="shortName" label={t('fieldShortName')} error={errors.shortName}>
        <input
          id="shortName"
          name="shortName"
          value={f.shortName}
          disabled={draft.sending}
          maxLength={200}
          aria-invalid={!!errors.shortName}
          aria-describedby={errors.shortName ? 'shortName-error' : undefined}
          onChange={(e) => draft.change({ ...f, shortName: e.target.value })}
        />
      </Field>
      <FormActions draft={draft} problem={problem} label={t('createCustomer')} onDone={onDone} onClose={onClose} />
    </form>
  );
}
