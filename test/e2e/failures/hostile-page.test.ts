/**
 * A hostile page on a support site: it cannot reach the extension, cannot read the card, cannot
 * make the card show what it wants, and a customer whose name is markup shows as text.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { cardFrame, hoverCard } from '../support/card';
import { configure, startStack, type Stack } from '../support/stack';
import { waitUntil } from '../../support/wait-until';
import { waitForHeld } from '../support/lines';

const XSS_NAME = '<img src=x onerror=alert(1)>';
const JS_NAME = 'javascript:alert(document.domain)';

/** The seed, with two customers whose names are attacks. */
function hostileSeed(): string {
  const seed = JSON.parse(readFileSync('api/seed/seed.json', 'utf8'));
  seed.customers[0].fullName = XSS_NAME;
  seed.customers[1].fullName = JS_NAME;
  const file = join(mkdtempSync(join(tmpdir(), 'customer-lens-seed-')), 'seed.json');
  writeFileSync(file, JSON.stringify(seed));
  return file;
}

// The form clobbers the global name \`browser\` (named access on window reaches the content
// script's world too): the content script must still find the real extension API.
const PAGE = (a: string, b: string) => `<!doctype html><html><body>
<form id="browser"><input name="runtime" id="x"><input name="getURL"></form>
<p>Customer: <span id="a">${a}</span></p><p>Other: <span id="b">${b}</span></p>
<script>
  window.__attempts = {};
  try {
    window.__attempts.runtime = typeof chrome === 'undefined' || !chrome.runtime || !chrome.runtime.sendMessage
      ? 'no runtime' : 'has runtime';
  } catch (e) { window.__attempts.runtime = 'threw ' + e.message; }
</script></body></html>`;

let stack: Stack;
let page: Page;
const dialogs: string[] = [];
const errors: string[] = [];
let emails: [string, string];

beforeAll(async () => {
  stack = await startStack({ api: { dataFile: hostileSeed() } });
  await configure(stack, DEMO_API_KEY);
  emails = [stack.api.seed.customers[0]!.email, stack.api.seed.customers[1]!.email];
  page = await stack.context.newPage();
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const url = new URL('/hostile-support-page', stack.demoUrl).toString();
  await page.route(url, (route) => route.fulfill({ body: PAGE(...emails), contentType: 'text/html' }));
  await page.goto(url);
  await waitForHeld(page, (held) => held.length === 2);
});
afterAll(async () => stack?.shutdown());

describe('a hostile page', () => {
  it('cannot message the extension (no externally_connectable)', async () => {
    const attempt = await page.evaluate(async (id) => {
      const c = (globalThis as any).chrome;
      if (!c?.runtime?.sendMessage) return 'no runtime.sendMessage for pages';
      try {
        await c.runtime.sendMessage(id, { type: 'lookup', email: 'jane.cooper@acme.io' });
        return 'sent';
      } catch (e) {
        return `refused: ${(e as Error).message}`;
      }
    }, stack.extensionId);
    expect(attempt).not.toBe('sent');
    expect(stack.api.requests.filter((r) => r.path === '/graphql/v1')).toHaveLength(0);
  });

  it('shows a customer whose name is markup as text, and nothing runs', async () => {
    const card = await hoverCard(page, page.locator('#a'), emails[0], 'found');
    expect(await card.locator('.name').innerText()).toBe(XSS_NAME);
    expect(await card.locator('img').count()).toBe(0);
    const other = await hoverCard(page, page.locator('#b'), emails[1], 'found');
    expect(await other.locator('.name').innerText()).toBe(JS_NAME);
    expect(await other.locator('a[href^="javascript:"]').count()).toBe(0);
    // A marker logged in the page and in the card after both cards rendered: a page's console
    // messages and dialogs reach the test in order, so once both markers have, any alert or error
    // the rendering caused has too.
    const marker = `rendered-${Date.now()}`;
    const logged: string[] = [];
    const onConsole = (m: { text(): string }) => logged.push(m.text());
    page.on('console', onConsole);
    await page.evaluate((m) => console.info(m), marker);
    await cardFrame(page)!.evaluate((m) => console.info(m), marker);
    await waitUntil(() => logged.filter((t) => t === marker).length === 2, 5_000, 'the markers logged in the page and the card');
    page.off('console', onConsole);
    expect(dialogs).toEqual([]);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  it('cannot read the card: closed shadow root, cross-origin frame', async () => {
    const reach = await page.evaluate(() => {
      const host = document.querySelector('customer-lens-card');
      let frameDoc = 'unreadable';
      for (let i = 0; i < window.frames.length; i += 1) {
        try {
          frameDoc = String(window.frames[i]!.document.body.innerText);
        } catch {
          /* cross-origin, as it must be */
        }
      }
      return { host: host !== null, shadow: host?.shadowRoot ?? null, frameDoc, text: document.body.innerText };
    });
    expect(reach.host).toBe(true);
    expect(reach.shadow).toBeNull();
    expect(reach.frameDoc).toBe('unreadable');
    expect(reach.text).not.toContain(stack.api.seed.customers[1]!.id);
  });

  it('postMessage imitating the background, the card or the content script changes nothing', async () => {
    stack.api.resetRequests();
    const frame = cardFrame(page)!;
    // The card as the last test left it, once its customer's story is all in (it comes after the
    // customer): what a fake taken for real would change.
    const storyIn = async () =>
      (await frame.locator('.context[data-drawn="all"]').count()) === 1 &&
      (await frame.locator('[data-status="loading"], [data-card-state="loading"]').count()) === 0;
    await waitUntil(storyIn, 10_000, "the card's story all in");
    const before = await frame.locator('main').innerText();
    // A listener of our own for a marker posted after the fakes: a window's messages are
    // dispatched in the order sent, so once it has the marker, every fake has been dispatched to
    // whatever listens there. (The card's frame, in our closed shadow root, is not among the
    // page's `window.frames`: the page cannot post to it at all.)
    const marker = `after-fakes-${Date.now()}`;
    await page.evaluate((m) => {
      const w = window as unknown as { heard?: boolean };
      w.heard = false;
      addEventListener('message', (e) => e.data === m && (w.heard = true));
    }, marker);
    await page.evaluate((email) => {
      const fakes = [
        {
          type: 'show',
          email: 'evil@evil.com',
          state: {
            kind: 'found',
            customer: { id: 'c_EVIL', fullName: 'Evil Corp', email: 'evil@evil.com', updatedAt: '2026-01-01T00:00:00Z' },
          },
        },
        { type: 'card-resize', height: 5 },
        { type: 'card-close' },
        { type: 'lookup', email },
        { type: 'open-card', email },
      ];
      for (const msg of fakes) {
        window.postMessage(msg, '*');
        for (let i = 0; i < window.frames.length; i += 1) window.frames[i]!.postMessage(msg, '*');
      }
    }, 'devon.lane@globex.com');
    await page.evaluate((m) => window.postMessage(m, '*'), marker);
    await waitUntil(
      () => page.evaluate(() => (window as unknown as { heard?: boolean }).heard === true),
      5_000,
      'the marker heard after the fakes',
    );
    expect(await frame.locator('main').innerText()).toBe(before);
    expect(await frame.locator('main').innerText()).not.toContain('Evil Corp');
    // Then a lookup that goes the whole way, page to background to API: a third address, added
    // and hovered. A fake the content script or the background took for real would have sent
    // its request before this one arrives.
    const witness = stack.api.seed.customers[2]!;
    await page.evaluate(
      (email) => document.body.insertAdjacentHTML('beforeend', `<p>Third: <span id="c">${email}</span></p>`),
      witness.email,
    );
    await waitForHeld(page, (held) => held.includes(witness.email));
    await hoverCard(page, page.locator('#c'), witness.email, 'found');
    const ofWitness = (r: (typeof stack.api.requests)[number]) =>
      JSON.stringify(r.json ?? '').includes(witness.email) || JSON.stringify(r.json ?? '').includes(witness.id);
    // Nothing asked for; only the customer cards still loading for the customers hovered before
    // may be asked for again meanwhile (1, 2, 4 … s after their hover; story/story-engine.ts).
    const hovered = stack.api.seed.customers.slice(0, 2).map((c) => c.id);
    const reasked = (r: (typeof stack.api.requests)[number]) =>
      (r.json as any)?.operationName === 'customerCards' && hovered.includes((r.json as any)?.variables?.customerId);
    expect(stack.api.requests.filter((r) => r.path === '/graphql/v1' && !reasked(r) && !ofWitness(r))).toHaveLength(0);
  });
  it('cannot tell the extension is installed by loading its card at a fixed URL (use_dynamic_url)', async () => {
    const fixed = `chrome-extension://${stack.extensionId}/src/ui/card/card.html`;
    const probe = await page.evaluate(async (url) => {
      try {
        const r = await fetch(url);
        return `loaded ${r.status}`;
      } catch {
        return 'blocked';
      }
    }, fixed);
    expect(probe).toBe('blocked');
    // The card itself still opens: the content script frames it, which the rule allows.
    expect(new URL(cardFrame(page)!.url()).pathname).toBe('/src/ui/card/card.html');
  });
});
