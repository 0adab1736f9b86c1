/** The last customers looked up, newest first, for the toolbar popup; kept for the session. */
import type { RecentCustomer } from '../shared/messages';
import type { Customer } from '../shared/lookup-state';
import type { SessionArea } from './lookup-cache';

const KEY = 'recentCustomers';
const MAX_RECENT = 20;

export async function rememberCustomer(area: SessionArea, customer: Customer): Promise<void> {
  const list = await recentCustomers(area);
  const next = [
    { ...customer, lookedUpAt: Date.now() },
    ...list.filter((c) => c.email.toLowerCase() !== customer.email.toLowerCase()),
  ].slice(0, MAX_RECENT);
  await area.set({ [KEY]: next });
}

export async function recentCustomers(area: SessionArea): Promise<RecentCustomer[]> {
  const stored = (await area.get(KEY))[KEY];
  return Array.isArray(stored) ? (stored as RecentCustomer[]) : [];
}

export async function clearRecent(area: SessionArea): Promise<void> {
  await area.remove(KEY);
}
