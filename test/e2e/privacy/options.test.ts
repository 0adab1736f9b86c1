/**
 * The options page's privacy parts. Never log: a domain typed as an agent types it (any case, a
 * leading @ or `*.`) is saved normalised, kept across a reload of the page and removable; what is
 * not a domain is refused with the reason, and the field keeps what was typed. And the link to
 * what leaves the browser opens the privacy page the extension ships: docs/privacy.md.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitForValue, waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { Driver } from '../driver/driver';
import { axeViolations } from '../support/axe';
import { addDomain, fieldState, listed, removeDomain, storedList } from './never-log-field';

forEachBrowser("the options page's privacy parts", (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
  });
  afterAll(async () => driver?.shutdown());

  it('saves what is typed normalised, refuses what is no domain with the reason, and keeps it after a reload', async () => {
    const options = await driver.openOptions();
    await waitUntil(() => options.evaluate(() => document.getElementById('never-log-new') !== null), 10_000, 'the never-log field');
    expect(await listed(options)).toEqual([]);

    await addDomain(options, '@Globex.COM');
    await waitUntil(async () => (await listed(options)).length === 1, 10_000, 'the domain listed');
    expect(await listed(options)).toEqual(['globex.com']);
    expect(await fieldState(options)).toEqual({ value: '', notice: 'Added as globex.com (its subdomains too)', alert: '' });
    expect(await storedList(driver)).toEqual(['globex.com']);

    // A whole address: refused, the reason names the domain, and what was typed stays to correct.
    await addDomain(options, 'jane@Initech.io');
    await waitUntil(async () => (await fieldState(options)).alert !== '', 10_000, 'the refusal');
    expect(await fieldState(options)).toEqual({
      value: 'jane@Initech.io',
      notice: '',
      alert: 'Not added: that is an e-mail address; enter its domain only, initech.io',
    });
    await addDomain(options, 'initech');
    await waitUntil(
      async () => (await fieldState(options)).value === 'initech' && /is not a domain/.test((await fieldState(options)).alert),
      10_000,
      'the refusal of a name with no dot',
    );
    expect(await storedList(driver)).toEqual(['globex.com']);

    await addDomain(options, '*.initech.io');
    await waitUntil(async () => (await listed(options)).length === 2, 10_000, 'the second domain listed');
    expect(await storedList(driver)).toEqual(['globex.com', 'initech.io']);
    await options.close();

    // Opened again: read from storage, as saved.
    const again = await driver.openOptions();
    await waitUntil(async () => (await listed(again)).length === 2, 10_000, 'the saved list shown again');
    expect(await listed(again)).toEqual(['globex.com', 'initech.io']);
    // axe-core through Playwright's page (support/axe.ts), so in Chromium only.
    if (browser.name === 'chromium') expect(await axeViolations((again as ChromiumTab).page)).toEqual([]);
    await removeDomain(again, 'globex.com');
    await waitUntil(async () => (await listed(again)).length === 1, 10_000, 'the domain removed');
    expect(await storedList(driver)).toEqual(['initech.io']);
    await again.close();
  });

  it('links to what leaves the browser: the privacy page the extension ships, docs/privacy.md', async () => {
    const options = await driver.openOptions();
    const link = await options.evaluate(() => {
      const a = [...document.querySelectorAll('a')].find((el) => el.textContent === 'What leaves your browser')!;
      a.scrollIntoView({ block: 'center' });
      const box = a.getBoundingClientRect();
      return { href: a.href, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    expect(new URL(link.href).pathname).toBe('/src/ui/privacy/privacy.html');
    await options.mouse.click(link.x, link.y);
    // The tab as the extension sees it: Puppeteer's Firefox lists no tab an extension page opened.
    const privacyTabs = () =>
      driver.inExtension(async () => {
        const api = (globalThis as any).browser ?? (globalThis as any).chrome;
        return ((await api.tabs.query({})) as { url?: string }[]).filter((t) => t.url?.endsWith('/src/ui/privacy/privacy.html')).length;
      });
    await waitUntil(async () => (await privacyTabs()) === 1, 10_000, 'the privacy page opened');
    const text =
      browser.name === 'chromium'
        ? await privacyTextInChromium(driver as ChromiumDriver)
        : // Firefox's driver asks from the options page, which sees the extension's other tabs.
          await waitForValue(
            () =>
              options.evaluate(() => {
                const views = (globalThis as any).browser.extension.getViews({ type: 'tab' }) as Window[];
                const view = views.find((w) => w.location.pathname.endsWith('/privacy.html'));
                return view?.document.querySelector('main h1') ? view.document.querySelector('main')!.textContent : null;
              }),
            10_000,
            'the privacy page drawn',
          );
    expect(text).toContain('What leaves your browser');
    expect(text).toContain('Only to the API of your own Plain workspace');
    expect(text).toContain('personallyIdentifyingInfo');
    expect(text).not.toMatch(/`|\n#/);
    await options.close();
  });
});

/** The privacy page's words, once drawn, read through Playwright's page; axe-core runs on it there. */
async function privacyTextInChromium(driver: ChromiumDriver): Promise<string> {
  const page = driver.stack.context.pages().find((p) => p.url().endsWith('/src/ui/privacy/privacy.html'))!;
  await page.getByRole('heading', { name: 'What leaves your browser', level: 1 }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const text = await page.locator('main').innerText();
  await page.close();
  return text;
}
