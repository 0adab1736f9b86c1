/**
 * A Firefox tab and the card in it, for the driver (firefox.ts). The card's frame sits in a
 * closed shadow root: Puppeteer's frame tree finds it, each frame asked where it is; its place on
 * screen comes from `mozInnerScreenX/Y`; a click in it is real input at that place.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { CARD_PATH, locationOf } from '../../../../scripts/browsers/firefox';
import type { FirefoxStack } from './launch';
import { buttonNamed, clickInFrame, frameBoxInPage } from './input';
import { underlinesIn } from './lines';
import { pastDocumentIdle, waitForValue } from './wait';
import type { CardView, Tab } from '../driver';

export interface FirefoxTab extends Tab {
  readonly page: Page;
}

function firefoxCard(page: Page, frame: Frame): CardView {
  const find = async (selector: string) =>
    (await waitForValue(frame, (s) => document.querySelector(s), 10_000, selector)).asElement() as ElementHandle<Element>;
  return {
    evaluate: (fn, arg) => frame.evaluate(fn as never, arg),
    box: () => frameBoxInPage(page, frame),
    click: async (selector) => clickInFrame(page, await find(selector)),
    async doubleClick(selector) {
      const element = await find(selector);
      await clickInFrame(page, element);
      await clickInFrame(page, element).catch(() => undefined); // the first may have taken it away
    },
    async fill(selector, text) {
      const field = await find(selector);
      await clickInFrame(page, field);
      // The card's frame may still be growing to fit a form it just opened, and a click at the
      // field's place a moment ago then lands beside it: the keys go to the field all the same.
      await field.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    select: async (selector, value) => void (await frame.select(selector, value)),
    clickButton: async (name) => clickInFrame(page, await buttonNamed(frame, name)),
  };
}

/** The card's frame: `frame.url()` says about:blank in Firefox (scripts/browsers/firefox.ts), so each is asked where it is. */
async function cardFrameOf(page: Page): Promise<Frame | null> {
  for (const frame of page.frames()) {
    const href = frame === page.mainFrame() ? null : await locationOf(frame);
    if (href?.startsWith('moz-extension://') && new URL(href).pathname === CARD_PATH) return frame;
  }
  return null;
}

export function firefoxTab(stack: FirefoxStack, page: Page): FirefoxTab {
  const card = async () => {
    const frame = await cardFrameOf(page);
    return frame ? firefoxCard(page, frame) : null;
  };
  return {
    page,
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    url: () => page.url(),
    addScript: async (source) => void (await page.evaluate(source)),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    bringToFront: () => page.bringToFront(),
    close: () => page.close(),
    mouse: {
      move: (x, y, opts) => page.mouse.move(x, y, opts),
      click: (x, y) => page.mouse.click(x, y),
    },
    keyboard: {
      // Chords as Playwright writes them ("Control+v"): the modifiers held around the last key.
      async press(chord) {
        const keys = chord.split('+') as never[];
        const last = keys.pop()!;
        for (const key of keys) await page.keyboard.down(key);
        await page.keyboard.press(last);
        for (const key of keys.reverse()) await page.keyboard.up(key);
      },
    },
    async screenshot(clip) {
      // Puppeteer takes a clip in the document's coordinates (and takes the scroll off again).
      const [left, top] = clip ? await page.evaluate(() => [visualViewport!.pageLeft, visualViewport!.pageTop]) : [0, 0];
      const region = clip ? { clip: { ...clip, x: clip.x + left!, y: clip.y + top! }, captureBeyondViewport: false } : {};
      return Buffer.from(await page.screenshot({ ...region, encoding: 'base64' }), 'base64');
    },
    setViewport: (size) => page.setViewport(size),
    card,
    async isCardShown() {
      // The closed shadow root hides the frame from the page: what the page finds at the card's
      // centre is our host element while the card is drawn there.
      const shown = await card();
      if (!shown) return false;
      const box = await shown.box().catch(() => null);
      if (!box || box.width <= 0) return false;
      return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName === 'customer-lens-card', {
        x: box.x + box.width / 2,
        y: box.y + Math.min(box.height / 2, 40),
      });
    },
    pastContentScriptStart: () => pastDocumentIdle(page),
    async underlines({ drawn = false, frame } = {}) {
      // The layer is named by the frame document's address (a cross-origin one's: its src).
      const document = frame
        ? await page.evaluate((f) => {
            const iframe = window.document.querySelector<HTMLIFrameElement>(f);
            return iframe ? (iframe.contentDocument?.URL ?? iframe.src) : undefined;
          }, frame)
        : null;
      if (document === undefined) throw new Error(`no frame ${frame} in the page`);
      return underlinesIn(stack.options, page, drawn, document);
    },
  };
}
