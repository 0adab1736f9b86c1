/** Elements of a tab's top document, found by selector and text, and where they are. */
import { textCentreInPage } from '../support/act';
import { decodePng, underlineInk } from '../support/pixels';
import type { Box, Tab } from './driver';

/** An element of the top document: the first that `selector` matches whose text contains `text`. */
export interface Target {
  selector: string;
  text?: string;
}

/** The demo page's cell with this address. */
export const emailCell = (email: string): Target => ({ selector: '[data-testid="customer-email"]', text: email });

/** The target scrolled into view, its centre in the top viewport, and whether something lies over it. */
export async function placeOf(tab: Tab, target: Target): Promise<{ x: number; y: number; covered: boolean }> {
  const place = await tab.evaluate(({ selector, text }) => {
    const el = [...document.querySelectorAll(selector)].find((e) => text === undefined || (e.textContent ?? '').includes(text));
    if (!el) return null;
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    return { x, y, covered: !(hit && el.contains(hit)) };
  }, target);
  if (!place) throw new Error(`no ${target.selector}${target.text ? ` with "${target.text}"` : ''} on the page`);
  return place;
}

/** The target's box in the top viewport (not scrolled to). */
export async function boxOf(tab: Tab, target: Target | string): Promise<Box> {
  const { selector, text } = typeof target === 'string' ? { selector: target, text: undefined } : target;
  const box = await tab.evaluate(
    ({ s, t }) => {
      const el = [...document.querySelectorAll(s)].find((e) => t === undefined || (e.textContent ?? '').includes(t));
      if (!el) return null;
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    },
    { s: selector, t: text },
  );
  if (!box) throw new Error(`no ${selector} on the page`);
  return box;
}

/** The underline's ink in the strip under an element's text (its lowest 5 px and 2 below), less `trimRight` px on the right. */
export async function inkUnder(tab: Tab, selector: string, trimRight = 0): Promise<number> {
  const box = await boxOf(tab, selector);
  return underlineInk(decodePng(await tab.screenshot({ x: box.x, y: box.y + box.height - 5, width: box.width - trimRight, height: 7 })));
}

/** A real click at the target's centre, scrolled into view. */
export async function clickOn(tab: Tab, target: Target): Promise<void> {
  const { x, y } = await placeOf(tab, target);
  await tab.mouse.click(x, y);
}

/**
 * An element in a same-origin frame, its box in the top viewport: the `<iframe>`'s box, then its
 * border and padding (`edge`) and the element's box in the frame's own viewport, each times the
 * frame's `scale` (a transform's scale, or CSS zoom), which the frame's own numbers leave out.
 */
export async function boxInFrame(tab: Tab, iframe: string, selector: string, scale = 1, edge = 0): Promise<Box> {
  return tab.evaluate(
    ({ iframe, selector, scale: s, edge: e }) => {
      const frame = document.querySelector(iframe) as HTMLIFrameElement;
      const f = frame.getBoundingClientRect();
      const r = frame.contentDocument!.querySelector(selector)!.getBoundingClientRect();
      return { x: f.x + e * s + r.x * s, y: f.y + e * s + r.y * s, width: r.width * s, height: r.height * s };
    },
    { iframe, selector, scale, edge },
  );
}

/** Rests the pointer on `text` where it first stands in the page, as an agent would, coming from outside any card. */
export async function pointAt(tab: Tab, text: string): Promise<void> {
  await tab.mouse.move(1, 1);
  const point = await tab.evaluate(textCentreInPage, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  await tab.mouse.move(point.x - 3, point.y, { steps: 2 });
  await tab.mouse.move(point.x, point.y);
}
