/**
 * Logging an open e-mail to the customer's timeline, and adding a note, from the card of a
 * Gmail-like message on a page of the test's own (support/gmail-page.ts): the preview shows what will be sent, Confirm
 * sends one createCustomerEvent valid against Plain's published schema, and a double click, a
 * reload and a retry after a lost answer make no second event.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { operationsSent, publishedErrors } from '../support/act';
import { forEachBrowser } from '../driver/browsers';
import { waitForCard, waitForCardOf } from '../driver/card';
import { settledCardBox } from '../driver/placement';
import type { CardView, Driver, Tab } from '../driver/driver';
import { pointAt } from '../driver/target';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import { stopServiceWorker } from '../support/stack';
import { GMAIL_SENDER as JANE, GMAIL_SUBJECT as SUBJECT, gmailPage as mailPage } from '../support/gmail-page';

const BODY_START = 'Hello team, our card was charged twice for invoice INV-2041';
const LONG_BODY = `${BODY_START}. ${'Please refund the second charge. '.repeat(30)}`;

const textOf = (card: CardView, selector: string) =>
  card.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? null, selector);
/** Until `selector` matches in the card; if it never does, the error says what the card showed instead. */
const shows = (card: CardView, selector: string, timeoutMs = 15_000) =>
  waitUntil(() => card.evaluate((s) => document.querySelector(s) !== null, selector), timeoutMs, selector).catch(async (e: Error) => {
    const shown = await textOf(card, 'main').catch(() => '(the card could not be read)');
    throw new Error(`${e.message}; the card showed: ${JSON.stringify(shown)}`, { cause: e });
  });
type Sent = { variables: { input: { title: string; externalId: string; components: Array<Record<string, Record<string, string>>> } } };
const events = (driver: Driver) => operationsSent(driver.api, 'createCustomerEvent');

forEachBrowser('logging an e-mail and adding a note from the card', (browser) => {
  let driver: Driver;
  beforeAll(async () => (driver = await browser.start()));
  afterAll(async () => driver?.shutdown());
  beforeEach(async () => {
    driver.api.faults.clear();
    await driver.configure(DEMO_API_KEY);
  });

  async function janesCard(page: Tab): Promise<CardView> {
    await pointAt(page, JANE);
    const card = await waitForCard(page);
    await waitForCardOf(card, JANE, 'found');
    await settledCardBox(page, card);
    return card;
  }

  describe('Log to Plain', () => {
    it('shows what will be sent, sends one event for a double click, valid against the published schema, and says it is logged, after a reload too', async () => {
      const page = await driver.openServedPages({ '/mail/one': mailPage('#msg-f:1785000000000000001', LONG_BODY) });
      const card = await janesCard(page);
      await card.click('button[data-action="log-email"]');
      await shows(card, '[data-log-preview]');
      expect(await textOf(card, '[data-log-title]')).toBe(`E-mail: ${SUBJECT}`);
      expect(await textOf(card, '[data-log-from]')).toBe(`Jane Cooper <${JANE}>`);
      expect(await textOf(card, '[data-log-to]')).toBe('support@acme-support.com');
      const excerpt = (await textOf(card, '[data-log-excerpt]'))!;
      expect(excerpt.startsWith(BODY_START)).toBe(true);
      expect([...excerpt].length).toBeLessThanOrEqual(500);
      expect(await card.evaluate(() => document.querySelector('[data-log-link]')?.getAttribute('href'))).toBe(page.url());
      expect(events(driver)).toHaveLength(0); // nothing sent for the preview

      await card.doubleClick('button[data-confirm]');
      await shows(card, '[data-logged="you"]');
      expect(await textOf(card, '[data-logged]')).toMatch(/^Logged to Plain at .+ by you$/);
      const sent = events(driver);
      expect(sent).toHaveLength(1);
      expect(publishedErrors(sent[0]!.json)).toEqual([]);
      const { input } = (sent[0]!.json as Sent).variables;
      expect(input.title).toBe(`E-mail: ${SUBJECT}`);
      expect(input.externalId).toMatch(/:gmail:/);
      const plain = input.components.find((c) => c.componentPlainText)!.componentPlainText!.plainText!;
      expect(plain.startsWith(BODY_START)).toBe(true);
      expect(input.components.find((c) => c.componentLinkButton)!.componentLinkButton!.linkButtonUrl).toBe(page.url());

      // Reloaded: the card says it is logged, and offers no second send.
      await page.reload();
      const again = await janesCard(page);
      await shows(again, '[data-logged="you"]');
      expect(await again.evaluate(() => document.querySelector('button[data-action="log-email"]'))).toBeNull();
      expect(events(driver)).toHaveLength(1);
      await page.close();
    });

    it('Confirm looks the same until the answer takes a moment (busy at once for assistive technology), then says "Logging…"; "Logged" takes its place, the form its height', async () => {
      const page = await driver.openServedPages({ '/mail/slow': mailPage('#msg-f:1785000000000000006', BODY_START) });
      const card = await janesCard(page);
      await card.click('button[data-action="log-email"]');
      await shows(card, '[data-log-preview]');
      // Each state of the form as the card commits it, from the click on.
      await card.evaluate(() => {
        const form = document.querySelector('[data-form="log-email"]')!;
        const states: string[] = [];
        (window as unknown as { logStates: string[] }).logStates = states;
        const note = () => {
          const confirm = form.querySelector<HTMLButtonElement>('button[data-confirm]');
          if (confirm) states.push(`${form.getAttribute('aria-busy')} ${confirm.disabled ? 'disabled' : 'enabled'} ${confirm.textContent}`);
        };
        new MutationObserver(note).observe(form, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      driver.api.faults.set({ kind: 'held', operations: ['createCustomerEvent'] });
      await card.click('button[data-confirm]');
      await waitUntil(
        () => card.evaluate(() => document.querySelector('button[data-confirm]')?.textContent === 'Logging…'),
        15_000,
        '"Logging…"',
      );
      const states = () => card.evaluate(() => (window as unknown as { logStates: string[] }).logStates);
      expect((await states()).slice(0, 2)).toEqual(['true enabled Confirm', 'true disabled Logging…']);
      const formHeight = () => card.evaluate(() => document.querySelector('[data-form="log-email"]')!.getBoundingClientRect().height);
      const before = await formHeight();
      driver.api.faults.clear();
      await shows(card, '[data-form="log-email"] [data-logged="you"]');
      // What was sent stays in view above the mark, and nothing below the form moves.
      expect(await textOf(card, '[data-log-title]')).toBe(`E-mail: ${SUBJECT}`);
      expect(Math.abs((await formHeight()) - before)).toBeLessThan(0.5);
      expect(events(driver)).toHaveLength(1);
      // Nothing is left to type: the card no longer holds (a held one stays however the page
      // moves), and goes as any pinned card does once the page scrolls its address away.
      await page.evaluate(() => ((document.body.style.minHeight = '4000px'), scrollTo(0, 3000)));
      await waitUntil(async () => !(await page.isCardShown()), 10_000, 'the card gone with its address');
      await page.close();
    });

    it('an answer lost after the event was made: Confirm again (in Chromium after the worker stopped) says "already logged", and there is one event', async () => {
      const page = await driver.openServedPages({ '/mail/two': mailPage('#msg-f:1785000000000000002', BODY_START) });
      const card = await janesCard(page);
      await card.click('button[data-action="log-email"]');
      await shows(card, '[data-log-preview]');
      driver.api.faults.set({ kind: 'drop-answer', operations: ['createCustomerEvent'], times: 1 });
      await card.click('button[data-confirm]');
      await waitUntil(async () => ((await textOf(card, '.form-error')) ?? '').includes('did not answer'), 30_000, 'the timeout said');
      // Chromium's background is a service worker, stopped over CDP: the retry meets a new one,
      // which knows of the send only what was in storage. (Firefox's event page: event-page.test.ts.)
      if (browser.name === 'chromium') await stopServiceWorker((driver as ChromiumDriver).stack, (page as ChromiumTab).page);
      await card.click('button[data-confirm]');
      await shows(card, '[data-logged="you"]');
      expect(await textOf(card, '[data-logged]')).toMatch(/^Already logged: Logged to Plain at .+ by you$/);
      expect(events(driver)).toHaveLength(2);
      await page.close();
    });

    it('a key without customerEvent:create: Log is disabled and names it, and nothing is sent', async () => {
      await driver.configure('plainApiKey_demo_no_customer_event_create');
      const page = await driver.openServedPages({ '/mail/three': mailPage('#msg-f:1785000000000000003', BODY_START) });
      const card = await janesCard(page);
      await shows(card, 'button[data-action="log-email"]');
      expect(await card.evaluate(() => (document.querySelector('button[data-action="log-email"]') as HTMLButtonElement).disabled)).toBe(
        true,
      );
      expect(await card.evaluate(() => document.querySelector('#needs-log-email')?.getAttribute('data-missing'))).toBe(
        'customerEvent:create',
      );
      expect(await textOf(card, '#needs-log-email')).toBe('Needs the permission customerEvent:create');
      await card.click('button[data-action="log-email"]', { force: true });
      expect(await card.evaluate(() => document.querySelector('[data-log-preview]'))).toBeNull();
      expect(events(driver)).toHaveLength(0);
      await page.close();
    });
  });

  it("the demo's open mail: its sender, made a customer from the card, is offered Log with their name, the mail's body and its time", async () => {
    const noor = 'noor.haddad@kestrel-labs.io';
    const page = await driver.openPage(`${driver.demoUrl}/mail`);
    await waitUntil(() => page.evaluate(() => document.querySelector('[data-testid="mail-from"]') !== null), 15_000, 'the mail view');
    await pointAt(page, noor);
    const card = await waitForCard(page);
    await waitForCardOf(card, noor, 'not-found');
    await card.click('button[data-action="create-customer"]');
    await waitUntil(
      () => card.evaluate(() => document.querySelector<HTMLInputElement>('input[name="fullName"]')?.value === 'Noor Haddad'),
      10_000,
      'the name prefilled from the mail',
    );
    await card.click('button[data-submit]');
    await shows(card, 'button[data-action="log-email"]');
    await card.click('button[data-action="log-email"]');
    await shows(card, '[data-log-preview]');
    expect(await textOf(card, '[data-log-title]')).toBe('E-mail: Invoice INV-2041 charged twice');
    expect(await textOf(card, '[data-log-from]')).toBe(`Noor Haddad <${noor}>`);
    expect(await textOf(card, '[data-log-to]')).toBe('support@acme-support.com');
    expect(await textOf(card, '[data-log-excerpt]')).toMatch(/^Hi Acme team, I was charged twice for invoice INV-2041/);
    expect(await card.evaluate(() => document.querySelector('[data-log-preview] time')?.getAttribute('datetime'))).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );
    expect(events(driver)).toHaveLength(0);
    await card.clickButton('Cancel');
    await page.close();
  });

  it('a customer on a domain of the never-log list is not offered Log; the card still offers a note', async () => {
    await driver.inExtension(() => (globalThis as any).browser.storage.local.set({ neverLogDomains: ['acme.io'] }));
    try {
      const page = await driver.openServedPages({ '/mail/never': mailPage('#msg-f:1785000000000000009', BODY_START) });
      const card = await janesCard(page);
      await shows(card, '[data-log-offer="none"]');
      expect(await card.evaluate(() => document.querySelector('button[data-action="log-email"]'))).toBeNull();
      await shows(card, 'button[data-action="create-note"]');
      expect(events(driver)).toHaveLength(0);
      await page.close();
    } finally {
      await driver.inExtension(() => (globalThis as any).browser.storage.local.remove('neverLogDomains'));
    }
  });

  describe('Add note', () => {
    it("prefills the page's selected text, adds one note for a double click, and says so", async () => {
      const page = await driver.openServedPages({ '/mail/four': mailPage('#msg-f:1785000000000000004', BODY_START) });
      // The agent selected the message's first paragraph before opening the card.
      await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('.a3s p')!);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      const card = await janesCard(page);
      await card.click('button[data-action="create-note"]');
      await shows(card, 'textarea[name="text"]');
      expect(await card.evaluate(() => document.querySelector('textarea')!.value)).toBe(BODY_START);
      await card.fill('textarea[name="text"]', 'Refund agreed on the phone');
      await card.doubleClick('button[data-submit]');
      await shows(card, '[data-note-added]');
      const notes = operationsSent(driver.api, 'createNote');
      expect(notes).toHaveLength(1);
      expect(publishedErrors(notes[0]!.json)).toEqual([]);
      expect((notes[0]!.json as { variables: { input: { text: string } } }).variables.input.text).toBe('Refund agreed on the phone');
      await page.close();
    });
  });
});

// Chromium's: Firefox's sidebar takes no driver clicks.
forEachBrowser(
  'logging from the side panel',
  (browser) => {
    let driver: Driver;
    beforeAll(async () => (driver = await browser.start()));
    afterAll(async () => driver?.shutdown());
    beforeEach(async () => await driver.configure(DEMO_API_KEY));

    it("the panel of the message's tab offers Log for its sender, with the preview; the agent's Confirm logs it once, a script's sends nothing", async () => {
      const page = await driver.openServedPages({ '/mail/five': mailPage('#msg-f:1785000000000000005', BODY_START) });
      await page.bringToFront();
      const popup = await driver.openPopup(page, 'Open side panel');
      // The popup closes as the panel opens: the click's own answer may never come.
      await popup.clickButton('Open side panel').catch(() => undefined);
      const panel = await driver.sidePanel(page);
      const panelSays = (text: string) =>
        waitUntil(async () => ((await panel.text()) ?? '').includes(text), 20_000, `the side panel saying "${text}"`);
      await panelSays('Log to Plain');
      await panel.clickButton('Log to Plain');
      await panelSays(`E-mail: ${SUBJECT}`);
      expect(await panel.text()).toContain(`Jane Cooper <${JANE}>`);
      expect(events(driver)).toHaveLength(0);
      // A script's click is not the agent's: nothing is sent for it.
      await panel.clickButton('Confirm');
      await panel.pressButton('Cancel');
      await panelSays('Log to Plain');
      expect(events(driver)).toHaveLength(0);
      await panel.clickButton('Log to Plain');
      await panelSays('Confirm');
      await panel.pressButton('Confirm');
      await panelSays('Logged to Plain at');
      expect(await panel.text()).toMatch(/Logged to Plain at .+ by you/);
      expect(events(driver)).toHaveLength(1);
      await panel.close();
      await page.close();
    });
  },
  ['chromium'],
);
