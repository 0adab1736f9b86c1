/**
 * Acting where the customer is, in real Chromium on the demo's mail view: create the
 * sender as a customer with their name prefilled, open a thread for a found customer, both safe
 * against double clicks, lost answers, missing permissions and scripts that are not the agent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { axeViolations } from './support/axe';
import { cardFrame, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { customersWith, operationsSent, pointAt, publishedErrors, writesSent } from './support/act';
import { configure, openServedPages, popupUrl, startStack, stopServiceWorker, type Stack } from './support/stack';

const NOOR = 'noor.haddad@kestrel-labs.io';
const JANE = 'jane.cooper@acme.io';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.shutdown());
beforeEach(async () => {
  stack.api.faults.clear();
  await configure(stack, DEMO_API_KEY);
});

async function openMail(): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(new URL('/mail', stack.demoUrl).toString());
  await page.getByTestId('mail-from').waitFor();
  return page;
}

/** The card, once it shows `state` for `email`; the pointer rests on `text` (the address, or a name). */
async function cardFor(page: Page, email: string, state: string, text = email): Promise<Frame> {
  await pointAt(page, text);
  await waitUntil(async () => (await cardFrame(page)?.locator(`article[data-state="${state}"] .email`, { hasText: email }).count()) === 1, 20_000);
  return cardFrame(page)!;
}

describe('create the customer from the card', () => {
  it("prefills the sender's name, sends one mutation for a double click, valid against the published schema, then shows the customer", async () => {
    const page = await openMail();
    const card = await cardFor(page, NOOR, 'not-found');
    await card.locator('button[data-action="create-customer"]').click();
    const name = card.locator('input[name="fullName"]');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Noor Haddad');
    expect(await card.locator('output[name="email"]').innerText()).toBe(NOOR);
    expect(await axeViolations(card)).toEqual([]);
    await card.locator('button[data-submit]').dblclick();
    await card.locator('article[data-state="found"] .name', { hasText: 'Noor Haddad' }).waitFor({ timeout: 15_000 });
    // The story of a customer who has none yet, and the customer's own actions.
    await card.locator('button[data-action="create-thread"]').waitFor();
    expect(operationsSent(stack.api, 'upsertCustomer')).toHaveLength(1);
    expect(publishedErrors(operationsSent(stack.api, 'upsertCustomer')[0]!.json)).toEqual([]);
    expect(await customersWith(stack.api, NOOR)).toBe(1);
    await page.close();
  });

  it('a key without customer:create and customer:edit: the action is disabled and names both, and nothing is sent', async () => {
    await configure(stack, 'plainApiKey_demo_customers_only');
    const page = await openMail();
    const card = await cardFor(page, 'lena.fischer@northwind-trade.com', 'not-found', 'Lena Fischer');
    const button = card.locator('button[data-action="create-customer"]');
    expect(await button.isDisabled()).toBe(true);
    const note = card.locator('[data-missing]');
    expect(await note.getAttribute('data-missing')).toBe('customer:create customer:edit');
    expect(await note.innerText()).toBe('Needs the permissions customer:create, customer:edit');
    await button.click({ force: true });
    expect(await card.locator('form').count()).toBe(0);
    expect(writesSent(stack.api)).toHaveLength(0);
    await page.close();
  });

  it('a script, not the agent, submitting the form sends nothing; the draft survives the card closing', async () => {
    const page = await openMail();
    const card = await cardFor(page, 'lena.fischer@northwind-trade.com', 'not-found', 'Lena Fischer');
    await card.locator('button[data-action="create-customer"]').click();
    const name = card.locator('input[name="fullName"]');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Lena Fischer'); // the mailto: link's text
    await name.fill('Lena M. Fischer');
    await card.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await card.locator('form').evaluate((form: HTMLFormElement) => (form.querySelector('[data-submit]') as HTMLButtonElement).click());
    // Closed (Esc in the card), another customer's card in between, and opened again: what was
    // typed is still there, and nothing was sent.
    await name.press('Escape');
    await waitUntil(async () => !(await isCardVisible(page)), 5_000);
    await cardFor(page, JANE, 'found');
    const again = await cardFor(page, 'lena.fischer@northwind-trade.com', 'not-found', 'Lena Fischer');
    await again.locator('button[data-action="create-customer"]').click();
    await again.locator('input[name="fullName"]').waitFor();
    expect(await again.locator('input[name="fullName"]').inputValue()).toBe('Lena M. Fischer');
    expect(writesSent(stack.api)).toHaveLength(0);
    await page.close();
  });

  it('an empty full name is said beside its field and not sent, and what was typed stays', async () => {
    const page = await openMail();
    const card = await cardFor(page, 'lena.fischer@northwind-trade.com', 'not-found', 'Lena Fischer');
    await card.locator('button[data-action="create-customer"]').click();
    const name = card.locator('input[name="fullName"]');
    await name.fill('   ');
    await card.locator('input[name="shortName"]').fill('Lena');
    await card.locator('button[data-submit]').click();
    const error = card.locator('[data-field-error="fullName"]');
    await error.waitFor({ timeout: 15_000 });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await card.locator('input[name="shortName"]').inputValue()).toBe('Lena');
    // The form's own check: the service (which would answer "fullName is required") is not asked.
    expect(await error.innerText()).toBe('Enter the customer’s full name');
    expect(operationsSent(stack.api, 'upsertCustomer')).toHaveLength(0);
    expect(await customersWith(stack.api, 'lena.fischer@northwind-trade.com')).toBe(0);
    await name.fill('Lena Fischer'); // the draft the next test sends
    await page.close();
  });

  it('an answer lost after the customer was made: the retry shows them, and there is still one', async () => {
    const email = 'lena.fischer@northwind-trade.com';
    const page = await openMail();
    const card = await cardFor(page, email, 'not-found', 'Lena Fischer');
    stack.api.faults.set({ kind: 'drop-answer', operations: ['upsertCustomer'], times: 1 });
    await card.locator('button[data-action="create-customer"]').click();
    await card.locator('button[data-submit]').click();
    await card.locator('.form-error', { hasText: 'did not answer' }).waitFor({ timeout: 20_000 });
    expect(await card.locator('input[name="fullName"]').inputValue()).not.toBe('');
    await card.locator('button[data-submit]').click();
    await card.locator('article[data-state="found"]').waitFor({ timeout: 15_000 });
    expect(operationsSent(stack.api, 'upsertCustomer')).toHaveLength(2);
    expect(await customersWith(stack.api, email)).toBe(1);
    await page.close();
  });
});

describe('open a thread for a found customer', () => {
  it("prefills her own conversation's subject, creates one thread, links to it and lists it under open threads", async () => {
    // Jane's thread in the demo's inbox (the first in Todo): she is its customer.
    const page = await stack.context.newPage();
    await page.goto(new URL('/threads/th_001?live=0', stack.demoUrl).toString());
    await page.getByTestId('thread-view-title').waitFor();
    const card = await cardFor(page, JANE, 'found');
    await card.locator('button[data-action="create-thread"]').click();
    const title = card.locator('input[name="title"]');
    await title.waitFor();
    const subject = await page.getByTestId('thread-view-title').innerText();
    expect(await title.inputValue()).toBe(subject);
    await card.locator('select[name="priority"]').selectOption('1');
    await card.locator('button[data-submit]').dblclick();
    const link = card.locator('a[data-new-thread]');
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^https://app\\.plain\\.com/workspace/[^/]+/thread/th_`));
    await card.locator('.threads', { hasText: subject }).waitFor({ timeout: 15_000 });
    expect(await axeViolations(card)).toEqual([]);
    const created = operationsSent(stack.api, 'createThread');
    expect(created).toHaveLength(1);
    expect(publishedErrors(created[0]!.json)).toEqual([]);
    await page.close();
  });

  it('a write whose answer is lost, retried after the worker stopped, makes one thread', async () => {
    const page = await openMail();
    const card = await cardFor(page, JANE, 'found');
    await card.locator('button[data-action="create-thread"]').click();
    // Noor's e-mail is open, and Jane's card came from another row: not her subject to prefill.
    await card.locator('input[name="title"]').waitFor();
    expect(await card.locator('input[name="title"]').inputValue()).toBe('');
    await card.locator('input[name="title"]').fill('Refund for a lost answer');
    stack.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    await card.locator('button[data-submit]').click();
    await card.locator('.form-error', { hasText: 'did not answer' }).waitFor({ timeout: 20_000 });
    await stopServiceWorker(stack, page);
    await card.locator('button[data-submit]').click();
    await card.locator('a[data-new-thread]').waitFor({ timeout: 15_000 });
    expect(operationsSent(stack.api, 'createThread')).toHaveLength(1);
    expect(operationsSent(stack.api, 'threadByExternalId')).toHaveLength(1);
    await page.close();
  });
});

describe('what cannot write', () => {
  it("a hostile page imitating the extension's messages writes nothing", async () => {
    const IVY = 'ivy.stone@kestrel-labs.io';
    const page = await openServedPages(stack, {
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
    await waitUntil(async () => (await page.evaluate(() => (window as any).__sent as number)) > 20, 5_000);
    expect(await card.locator('form').count()).toBe(0);
    // The agent opens the form: it starts from what the page showed, not from the page's fakes.
    await card.locator('button[data-action="create-customer"]').click();
    await card.locator('input[name="fullName"]').waitFor();
    expect(await card.locator('input[name="fullName"]').inputValue()).toBe('Ivy Stone');
    expect(writesSent(stack.api)).toHaveLength(0);
    await page.close();
  });
});

describe('the popup and the options page', () => {
  it("the popup's looked-up address offers the same action", async () => {
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
    await configure(stack, 'plainApiKey_demo_no_thread_create');
    const options = await stack.context.newPage();
    await options.goto(`chrome-extension://${stack.extensionId}/src/ui/options/options.html`);
    await options.locator('[data-testid="actions"] li[data-action="create-customer"][data-access="allowed"]').waitFor();
    expect(await options.locator('[data-testid="actions"] li[data-action="create-thread"]').innerText()).toBe('Start threads: needs the permission thread:create');
    // A key lacking two permissions for one action: both are named, not just the first.
    await configure(stack, 'plainApiKey_demo_customers_only');
    const createCustomer = options.locator('[data-testid="actions"] li[data-action="create-customer"][data-access="forbidden"]');
    await createCustomer.waitFor();
    expect(await createCustomer.innerText()).toBe('Create customers: needs the permissions customer:create, customer:edit');
    await options.close();
  });
});
