/**
 * Senders shown by name: mail and support apps show a sender's name and keep the
 * address in the element (Gmail's `email="…"`, a mailto: link, `title`, `data-email`,
 * `data-hovercard-id`). Hover, click and the keyboard command on the name open the card for that
 * address, placed beside the name; the app's DOM stays untouched and nothing is underlined for it.
 *
 * First on a real capture nobody on this project wrote: Inbox by Gmail's list view from
 * InboxSDK's tests (test/fixtures/real-captures/SOURCES.md). Its senders are not customers of the
 * local API's seed, so each card says "No customer with this e-mail", and the API's request log
 * shows the address each lookup asked for. Then a page of our own for the other attributes, a
 * same-origin frame, an open shadow root, and the places where nothing may open.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { lookedUpEmails } from '../../support/documented-request';
import { afterScriptTimers, cardFrame, HIDE_MS, hoverCard, isCardVisible, restPastIntent } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { configure, openServedPages, startStack, tabIdOf, type Stack } from '../support/stack';
import { expectCardBeside, underlined } from '../support/where';

const CAPTURE = readFileSync(new URL('../../fixtures/real-captures/inbox-by-gmail-2016-list.html', import.meta.url), 'utf8');

// Anything the page changes after it is parsed: the capture has no script left, so it is ours.
const RECORDER = `
  window.__changes = [];
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((list) => {
      for (const r of list) {
        const added = [...r.addedNodes].map((n) => n.nodeName);
        if (added.includes('CUSTOMER-LENS-CARD') || r.target.nodeName === 'CUSTOMER-LENS-CARD') continue;
        window.__changes.push(r.type + ' ' + r.target.nodeName + ' ' + (r.attributeName || added.join(',')));
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
`;

/** What an agent could hover as a sender there: an element whose address is in an attribute, shown by a name. */
const SENDERS_IN_PAGE = `(() => {
  const found = [];
  document.querySelectorAll('[email]').forEach((el, index) => {
    const text = el.textContent.trim();
    if (!text || text.includes('@') || el.closest('[contenteditable]')) return;
    found.push({ index, email: el.getAttribute('email'), text });
  });
  return found;
})()`;

/** The addresses the capture shows as text (a message body, the account menu), underlined as ever. */
const SHOWN_AS_TEXT = ['cowan@streak.com', 'exportboxestest@gmail.com', 'exportboxestest@gmail.com', 'exportboxestest@gmail.com'];

let stack: Stack;
let inbox: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  inbox = await stack.context.newPage();
  // A tall screen: the app's chat and compose windows, fixed at the bottom, cover no row.
  await inbox.setViewportSize({ width: 1280, height: 2400 });
  await inbox.addInitScript(RECORDER);
  // The capture's images, frames and styles on Google's hosts are not fetched.
  await inbox.route(
    (url) => /^https?:/.test(url.protocol) && !url.href.startsWith(stack.demoUrl),
    (route) => route.abort(),
  );
  await inbox.route(`${stack.demoUrl}/inbox-by-gmail`, (route) => route.fulfill({ body: CAPTURE, contentType: 'text/html' }));
  await inbox.goto(`${stack.demoUrl}/inbox-by-gmail`);
  await waitUntil(async () => (await underlined(inbox)).length === SHOWN_AS_TEXT.length, 10_000);
});
afterAll(async () => stack?.shutdown());

const lookedUp = () => lookedUpEmails(stack.api.requests);

describe('Inbox by Gmail (a real capture)', () => {
  it('each of its 14 senders shown by name opens the card for the address in its email="…", beside the name', async () => {
    const senders = await inbox.evaluate<Array<{ index: number; email: string; text: string }>>(SENDERS_IN_PAGE);
    // 15 elements keep an address in email="…"; one is an avatar <img> (no text to hover).
    expect(await inbox.locator('[email]').count()).toBe(15);
    expect(senders).toHaveLength(14);
    expect([...new Set(senders.map((s) => s.text))].sort()).toEqual([
      'Google',
      'Inbox by Gmail',
      'Streak Notifications',
      'Streak.com',
      'me',
    ]);
    stack.api.resetRequests();
    for (const sender of senders) {
      const name = inbox.locator('[email]').nth(sender.index);
      // Not hoverCard: after the first "Google" the hidden card still holds its answer, which
      // would pass for this one's before the card opened. Here the card must open, then say it.
      await inbox.mouse.move(1, 1);
      await waitUntil(async () => !(await isCardVisible(inbox)), 3_000);
      await name.hover();
      await waitUntil(() => isCardVisible(inbox), 10_000);
      const frame = cardFrame(inbox)!;
      const card = frame.locator('article[data-state="not-found"]', { has: frame.locator('.email', { hasText: sender.email }) });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.locator('.message').innerText()).toBe('No customer with this e-mail');
      await expectCardBeside(inbox, name);
    }
    // Each address was asked for as the element keeps it (repeated senders come from the cache).
    expect(new Set(lookedUp())).toEqual(new Set(senders.map((s) => s.email)));
    expect(new Set(lookedUp()).size).toBe(5);
  });

  it('underlines only the addresses shown as text, no name; the app’s DOM gets nothing but our host', async () => {
    expect(await underlined(inbox)).toEqual(SHOWN_AS_TEXT);
    expect(await inbox.evaluate(() => (window as any).__changes)).toEqual([]);
  });

  it('a click on a sender’s name pins its card', async () => {
    await inbox.mouse.move(1, 1);
    await waitUntil(async () => !(await isCardVisible(inbox)), 3_000);
    const name = inbox.locator('[email="inbox+noreply@google.com"]');
    await name.click();
    await waitUntil(() => isCardVisible(inbox), 5_000);
    const frame = cardFrame(inbox)!;
    await frame.locator('article[data-state="not-found"] .email', { hasText: 'inbox+noreply@google.com' }).waitFor();
    await expectCardBeside(inbox, name);
    // Far from the name: a pinned card stays, past the hide delay any (wrong) hide would take.
    await afterScriptTimers(inbox, HIDE_MS, () => inbox.mouse.move(900, 2300));
    expect(await isCardVisible(inbox)).toBe(true);
    await inbox.keyboard.press('Escape');
    await waitUntil(async () => !(await isCardVisible(inbox)), 3_000);
  });

  it('the keyboard command on a focused row opens the card for its sender, beside the name', async () => {
    const name = inbox.locator('[email="notifications@mailfoogae.appspotmail.com"]');
    await name.locator('xpath=ancestor::div[@role="listitem"][1]').focus();
    const tabId = await tabIdOf(stack, inbox);
    // What the command's handler sends to the tab (browser shortcuts cannot be pressed headless).
    await stack.worker.evaluate(
      (id) => (globalThis as any).chrome.tabs.sendMessage(id, { type: 'open-card', email: null }, { frameId: 0 }),
      tabId,
    );
    await waitUntil(async () => cardFrame(inbox) !== undefined && (await isCardVisible(inbox)), 10_000);
    const frame = cardFrame(inbox)!;
    await frame.locator('article[data-state="not-found"] .email', { hasText: 'notifications@mailfoogae.appspotmail.com' }).waitFor();
    await expectCardBeside(inbox, name);
    await inbox.keyboard.press('Escape');
    await waitUntil(async () => !(await isCardVisible(inbox)), 3_000);
  });
});

// Names that keep a customer's address each way an app keeps one; a frame; a shadow root.
const PAGE = `<!doctype html><html><head><title>Support</title>
<style>body{margin:0;padding:16px;font:16px/1.5 sans-serif}p{margin:0 0 14px}</style></head><body>
<p>From <a id="mailto" href="mailto:devon.lane%40globex.com?subject=Hi">Devon Lane</a></p>
<p>From <span id="titled" title="Priya Raman <priya+support@initech.co.uk>">Priya R.</span></p>
<p>From <span id="data-email" data-email="marcus.webb@studio.photography">Marcus</span></p>
<p>From <span id="hovercard" data-hovercard-id="liam.silva@proton.me"><b id="first-name">Liam</b> Silva</span></p>
<p>From <x-sender id="shadowed"></x-sender></p>
<p>Nothing here: <span id="no-address" title="Write to us">Support team</span>
  <span id="two" title="jane.cooper@acme.io, devon.lane@globex.com">Jane and Devon</span>
  <span id="not-email" data-hovercard-id="user-1234">Bob</span></p>
<div id="row" data-email="ppetrov@proton.me">Pavel Petrov wrote about the invoice for March, the VAT number on it, the
  address on it and the date on it; he asks for a corrected copy and a refund of the difference.</div>
<div id="reply" contenteditable="true">To: <span id="editable" email="jane.cooper@acme.io">Jane Cooper</span></div>
<iframe id="thread" src="/senders-frame" title="thread" style="width:520px;height:90px;border:4px solid #999"></iframe>
<script>
customElements.define('x-sender', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<span email="liam.patel@acme.io" name="Liam Patel">Liam Patel</span>'; }
});
</script></body></html>`;
const FRAME = `<!doctype html><body style="margin:0;padding:10px;font:16px sans-serif">
From <span id="framed" email="jane.cooper@acme.io" name="Jane Cooper">Jane Cooper</span></body>`;

describe('each way an app keeps the address', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openServedPages(stack, { '/senders': PAGE, '/senders-frame': FRAME });
    await page.frameLocator('#thread').locator('#framed').waitFor();
  });

  const cases: Array<[string, (p: Page) => ReturnType<Page['locator']>, string, string]> = [
    ['a mailto: link whose text is a name', (p) => p.locator('#mailto'), 'devon.lane@globex.com', 'Devon Lane'],
    ['a title holding a name and address', (p) => p.locator('#titled'), 'priya+support@initech.co.uk', 'Priya Raman'],
    ['data-email', (p) => p.locator('#data-email'), 'marcus.webb@studio.photography', 'Marcus Webb'],
    ['data-hovercard-id, on a name in two text nodes', (p) => p.locator('#first-name'), 'liam.silva@proton.me', 'Liam Silva'],
    ['email="…" in an open shadow root', (p) => p.locator('#shadowed span'), 'liam.patel@acme.io', 'Liam Patel'],
    ['email="…" in a same-origin frame', (p) => p.frameLocator('#thread').locator('#framed'), 'jane.cooper@acme.io', 'Jane Cooper'],
  ];
  for (const [what, target, email, fullName] of cases) {
    it(`${what}: the card for ${email}, beside the name`, async () => {
      stack.api.resetRequests();
      const card = await hoverCard(page, target(page), email, 'found');
      expect(await card.locator('.name').innerText()).toBe(fullName);
      expect(lookedUp()).toEqual([email]);
      await expectCardBeside(page, target(page));
    });
  }

  it('the card stays open across the name’s text nodes, and is placed beside the whole name', async () => {
    await hoverCard(page, page.locator('#first-name'), 'liam.silva@proton.me', 'found');
    const box = (await page.locator('#hovercard').boundingBox())!;
    // On "Silva", past the hide delay (longer than the intent) a (wrong) hide or reopening would take.
    await afterScriptTimers(page, HIDE_MS, () => page.mouse.move(box.x + box.width - 4, box.y + box.height / 2));
    expect(await isCardVisible(page)).toBe(true);
    await expectCardBeside(page, page.locator('#hovercard'));
  });

  it('no card for an attribute without one address, a whole row, or a name in an editable region', async () => {
    stack.api.resetRequests();
    for (const id of ['#no-address', '#two', '#not-email', '#row', '#editable']) {
      await page.mouse.move(1, 1);
      await waitUntil(async () => !(await isCardVisible(page)), 3_000);
      await restPastIntent(page, page.locator(id));
      expect(await isCardVisible(page), id).toBe(false);
    }
    expect(lookedUp()).toEqual([]);
    expect(await underlined(page)).toEqual([]); // names are never underlined
  });
});
