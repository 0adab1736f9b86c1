/**
 * The card in a list, as an agent goes down it: the card stands beside its address, clear of the
 * addresses in the rows around it, so the pointer moving straight on to the next row (40 to 100
 * px away, down or up) never meets the card, and the next customer's card opens after the usual
 * hover intent. The card can still be entered on purpose, to copy the id.
 *
 * (The card used to open below its address, over the next row: the pointer moving down went into
 * the card, which then stayed open over the next address.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { afterScriptTimers, cardFrame, HIDE_MS, hoverCard, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { configure, openDemo, openServedPages, startStack, type Stack } from './support/stack';
import { waitForHeld } from './support/lines';

type Box = { x: number; y: number; width: number; height: number };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

async function frameBox(page: Page): Promise<Box> {
  return (await (await cardFrame(page)!.frameElement()).boundingBox())!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The frame's left once it has stayed put for five frames in a row: after the card opens, it looks
 * beside it over a found card's height a task at a time (card/frame.ts), and may move once more.
 */
async function settledLeft(page: Page): Promise<string> {
  const frame = await cardFrame(page)!.frameElement();
  return frame.evaluate(
    (f) =>
      new Promise<string>((resolve) => {
        let last = (f as HTMLElement).style.left;
        let still = 0;
        const tick = () => {
          const now = (f as HTMLElement).style.left;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The card shows this customer, found. */
async function cardShows(page: Page, email: string): Promise<void> {
  await waitUntil(async () => cardFrame(page) !== undefined, 10_000);
  const frame = cardFrame(page)!;
  await frame.locator('article.customer[data-state="found"]', { has: frame.locator('.email', { hasText: email }) }).waitFor({ timeout: 10_000 });
  // A hidden card keeps its last answer: the article may be that, before the rest has shown the card.
  await waitUntil(() => isCardVisible(page), 5_000, 'the card shown');
}

/** What the page shows at a point: our host element is the card. */
const drawnAt = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => {
    const el = document.elementFromPoint(px!, py!);
    return el?.localName === 'customer-lens-card' ? 'card' : (el?.textContent ?? '');
  }, [x, y]);

/**
 * From the address `from` (its card open), the pointer moves straight down or up onto `to`, as
 * an agent's hand does, and rests there: on the way it never enters the card, and `to`'s card opens.
 */
async function moveOn(page: Page, cells: Locator[], from: number, to: number, emails: string[]): Promise<void> {
  const a = (await cells[from]!.boundingBox())!;
  const b = (await cells[to]!.boundingBox())!;
  const x = Math.min(a.x + a.width, b.x + b.width) - 12;
  // The card stands clear of every address in the list.
  const card = await frameBox(page);
  for (const cell of cells) {
    const box = (await cell.boundingBox())!;
    expect(overlaps(card, box), `card ${JSON.stringify(card)} over ${JSON.stringify(box)}`).toBe(false);
  }
  for (let i = 1; i <= 8; i += 1) {
    const y = a.y + a.height / 2 + ((b.y - a.y) * i) / 8;
    await page.mouse.move(x, y);
    expect(await drawnAt(page, x, y)).not.toBe('card');
  }
  await cardShows(page, emails[to]!);
  expect(await drawnAt(page, x, b.y + b.height / 2)).not.toBe('card');
}

describe('the card beside its address in a list', () => {
  for (const gap of [40, 100]) {
    it(`rows ${gap} px apart: down the list and back up, each next card opens`, async () => {
      // Short and long addresses in turn: a longer one in the next row must not be covered either.
      const emails = stack.api.seed.customers.slice(0, 6).map((c) => c.email);
      const rows = emails
        .map((e, i) => `<li style="height:${gap}px"><b>Customer ${i}</b> · <span id="e${i}">${e}</span></li>`)
        .join('');
      const html = `<!doctype html><html><body style="margin:0;font:14px/20px sans-serif">
<ul style="list-style:none;margin:0;padding:40px 24px;width:520px">${rows}</ul></body></html>`;
      const page = await openServedPages(stack, { [`/list-${gap}`]: html });
      await waitForHeld(page, (held) => held.length === emails.length);
      const cells = emails.map((_, i) => page.locator(`#e${i}`));

      await hoverCard(page, cells[0]!, emails[0]!, 'found');
      for (const [from, to] of [[0, 1], [1, 2], [2, 3], [3, 2], [2, 1], [1, 0]] as const) {
        await moveOn(page, cells, from, to, emails);
      }
      await page.close();
    });
  }

  it('on the demo page: Jane to Devon, Priya to Marcus, Devon back to Jane', async () => {
    const page = await openDemo(stack);
    const emails = stack.api.seed.customers.slice(0, 4).map((c) => c.email);
    const cells = emails.map((e) => page.getByTestId('customer-email').filter({ hasText: e }).first());
    await hoverCard(page, cells[0]!, emails[0]!, 'found');
    await moveOn(page, cells, 0, 1, emails);
    await hoverCard(page, cells[2]!, emails[2]!, 'found');
    await moveOn(page, cells, 2, 3, emails);
    await hoverCard(page, cells[1]!, emails[1]!, 'found');
    await moveOn(page, cells, 1, 0, emails);
    await page.close();
  });

  it('the card can still be entered on purpose: it stays open, and Copy ID copies', async () => {
    await stack.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openDemo(stack);
    const jane = stack.api.seed.customers[0]!;
    const cell = page.getByTestId('customer-email').filter({ hasText: jane.email }).first();
    const article = await hoverCard(page, cell, jane.email, 'found');
    const from = (await cell.boundingBox())!;
    const copy = article.getByRole('button', { name: 'Copy ID' });
    const to = (await copy.boundingBox())!;
    await page.mouse.move(from.x + from.width - 4, from.y + from.height / 2);
    // Past the hide delay (HIDE_MS) after the last move the page heard (on the way in): the pointer
    // in the card keeps it, where a hide timer set on the way would have fired by now.
    await afterScriptTimers(page, HIDE_MS, () => page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 }));
    expect(await isCardVisible(page)).toBe(true);
    const handle = await copy.elementHandle();
    await page.mouse.down();
    await page.mouse.up();
    // The button's name is its text: "Copied" for a moment, so it is read through its handle.
    await waitUntil(async () => (await handle.innerText()) === 'Copied', 5_000);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jane.id);
    await page.close();
  });

  it('a card still loading opens where the full card will stand (it does not jump aside)', async () => {
    const page = await openDemo(stack);
    const cell = page.getByTestId('customer-email').first();
    const email = (await cell.innerText()).trim();
    // Nothing cached (a change of key forgets the answers): the lookup is made now, slowly.
    await configure(stack, null);
    await configure(stack, DEMO_API_KEY);
    stack.api.faults.set({ kind: 'latency', ms: 1_500 });
    await hoverCard(page, cell, email, 'loading');
    const loading = await settledLeft(page);
    await cardShows(page, email);
    stack.api.faults.clear();
    expect(await settledLeft(page)).toBe(loading);
    await page.close();
  });

  for (const [name, viewport] of [
    ['an 800 px window', { width: 800, height: 720 }],
    ['150 % zoom in a short window (853 x 400 CSS px)', { width: 853, height: 400 }],
  ] as const) {
    it(`${name}: the card covers no address of the list, and fits the window, its end in reach`, async () => {
      const page = await openDemo(stack);
      await page.setViewportSize(viewport);
      const cells = page.getByTestId('customer-email');
      const cell = cells.first();
      const email = (await cell.innerText()).trim();
      await hoverCard(page, cell, email, 'found');
      await cardFrame(page)!.locator('.context[data-drawn="all"]').waitFor({ timeout: 10_000 });
      await waitUntil(async () => (await frameBox(page)).height > 300 || viewport.height < 500, 5_000);
      const card = await frameBox(page);
      for (const box of await cells.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
        if (box.bottom > 0 && box.top < viewport.height) expect(overlaps(card, box), `card ${JSON.stringify(card)} over ${JSON.stringify(box)}`).toBe(false);
      }
      expect(card.y).toBeGreaterThanOrEqual(-2);
      expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
      // The card's last line can be scrolled into the frame.
      const end = await cardFrame(page)!.evaluate(() => {
        scrollTo(0, document.documentElement.scrollHeight);
        const main = document.querySelector('main.card')!;
        return main.getBoundingClientRect().bottom - innerHeight;
      });
      expect(end).toBeLessThanOrEqual(1);
      await page.close();
    });
  }
});
