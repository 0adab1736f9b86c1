/**
 * The side panel beside the demo support page: opened by the real toolbar popup's "Open side
 * panel" (an agent's click, as Chrome requires), with the customer of the tab's last card. Both
 * are browser UI Playwright does not attach to; they are reached as the tests reach them
 * (scripts/browsers/extension-target.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitUntil } from '../../test/support/wait-until';
import { currentWorker } from '../browsers/chromium';
import { attachByUrl, within, type ExtensionTarget } from '../browsers/extension-target';
import { cardFor, cardShown } from './card-frame';
import { extensionUrl, openDemoPage, type Stage } from './stage';

const JANE = { email: 'jane.cooper@acme.io', name: 'Jane Cooper' };

export async function sidePanelPicture(stage: Stage, out: string): Promise<void> {
  const page = await openDemoPage(stage, '/?live=0', 'thread-row');
  const cell = page.getByTestId('customer-email').filter({ hasText: JANE.email }).first();
  await cardFor(page, () => cell.hover(), JANE.email, 'found');
  await page.mouse.move(1, 1);
  await waitUntil(async () => !(await cardShown(page)), 5_000, 'the card closed');

  const popup = await openRealPopup(stage, page);
  await popup.waitForText('Open side panel');
  // The popup closes as the panel opens: the click's own answer may never come.
  await popup.clickButton('Open side panel').catch(() => undefined);
  const panel = await attachByUrl(
    await stage.context.newCDPSession(page),
    extensionUrl(stage, 'src/ui/panel/panel.html'),
    'the side panel',
  );
  await panel.waitForText(JANE.name, 10_000);
  await panel.waitForText('7 open', 10_000);
  const loading = `document.querySelectorAll('[data-status="loading"], [data-card-state="loading"]').length`;
  await waitUntil(async () => (await panel.evaluate<number>(loading)) === 0, 10_000, "the panel's story all in");
  writeFileSync(join(out, 'side-panel.png'), await besideEachOther(stage, await page.screenshot(), await panel.screenshot()));
  await panel.close();
  await page.close();
}

/** The real popup for the tab in front (`action.openPopup()` from the service worker). */
async function openRealPopup(stage: Stage, tab: Page): Promise<ExtensionTarget> {
  await tab.bringToFront();
  const session = await stage.context.newCDPSession(tab);
  const worker = await currentWorker(stage.context);
  await within(
    worker.evaluate(() => (globalThis as any).chrome.action.openPopup()),
    5_000,
    'action.openPopup()',
  );
  return attachByUrl(session, extensionUrl(stage, 'src/ui/popup/popup.html'), 'the popup');
}

/** The page and the panel side by side, as the browser lays them out, with a line between. */
async function besideEachOther(stage: Stage, pagePng: Buffer, panelPng: Buffer): Promise<Buffer> {
  const sheet = await stage.context.newPage();
  const img = (png: Buffer) => `<img src="data:image/png;base64,${png.toString('base64')}">`;
  await sheet.setContent(
    `<body style="margin:0;display:flex;align-items:flex-start;background:#fff">${img(pagePng)}` +
      `<div style="width:1px;align-self:stretch;background:#c8c8d0"></div>${img(panelPng)}</body>`,
  );
  await waitUntil(
    () => sheet.evaluate(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0)),
    5_000,
    'the two pictures laid out',
  );
  const size = await sheet.evaluate(() => ({ width: document.body.scrollWidth, height: document.body.scrollHeight }));
  await sheet.setViewportSize(size);
  const png = await sheet.screenshot({ fullPage: true });
  await sheet.close();
  return png;
}
