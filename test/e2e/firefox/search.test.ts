/**
 * The popup's search in real Firefox: the real toolbar popup (support.ts, realPopup), reached
 * through `extension.getViews` as WebDriver BiDi sees no popup. BiDi cannot type into it, so the
 * box gets its text and keys as DOM events from the options page; the search, the background's
 * requests and the opening of a customer are the product's own path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { configureThroughOptions, openDemo, realPopup, startFirefoxStack, waitUntil, type FirefoxStack } from './support';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.openPopupWithoutUserGesture.enabled': true } });
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

/** Types `text` into the popup's box as React hears it, or presses `key` there. */
const inBox = (what: { text?: string; key?: string }) =>
  stack.options.evaluate(({ text, key }) => {
    const [popup] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
    const box = popup!.document.getElementById('lookup-email') as HTMLInputElement;
    if (text !== undefined) {
      const setter = Object.getOwnPropertyDescriptor((popup as any).HTMLInputElement.prototype, 'value')!.set!;
      setter.call(box, text);
      box.dispatchEvent(new (popup as any).Event('input', { bubbles: true }));
    }
    if (key) box.dispatchEvent(new (popup as any).KeyboardEvent('keydown', { key, bubbles: true }));
  }, what);

const hits = (kind: string) =>
  stack.options.evaluate((k) => {
    const [popup] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
    return [...(popup?.document.querySelectorAll(`[data-hit="${k}"] .hit-name`) ?? [])].map((e) => e.textContent ?? '');
  }, kind);

describe('the popup search in Firefox', () => {
  it('part of a name lists every customer of that name, and the keyboard alone opens the first', async () => {
    const tab = await openDemo(stack);
    const popup = realPopup(stack);
    await popup.openOn(tab, 'search names, companies and threads');
    await inBox({ text: 'noor' });
    const expected = stack.api.seed.customers
      .filter((c) => /noor/i.test(c.fullName) || /noor/i.test(c.email))
      .map((c) => c.fullName)
      .sort();
    await waitUntil(async () => (await hits('customer')).length === expected.length, 15_000, 'every Noor listed');
    expect((await hits('customer')).sort()).toEqual(expected);
    const first = (await hits('customer'))[0]!;
    await inBox({ key: 'ArrowDown' });
    // Enter goes to the result chosen once the box has drawn it so.
    await waitUntil(
      () =>
        stack.options.evaluate(() => {
          const [p] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
          return !!p?.document.querySelector('[aria-selected="true"]');
        }),
      5_000,
      'the first result chosen',
    );
    await inBox({ key: 'Enter' });
    await waitUntil(
      () =>
        stack.options.evaluate((name) => {
          const [p] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
          return p?.document.querySelector('main > article[data-state="found"] .name')?.textContent === name;
        }, first),
      15_000,
      `${first}'s card in the popup`,
    );
    await inBox({ text: 'T-1042' });
    await waitUntil(async () => (await popup.text())?.includes('T-1042') ?? false, 15_000, 'T-1042 found');
    await tab.close();
  });
});
