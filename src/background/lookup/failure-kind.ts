/** The failures of the API as a whole that a last known answer is shown through ("as of"). */
import type { FailureKind } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';

export function failureKindOf(state: LookupState): FailureKind | null {
  return state.kind === 'unreachable' || state.kind === 'server-error' || state.kind === 'timeout' ? state.kind : null;
}
