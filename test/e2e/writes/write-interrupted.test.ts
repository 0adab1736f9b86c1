/**
 * Trust after an interruption, in real Chromium: the worker stopped while the agent's write is on
 * its way (the local API's latency fault holds the write; the server finishes it after the worker
 * is gone). What the card says meanwhile, what it shows after, and what the caches keep.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Frame } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { isCardVisible } from '../support/card';
import { customersWith, operationsSent } from '../support/act';
import { cardFor, JANE, linesShown, NOOR, openMail, recordLines } from '../support/mail';
import { configure, startStack, stopServiceWorker, type Stack } from '../support/stack';
import { standingStill } from '../../../scripts/browsers/stand-still';

/**
 * A click in the card once the element stands still in the page: the frame grows, and rises, to
 * fit a form it just opened, and a click at a point read before that lands beside it.
 */
const clickStill = async (card: Frame, selector: string) => (await standingStill(card, card.locator(selector))).click();

/** How long the local API holds each write: long enough to stop the worker while it is on its way. */
const WRITE_MS = 3000;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.shutdown());
beforeEach(async () => {
  stack.api.faults.clear();
  await configure(stack, DEMO_API_KEY);
});

describe('a create whose worker stopped mid-write', () => {
  it('the card shows the customer by itself, one is made, and no tab is left with "No customer"', async () => {
    const page = await openMail(stack);
    const card = await cardFor(page, NOOR, 'not-found');
    await clickStill(card, 'button[data-action="create-customer"]');
    await card.locator('input[name="fullName"]').waitFor();
    stack.api.faults.set({ kind: 'latency', ms: WRITE_MS, operations: ['upsertCustomer'] });
    await clickStill(card, 'button[data-submit]');
    await waitUntil(() => operationsSent(stack.api, 'upsertCustomer').length === 1, 10_000, 'the write on its way');
    await stopServiceWorker(stack, page);
    await card.locator('article[data-state="found"] .name', { hasText: 'Noor Haddad' }).waitFor({ timeout: 30_000 });
    expect(await customersWith(stack.api, NOOR)).toBe(1);
    // Looked at again, here and in another tab: the customer, wherever it comes from.
    // The card stays open while it holds a form: Esc closes it, as the agent would.
    await card.locator('article[data-state="found"] button').first().press('Escape');
    await waitUntil(async () => !(await isCardVisible(page)), 5_000, 'the card closed');
    await cardFor(page, NOOR, 'found');
    const other = await openMail(stack);
    await cardFor(other, NOOR, 'found');
    await other.close();
    await page.close();
  });
});

describe('a new thread whose worker stopped mid-write', () => {
  it('the card says it is checking, then the outcome: no "did not answer" before the time limit', async () => {
    const page = await openMail(stack);
    const card = await cardFor(page, JANE, 'found');
    await clickStill(card, 'button[data-action="create-thread"]');
    await card.locator('input[name="title"]').fill('Charged twice, made while the worker stopped');
    await recordLines(card);
    stack.api.faults.set({ kind: 'latency', ms: WRITE_MS, operations: ['createThread'] });
    await clickStill(card, 'button[data-submit]');
    await waitUntil(() => operationsSent(stack.api, 'createThread').length === 1, 10_000, 'the write on its way');
    await stopServiceWorker(stack, page);
    await card.locator('[data-new-thread]').waitFor({ timeout: 30_000 });
    const lines = await linesShown(card);
    expect(lines).toContain('Interrupted: checking whether it was made…');
    expect(lines.join('\n')).not.toMatch(/did not answer/);
    expect(operationsSent(stack.api, 'createThread')).toHaveLength(1);
    await page.close();
  });

  it('retried after a lost answer and a stopped worker: found by its externalId and listed under open threads', async () => {
    const title = 'Refund, found again after a stop';
    const page = await openMail(stack);
    const card = await cardFor(page, JANE, 'found');
    await clickStill(card, 'button[data-action="create-thread"]');
    await card.locator('input[name="title"]').fill(title);
    stack.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    await clickStill(card, 'button[data-submit]');
    // The documented time limit: only now may the card say the service did not answer.
    await card.locator('.form-error', { hasText: 'did not answer' }).waitFor({ timeout: 30_000 });
    await stopServiceWorker(stack, page);
    await clickStill(card, 'button[data-submit]');
    await card.locator('[data-new-thread]').waitFor({ timeout: 20_000 });
    await card.locator('.threads', { hasText: title }).waitFor({ timeout: 20_000 });
    expect(operationsSent(stack.api, 'createThread')).toHaveLength(1);
    await page.close();
  });
});

describe('edits typed after a lost answer', () => {
  it('the retry finds the earlier thread, says so, applies the new title and priority once, and shows what Plain holds', async () => {
    const jane = stack.api.seed.customerByEmail(JANE)!;
    const page = await openMail(stack);
    const card = await cardFor(page, JANE, 'found');
    await clickStill(card, 'button[data-action="create-thread"]');
    await card.locator('input[name="title"]').fill('First title');
    await card.locator('select[name="priority"]').selectOption('2');
    stack.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    await clickStill(card, 'button[data-submit]');
    await card.locator('.form-error', { hasText: 'did not answer' }).waitFor({ timeout: 30_000 });
    await card.locator('input[name="title"]').fill('Corrected title');
    await card.locator('select[name="priority"]').selectOption('0');
    await clickStill(card, 'button[data-submit]');
    const done = card.locator('.action-done');
    await done.filter({ hasText: 'had already been made' }).waitFor({ timeout: 20_000 });
    const said = (await done.innerText()).replace(/\s+/g, ' ');
    expect(said).toContain('Plain holds: “Corrected title”, priority Urgent');
    expect(said).toContain('Your changes since were applied: Title, Priority');
    const made = stack.api.seed
      .threadsOf(jane.id)
      .filter((t) => t.externalId?.startsWith('customer-lens-') && ['First title', 'Corrected title'].includes(t.title));
    expect(made.map((t) => [t.title, t.priority])).toEqual([['Corrected title', 0]]);
    expect(operationsSent(stack.api, 'createThread')).toHaveLength(1);
    expect(operationsSent(stack.api, 'updateThreadTitle')).toHaveLength(1);
    expect(operationsSent(stack.api, 'changeThreadPriority')).toHaveLength(1);
    await card.locator('.threads', { hasText: 'Corrected title' }).waitFor({ timeout: 20_000 });
    await page.close();
  });
});
