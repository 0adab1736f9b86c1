/**
 * An agent on the keyboard reaches the card: Tab onto an address (a mailto: link, a focusable
 * row) opens its card after the hover delay, as hover does, and focus stays in the page. With
 * focus on an element holding an address, in the page or in a same-origin frame, the keyboard
 * command opens the card beside it and moves focus into it, onto its first control every time;
 * Tab moves through its controls, and Esc or Tab past either end closes it and gives focus back.
 * Tabbing through the page never enters an open card. Hover never takes focus.
 *
 * Browser shortcuts cannot be pressed in a headless browser, so the test sends what the command's
 * handler sends (`open-card` with no e-mail, to the top frame) from a page of the extension; all
 * the rest is real keys.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { HIDE_MS } from '../support/card';
import { INTENT_MS } from '../../../src/content/pointer/intent';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, storySettled, waitForCard, waitForCardOf } from '../driver/card';
import type { CardView, Driver, Tab } from '../driver/driver';
import { expectCardBeside } from '../driver/placement';
import { afterScriptTimers } from '../driver/pointer';
import { boxInFrame, boxOf } from '../driver/target';

const TOP = `<!doctype html><html><head><title>Inbox</title>
<style>body{margin:0;padding:16px;font:16px/1.5 sans-serif}li{padding:6px}</style></head><body>
<button id="start">Filter</button>
<ul>
  <li><a id="devon" href="mailto:devon.lane@globex.com">devon.lane@globex.com</a></li>
  <li><a id="jane" href="mailto:jane.cooper%40acme.io?subject=Your%20refund">Email Jane</a></li>
  <li id="priya" tabindex="0"><span>Priya Raman</span> · <span>priya+support@initech.co.uk</span></li>
</ul>
<iframe id="thread" src="/kb-thread" title="thread" style="position:absolute;left:420px;top:260px;width:460px;height:120px;border:3px solid #999"></iframe>
<button id="archive">Archive</button>
<div id="liam" tabindex="0">Liam Silva · liam.silva@proton.me · Refund for order #1042 has not arrived · 2m</div>
</body></html>`;
const THREAD = `<!doctype html><body style="margin:0;padding:10px;font:16px sans-serif">
From: <a id="marcus" href="mailto:marcus.webb@studio.photography">marcus.webb@studio.photography</a></body>`;

/** `#marcus` in the thread frame, its box in the top viewport (the frame's 3 px border). */
const MARCUS = ['#thread', '#marcus', 1, 3] as const;

forEachBrowser('the card from the keyboard', (browser) => {
  let driver: Driver;
  let page: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    page = await driver.openServedPages({ '/kb-inbox': TOP, '/kb-thread': THREAD });
    await waitUntil(
      async () => ((await page.underlines({ frame: '#thread' })) ?? []).length === 1,
      10_000,
      "the thread frame's address underlined",
    );
  });
  afterAll(async () => driver?.shutdown());

  /** What the keyboard command's handler sends to the tab's top frame. */
  const pressShortcut = () =>
    driver.inExtension(async (url) => {
      const api = (globalThis as any).chrome;
      const tab = ((await api.tabs.query({})) as Array<{ id: number; url?: string }>).find((t) => t.url === url)!;
      await api.tabs.sendMessage(tab.id, { type: 'open-card', email: null }, { frameId: 0 });
    }, page.url());

  /** The top document's focused element: its id, else its name (ours shows as our host element). */
  const topFocus = (): Promise<string> => page.evaluate(() => document.activeElement?.id || document.activeElement?.localName || '');
  const focus = (id: string) => page.evaluate((i) => document.getElementById(i)!.focus(), id);
  const frameFocus = () => page.evaluate(() => (document.getElementById('thread') as HTMLIFrameElement).contentDocument!.activeElement?.id);
  const hidden = () => waitUntil(async () => !(await page.isCardShown()), 3_000, 'the card closed');

  async function cardShows(email: string): Promise<CardView> {
    const card = await waitForCard(page, 10_000);
    await waitForCardOf(card, email, 'found');
    await waitUntil(() => page.isCardShown(), 5_000, 'the card on screen');
    return card;
  }

  /** The focused element in the card's document, as `name:text`. */
  const cardFocus = (card: CardView): Promise<string> =>
    card.evaluate(() => `${document.activeElement?.localName}:${document.activeElement?.textContent}`);

  /** Focus is in the card, on its first control, a real button. Then Esc. */
  async function tabIntoCardThenEscape(card: CardView): Promise<void> {
    await waitUntil(async () => (await cardFocus(card)) === 'button:Copy ID', 3_000, 'focus on Copy ID');
    await page.keyboard.press('Escape');
    await hidden();
  }

  it('hover shows the card without taking focus', async () => {
    await focus('start');
    await hoverCard(page, { selector: '#devon' }, 'devon.lane@globex.com', 'found');
    expect(await topFocus()).toBe('start');
    await page.keyboard.press('Escape'); // Esc in the page closes it too
    await hidden();
    await page.mouse.move(1, 1);
  });

  it('Tab to a mailto: link, the shortcut: the card beside it with focus inside; Esc gives focus back', async () => {
    await focus('start');
    await page.keyboard.press('Tab');
    expect(await topFocus()).toBe('devon');
    await pressShortcut();
    const card = await cardShows('devon.lane@globex.com');
    await expectCardBeside(page, card, await boxOf(page, '#devon'));
    expect(await topFocus()).toBe('customer-lens-card'); // the page sees only our host focused
    await tabIntoCardThenEscape(card);
    expect(await topFocus()).toBe('devon');
  });

  it('a mailto: link whose text is not an address, and a focusable row', async () => {
    await focus('jane');
    await pressShortcut();
    const card = await cardShows('jane.cooper@acme.io');
    await expectCardBeside(page, card, await boxOf(page, '#jane'));
    expect(await topFocus()).toBe('customer-lens-card');
    await page.keyboard.press('Escape');
    await hidden();
    expect(await topFocus()).toBe('jane');
    expect(await page.card()).not.toBeNull(); // the card's frame stays, hidden, for the next

    await page.keyboard.press('Tab'); // on to the row
    expect(await topFocus()).toBe('priya');
    await pressShortcut();
    await cardShows('priya+support@initech.co.uk');
    await page.keyboard.press('Escape');
    await hidden();
    expect(await topFocus()).toBe('priya');
  });

  it('a link focused inside a same-origin frame: card in the top document beside it; focus returns into the frame', async () => {
    await page.evaluate(() => (document.getElementById('thread') as HTMLIFrameElement).contentDocument!.getElementById('marcus')!.focus());
    await pressShortcut();
    const card = await cardShows('marcus.webb@studio.photography');
    await expectCardBeside(page, card, await boxInFrame(page, ...MARCUS));
    await tabIntoCardThenEscape(card);
    expect(await topFocus()).toBe('thread');
    expect(await frameFocus()).toBe('marcus');
  });

  it('Tab onto an address opens its card after the hover delay, as hover does; focus stays in the page; Esc closes it', async () => {
    await page.mouse.move(1, 1);
    await focus('start');
    await page.keyboard.press('Tab'); // a mailto: link whose text is the address
    const card = await cardShows('devon.lane@globex.com');
    expect(await topFocus()).toBe('devon');
    await expectCardBeside(page, card, await boxOf(page, '#devon'));
    // It stays while focus does, wherever the pointer goes (WCAG 1.4.13: persistent).
    await page.mouse.move(700, 40, { steps: 4 });
    // Past the hide delay after the last move: the script's hide timer (if wrongly set) has fired.
    await afterScriptTimers(page, HIDE_MS, () => page.mouse.move(1200, 700, { steps: 4 }));
    expect(await page.isCardShown()).toBe(true);
    // Dismissed: focus staying where it is opens nothing again. Focus opens a card after the
    // intent (INTENT_MS, src/content/pointer/intent.ts), set in Esc's own handling: a page timer
    // as long, set after it, has fired once this returns.
    await afterScriptTimers(page, INTENT_MS, () => page.keyboard.press('Escape'), ['keydown']);
    await hidden();
    expect(await topFocus()).toBe('devon');
    expect(await page.isCardShown()).toBe(false);

    await page.keyboard.press('Tab'); // a mailto: link whose text is not an address
    await cardShows('jane.cooper@acme.io');
    expect(await topFocus()).toBe('jane');
    await page.keyboard.press('Tab'); // a focusable row: a name and the address
    await cardShows('priya+support@initech.co.uk');
    expect(await topFocus()).toBe('priya');
    await page.keyboard.press('Tab'); // into the same-origin frame, onto its mailto: link
    const framed = await cardShows('marcus.webb@studio.photography');
    await expectCardBeside(page, framed, await boxInFrame(page, ...MARCUS));
    expect(await frameFocus()).toBe('marcus');

    // Focus leaving for what is not an address takes the card away.
    await focus('start');
    await hidden();
    expect(await topFocus()).toBe('start');
  });

  it('Tab onto an inbox row holding one address among other text (name, subject, time) opens its card', async () => {
    await page.mouse.move(1, 1);
    await focus('archive'); // no address: opens nothing
    await page.keyboard.press('Tab');
    expect(await topFocus()).toBe('liam');
    await cardShows('liam.silva@proton.me');
    expect(await topFocus()).toBe('liam'); // focus stays in the app
    await page.keyboard.press('Escape');
    await hidden();
    expect(await topFocus()).toBe('liam');
  });

  it('with nothing new to look up, the shortcut moves focus into a card opened by hover', async () => {
    await focus('start');
    const card = await hoverCard(page, { selector: '#devon' }, 'devon.lane@globex.com', 'found');
    expect(await topFocus()).toBe('start');
    await pressShortcut();
    await waitUntil(async () => (await topFocus()) === 'customer-lens-card', 3_000, 'focus in the card');
    expect(await card.evaluate(() => document.hasFocus())).toBe(true);
    // On its first control, though the card's document was left on another customer's last time.
    await tabIntoCardThenEscape(card);
    expect(await topFocus()).toBe('start');
  });

  it('coming back into the card starts at its first control; Tab past either end goes back to the page', async () => {
    await page.mouse.move(1, 1);
    await focus('devon');
    await pressShortcut();
    const card = await cardShows('devon.lane@globex.com');
    // Its controls once the customer's story is in: buttons, links, and the story's scrolling region.
    const CONTROLS = 'main button, main a[href], main [tabindex="0"]';
    await storySettled(card);
    const controls = await card.evaluate((sel) => [...document.querySelectorAll(sel)].map((c) => c.textContent), CONTROLS);
    expect(controls[0]).toBe('Copy ID');
    expect(controls.length).toBeGreaterThan(3);
    await waitUntil(async () => (await cardFocus(card)) === 'button:Copy ID', 3_000, 'focus on Copy ID');
    for (let i = 1; i < controls.length; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await card.evaluate(({ sel, n }) => document.activeElement === document.querySelectorAll(sel)[n], {
        sel: CONTROLS,
        n: i,
      });
      expect(focused, `control ${i}: ${controls[i]?.slice(0, 40)}`).toBe(true);
    }
    await page.keyboard.press('Tab'); // past the last: back where the agent was, the card closed
    await hidden();
    expect(await topFocus()).toBe('devon');

    // Again: the card's document last had focus on its last control; the agent starts at the first.
    await pressShortcut();
    await cardShows('devon.lane@globex.com');
    await waitUntil(async () => (await cardFocus(card)) === 'button:Copy ID', 3_000, 'focus on Copy ID again');
    await page.keyboard.press('Shift+Tab'); // before the first: back, too
    await hidden();
    expect(await topFocus()).toBe('devon');

    // Tabbing on through the page with a card open (here by hover) never lands in the card.
    await focus('start');
    await hoverCard(page, { selector: '#priya span:nth-of-type(2)' }, 'priya+support@initech.co.uk', 'found');
    const seen: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await topFocus());
    }
    expect(seen).not.toContain('customer-lens-card');
    expect(await card.evaluate(() => document.hasFocus())).toBe(false);
  });
});
