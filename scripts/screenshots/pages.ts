/**
 * The extension's own pages: the options page after the demo key is saved and the connection
 * tested (the whole page), and the popup (as a tab of a popup's size) with a customer looked up
 * by hand, and with what a search for part of a company's name finds.
 */
import { join } from 'node:path';
import { DEMO_API_KEY } from '../../api/server';
import { waitUntil } from '../../test/support/wait-until';
import { storyIn } from './card-frame';
import { extensionUrl, type Stage } from './stage';

export async function optionsPicture(stage: Stage, out: string): Promise<void> {
  const page = await stage.context.newPage();
  await page.goto(extensionUrl(stage, 'src/ui/options/options.html'));
  await page.getByLabel('API key').fill(DEMO_API_KEY);
  await page.getByLabel('API base URL').fill(stage.api.url);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
  // Once saved, the key field is emptied and shows the key's last characters instead.
  await waitUntil(async () => /full$/.test((await page.getByLabel('API key').getAttribute('placeholder')) ?? ''), 10_000, 'the key saved');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await waitUntil(
    async () => (await page.locator('[data-testid="sections"] li[data-access="unlocked"]').count()) === 6,
    10_000,
    'the connection tested',
  );
  // What the page reads for itself: the key's actions, the workspace's domains, the cache time.
  await page.locator('[data-testid="actions"] li[data-access="allowed"]').first().waitFor();
  await page.getByTestId('colleague-domains').filter({ hasText: 'acme-support.com' }).waitFor();
  await waitUntil(async () => (await page.locator('#cache-ttl').inputValue()) !== '', 10_000, 'the cache time read');
  await page.screenshot({ path: join(out, 'options.png'), fullPage: true });
  await page.close();
}

export async function popupPicture(stage: Stage, out: string): Promise<void> {
  const priya = stage.api.seed.customers.find((c) => c.email === 'priya+support@initech.co.uk')!;
  const popup = await stage.context.newPage();
  await popup.setViewportSize({ width: 400, height: 640 });
  await popup.goto(extensionUrl(stage, 'src/ui/popup/popup.html'));
  await popup.getByLabel('Look up an e-mail').fill(priya.email);
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
  await popup.locator('main > article[data-state="found"]').getByText(priya.fullName).waitFor();
  await storyIn(popup);
  await popup.screenshot({ path: join(out, 'popup.png') });
  await popup.close();
}

/** The popup's search: part of a company's name, its customers, companies and threads found. */
export async function searchPicture(stage: Stage, out: string): Promise<void> {
  const popup = await stage.context.newPage();
  await popup.setViewportSize({ width: 400, height: 640 });
  await popup.goto(extensionUrl(stage, 'src/ui/popup/popup.html'));
  await popup.locator('#lookup-email').pressSequentially('kestrel');
  await popup.locator('[data-hit="company"]').first().waitFor();
  await popup.locator('[data-hit="customer"]').first().waitFor();
  await popup.keyboard.press('ArrowDown');
  await popup.locator('[aria-selected="true"]').waitFor();
  await popup.screenshot({ path: join(out, 'popup-search.png') });
  await popup.close();
}
