/**
 * Acting where the customer is, on the demo's mail view: create the sender as a customer with
 * their name prefilled, open a thread for a found customer, both safe against double clicks,
 * lost answers, missing permissions and scripts that are not the agent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { axeViolations } from '../support/axe';
import { cardFrame } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { customersWith, operationsSent, publishedErrors, writesSent } from '../support/act';
import { popupUrl, stopServiceWorker } from '../support/stack';
import { forEachBrowser } from '../driver/browsers';
import { waitForCard, waitForCardOf } from '../driver/card';
import { settledCardBox } from '../driver/placement';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { CardView, Driver, Tab } from '../driver/driver';
import { pointAt } from '../driver/target';

const NOOR = 'noor.haddad@kestrel-labs.io';
const JANE = 'jane.cooper@acme.io';
const LENA = 'lena.fischer@northwind-trade.com';

/** Until `selector` matches in the card. */
const shows = (card: CardView, selector: string, timeoutMs = 10_000) =>
  waitUntil(() => card.evaluate((s) => document.querySelector(s) !== null, selector), timeoutMs, selector);
/** Until the card's `selector` has `text` in it. */
/** Until an element `selector` matches says `text`; if it never does, the error says what the card said instead. */
const says = (card: CardView, selector: string, text: string, timeoutMs = 15_000) =>
  waitUntil(
    () =>
      card.evaluate(({ s, t }) => [...document.querySelectorAll(s)].some((el) => el.textContent?.includes(t)), { s: selector, t: text }),
    timeoutMs,
    `${selector} saying "${text}"`,
  ).catch(async (error: Error) => {
    const said = await card.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch(() => '(unreadable)');
    throw new Error(`${error.message}; the card said: ${said}`, { cause: error });
  });
const valueOf = (card: CardView, selector: string) =>
  card.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value ?? null, selector);
const attributeOf = (card: CardView, selector: string, name: string) =>
  card.evaluate(({ s, n }) => document.querySelector(s)?.getAttribute(n) ?? null, { s: selector, n: name });
const forms = (card: CardView) => card.evaluate(() => document.querySelectorAll('form').length);

forEachBrowser('acting from the card', (browser) => {
  let driver: Driver;
  beforeAll(async () => (driver = await browser.start()));
  afterAll(async () => driver?.shutdown());
  beforeEach(async () => {
    driver.api.faults.clear();
    await driver.configure(DEMO_API_KEY);
  });

  const openMail = async (): Promise<Tab> => {
    const page = await driver.openPage(`${driver.demoUrl}/mail`);
    await waitUntil(() => page.evaluate(() => document.querySelector('[data-testid="mail-from"]') !== null), 15_000, 'the mail view');
    return page;
  };

  /**
   * The card, once it shows `state` for `email` where it stays (a click at a point read before a
   * found customer's story grew the card would miss); the pointer rests on `text` (the address,
   * or a name).
   */
  async function cardFor(page: Tab, email: string, state: string, text = email): Promise<CardView> {
    await pointAt(page, text);
    const card = await waitForCard(page);
    await waitForCardOf(card, email, state);
    await settledCardBox(page, card);
    return card;
  }

  describe('create the customer from the card', () => {
    it("prefills the sender's name, sends one mutation for a double click, valid against the published schema, then shows the customer", async () => {
      const page = await openMail();
      const card = await cardFor(page, NOOR, 'not-found');
      await card.click('button[data-action="create-customer"]');
      await shows(card, 'input[name="fullName"]');
      expect(await valueOf(card, 'input[name="fullName"]')).toBe('Noor Haddad');
      expect(await card.evaluate(() => document.querySelector('output[name="email"]')?.textContent)).toBe(NOOR);
      // Chromium's: axe runs through Playwright.
      if (browser.name === 'chromium') expect(await axeViolations(cardFrame((page as ChromiumTab).page)!)).toEqual([]);
      await card.doubleClick('button[data-submit]');
      await says(card, 'article[data-state="found"] .name', 'Noor Haddad');
      // The story of a customer who has none yet, and the customer's own actions.
      await shows(card, 'button[data-action="create-thread"]');
      expect(operationsSent(driver.api, 'upsertCustomer')).toHaveLength(1);
      expect(publishedErrors(operationsSent(driver.api, 'upsertCustomer')[0]!.json)).toEqual([]);
      expect(await customersWith(driver.api, NOOR)).toBe(1);
      await page.close();
    });

    it('a key without customer:create and customer:edit: the action is disabled and names both, and nothing is sent', async () => {
      await driver.configure('plainApiKey_demo_customers_only');
      const page = await openMail();
      const card = await cardFor(page, LENA, 'not-found', 'Lena Fischer');
      expect(
        await card.evaluate(() => (document.querySelector('button[data-action="create-customer"]') as HTMLButtonElement).disabled),
      ).toBe(true);
      expect(await attributeOf(card, '[data-missing]', 'data-missing')).toBe('customer:create customer:edit');
      expect(await card.evaluate(() => (document.querySelector('[data-missing]') as HTMLElement).innerText)).toBe(
        'Needs the permissions customer:create, customer:edit',
      );
      await card.click('button[data-action="create-customer"]', { force: true });
      expect(await forms(card)).toBe(0);
      expect(writesSent(driver.api)).toHaveLength(0);
      await page.close();
    });

    it('a script, not the agent, submitting the form sends nothing; the draft survives the card closing', async () => {
      const page = await openMail();
      const card = await cardFor(page, LENA, 'not-found', 'Lena Fischer');
      await card.click('button[data-action="create-customer"]');
      await shows(card, 'input[name="fullName"]');
      expect(await valueOf(card, 'input[name="fullName"]')).toBe('Lena Fischer'); // the mailto: link's text
      await card.fill('input[name="fullName"]', 'Lena M. Fischer');
      await card.evaluate(() => {
        const form = document.querySelector('form')!;
        form.requestSubmit();
        (form.querySelector('[data-submit]') as HTMLButtonElement).click();
      });
      // Closed (Esc in the card, where the field has the focus), another customer's card in
      // between, and opened again: what was typed is still there, and nothing was sent.
      await page.keyboard.press('Escape');
      await waitUntil(async () => !(await page.isCardShown()), 5_000, 'the card closed');
      await cardFor(page, JANE, 'found');
      const again = await cardFor(page, LENA, 'not-found', 'Lena Fischer');
      await again.click('button[data-action="create-customer"]');
      await shows(again, 'input[name="fullName"]');
      expect(await valueOf(again, 'input[name="fullName"]')).toBe('Lena M. Fischer');
      expect(writesSent(driver.api)).toHaveLength(0);
      await page.close();
    });

    it('an empty full name is said beside its field and not sent, and what was typed stays', async () => {
      const page = await openMail();
      const card = await cardFor(page, LENA, 'not-found', 'Lena Fischer');
      await card.click('button[data-action="create-customer"]');
      await card.fill('input[name="fullName"]', '   ');
      await card.fill('input[name="shortName"]', 'Lena');
      await card.click('button[data-submit]');
      await shows(card, '[data-field-error="fullName"]', 15_000);
      expect(await attributeOf(card, 'input[name="fullName"]', 'aria-invalid')).toBe('true');
      expect(await attributeOf(card, 'input[name="fullName"]', 'aria-describedby')).toBe(
        await attributeOf(card, '[data-field-error="fullName"]', 'id'),
      );
      expect(await valueOf(card, 'input[name="shortName"]')).toBe('Lena');
      // The form's own check: the service (which would answer "fullName is required") is not asked.
      expect(await card.evaluate(() => (document.querySelector('[data-field-error="fullName"]') as HTMLElement).innerText)).toBe(
        'Enter the customer’s full name',
      );
      expect(operationsSent(driver.api, 'upsertCustomer')).toHaveLength(0);
      expect(await customersWith(driver.api, LENA)).toBe(0);
      // Discarded, as the agent would: the next test's form starts from the page's prefill.
      await card.clickButton('Discard');
      await waitUntil(async () => (await forms(card)) === 0, 5_000, 'the form discarded');
      await page.close();
    });

    it('an answer lost after the customer was made: the retry shows them, and there is still one', async () => {
      const page = await openMail();
      const card = await cardFor(page, LENA, 'not-found', 'Lena Fischer');
      driver.api.faults.set({ kind: 'drop-answer', operations: ['upsertCustomer'], times: 1 });
      await card.click('button[data-action="create-customer"]');
      await waitUntil(async () => (await valueOf(card, 'input[name="fullName"]')) === 'Lena Fischer', 5_000, 'the prefilled name');
      await card.click('button[data-submit]');
      await says(card, '.form-error', 'did not answer', 20_000);
      expect(await valueOf(card, 'input[name="fullName"]')).not.toBe('');
      await card.click('button[data-submit]');
      await shows(card, 'article[data-state="found"]', 15_000);
      expect(operationsSent(driver.api, 'upsertCustomer')).toHaveLength(2);
      expect(await customersWith(driver.api, LENA)).toBe(1);
      await page.close();
    });
  });

  describe('open a thread for a found customer', () => {
    it("prefills her own conversation's subject, creates one thread, links to it and lists it under open threads", async () => {
      // Jane's thread in the demo's inbox (the first in Todo): she is its customer.
      const page = await driver.openPage(`${driver.demoUrl}/threads/th_001?live=0`);
      await waitUntil(
        () => page.evaluate(() => document.querySelector('[data-testid="thread-view-title"]') !== null),
        15_000,
        'the thread view',
      );
      const card = await cardFor(page, JANE, 'found');
      await card.click('button[data-action="create-thread"]');
      await shows(card, 'input[name="title"]');
      const subject = await page.evaluate(() => (document.querySelector('[data-testid="thread-view-title"]') as HTMLElement).innerText);
      expect(await valueOf(card, 'input[name="title"]')).toBe(subject);
      await card.select('select[name="priority"]', '1');
      await card.doubleClick('button[data-submit]');
      await shows(card, 'a[data-new-thread]', 15_000);
      expect(await attributeOf(card, 'a[data-new-thread]', 'href')).toMatch(
        new RegExp(`^https://app\\.plain\\.com/workspace/[^/]+/thread/th_`),
      );
      await says(card, '.threads', subject);
      // Chromium's: axe runs through Playwright.
      if (browser.name === 'chromium') expect(await axeViolations(cardFrame((page as ChromiumTab).page)!)).toEqual([]);
      const created = operationsSent(driver.api, 'createThread');
      expect(created).toHaveLength(1);
      expect(publishedErrors(created[0]!.json)).toEqual([]);
      await page.close();
    });

    it('a write whose answer is lost, retried (in Chromium after the worker stopped), makes one thread', async () => {
      const page = await openMail();
      const card = await cardFor(page, JANE, 'found');
      await card.click('button[data-action="create-thread"]');
      // Noor's e-mail is open, and Jane's card came from another row: not her subject to prefill.
      await shows(card, 'input[name="title"]');
      expect(await valueOf(card, 'input[name="title"]')).toBe('');
      await card.fill('input[name="title"]', 'Refund for a lost answer');
      driver.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
      await card.click('button[data-submit]');
      await says(card, '.form-error', 'did not answer', 20_000);
      // Chromium's background is a service worker, stopped over CDP: the retry meets a new one,
      // which knows of the write only what was in storage. (Firefox's event page: event-page.test.ts.)
      if (browser.name === 'chromium') await stopServiceWorker((driver as ChromiumDriver).stack, (page as ChromiumTab).page);
      await card.click('button[data-submit]');
      await shows(card, 'a[data-new-thread]', 15_000);
      expect(operationsSent(driver.api, 'createThread')).toHaveLength(1);
      expect(operationsSent(driver.api, 'threadByExternalId')).toHaveLength(1);
      await page.close();
    });

    // Chromium's, with its worker stopped between: write-interrupted.test.ts.
    if (browser.name === 'firefox')
      it('a retry after a lost answer finds the thread, applies the title and priority changed since, and says what Plain holds', async () => {
        const jane = driver.api.seed.customerByEmail(JANE)!;
        const page = await openMail();
        const card = await cardFor(page, JANE, 'found');
        await card.click('button[data-action="create-thread"]');
        await shows(card, 'input[name="title"]');
        await card.fill('input[name="title"]', 'First title in Firefox');
        driver.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
        await card.click('button[data-submit]');
        await says(card, '.form-error', 'did not answer', 30_000);
        await card.fill('input[name="title"]', 'Corrected title in Firefox');
        await card.select('select[name="priority"]', '0');
        await card.click('button[data-submit]');
        await says(card, '.action-done', 'had already been made', 20_000);
        const said = await card.evaluate(() => document.querySelector('.action-done')?.textContent ?? '');
        expect(said).toContain('Plain holds: “Corrected title in Firefox”, priority Urgent');
        const made = driver.api.seed.threadsOf(jane.id).filter((t) => t.title.endsWith('title in Firefox'));
        expect(made.map((t) => [t.title, t.priority])).toEqual([['Corrected title in Firefox', 0]]);
        expect(operationsSent(driver.api, 'createThread')).toHaveLength(1);
        expect(operationsSent(driver.api, 'updateThreadTitle')).toHaveLength(1);
        expect(operationsSent(driver.api, 'changeThreadPriority')).toHaveLength(1);
        await page.close();
      });
  });

  describe('what cannot write', () => {
    it("a hostile page imitating the extension's messages writes nothing", async () => {
      const IVY = 'ivy.stone@kestrel-labs.io';
      const page = await driver.openServedPages({
        '/hostile-act': `<!doctype html><p>From: Ivy Stone &lt;${IVY}&gt;</p><script>
          window.__sent = 0;
          const fake = [
            { type: 'write', action: 'create-customer', email: '${IVY}', fields: { fullName: 'Evil', shortName: '' } },
            { type: 'draft-save', action: 'create-customer', email: '${IVY}', fields: { fullName: 'Evil', shortName: '' } },
            { type: 'show', email: '${IVY}', state: { kind: 'not-found' } },
          ];
          // window.frames reaches the card's frame too, though its element is in a closed shadow root.
          setInterval(() => {
            for (const msg of fake) {
              window.postMessage(msg, '*');
              for (let i = 0; i < window.frames.length; i += 1) window.frames[i].postMessage(msg, '*');
            }
            window.__sent += 1;
          }, 50);
        </script>`,
      });
      const card = await cardFor(page, IVY, 'not-found');
      await waitUntil(async () => (await page.evaluate(() => (window as any).__sent as number)) > 20, 5_000, 'the page posting');
      expect(await forms(card)).toBe(0);
      // The agent opens the form: it starts from what the page showed, not from the page's fakes.
      await card.click('button[data-action="create-customer"]');
      await shows(card, 'input[name="fullName"]');
      expect(await valueOf(card, 'input[name="fullName"]')).toBe('Ivy Stone');
      expect(writesSent(driver.api)).toHaveLength(0);
      await page.close();
    });
  });

  describe('the popup and the options page', () => {
    // Chromium only: the popup opened as a tab of its own; WebDriver BiDi navigates no tab to an
    // extension page (Firefox's popup is reached in popup-site.test.ts).
    if (browser.name === 'chromium')
      it("the popup's looked-up address offers the same action", async () => {
        const { stack } = driver as ChromiumDriver;
        const email = 'priya.new@kestrel-labs.io';
        const popup = await stack.context.newPage();
        await popup.goto(popupUrl(stack));
        await popup.locator('#lookup-email').fill(email);
        await popup.locator('#lookup-email').press('Enter');
        await popup.locator('button[data-action="create-customer"]').click();
        await popup.locator('input[name="fullName"]').fill('Priya New');
        await popup.locator('button[data-submit]').click();
        // The looked-up address's own view (the customer is also listed under the tab's lookups).
        await popup.locator('main > article[data-state="found"] .name', { hasText: 'Priya New' }).waitFor({ timeout: 15_000 });
        expect(operationsSent(stack.api, 'upsertCustomer')).toHaveLength(1);
        await popup.close();
      });

    it('the options page lists which actions the key allows', async () => {
      await driver.configure('plainApiKey_demo_no_thread_create');
      const options = await driver.openOptions();
      await waitUntil(
        () =>
          options.evaluate(
            () => document.querySelector('[data-testid="actions"] li[data-action="create-customer"][data-access="allowed"]') !== null,
          ),
        10_000,
        'the actions listed',
      );
      expect(
        await options.evaluate(
          () => (document.querySelector('[data-testid="actions"] li[data-action="create-thread"]') as HTMLElement).innerText,
        ),
      ).toBe('Start threads: needs the permission thread:create');
      // A key lacking two permissions for one action: both are named, not just the first.
      await driver.configure('plainApiKey_demo_customers_only');
      const forbidden = () =>
        options.evaluate(
          () =>
            document.querySelector<HTMLElement>('[data-testid="actions"] li[data-action="create-customer"][data-access="forbidden"]')
              ?.innerText ?? null,
        );
      await waitUntil(async () => (await forbidden()) !== null, 15_000, 'create customers forbidden');
      expect(await forbidden()).toBe('Create customers: needs the permissions customer:create, customer:edit');
      await options.close();
    });
  });
});
