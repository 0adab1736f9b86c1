/**
 * `npm run screenshots`: the README's pictures (docs/screenshots/*.png), taken from the product
 * as an agent sees it: the local build in Chromium on the demo support page, against the local
 * API, started as the end-to-end tests start them. The tests take no pictures into the tree: run
 * this after a change the pictures show, look at what it wrote, and commit it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureBrowser } from './browsers/install';
import { actionPictures } from './screenshots/actions';
import { cardPictures } from './screenshots/card';
import { logPictures } from './screenshots/log';
import { optionsPicture, popupPicture, searchPicture } from './screenshots/pages';
import { sidePanelPicture } from './screenshots/side-panel';
import { startStage, type Stage } from './screenshots/stage';

const OUT = 'docs/screenshots';
/** In this order: the last two write (a thread; a customer and an event), which the earlier pictures must not show. */
const PICTURES: Array<[string, (stage: Stage, out: string) => Promise<void>]> = [
  ['card.png, card-dark.png, card-customer-cards.png', cardPictures],
  ['side-panel.png', sidePanelPicture],
  ['options.png', optionsPicture],
  ['popup.png', popupPicture],
  ['popup-search.png', searchPicture],
  ['create-customer.png, new-thread.png', actionPictures],
  ['log-preview.png, logged.png', logPictures],
];

process.env.CHROMIUM_PATH = await ensureBrowser('chromium');
execFileSync('npx', ['tsx', 'scripts/build.ts', '--local'], { stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });
const stage = await startStage();
try {
  for (const [names, take] of PICTURES) {
    await take(stage, OUT);
    console.log(`wrote ${names} in ${OUT}/`);
  }
} finally {
  await stage.shutdown();
}
