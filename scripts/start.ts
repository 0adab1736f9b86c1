/**
 * `npm start`: the product working in a minute. Builds the local extension, starts the local API
 * and the demo support page, and opens Chromium with the extension already pointed at the local
 * API with the demo key. Without a display it runs headless: hovers the first e-mail, saves a
 * screenshot of the card, prints what it showed, and exits.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startApiServer, DEMO_API_KEY } from '../api/server';
import { startDemoServer } from '../demo/server';
import { ensureBrowser } from './browsers/install';
import { launchWithExtension } from './browsers/chromium';
import { showFirstCard } from './browsers/first-card';

const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

process.env.CHROMIUM_PATH = await ensureBrowser('chromium');
execFileSync('npx', ['tsx', 'scripts/build.ts', '--local'], { stdio: 'inherit' });

const api = await startApiServer({ port: Number(process.env.CUSTOMER_LENS_API_PORT ?? 0), latencyMs: 150 });
const demo = await startDemoServer({ port: Number(process.env.CUSTOMER_LENS_DEMO_PORT ?? 0) });
const browser = await launchWithExtension({ headless, forPeople: true });
await browser.worker.evaluate(([apiKey, baseUrl]) => (globalThis as any).chrome.storage.local.set({ apiKey, baseUrl }), [
  DEMO_API_KEY,
  api.url,
] as const);
console.log(`Local API:  ${api.url}  (demo key ${DEMO_API_KEY})`);
console.log(`Demo page:  ${demo.url}`);

const stop = async (code: number) => {
  await browser.close().catch(() => undefined);
  await demo.close();
  await api.close();
  process.exit(code);
};

if (headless) {
  mkdirSync('dist', { recursive: true });
  const shot = resolve('dist/start-card.png');
  try {
    const shown = await showFirstCard(browser.context, demo.url, shot);
    console.log(`No display, so Customer Lens ran headless: it hovered ${shown.email}`);
    console.log(`and the card showed ${shown.fullName} (${shown.id}), updated ${shown.updated}.`);
    console.log(`Screenshot of the card: ${shot}`);
    await stop(0);
  } catch (error) {
    console.error(`The card did not show: ${(error as Error).message}`);
    await stop(1);
  }
} else {
  const page = await browser.context.newPage();
  await page.goto(demo.url);
  console.log('Chromium is open on the demo support page: hover any e-mail. Close the browser or press Ctrl+C to stop.');
  browser.context.on('close', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}
