/** A field's input with its label and the service's word on it, tied together for screen readers. */
import { useId, type ReactNode } from 'react';
import type { WriteFailure } from '../../../shared/drafts';
import type { LookupState } from '../../../shared/lookup-state';
import { t } from '../../i18n';
import { stateText } from '../state-text';

/** The service's message for one field, where it refused that field. */
export function fieldError(failure: WriteFailure | null, ...names: string[]): string | undefined {
  if (failure?.kind !== 'fields') return undefined;
  return names.map((n) => failure.fields[n]).find((m) => m !== undefined);
}

/** Said while the background finds out what became of a write whose answer was lost. */
export function CheckingLine({ checking }: { checking: boolean }) {
  return checking ? (
    <p className="form-status" role="status">
      {t('writeChecking')}
    </p>
  ) : null;
}

/**
 * A form's field ids, unique in the page: with several workspaces two sections' forms may be open
 * at once, and a label or an error must name its own field, not the other form's.
 */
export function useFieldIds(): (name: string) => string {
  const prefix = useId();
  return (name) => `${prefix}${name}`;
}

/** `id`: the field's own (useFieldIds); `name`: the field's name, which its error is marked with. */
export function Field({
  id,
  name,
  label,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}

/** "Needs the permission(s) …": every one named. */
export function needsText(permissions: string[]): string {
  return permissions.length === 1 ? t('actionNeedsPermission', permissions[0]) : t('actionNeedsPermissions', permissions.join(', '));
}

/** A write's failure in one line, where no field carries it. */
export function failureText(failure: WriteFailure, fieldNames: string[]): string | null {
  if (failure.kind === 'forbidden') return failure.permissions.length ? needsText(failure.permissions) : t('sectionForbiddenUnnamed');
  if (failure.kind === 'fields') return fieldNames.some((n) => n in failure.fields) ? null : failure.message;
  if (failure.kind === 'not-sent') return t('writeNotSent');
  if (failure.kind === 'unknown') return t('writeUnknown');
  // A write is never retried by itself: a rate limit says until when, and the agent tries then.
  const state: LookupState = failure.state.kind === 'rate-limited' ? { ...failure.state, gaveUp: true } : failure.state;
  return stateText(state);
}
