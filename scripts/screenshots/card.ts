/**
 * The card's three pictures, on the demo support page: Jane Cooper's whole card from its top,
 * the same in the dark colour scheme, and (still dark) the workspace's customer cards further
 * down in it.
 */
import { join } from 'node:path';
import { waitUntil } from '../../test/support/wait-until';
import { cardFor, framePut } from './card-frame';
import { openDemoPage, type Stage } from './stage';

const JANE = 'jane.cooper@acme.io';
/** The list and the card beside its first row. */
const CLIP = { x: 0, y: 0, width: 1000, height: 760 };

export async function cardPictures(stage: Stage, out: string): Promise<void> {
  const page = await openDemoPage(stage, '/?live=0', 'thread-row');
  const cell = page.getByTestId('customer-email').filter({ hasText: JANE }).first();
  const frame = await cardFor(page, () => cell.hover(), JANE, 'found');
  await framePut(page);
  await page.screenshot({ path: join(out, 'card.png'), clip: CLIP });

  await page.emulateMedia({ colorScheme: 'dark' });
  await waitUntil(() => frame.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), 5_000, 'the card in the dark scheme');
  await page.screenshot({ path: join(out, 'card-dark.png'), clip: CLIP });

  await frame.locator('[data-section="cards"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(out, 'card-customer-cards.png'), clip: CLIP });
  await page.close();
}
