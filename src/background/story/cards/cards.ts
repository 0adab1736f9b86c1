/**
 * The workspace's customer cards from `customerCards`, one per instance: loaded (with its
 * components), loading (Plain still fetches it: the background asks again) or failed (with
 * Plain's one-line message). An instance that reads badly, or of an unknown type, is dropped.
 */
import type { CustomerCard } from '../../../shared/customer-context';
import { readComponents } from './components';
import { listOf, obj, str } from '../read';

function readCard(v: unknown): CustomerCard | undefined {
  const instance = obj(v);
  const config = obj(instance?.customerCardConfig);
  const key = str(config?.key);
  const title = str(config?.title);
  if (key === undefined || title === undefined) return undefined;
  switch (instance?.__typename) {
    case 'CustomerCardInstanceLoaded': {
      // Plain sends null for a card whose components array was empty.
      const components = instance.components === null ? [] : readComponents(instance.components);
      return components === undefined ? undefined : { key, title, state: 'loaded', components };
    }
    case 'CustomerCardInstanceLoading':
      return { key, title, state: 'loading' };
    case 'CustomerCardInstanceError': {
      const message = str(obj(instance.errorDetail)?.message);
      return message === undefined ? undefined : { key, title, state: 'error', message };
    }
    default:
      return undefined;
  }
}

export function readCards(v: unknown): CustomerCard[] | undefined {
  return listOf(v, readCard);
}

export function hasLoadingCard(cards: readonly CustomerCard[]): boolean {
  return cards.some((c) => c.state === 'loading');
}
