/**
 * Real input in Firefox, as an agent's (the page's code sees trusted input), where Puppeteer's
 * own does not reach over WebDriver BiDi: a click in a frame, a form control found by its label,
 * a button by its text.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import type { Box } from '../driver';
import { waitUntil } from '../../../support/wait-until';
import { painted } from '../../../../scripts/browsers/stand-still';
import { waitForValue } from './wait';

/** A frame's viewport in the page's viewport, from where each is on the screen (`mozInnerScreenX/Y`). */
export async function frameBoxInPage(page: Page, frame: Frame): Promise<Box> {
  const onScreen = (realm: Page | Frame) =>
    realm.evaluate(() => {
      const w = window as unknown as { mozInnerScreenX: number; mozInnerScreenY: number };
      return { x: w.mozInnerScreenX, y: w.mozInnerScreenY, width: innerWidth, height: innerHeight };
    });
  const [inner, outer] = [await onScreen(frame), await onScreen(page)];
  return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height };
}

/**
 * A real click on an element in a frame. Puppeteer's `ElementHandle.click` finds a frame's place
 * through its `<iframe>`, which it asks WebDriver BiDi for with a `context` locator that Firefox
 * ESR 140.12 refuses ("Expected locator.type to be one of accessibility,css,innerText,xpath"); the
 * card's `<iframe>` is in a closed shadow root besides. Each document knows where its viewport is
 * on the screen (`mozInnerScreenX/Y`), so the point comes from those.
 */
export async function clickInFrame(page: Page, element: ElementHandle<Element>): Promise<void> {
  const { x, y } = await stablePoint(page, element);
  await page.mouse.click(x, y);
}

/**
 * The element's middle in the page, once it stands still: the same over two painted frames of
 * the page and of the element's frame. A card's frame grows (and may move) to fit a form it just
 * opened, and a point read a moment before would land beside the element (as Playwright's
 * actionability check waits for a stable box, so does this).
 */
async function stablePoint(page: Page, element: ElementHandle<Element>): Promise<{ x: number; y: number }> {
  const read = async () => {
    const box = await frameBoxInPage(page, element.frame);
    const r = await element.evaluate((el) => {
      el.scrollIntoView({ block: 'nearest' });
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    });
    return { x: box.x + r.x + r.width / 2, y: box.y + r.y + r.height / 2 };
  };
  let point = await read();
  // The house's one wait: the point read after both realms painted twice, until it repeats.
  await waitUntil(
    async () => {
      await Promise.all([page.evaluate(painted), element.frame.evaluate(painted)]);
      const before = point;
      point = await read();
      return point.x === before.x && point.y === before.y;
    },
    5_000,
    'the element to click standing still',
  );
  return point;
}

/** The form control a `<label>` with exactly this text names, as an agent finds it. */
export async function byLabel(page: Page, text: string): Promise<ElementHandle<HTMLInputElement>> {
  await waitForValue(
    page,
    (t) => [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === t && l.control),
    10_000,
    text,
  );
  return page.evaluateHandle(
    (t) => [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === t)!.control as HTMLInputElement,
    text,
  );
}

/** The first button whose text is exactly `name`. */
export async function buttonNamed(page: Page | Frame, name: string): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await waitForValue(
    page,
    (n) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === n),
    10_000,
    name,
  );
  return handle as unknown as ElementHandle<HTMLButtonElement>;
}

/** Types `value` into the field in place of what it held, as an agent would. */
export async function replaceText(page: Page, field: ElementHandle<HTMLInputElement>, value: string): Promise<void> {
  await field.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await field.type(value);
}
