/**
 * Logging the open e-mail, on the demo's mail view: its sender made a customer from the card
 * (the demo's sender is none yet), then Log to Plain's preview of what will be sent, and the card
 * saying it is logged. After the other pictures: the customer and the event it makes stay in the
 * local API from then on.
 */
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { cardFor, framePut, pointAtText, storyIn } from './card-frame';
import { openDemoPage, type Stage } from './stage';

const NOOR = 'noor.haddad@kestrel-labs.io';

export async function logPictures(stage: Stage, out: string): Promise<void> {
  const page = await openDemoPage(stage, '/mail', 'mail-from');
  const sender = await cardFor(page, () => pointAtText(page, NOOR), NOOR, 'not-found');
  await sender.locator('button[data-action="create-customer"]').click();
  await sender.locator('input[name="fullName"]').waitFor();
  await sender.locator('button[data-submit]').click();
  // The card stays open on the customer just made (the agent clicked in it), and offers the log.
  const card = sender;
  await card.locator('article.customer[data-state="found"]').waitFor({ timeout: 15_000 });
  await storyIn(card);
  await card.locator('button[data-action="log-email"]').click();
  await card.locator('[data-log-preview]').waitFor({ timeout: 15_000 });
  await beside(page, card, join(out, 'log-preview.png'));
  await card.locator('button[data-confirm]').click();
  await card.locator('[data-logged="you"]').waitFor({ timeout: 15_000 });
  await beside(page, card, join(out, 'logged.png'));
  await page.close();
}

/** The card, and the mail it logs to its left. */
async function beside(page: Page, card: Frame, path: string): Promise<void> {
  await card.locator('main.card').waitFor();
  const box = await framePut(page);
  const x = Math.max(0, box.x - 420);
  await page.screenshot({ path, clip: { x, y: Math.max(0, box.y - 40), width: box.x + box.width - x + 20, height: box.height + 60 } });
}
