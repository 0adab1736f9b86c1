/**
 * The toolbar popup opens ready to type into: in the real popup, opened for the tab the agent is
 * on (support/real-popup.ts), the look-up box has focus and the popup's document has the
 * keyboard, so the agent types or pastes an address at once. It keeps focus once the popup has
 * loaded what it shows around the box (the site line, the customers on the tab).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../api/server';
import { openRealPopup, type RealPopup } from './support/real-popup';
import { configure, openDemo, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

/** Where the keyboard is in the popup: `has-focus:<id of the focused element>`. */
const keyboardIn = (popup: RealPopup) =>
  popup.evaluate<string>(`(document.hasFocus() ? 'has-focus:' : 'no-focus:') + (document.activeElement?.id || document.activeElement?.localName)`);

/** Polls until the keyboard is where it is wanted; what was last seen, either way. */
async function keyboardSettles(popup: RealPopup, wanted: string, timeoutMs = 3_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  let seen = await keyboardIn(popup);
  while (seen !== wanted && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    seen = await keyboardIn(popup);
  }
  return seen;
}

describe('the popup opens ready to type', () => {
  it('the look-up box has focus as the popup opens, and keeps it once the popup has loaded', async () => {
    const demo = await openDemo(stack);
    const popup = await openRealPopup(stack, demo);
    await popup.waitForText('Look up an e-mail');
    expect(await keyboardSettles(popup, 'has-focus:lookup-email')).toBe('has-focus:lookup-email');
    await popup.waitForText('Customer Lens always runs on 127.0.0.1.'); // loaded: the site line is in
    expect(await keyboardIn(popup)).toBe('has-focus:lookup-email');
    await popup.close();
    await demo.close();
  });
});
