/**
 * "More workspaces" on the options page, in Chromium: a workspace after the first is added with
 * the same fields as the first, saved by the background (the page gets back only the key's last
 * 4), shown again after a reload, tested and removed; beside it, the first workspace's own label,
 * colour and switch; a key with a space inside is refused beside its field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { axeViolations } from '../support/axe';
import { openOptions, startStack, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => (stack = await startStack()));
afterAll(async () => stack?.shutdown());

/** What the background stored of the workspaces after the first; [] when none. */
const stored = async (): Promise<unknown[]> => {
  const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
  return worker.evaluate(
    async () => ((await (globalThis as any).chrome.storage.local.get('moreWorkspaces')).moreWorkspaces ?? []) as unknown[],
  );
};

/** The first workspace's label and colour as the background stored them; undefined when none. */
const storedFirst = async (): Promise<unknown> => {
  const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
  return worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('firstWorkspace')).firstWorkspace);
};

/** A new, unsaved workspace's group, with its key and base URL typed. */
async function addWorkspace(page: Page, apiKey: string) {
  await page.getByRole('button', { name: 'Add workspace' }).click();
  const group = page.getByRole('form', { name: 'New workspace' });
  await group.getByLabel('API key', { exact: true }).fill(apiKey);
  await group.getByLabel('API base URL', { exact: true }).fill(stack.api.url);
  return group;
}

describe('more workspaces', () => {
  it('a workspace is added, saved, shown after a reload, tested and removed', async () => {
    const page = await openOptions(stack);
    // The first workspace's label and colour name it only beside others: not offered with one.
    const firstLook = page.getByRole('form', { name: 'Beside your other workspaces' });
    expect(await firstLook.count()).toBe(0);
    const added = await addWorkspace(page, DEMO_API_KEY);
    await added.getByLabel('Label', { exact: true }).fill('Second');
    await added.getByRole('button', { name: 'Save' }).click();
    // Saved, the group is named by its label, and says so.
    const group = page.getByRole('form', { name: 'Second' });
    await group.getByRole('status').getByText('Saved', { exact: true }).waitFor();
    const key = group.getByLabel('API key', { exact: true });
    expect(await key.inputValue()).toBe('');
    await expect.poll(() => key.getAttribute('placeholder')).toBe(`••••••••${DEMO_API_KEY.slice(-4)}`);
    expect(await stored()).toEqual([expect.objectContaining({ apiKey: DEMO_API_KEY, baseUrl: stack.api.url, label: 'Second' })]);
    // Another saved: the first's own label and colour, with the same fields as the other's group.
    await firstLook.getByLabel('Label', { exact: true }).fill('  Acme EU ');
    await firstLook.getByLabel('Colour', { exact: true }).selectOption({ label: 'Amber' });
    // Its switch too, on as it has always been.
    expect(await firstLook.getByLabel('Look up in this workspace', { exact: true }).isChecked()).toBe(true);
    await firstLook.getByRole('button', { name: 'Save' }).click();
    await firstLook.getByRole('status').getByText('Saved', { exact: true }).waitFor();
    expect(await firstLook.getByLabel('Label', { exact: true }).inputValue()).toBe('Acme EU');
    expect(await storedFirst()).toEqual({ label: 'Acme EU', colour: '#d97706', on: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    const again = page.getByRole('form', { name: 'Second' });
    await again.waitFor();
    expect(await again.getByLabel('Label', { exact: true }).inputValue()).toBe('Second');
    expect(await again.getByLabel('API base URL', { exact: true }).inputValue()).toBe(stack.api.url);
    expect(await firstLook.getByLabel('Label', { exact: true }).inputValue()).toBe('Acme EU');
    expect(await firstLook.getByLabel('Colour', { exact: true }).inputValue()).toBe('#d97706');
    await again.getByRole('button', { name: 'Test connection' }).click();
    await again.getByRole('status').getByText(`Connected to ${stack.api.seed.workspace.name}`).waitFor();

    await again.getByRole('button', { name: 'Remove' }).click();
    await again.waitFor({ state: 'detached' });
    await expect.poll(stored).toEqual([]);
    // None left beside it: the first's fields go, what was saved for them stays.
    await firstLook.waitFor({ state: 'detached' });
    expect(await storedFirst()).toEqual({ label: 'Acme EU', colour: '#d97706', on: true });
    await page.close();
  });

  it('a key with a space inside is refused beside its field, and nothing is stored', async () => {
    const page = await openOptions(stack);
    const group = await addWorkspace(page, 'plainApiKey_demo full');
    await group.getByRole('button', { name: 'Save' }).click();
    await group
      .getByRole('alert')
      .getByText(/there is a space or line break inside this key/)
      .waitFor();
    expect(await group.getByLabel('API key', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await stored()).toEqual([]);
    // The background refuses it too, should a page send it anyway.
    const answer = await page.evaluate(
      (baseUrl) =>
        (globalThis as any).chrome.runtime.sendMessage({
          type: 'workspace-save',
          id: null,
          apiKey: 'plainApiKey_demo full',
          baseUrl,
          label: null,
          colour: null,
          on: true,
        }),
      stack.api.url,
    );
    expect(answer).toEqual({ ok: false, reason: 'keyInnerSpace' });
    expect(await stored()).toEqual([]);
    await page.close();
  });
});
