/**
 * What the agent types, in real Chromium: the options page says when a cache time is not saved
 * and shows what is in force, never types over the agent with values arriving from storage, and
 * the popup drops the previous answer when the new input is no address (and takes what mail
 * clients copy: `mailto:`, `Name <address>`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { configure, optionsUrl, popupUrl, startStack, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => (stack = await startStack()));
afterAll(async () => stack?.shutdown());

/** The options page once it has read the settings: the cache time shows `ttl`. */
async function options(ttl: string): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(optionsUrl(stack));
  await page.waitForFunction((v) => (document.getElementById('cache-ttl') as HTMLInputElement | null)?.value === v, ttl);
  return page;
}

const stored = (key: string) =>
  stack.worker.evaluate(async (k) => ((await (globalThis as any).chrome.storage.local.get(k)) as Record<string, unknown>)[k], key);
const fromElsewhere = (items: Record<string, unknown>) =>
  stack.worker.evaluate((i) => (globalThis as any).chrome.storage.local.set(i), items);
const notSaved = (minutes: number) => `Not saved: enter 0 to 1440 minutes. Answers are still kept for ${minutes} minutes.`;

describe('the cache time on the options page', () => {
  it('refuses -5, 100000 and empty with a message beside the field, and shows what is in force', async () => {
    await configure(stack, DEMO_API_KEY);
    const page = await options('5');
    const field = page.getByLabel('Keep answers for (minutes)');
    for (const refused of ['-5', '100000', '']) {
      await field.fill(refused);
      await field.press('Enter'); // saved on Enter or leaving the field, not on each keystroke
      await page.getByRole('alert').getByText(notSaved(5)).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await stored('cacheTtlMinutes')).toBeUndefined();
      await field.press('Tab'); // leaving the field, it shows what is in force
      expect(await field.inputValue()).toBe('5');
    }
    await field.fill('30');
    await field.press('Enter');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    // The alert goes as Enter is taken; the value is written a moment later.
    await waitUntil(async () => (await stored('cacheTtlMinutes')) === 30, 5_000, 'the cache time of 30 stored');
    await field.fill('-1');
    await field.press('Enter');
    await page.getByRole('alert').getByText(notSaved(30)).waitFor();
    await page.reload();
    await page.waitForFunction(() => (document.getElementById('cache-ttl') as HTMLInputElement).value === '30');
    await page.close();
  });
});

describe('values arriving from storage never type over the agent', () => {
  it('the base URL being typed survives Remove key; the cache time being typed survives a change saved elsewhere', async () => {
    await configure(stack, DEMO_API_KEY);
    await fromElsewhere({ cacheTtlMinutes: 5 });
    const page = await options('5');
    const hint = page.locator('#api-key-hint');
    await hint.getByText('A key ending in “full” is saved').waitFor();

    const baseUrl = page.getByLabel('API base URL');
    await baseUrl.fill('https://proxy.example.com/plain');
    await page.getByRole('button', { name: 'Remove key' }).click();
    await hint.getByText('Stored in this browser only').waitFor(); // the settings were read again
    expect(await baseUrl.inputValue()).toBe('https://proxy.example.com/plain');

    const ttl = page.getByLabel('Keep answers for (minutes)');
    await ttl.fill('-5');
    await ttl.press('Enter');
    await page.getByRole('alert').getByText(notSaved(5)).waitFor();
    // Another options tab saves a key and a cache time while the agent is in the field.
    await fromElsewhere({ apiKey: 'plainApiKey_demo_other', cacheTtlMinutes: 45 });
    await hint.getByText('A key ending in “ther” is saved').waitFor();
    await page.getByRole('alert').getByText(notSaved(45)).waitFor();
    expect(await ttl.inputValue()).toBe('-5');
    expect(await baseUrl.inputValue()).toBe('https://proxy.example.com/plain');
    await ttl.press('Tab');
    expect(await ttl.inputValue()).toBe('45');
    await page.close();
  });
});

describe('the popup', () => {
  async function lookUp(popup: Page, input: string): Promise<void> {
    await popup.getByLabel('Look up an e-mail').fill(input);
    await popup.getByRole('button', { name: 'Look up', exact: true }).click();
  }
  const answer = (popup: Page) => popup.locator('main > article');

  it('drops the previous answer when the new input is no address; takes mailto: and Name <address>', async () => {
    await configure(stack, DEMO_API_KEY);
    const [jane, devon, priya] = stack.api.seed.customers;
    const popup = await stack.context.newPage();
    await popup.goto(popupUrl(stack));

    await lookUp(popup, devon!.email);
    await answer(popup).filter({ hasText: devon!.fullName }).waitFor();
    await lookUp(popup, 'devon.lane@globex');
    await popup.getByRole('alert').getByText('Enter an e-mail address such as jane@acme.io').waitFor();
    expect(await answer(popup).count()).toBe(0);

    await lookUp(popup, `mailto:${encodeURIComponent(priya!.email)}?subject=Hello`);
    await answer(popup).filter({ hasText: priya!.fullName }).waitFor();
    // (Priya is marked as spam: her card's warning is an alert of its own.)
    expect(await popup.getByRole('alert').filter({ hasText: 'Enter an e-mail address' }).count()).toBe(0);
    await lookUp(popup, `"${jane!.fullName}" <${jane!.email}>`);
    await answer(popup).filter({ hasText: jane!.fullName }).waitFor();
    expect(await answer(popup).count()).toBe(1);
    await popup.close();
  });
});
