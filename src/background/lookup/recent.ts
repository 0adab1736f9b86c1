/**
 * The last customers looked up, newest first, for the toolbar popup: overall and per tab.
 * Kept for the browser session only.
 */
import type { RecentCustomer } from '../../shared/messages';
import type { Customer } from '../../shared/lookup-state';
import type { SessionArea } from './cache';

const KEY = 'recentCustomers';
const MAX_RECENT = 20;

const tabKey = (tabId: number) => `tabCustomers:${tabId}`;

export async function rememberCustomer(area: SessionArea, customer: Customer, tabId?: number): Promise<void> {
  const keys = tabId === undefined ? [KEY] : [KEY, tabKey(tabId)];
  const stored = await area.get(keys);
  const entry = { ...customer, lookedUpAt: Date.now() };
  const update: Record<string, RecentCustomer[]> = {};
  for (const key of keys) {
    const list = Array.isArray(stored[key]) ? (stored[key] as RecentCustomer[]) : [];
    update[key] = [entry, ...list.filter((c) => c.email.toLowerCase() !== customer.email.toLowerCase())].slice(0, MAX_RECENT);
  }
  await area.set(update);
}

export async function recentCustomers(area: SessionArea, tabId?: number): Promise<RecentCustomer[]> {
  const key = tabId === undefined ? KEY : tabKey(tabId);
  const stored = (await area.get(key))[key];
  return Array.isArray(stored) ? (stored as RecentCustomer[]) : [];
}

export async function forgetTabCustomers(area: SessionArea, tabId: number): Promise<void> {
  await area.remove(tabKey(tabId));
}

export async function clearRecent(area: SessionArea): Promise<void> {
  const all = await area.get(null);
  await area.remove(Object.keys(all).filter((k) => k === KEY || k.startsWith('tabCustomers:')));
}
