/** The open message of a tab is read once for the sections that ask together, and afresh after. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import type { MessageRead } from '../../../../src/shared/contract/log';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { joinedReads } = await import('../../../../src/background/log/message-reader');

const MESSAGE = { subject: 'Refund', from: 'jane@acme.io' } as MessageRead;

describe("a tab's open message", () => {
  it('asked by three sections at once: read once, each gets it; asked again later: read again; another tab: its own read', async () => {
    const reads: number[] = [];
    const read = joinedReads(async (tabId) => {
      reads.push(tabId);
      await new Promise((r) => setTimeout(r, 5));
      return MESSAGE;
    });
    expect(await Promise.all([read(7), read(7), read(7), read(8)])).toEqual([MESSAGE, MESSAGE, MESSAGE, MESSAGE]);
    expect(reads).toEqual([7, 8]);
    await read(7);
    expect(reads).toEqual([7, 8, 7]);
  });
});
