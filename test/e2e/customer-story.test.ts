/**
 * The customer's story on the card (#13), in real Chromium against the local API's seed: the full
 * card, a key that may read only customers, the context down while the lookup works, the last
 * known card "as of" its time when the API fails, and the hostile customer card shown as text.
 * Also runs axe on it, light and dark (scripts/screenshots.ts makes the README's pictures of it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { CONTEXT_OPERATIONS } from '../support/documented-request';
import { axeViolations } from './support/axe';
import { cardFrame, cardText, hoverCard, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { cardHeights, frameFits, viewportHeight } from '../support/card-fit';
import { configure, openDemo, popupUrl, startStack, stopServiceWorker, type Stack } from './support/stack';

const CUSTOMERS_ONLY_KEY = 'plainApiKey_demo_customers_only';
let stack: Stack;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openDemo(stack);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
});
afterAll(async () => stack?.shutdown());
beforeEach(() => stack.api.faults.clear());

const cell = (email: string) => page.getByTestId('customer-email').filter({ hasText: email }).first();
const customer = (email: string) => stack.api.seed.customers.find((c) => c.email === email)!;
const operations = () =>
  stack.api.requests.filter((r) => r.path === '/graphql/v1').map((r) => (r.json as { operationName?: string }).operationName);

/**
 * Hovers an address and waits until its card shows and no section of it is loading any more (nor
 * any customer card). Away first, until the card has gone, so a card still showing this customer
 * is not mistaken for the new one.
 */
async function storyOf(email: string): Promise<{ card: Locator; frame: Frame }> {
  await page.mouse.move(1, 1);
  await waitUntil(async () => !(await isCardVisible(page)), 3_000);
  await cell(email).hover();
  await waitUntil(() => isCardVisible(page), 15_000);
  const frame = cardFrame(page)!;
  const card = frame.locator('article.customer[data-state="found"]', { has: frame.locator('.email', { hasText: email }) });
  await card.waitFor({ timeout: 20_000 });
  const settled = async () =>
    (await card.locator('.context[data-drawn="all"]').count()) === 1 && (await card.locator('[data-status="loading"], [data-card-state="loading"]').count()) === 0;
  await waitUntil(settled, 20_000);
  return { card, frame };
}
const section = (card: Locator, name: string) => card.locator(`[data-section="${name}"]`);
/** The story's lines on what it could not show (one per cause), as read. */
const problemLines = (card: Locator) =>
  card.locator('.story-problem').evaluateAll((ps) => ps.map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()));

describe("the customer's story on the card", () => {
  it('shows who, where they belong, what is open and the customer cards; threads open in Plain', async () => {
    const jane = customer('jane.cooper@acme.io');
    stack.api.resetRequests();
    const { card } = await storyOf(jane.email);
    expect(await card.locator('.name').innerText()).toBe(jane.fullName);
    expect(await card.locator('.id').innerText()).toBe(jane.id);

    const who = await cardText(section(card, 'who'));
    expect(who).toContain('usr_acme_0001');
    expect(who).toContain('Alex Morgan');
    expect(who).toMatch(/verified/);
    expect(await section(card, 'who').getByRole('alert').count()).toBe(0); // not marked as spam
    expect(await cardText(section(card, 'company'))).toMatch(/Acme Inc.*Enterprise/);
    expect(await cardText(section(card, 'tenants'))).toMatch(/Acme EU.*Acme Labs/);
    expect(await cardText(section(card, 'groups'))).toMatch(/VIP.*Beta testers/);

    // Open threads: the newest five of seven, each a link to the thread in Plain; none done.
    const mine = stack.api.seed.threads.filter((t) => t.customerId === jane.id);
    const open = mine.filter((t) => t.status !== 'DONE').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(open).toHaveLength(7);
    const threads = section(card, 'threads');
    // "5 of 7", and the way to all seven: the customer's page in Plain, which lists them.
    expect(await threads.locator('.count').innerText()).toBe('5 of 7 open · See all 7 in Plain');
    expect(await threads.locator('a.all-threads').getAttribute('href')).toBe(`https://app.plain.com/workspace/${stack.api.seed.workspace.id}/customer/${jane.id}`);
    const links = await threads.locator('ol.threads li a.title').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const workspace = stack.api.seed.workspace.id;
    expect(links).toEqual(open.slice(0, 5).map((t) => `https://app.plain.com/workspace/${workspace}/thread/${t.id}`));
    const text = await cardText(threads);
    for (const done of mine.filter((t) => t.status === 'DONE')) expect(text).not.toContain(done.title);
    expect(text).toMatch(/Urgent|High|Normal|Low/);

    // The customer cards, in the workspace's order; the loading one was asked for until loaded.
    // (All drawn: the story's first frame draws only those in sight, CardsSection.)
    await card.locator('.context[data-drawn="all"]').waitFor();
    const titles = await card.locator('li.cc-card h4, li.cc-card .cc-title').allTextContents();
    expect(titles.map((s) => s.trim())).toEqual(expect.arrayContaining(['Subscription status', 'Usage', 'Health score', 'Billing system', 'Notes from CRM']));
    expect(await card.locator('li.cc-card', { hasText: 'Health score' }).textContent()).toContain('82 / 100');
    // Plain's markdown in a text: the bold value, and an https link opening in a new tab.
    expect(await card.locator('li.cc-card', { hasText: 'Usage' }).locator('.cc-text strong').first().innerText()).toMatch(/^\d+$/);
    const trend = card.locator('li.cc-card', { hasText: 'Health score' }).getByRole('link', { name: 'see the trend' });
    expect(await trend.getAttribute('href')).toBe('https://health.example.com/trend');
    expect(await trend.getAttribute('target')).toBe('_blank');
    expect(await card.locator('li.cc-card', { hasText: 'Billing system' }).textContent()).toContain('502');

    // One lookup, one of each context operation, and the card that was loading asked again.
    const ops = operations();
    expect(ops.filter((o) => o === 'customerByEmail')).toHaveLength(1);
    expect(ops.filter((o) => o === 'customerContext')).toHaveLength(1);
    expect(ops.filter((o) => o === 'customerOpenThreads')).toHaveLength(1);
    expect(ops.filter((o) => o === 'customerCards').length).toBeGreaterThanOrEqual(2);

    // Cached: hovering again sends nothing at all.
    await page.mouse.move(1, 1);
    await hoverCard(page, cell('devon.lane@globex.com'), 'devon.lane@globex.com', 'found');
    stack.api.resetRequests();
    await storyOf(jane.email);
    expect(operations()).toEqual([]);
  });

  it('the hostile customer card is text: no markup runs, no javascript: or http: link', async () => {
    const { card, frame } = await storyOf('jane.cooper@acme.io');
    const notes = card.locator('li.cc-card', { hasText: 'Notes from CRM' });
    // Scrolled to, as an agent would: what is drawn there is the markup, as text.
    await card.locator('.context[data-drawn="all"]').waitFor();
    await notes.scrollIntoViewIfNeeded();
    const text = await notes.innerText();
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).toContain('<script>alert("plain text")</script>');
    expect(text).toContain('<i>VIP</i>');
    expect(await notes.locator('img, script, svg, b, i, u').count()).toBe(0);
    // Plain's markdown is drawn (the bold word), and its javascript: link is words, not a link.
    expect(await notes.locator('strong').allInnerTexts()).toEqual(['this']);
    expect(text).toContain('Open the CRM');
    expect(await notes.locator('a', { hasText: 'Open the CRM' }).count()).toBe(0);
    const hrefs = await frame.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !h.startsWith('https://'))).toEqual([]);
    expect(hrefs.some((h) => h.startsWith('http://crm.example.com'))).toBe(false);
    expect(dialogs).toEqual([]);
  });

  it('has no axe violations with the story, light and dark', async () => {
    const { frame } = await storyOf('jane.cooper@acme.io');
    // The whole story drawn, shown from its top (an earlier test may have scrolled it).
    await frame.locator('.context[data-drawn="all"]').waitFor();
    await frame.locator('.context').evaluate((el) => void (el.scrollTop = 0));
    expect(await axeViolations(frame)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await frame.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await axeViolations(frame)).toEqual([]);
    expect(await isCardVisible(page)).toBe(true);
    await page.emulateMedia({ colorScheme: null });
  });

  it("between customers the card's frame changes its height once, not down to the customer and up to the story", async () => {
    const [jane, devon] = ['jane.cooper@acme.io', 'devon.lane@globex.com'];
    await storyOf(devon);
    await storyOf(jane);
    await storyOf(devon); // all cached now
    const frame = await cardFrame(page)!.frameElement();
    await frame.evaluate((el) => {
      const heights: string[] = ((el as unknown as { __heights: string[] }).__heights = [(el as HTMLElement).style.height]);
      new MutationObserver(() => {
        const h = (el as HTMLElement).style.height;
        if (heights[heights.length - 1] !== h) heights.push(h);
      }).observe(el, { attributes: true, attributeFilter: ['style'] });
    });
    const { frame: card } = await storyOf(jane);
    // The story is drawn (storyOf); the witness that its last resize has come: the frame is as
    // tall as the card asks (what card.tsx's resize sends, capped by CARD_MAX_HEIGHT and by the
    // room the window leaves, card/placement.ts). A down-and-up would be recorded before that.
    await waitUntil(async () => frameFits(await card.evaluate(cardHeights), await page.evaluate(viewportHeight)), 10_000, 'the card frame fitted to the story');
    const heights = await frame.evaluate((el) => (el as unknown as { __heights: string[] }).__heights);
    expect(heights.length, heights.join(' → ')).toBeLessThanOrEqual(2);
  });

  it("the story's first frame draws every customer card in sight and no more; all once that frame has painted", async () => {
    const jane = 'jane.cooper@acme.io';
    await storyOf('devon.lane@globex.com');
    // Seen in the card after each change, before it paints: the cards drawn while the story is
    // first shown, and where the last of them ends. And when the rest is drawn: once the thread
    // is idle, so tasks queued at the first frame (here a chain of four, as the agent's input or
    // the bench's own task would be) all run before it.
    await cardFrame(page)!.evaluate(() => {
      const w = window as unknown as { __first: Array<{ drawn: number; bottom: number }>; __order: string[] };
      w.__first = [];
      w.__order = [];
      new MutationObserver(() => {
        const cards = document.querySelectorAll('.context[data-drawn="first"] li.cc-card');
        if (cards.length) w.__first.push({ drawn: cards.length, bottom: cards[cards.length - 1]!.getBoundingClientRect().bottom });
        if (cards.length && !w.__order.length) {
          w.__order.push('first');
          requestAnimationFrame(() => {
            const ch = new MessageChannel();
            let left = 4;
            ch.port1.onmessage = () => {
              const until = performance.now() + 3;
              while (performance.now() < until); // busy for 3 ms
              if (--left > 0) ch.port2.postMessage(0);
              else w.__order.push('queued tasks done');
            };
            ch.port2.postMessage(0);
          });
        }
        if (w.__order.length && !w.__order.includes('all') && document.querySelector('.context[data-drawn="all"]')) w.__order.push('all');
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const { card } = await storyOf(jane); // cached: the story comes with the customer
    await card.locator('.context[data-drawn="all"]').waitFor();
    const first = await cardFrame(page)!.evaluate(() => (window as unknown as { __first: Array<{ drawn: number; bottom: number }> }).__first);
    const all = await card.locator('li.cc-card').count();
    expect(all).toBe(9);
    expect(first.length).toBeGreaterThan(0);
    for (const seen of first) {
      expect(seen.drawn).toBeLessThan(all);
      expect(seen.bottom, JSON.stringify(first)).toBeGreaterThanOrEqual(600); // the frame's most
    }
    expect(await cardFrame(page)!.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['first', 'queued tasks done', 'all']);
  });

  it('the popup shows the same story through the same component', async () => {
    const popup = await stack.context.newPage();
    await popup.goto(popupUrl(stack));
    await popup.getByLabel('Look up an e-mail').fill('jane.cooper@acme.io');
    await popup.getByRole('button', { name: 'Look up', exact: true }).click();
    const answer = popup.locator('main > article[data-state="found"]');
    await answer.locator('[data-section="threads"][data-status="ok"]').waitFor({ timeout: 15_000 });
    expect(await answer.locator('[data-section="threads"] .count').innerText()).toBe('5 of 7 open · See all 7 in Plain');
    expect(await cardText(answer.locator('[data-section="company"]'))).toMatch(/Acme Inc.*Enterprise/);
    expect(await answer.locator('li.cc-card').count()).toBeGreaterThan(3);
    expect(await axeViolations(popup)).toEqual([]);
    await popup.close();
  });

  it('context down, customer found: the basic card, one line with the reason for the whole story, and Retry', async () => {
    const marcus = customer('marcus.webb@studio.photography');
    stack.api.faults.set({ kind: 'status', status: 503, operations: CONTEXT_OPERATIONS });
    const { card } = await storyOf(marcus.email);
    expect(await card.locator('.name').innerText()).toBe(marcus.fullName);
    expect(await card.locator('.id').innerText()).toBe(marcus.id);
    expect(await problemLines(card)).toEqual([
      'Not loaded: Customer details, Company, Tenants, Groups, Open threads, Customer cards. The service had an error Retry',
    ]);
    expect(await card.locator('[data-section]').count()).toBe(0); // the line names them; none drawn
    // A failed context is not kept: once the API is back, Retry on the pinned card brings it.
    stack.api.faults.clear();
    await cell(marcus.email).click();
    await card.getByRole('button', { name: 'Retry' }).click();
    await card.locator('[data-section="threads"][data-status="ok"]').waitFor({ timeout: 15_000 });
    expect(await problemLines(card)).toEqual([]);
    await page.keyboard.press('Escape'); // the pinned card closes, for the tests after this one
  });

  it("the key's requests spent while the story is asked: that section says so, and until when", async () => {
    const liam = customer('liam.silva@proton.me');
    stack.api.faults.set({ kind: 'rate-limited', resetInSeconds: 2, operations: ['customerOpenThreads'], times: 1 });
    const resetAt = Date.now() + 2_000;
    const { card } = await storyOf(liam.email);
    const [line, ...others] = await problemLines(card);
    expect(others).toEqual([]);
    expect(line).toMatch(/^Not loaded: Open threads\. Rate limited until \d{1,2}:\d{2}:\d{2}( [AP]M)?; try again then Retry$/);
    expect(await section(card, 'threads').count()).toBe(0);
    expect(await section(card, 'company').getAttribute('data-status')).toBe('ok');
    // The limit ends with its reset (the lookups wait for it too). Time is the input here: the
    // reset the API promised, plus a margin for the gate's timer. The witness that it has ended,
    // so the next tests start clear: the line's Retry now brings the open threads in.
    const RESET_MARGIN_MS = 500;
    await page.waitForTimeout(Math.max(0, resetAt - Date.now()) + RESET_MARGIN_MS);
    await card.getByRole('button', { name: 'Retry' }).click();
    // Asked again, the section comes back loading first: until it has its answer.
    const answered = card.locator('[data-section="threads"]:not([data-status="loading"])');
    await answered.waitFor({ timeout: 10_000 });
    expect(await answered.getAttribute('data-status')).toBe('ok');
    expect(await problemLines(card)).toEqual([]);
  });

  it('the API down with a last known answer: that card, marked "as of" its time, with the failure', async () => {
    const devon = customer('devon.lane@globex.com');
    await storyOf(devon.email);
    await page.mouse.move(1, 1);
    await hoverCard(page, cell('jane.cooper@acme.io'), 'jane.cooper@acme.io', 'found');
    // Every answer kept for the session is made a day old, past any cache time.
    await stack.worker.evaluate(async () => {
      const session = (globalThis as any).chrome.storage.session;
      const all = await session.get(null);
      const aged: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(all as Record<string, any>)) {
        if (v && typeof v === 'object' && typeof v.storedAt === 'number') aged[k] = { ...v, storedAt: v.storedAt - 86_400_000 };
      }
      await session.set(aged);
    });
    // A new worker reads the aged entries (the running one keeps its own copy in memory).
    await stopServiceWorker(stack, page);
    stack.api.faults.set({ kind: 'status', status: 503 });
    const card = await hoverCard(page, cell(devon.email), devon.email, 'found');
    // The last known card shows at once; the line comes when its refresh has failed (after retries).
    const line = card.locator('.as-of[data-as-of="lookup"]');
    await line.waitFor({ timeout: 15_000 });
    expect(await card.locator('.name').innerText()).toBe(devon.fullName);
    expect(await cardText(line)).toMatch(/^As of .+: The service had an error$/);
    // Its story too: the last known one, marked the same way.
    const details = card.locator('.as-of[data-as-of="context"]');
    await details.waitFor({ timeout: 15_000 });
    expect(await cardText(details)).toMatch(/^Details as of .+: The service had an error$/);
    expect(await section(card, 'company').getAttribute('data-status')).toBe('ok');
  });

  it('a key that may read only customers: name and id, and one line per permission it lacks, naming what it hides', async () => {
    await configure(stack, CUSTOMERS_ONLY_KEY);
    const jane = customer('jane.cooper@acme.io');
    const { card } = await storyOf(jane.email);
    expect(await card.locator('.name').innerText()).toBe(jane.fullName);
    expect(await card.locator('.id').innerText()).toBe(jane.id);
    expect(await section(card, 'who').getAttribute('data-status')).toBe('ok');
    const needs: Array<[string, string]> = [
      ['company', 'company:read'],
      ['tenants', 'tenant:read'],
      ['groups', 'customerGroup:read'],
      ['threads', 'thread:read'],
      ['cards', 'customerCard:read'],
    ];
    const titles: Record<string, string> = { company: 'Company', tenants: 'Tenants', groups: 'Groups', threads: 'Open threads', cards: 'Customer cards' };
    expect(await problemLines(card)).toEqual(needs.map(([name, permission]) => `Not shown: ${titles[name]} (needs the permission ${permission})`));
    for (const [name] of needs) expect(await section(card, name).count(), name).toBe(0);
  });
});
