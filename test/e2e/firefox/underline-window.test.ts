/**
 * The underline holds only the addresses near the viewport, in Firefox too (the
 * Chromium version is underline-window.test.ts): rows on screen underlined, rows far below not,
 * and the underline follows the app's own list when it scrolls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { configureThroughOptions, openDemo, startFirefoxStack, waitUntil, type FirefoxStack } from './support';
import { heldIn } from './lines';

const ROWS = 300;
const email = (i: number) => `row.${i}@acme.io`;

let stack: FirefoxStack;
let page: Page;
beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
  page = await openDemo(stack);
  const rows = Array.from({ length: ROWS }, (_, i) => `<li id="r${i}" style="height:40px">${email(i)}</li>`).join('');
  await page.evaluate((h) => {
    document.body.setAttribute('style', 'margin:0;font:16px/1.5 sans-serif');
    document.body.innerHTML = h;
  }, `<ul id="list" style="list-style:none;margin:0;padding:0;height:640px;overflow:auto">${rows}</ul>`);
});
afterAll(async () => stack?.shutdown());

const underlined = (): Promise<string[]> => heldIn(stack.options, page);
const holds = async (i: number) => (await underlined()).includes(email(i));

describe('the underline on a long list, in Firefox', () => {
  it('holds the rows near the viewport, and follows the list when it scrolls', async () => {
    await waitUntil(() => holds(0), 15_000, 'the first row underlined');
    const shown = await underlined();
    expect(shown).toContain(email(30));
    expect(shown).not.toContain(email(200));
    expect(shown.length).toBeLessThan(60);

    await page.evaluate(() => document.getElementById('r250')!.scrollIntoView({ block: 'start' }));
    await waitUntil(async () => (await holds(250)) && !(await holds(0)), 5_000, 'the underline following the scroll');
    expect(await holds(150)).toBe(false);
  });
});
