/** The background's router, with the browser API faked: checked messages act, others do nothing. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage } = await import('../../src/background/router');
const { MemoryArea } = await import('./support/memory-area');

const lookups: string[] = [];
const engine = {
  lookup: async (email: string, emit: (s: unknown) => void) => {
    lookups.push(email);
    emit({ kind: 'not-found' });
  },
};
const session = new MemoryArea();
const ctx = {
  engine: engine as never,
  cache: { clear: async () => undefined } as never,
  session,
  sender: { extensionId: 'ext', extensionOrigin: 'chrome-extension://ext/', supportSites: ['https://app.plain.com/*'] },
};
const tab = { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
const content: Runtime.MessageSender = { id: 'ext', url: 'https://app.plain.com/threads', tab, frameId: 0 };
const page: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };

beforeEach(() => {
  lookups.length = 0;
  fakeBrowser.reset();
});

describe('handleMessage', () => {
  it('a content script on a support site may ask for a lookup, and only that', async () => {
    expect(await handleMessage({ type: 'lookup', email: 'jane@acme.io' }, content, ctx)).toEqual({ accepted: true });
    await vi.waitFor(() => expect(lookups).toEqual(['jane@acme.io']));
    expect(handleMessage({ type: 'recent' }, content, ctx)).toBeUndefined();
    expect(handleMessage({ type: 'clear-cache' }, content, ctx)).toBeUndefined();
  });

  it('drops a lookup from another extension, another site, or with a bad e-mail', () => {
    expect(handleMessage({ type: 'lookup', email: 'jane@acme.io' }, { ...content, id: 'evil' }, ctx)).toBeUndefined();
    expect(handleMessage({ type: 'lookup', email: 'jane@acme.io' }, { ...content, url: 'https://evil.example/' }, ctx)).toBeUndefined();
    expect(handleMessage({ type: 'lookup', email: 'x'.repeat(300) }, content, ctx)).toBeUndefined();
    expect(lookups).toEqual([]);
  });

  it('extension pages get the final state of a lookup and the recent list', async () => {
    expect(await handleMessage({ type: 'lookup', email: 'jane@acme.io' }, page, ctx)).toEqual({ kind: 'not-found' });
    await session.set({ recentCustomers: [{ id: 'c_1', fullName: 'Jane', email: 'jane@acme.io', updatedAt: 'x', lookedUpAt: 1 }] });
    expect(await handleMessage({ type: 'recent' }, page, ctx)).toHaveLength(1);
  });
});
