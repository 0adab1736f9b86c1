/**
 * Acting from the card, on the demo's mail view: the create form for the mail's sender, who is
 * no customer yet (the name prefilled from the mail), and Jane Cooper's card after "Create
 * thread" (its link, and the new thread under her open threads). Last of the pictures: the
 * thread it creates is the local API's from then on.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cardFor, framePut, pointAtText } from './card-frame';
import { openDemoPage, type Stage } from './stage';

const NOOR = 'noor.haddad@kestrel-labs.io';
const JANE = 'jane.cooper@acme.io';

export async function actionPictures(stage: Stage, out: string): Promise<void> {
  const page = await openDemoPage(stage, '/mail', 'mail-from');

  const sender = await cardFor(page, () => pointAtText(page, NOOR), NOOR, 'not-found');
  await sender.locator('button[data-action="create-customer"]').click();
  await sender.locator('input[name="fullName"]').waitFor();
  await aroundCard(page, join(out, 'create-customer.png'));
  // A card with a form open stays when the pointer leaves; Esc in it closes it.
  await sender.locator('input[name="fullName"]').press('Escape');

  const jane = await cardFor(page, () => pointAtText(page, JANE), JANE, 'found');
  await jane.locator('button[data-action="create-thread"]').click();
  // The open mail is Noor's, so Jane's thread takes no title from it: the agent types one.
  const title = 'CSV export of invoices';
  await jane.locator('input[name="title"]').fill(title);
  await jane.locator('select[name="priority"]').selectOption('1');
  await jane.locator('button[data-submit]').click();
  await jane.locator('a[data-new-thread]').waitFor({ timeout: 15_000 });
  await jane.locator('.threads', { hasText: title }).waitFor({ timeout: 15_000 });
  await aroundCard(page, join(out, 'new-thread.png'));
  await page.close();
}

/** The page around the card, as the agent sees it: the card and some of the mail to its left. */
async function aroundCard(page: Page, path: string): Promise<void> {
  const box = await framePut(page);
  const x = Math.max(0, box.x - 420);
  await page.screenshot({ path, clip: { x, y: Math.max(0, box.y - 80), width: box.x + box.width - x + 20, height: box.height + 120 } });
}
