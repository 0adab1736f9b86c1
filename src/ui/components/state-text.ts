/** The words for each lookup state, shared by the card, the popup and "Test connection". */
import type { FailureKind } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';
import { t } from '../i18n';

export function stateText(state: LookupState, email = ''): string {
  switch (state.kind) {
    case 'loading':
      return t('stateLoading', email);
    case 'found':
      return state.customer.fullName;
    case 'not-found':
      return t('stateNotFound');
    case 'colleague':
      return t('stateColleague');
    case 'no-key':
      return t('stateNoKey');
    case 'switched-off':
      return t('stateSwitchedOff');
    case 'unauthorized':
      return t('stateUnauthorized');
    case 'forbidden':
      return t('stateForbidden');
    case 'rate-limited':
      return t(state.gaveUp ? 'stateRateLimitedGaveUp' : 'stateRateLimited', new Date(state.retryAt).toLocaleTimeString());
    case 'server-error':
      return t('stateServerError');
    case 'unreachable':
      return t('stateUnreachable', state.host);
    case 'timeout':
      return t('stateTimeout');
    case 'wrong-base-url':
      return t('stateWrongBaseUrl');
    case 'bad-response':
      return t('stateBadResponse');
  }
}

/**
 * A failure of the API as a whole, in the lookup states' words, for an "as of" line. The host is
 * not kept with a last known answer, so "unreachable" names the service instead.
 */
export function failureText(failure: FailureKind): string {
  if (failure === 'unreachable') return t('stateUnreachableService');
  return stateText({ kind: failure });
}
