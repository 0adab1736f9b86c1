/**
 * Which customer each tab is about (background/panel/tab-customers.ts): a new address is a
 * change, the same one in any case is not and writes nothing, null never replaces a customer,
 * and a new worker reads back from storage.session what the last one noted.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionArea } from '../../../src/background/lookup/cache';
import { TabCustomers } from '../../../src/background/panel/tab-customers';
import { MemoryArea, TaskArea } from '../support/memory-area';

describe('TabCustomers over an area in memory', () => {
  let area: MemoryArea;
  let tabs: TabCustomers;
  beforeEach(() => {
    area = new MemoryArea();
    tabs = new TabCustomers(area);
  });

  it('a new address is a change, written once', async () => {
    expect(await tabs.note(3, 'jane@acme.io')).toBe(true);
    expect(area.writes).toBe(1);
    expect(await tabs.of(3)).toBe('jane@acme.io');
  });

  it('the same address again, in any letter case, is no change and writes nothing', async () => {
    await tabs.note(3, 'jane@acme.io');
    expect(await tabs.note(3, 'jane@acme.io')).toBe(false);
    expect(await tabs.note(3, 'Jane@Acme.IO')).toBe(false);
    expect(await tabs.note(3, 'JANE@ACME.IO')).toBe(false);
    expect(area.writes).toBe(1);
    expect(await tabs.of(3)).toBe('jane@acme.io');
  });

  it('another address is a change, written', async () => {
    await tabs.note(3, 'jane@acme.io');
    expect(await tabs.note(3, 'devon@globex.com')).toBe(true);
    expect(area.writes).toBe(2);
    expect(await tabs.of(3)).toBe('devon@globex.com');
    // and back again is a change again
    expect(await tabs.note(3, 'jane@acme.io')).toBe(true);
    expect(area.writes).toBe(3);
    expect(await tabs.of(3)).toBe('jane@acme.io');
  });

  it('null never replaces the known customer, is no change and writes nothing', async () => {
    await tabs.note(3, 'jane@acme.io');
    expect(await tabs.note(3, null)).toBe(false);
    expect(area.writes).toBe(1);
    expect(await tabs.of(3)).toBe('jane@acme.io');
    // a new worker finds it too
    expect(await new TabCustomers(area).of(3)).toBe('jane@acme.io');
  });

  it('keeps the page the customer was noted on: the same customer on another page is no change, but the page is kept', async () => {
    expect(await tabs.note(3, 'jane@acme.io', 'https://app.plain.com/threads/1')).toBe(true);
    expect(await tabs.pageOf(3)).toBe('https://app.plain.com/threads/1');
    expect(await tabs.note(3, 'jane@acme.io', 'https://app.plain.com/threads/1')).toBe(false);
    expect(area.writes).toBe(1);
    expect(await tabs.note(3, 'Jane@acme.io', 'https://app.plain.com/threads/2')).toBe(false);
    expect(await new TabCustomers(area).pageOf(3)).toBe('https://app.plain.com/threads/2');
    // Another customer where the page cannot be read: no page, rather than the last one's.
    expect(await tabs.note(3, 'devon@globex.com')).toBe(true);
    expect(await new TabCustomers(area).pageOf(3)).toBeNull();
  });

  it('null for a tab without a customer is no change and writes nothing', async () => {
    expect(await tabs.note(4, null)).toBe(false);
    expect(area.writes).toBe(0);
    expect(await tabs.of(4)).toBeNull();
  });

  it('keeps tabs apart', async () => {
    expect(await tabs.note(3, 'jane@acme.io')).toBe(true);
    expect(await tabs.note(4, 'jane@acme.io')).toBe(true);
    expect(await tabs.note(5, 'devon@globex.com')).toBe(true);
    expect(area.writes).toBe(3);
    expect(await tabs.of(3)).toBe('jane@acme.io');
    expect(await tabs.of(4)).toBe('jane@acme.io');
    expect(await tabs.of(5)).toBe('devon@globex.com');
    expect(await tabs.of(6)).toBeNull();
  });

  it('a fresh instance (a new worker) reads back what was noted', async () => {
    await tabs.note(3, 'jane@acme.io');
    await tabs.note(4, 'devon@globex.com');
    const next = new TabCustomers(area);
    expect(await next.of(3)).toBe('jane@acme.io');
    expect(await next.of(4)).toBe('devon@globex.com');
    expect(await next.of(5)).toBeNull();
  });

  it('a fresh instance knows the stored address: the same again, in any case, writes nothing', async () => {
    await tabs.note(3, 'jane@acme.io');
    const next = new TabCustomers(area);
    expect(await next.note(3, 'Jane@Acme.io')).toBe(false);
    expect(await next.note(3, null)).toBe(false);
    expect(area.writes).toBe(1);
    expect(await next.note(3, 'devon@globex.com')).toBe(true);
    expect(area.writes).toBe(2);
    expect(await new TabCustomers(area).of(3)).toBe('devon@globex.com');
  });

  it('a fresh instance ignores a stored value that is not an address string', async () => {
    await area.set({ 'panelTab:3': 42 });
    const next = new TabCustomers(area);
    expect(await next.of(3)).toBeNull();
    expect(await next.note(3, 'jane@acme.io')).toBe(true);
    expect(await new TabCustomers(area).of(3)).toBe('jane@acme.io');
  });

  it('forget removes the customer, from memory and from storage', async () => {
    await tabs.note(3, 'jane@acme.io');
    await tabs.note(4, 'devon@globex.com');
    await tabs.forget(3);
    expect(await tabs.of(3)).toBeNull();
    expect(await new TabCustomers(area).of(3)).toBeNull();
    expect(await new TabCustomers(area).of(4)).toBe('devon@globex.com');
    expect(await tabs.of(4)).toBe('devon@globex.com');
    // the address again after forgetting is a change: a tab reused for it must tell its panel
    expect(await tabs.note(3, 'jane@acme.io')).toBe(true);
    expect(await new TabCustomers(area).of(3)).toBe('jane@acme.io');
  });

  it('forget of a tab never noted does no harm', async () => {
    await tabs.forget(9);
    expect(await tabs.of(9)).toBeNull();
  });
});

describe('TabCustomers over storage.session (the fake browser)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  const session = () => fakeBrowser.storage.session as unknown as SessionArea;

  it('writes storage only when the customer changed', async () => {
    const set = vi.spyOn(fakeBrowser.storage.session, 'set');
    const tabs = new TabCustomers(session());
    expect(await tabs.note(7, 'jane@acme.io')).toBe(true);
    expect(await tabs.note(7, 'JANE@acme.io')).toBe(false);
    expect(await tabs.note(7, null)).toBe(false);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await tabs.note(7, 'devon@globex.com')).toBe(true);
    expect(set).toHaveBeenCalledTimes(2);
    set.mockRestore();
  });

  it('a new worker reads it back from storage.session; forget removes it there', async () => {
    const tabs = new TabCustomers(session());
    await tabs.note(7, 'jane@acme.io');
    expect(Object.values(await fakeBrowser.storage.session.get(null))).toEqual(['jane@acme.io']);
    expect(await new TabCustomers(session()).of(7)).toBe('jane@acme.io');
    await new TabCustomers(session()).forget(7);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
    expect(await new TabCustomers(session()).of(7)).toBeNull();
  });
});

describe('TabCustomers when a new worker gets overlapping calls for a tab', () => {
  // A woken worker may get the content script's note and a panel's follow (which reads `of`) at
  // once: what it keeps in memory must be the newest, whatever order storage answers in.

  it('a read begun before a note does not put back the older "no customer" over it', async () => {
    const area = new TaskArea();
    const tabs = new TabCustomers(area);
    const noting = tabs.note(3, 'jane@acme.io');
    const reading = tabs.of(3); // a panel's follow, at the same time
    expect(await noting).toBe(true);
    await reading;
    expect(await new TabCustomers(area).of(3)).toBe('jane@acme.io'); // storage has it
    expect(await tabs.of(3)).toBe('jane@acme.io'); // so must this worker
  });

  it('the same address noted twice at once is one change and one write', async () => {
    const area = new MemoryArea();
    const tabs = new TabCustomers(area);
    const changed = await Promise.all([tabs.note(3, 'jane@acme.io'), tabs.note(3, 'jane@acme.io')]);
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(area.writes).toBe(1);
  });
});
