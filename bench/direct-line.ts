/**
 * `npx tsx bench/direct-line.ts`: does the card's direct line (src/background/card/line.ts) earn
 * its keep? Parts B and F of the bench, measured in one Chromium with cards of both kinds at once,
 * taking turns, so the host's load falls on both alike:
 * - cards opened while the worker offers its line pair one (`data-line="direct"` on the card);
 * - then the worker is made to offer none (its `ServiceWorkerGlobalScope` hidden, so
 *   `inServiceWorker()` says no), and the cards opened after that have only their port
 *   (`data-line="port"`). Nothing in the build differs; each sample records the line it used.
 * Part B: intent → painted card, uncached and cached (two demo tabs, rounds alternated).
 * Part F: click "Create customer" → the new customer's card painted (two sender tabs, alternated).
 * Part D (PARTS=D; the API then behind part D's proxy): the card with its whole story, intent →
 * painted (cached) and the last story answer arrived in the worker → painted (uncached).
 */
import { writeFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';
import { startApiServer, DEMO_API_KEY } from '../api/server';
import { startDemoServer } from '../demo/server';
import { currentWorker, launchWithExtension } from '../scripts/chromium';
import { frameOf, hoverOnce, openCard, type Sample } from './hover-probe';
import { fetchedInWorker, settle, timed } from './context';
import { startInflightProxy } from './inflight-proxy';
import { hoverRound } from './lookup';
import { createOnce, person, sendersPage } from './writes';
import { percentile } from './report';

const PARTS = process.env.PARTS ?? 'BF';
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const CREATES = Number(process.env.CREATES ?? 40);
const WARM_UP = 3;
const log = (s: string) => console.log(s);

const api = await startApiServer({ latencyMs: 20 });
const demo = await startDemoServer();
const proxy = await startInflightProxy(api.url);
const ext = await launchWithExtension({ extension: process.env.EXTENSION });
const lineOf = (frame: Frame) => frame.evaluate(() => document.documentElement.dataset.line ?? 'none');
const cardOf = (page: Page) => page.frames().find((f) => f.url().includes('/src/ui/card/card.html'))!;
try {
  const worker = await currentWorker(ext.context);
  await worker.evaluate(([key, url]) => (globalThis as any).chrome.storage.local.set({ apiKey: key, baseUrl: url }), [DEMO_API_KEY, PARTS.includes('D') ? proxy.url : api.url] as const);
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/src/ui/popup/popup.html`);
  await popup.evaluate('globalThis.__name ??= (f) => f');

  const customers = new Set(api.seed.customers.map((c) => c.email.toLowerCase()));
  const run = Date.now().toString(36);
  const people = (tag: string) => Array.from({ length: CREATES + WARM_UP }, (_, i) => person(i, `${tag}${run}`));

  /** A demo tab and a senders tab, each with its card opened (and so paired or not, as the worker offers now). */
  const openPair = async (tag: string) => {
    const page = await ext.context.newPage();
    await page.goto(new URL('/?live=0', demo.url).toString());
    await page.getByTestId('thread-row').first().waitFor();
    const texts = await page.getByTestId('customer-email').evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().height > 0).map((el) => (el.textContent ?? '').trim()),
    );
    const emails = [...new Set(texts.filter((t) => customers.has(t.toLowerCase())))].slice(0, 15);
    const probe = await openCard(page, emails);
    const writers = people(tag);
    const senders = await ext.context.newPage();
    await senders.route(`${demo.url}/bench-line-${tag}`, (route) => route.fulfill({ body: sendersPage(writers), contentType: 'text/html' }));
    await senders.goto(`${demo.url}/bench-line-${tag}`);
    if (PARTS.includes('F')) await createOnce(senders, writers[0]!.email); // opens its card
    const story = { uncached: [] as ReturnType<typeof timed>[], cached: [] as Sample[] };
    return { tag, page, probe, emails, uncached: [] as Sample[], cached: [] as Sample[], senders, writers, creates: [] as number[], story, lines: new Set<string>() };
  };

  const direct = await openPair('d');
  // From here the worker offers no line: the cards opened next keep to their port.
  await worker.evaluate(() => {
    const g = globalThis as any;
    g.__benchScope = g.ServiceWorkerGlobalScope;
    delete g.ServiceWorkerGlobalScope;
  });
  const port = await openPair('p');
  for (const set of [direct, port]) {
    await set.page.bringToFront();
    log(`${set.tag}: hover card line ${await lineOf(await frameOf(set.probe))}${PARTS.includes('F') ? `, writes card line ${await lineOf(cardOf(set.senders))}` : ''}`);
  }
  const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} / p95 ${percentile(xs, 95).toFixed(1)} ms (n ${xs.length})`;
  const name = (set: typeof direct) => (set.tag === 'd' ? 'direct line' : 'port only  ');

  /** Part D's pass: the cache cleared, each address's story uncached, then cached (`counted`: kept). */
  const storyPass = async (set: typeof direct, counted: boolean) => {
    await set.page.bringToFront();
    await popup.evaluate(() => (globalThis as any).chrome.runtime.sendMessage({ type: 'clear-cache' }));
    await settle(set.page, proxy);
    for (const email of set.emails.slice(0, 12)) {
      const from = proxy.done.length;
      await fetchedInWorker(ext);
      const smp = (await hoverOnce(set.page, set.probe, email, undefined, 'story'))!;
      if (counted) set.story.uncached.push(timed(smp, proxy.done.slice(from), await fetchedInWorker(ext)));
    }
    await settle(set.page, proxy); // the customer cards asked for again until loaded
    for (const email of set.emails.slice(0, 12)) {
      const smp = (await hoverOnce(set.page, set.probe, email, undefined, 'story'))!;
      if (counted) set.story.cached.push(smp);
    }
    await settle(set.page, proxy);
    set.lines.add(`d:${await lineOf(await frameOf(set.probe))}`);
  };
  if (PARTS.includes('D')) {
    for (const set of [direct, port]) await storyPass(set, false); // each card frame's first story, not counted
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const set of round % 2 ? [port, direct] : [direct, port]) await storyPass(set, true);
      log(`story round ${round + 1}/${ROUNDS} done`);
    }
    for (const set of [direct, port]) {
      const arrivedToPainted = set.story.uncached.map((s) => s.at.cardPainted - s.contextArrived).filter(Number.isFinite);
      log(`${name(set)} [lines seen: ${[...set.lines].join(', ')}]`);
      log(`  D cached   intent → story painted ${fmt(set.story.cached.map((s) => s.at.cardPainted - s.at.intent))}`);
      log(`  D uncached answer arrived → painted ${fmt(arrivedToPainted)}`);
      log(`  D uncached intent → story painted ${fmt(set.story.uncached.map((s) => s.at.cardPainted - s.at.intent))}`);
    }
  }

  for (let round = 0; round < (PARTS.includes('B') ? ROUNDS : 0); round += 1) {
    for (const set of round % 2 ? [port, direct] : [direct, port]) {
      await hoverRound(set, popup, api, log);
      set.lines.add(await lineOf(await frameOf(set.probe)));
    }
    log(`round ${round + 1}/${ROUNDS} done`);
  }
  for (const set of PARTS.includes('B') ? [direct, port] : []) {
    log(`${name(set)} [lines seen: ${[...set.lines].join(', ')}]`);
    log(`  B uncached intent → painted ${fmt(set.uncached.map((s) => s.intentToPainted))}`);
    log(`  B cached   intent → painted ${fmt(set.cached.map((s) => s.intentToPainted))}`);
  }
  for (let i = 1; i < (PARTS.includes('F') ? CREATES + WARM_UP : 0); i += 1) {
    for (const set of i % 2 ? [port, direct] : [direct, port]) {
      await set.senders.bringToFront();
      // A sample the loaded host lost (its card never came) is left out, and said.
      const t = await createOnce(set.senders, set.writers[i]!.email).catch((e: Error) => (log(`  ${set.tag}: create ${i} lost: ${e.message}`), null));
      if (t && i >= WARM_UP) set.creates.push(t.painted - t.click);
      set.lines.add(`w:${await lineOf(cardOf(set.senders))}`);
    }
  }
  for (const set of PARTS.includes('F') ? [direct, port] : []) log(`${name(set)} [lines seen: ${[...set.lines].join(', ')}]  F click → new customer's card painted ${fmt(set.creates)}`);
  writeFileSync(process.env.OUT ?? '/tmp/direct-line.json', JSON.stringify({ direct, port }, (k, v) => (['page', 'probe', 'senders'].includes(k) ? undefined : v instanceof Set ? [...v] : v)));
} finally {
  await ext.close();
  await demo.close();
  await proxy.close();
  await api.close();
}
