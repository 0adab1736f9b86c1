/**
 * Two Plain workspaces at once, each on a local API of its own (different keys, different ids for
 * the same person): one hover shows each workspace that knows the customer, named, with its own
 * id and their story there; one that does not is listed in a line; one that is down says so in its own section only;
 * each API is sent only its own key; the popup's search lists each workspace's results under its
 * name, and a company found in the second lists its customers from there; a note added and an
 * e-mail logged in a section go to its workspace only; the first's label and colour, set on the
 * options page, name and edge its section; and the settings of one workspace stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../api/server';
import { threadUrl } from '../../../src/shared/customer-context';
import { waitUntil } from '../../support/wait-until';
import { SECOND_KEY, SECOND_NAME, secondId, secondWorkspaceSeed } from '../../support/second-workspace';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, waitForCard, waitForCardOf } from '../driver/card';
import type { CardView, Driver, Tab } from '../driver/driver';
import { settledCardBox } from '../driver/placement';
import { emailCell, pointAt } from '../driver/target';
import { operationsSent } from '../support/act';
import { GMAIL_SENDER, GMAIL_SUBJECT, gmailPage } from '../support/gmail-page';

const SECOND_ID = 'wsecond01';

/** Each section of the card: its workspace, its name, the state it shows and the customer id in it. */
const sections = (card: CardView) =>
  card.evaluate(() =>
    [...document.querySelectorAll('section.workspace')].map((s) => ({
      workspace: s.getAttribute('data-workspace'),
      name: s.querySelector('.workspace-name')?.textContent ?? null,
      state: s.querySelector('article.customer')?.getAttribute('data-state') ?? null,
      id: s.querySelector('code.id')?.textContent ?? null,
    })),
  );
/** The open threads listed in a section's story (null while it has no story): title and link. */
const storyThreads = (card: CardView, workspace: string) =>
  card.evaluate((id) => {
    const story = document.querySelector(`section.workspace[data-workspace="${id}"] .context`);
    return (
      story && [...story.querySelectorAll('li[data-thread] .title')].map((a) => ({ title: a.textContent, href: a.getAttribute('href') }))
    );
  }, workspace);
const notIn = (card: CardView) => card.evaluate(() => document.querySelector('[data-testid="not-in"]')?.textContent ?? null);

forEachBrowser('every workspace at once', (browser) => {
  let driver: Driver;
  let second: ApiServer;
  let page: Tab;
  const today = { cacheTtlMinutes: 12, supportSites: ['https://support.example.com/*'] };
  beforeAll(async () => {
    [driver, second] = await Promise.all([browser.start(), startApiServer({ dataFile: secondWorkspaceSeed() })]);
    await driver.configure(DEMO_API_KEY);
    await driver.inExtension((t) => (globalThis as any).chrome.storage.local.set(t), today);
    // The second workspace, as the background keeps it when the options page saves one.
    await driver.inExtension((w) => (globalThis as any).chrome.storage.local.set({ moreWorkspaces: [w] }), {
      id: SECOND_ID,
      apiKey: SECOND_KEY,
      baseUrl: second.url,
      label: null,
      colour: '#16a34a',
      on: true,
    });
    // Its name is read once for its key and kept: from then on it names the section.
    await waitUntil(
      () =>
        driver.inExtension(
          async (k) => (await (globalThis as any).chrome.storage.local.get(k))[k]?.kind === 'known',
          `workspace@${SECOND_ID}`,
        ),
      20_000,
      "the second workspace's name read",
    );
    page = await driver.openDemo();
  });
  afterAll(async () => Promise.all([driver?.shutdown(), second?.close()]));

  const hover = async (email: string, settled: (card: CardView) => Promise<boolean>) => {
    const card = await hoverCard(page, emailCell(email), email, 'found');
    await waitUntil(() => settled(card), 20_000, `the sections for ${email}`).catch(async (e: Error) => {
      throw new Error(`${e.message}: ${JSON.stringify(await sections(card))}`, { cause: e });
    });
    return card;
  };

  it('a customer both know: a section each, named, each with its own id; each API got only its own key', async () => {
    const jane = driver.api.seed.customers[0]!;
    const card = await hover(jane.email, async (c) => (await sections(c))[1]?.state === 'found');
    expect(await sections(card)).toEqual([
      { workspace: 'first', name: driver.api.seed.workspace.name, state: 'found', id: jane.id },
      { workspace: SECOND_ID, name: SECOND_NAME, state: 'found', id: secondId(jane.id) },
    ]);
    expect(await notIn(card)).toBeNull();
    // Her story in the second workspace, in its section: its threads, each linked into that workspace.
    await waitUntil(async () => ((await storyThreads(card, SECOND_ID))?.length ?? 0) > 0, 20_000, "the second section's story");
    const open = second.seed.threadsOf(secondId(jane.id)).filter((t) => t.status === 'TODO' || t.status === 'SNOOZED');
    const listed = (await storyThreads(card, SECOND_ID))!;
    expect(listed.length).toBeGreaterThan(0);
    for (const { title, href } of listed) {
      const thread = open.find((t) => t.title === title);
      expect(thread, title ?? '').toBeDefined();
      expect(href).toBe(threadUrl(second.seed.workspace.id, thread!.id));
    }
    const keys = (api: ApiServer) => new Set(api.requests.map((r) => r.headers.authorization));
    expect(keys(driver.api)).toEqual(new Set([`Bearer ${DEMO_API_KEY}`]));
    expect(keys(second)).toEqual(new Set([`Bearer ${SECOND_KEY}`]));
    const lookups = (api: ApiServer) => operationsSent(api, 'customerByEmail');
    expect([lookups(driver.api).length, lookups(second).length]).toEqual([1, 1]);
  });

  it('a customer one knows: its section, and "Not in …" for the other', async () => {
    const devon = driver.api.seed.customers[1]!;
    const card = await hover(devon.email, async (c) => (await notIn(c)) !== null);
    expect(await sections(card)).toEqual([{ workspace: 'first', name: driver.api.seed.workspace.name, state: 'found', id: devon.id }]);
    expect(await notIn(card)).toBe(`Not in ${SECOND_NAME}`);
  });

  it("the popup says which workspaces are on, and a typed address gets each workspace's section", async () => {
    const jane = driver.api.seed.customers[0]!;
    const tab = await driver.openExtensionPage('src/ui/popup/popup.html');
    await waitUntil(() => tab.evaluate(() => document.activeElement?.id === 'lookup-email'), 10_000, 'the box focused');
    const header = () => tab.evaluate(() => document.querySelector('header')?.textContent ?? '');
    await waitUntil(async () => (await header()).includes(`Also looked up in ${SECOND_NAME}`), 10_000, 'the other workspace named');
    for (const ch of jane.email) await tab.keyboard.press(ch);
    await tab.keyboard.press('Enter');
    const shown = () =>
      tab.evaluate(() =>
        [...document.querySelectorAll('section.workspace')].map((s) => [
          s.querySelector('.workspace-name')?.textContent,
          s.querySelector('code.id')?.textContent,
        ]),
      );
    await waitUntil(
      async () => (await shown()).length === 2 && (await shown()).every(([, id]) => id),
      15_000,
      'both sections in the popup',
    );
    expect(await shown()).toEqual([
      [driver.api.seed.workspace.name, jane.id],
      [SECOND_NAME, secondId(jane.id)],
    ]);
    // The second section's Add note, from the popup: one note at its API, with its key and its id of her.
    const inSecond = (selector: string) => `section.workspace[data-workspace="${SECOND_ID}"] ${selector}`;
    // A button pressed from the keyboard, as an agent may: a trusted click, wherever the button is.
    const press = async (selector: string) => {
      if (
        !(await tab.evaluate((sel) => (document.querySelector<HTMLElement>(sel)?.focus(), document.activeElement?.matches(sel)), selector))
      )
        throw new Error(`nothing to focus at ${selector}`);
      await tab.keyboard.press('Enter');
    };
    const notes = (api: ApiServer) => operationsSent(api, 'createNote');
    const [firstNotes, secondNotes] = [notes(driver.api).length, notes(second).length];
    // Both stories in first: one arriving later would move the buttons between finding one and clicking it.
    await waitUntil(
      () =>
        tab.evaluate(
          () =>
            document.querySelectorAll('section.workspace .context[data-drawn="all"]').length === 2 &&
            document.querySelector('[data-status="loading"]') === null,
        ),
      15_000,
      "both sections' stories",
    );
    await press(inSecond('button[data-action="create-note"]'));
    await waitUntil(
      () => tab.evaluate((sel) => document.querySelector(sel) !== null, inSecond('textarea[name="text"]')),
      10_000,
      'the note form',
    );
    const text = 'Asked about the Globex renewal';
    await tab.evaluate(
      ({ sel, t }) => {
        (document.querySelector(sel) as HTMLTextAreaElement).focus();
        document.execCommand('insertText', false, t);
      },
      { sel: inSecond('textarea[name="text"]'), t: text },
    );
    await press(inSecond('button[data-submit]'));
    await waitUntil(
      () => tab.evaluate((sel) => document.querySelector(sel) !== null, inSecond('[data-note-added]')),
      15_000,
      'the note added',
    ).catch(async (e: Error) => {
      const now = await tab.evaluate((sel) => document.querySelector(sel)?.textContent, `section.workspace[data-workspace="${SECOND_ID}"]`);
      throw new Error(`${e.message}: the section shows ${now}`, { cause: e });
    });
    expect(
      notes(second)
        .slice(secondNotes)
        .map((r) => [r.headers.authorization, (r.json as { variables: unknown }).variables]),
    ).toEqual([[`Bearer ${SECOND_KEY}`, { input: { customerId: secondId(jane.id), text } }]]);
    expect(notes(driver.api)).toHaveLength(firstNotes);
    await tab.close();
  });

  it("the popup's search: each workspace's results under its name and colour, each key at its own API; a company opens in its workspace", async () => {
    driver.api.resetRequests();
    second.resetRequests();
    const tab = await driver.openExtensionPage('src/ui/popup/popup.html');
    await waitUntil(() => tab.evaluate(() => document.activeElement?.id === 'lookup-email'), 10_000, 'the box focused');
    // Closed however it ends: a tab left in front would take the keys of the tests after.
    try {
      /** Each workspace's results now: its name, its edge, the names of each kind listed; null while the list is busy. */
      const listed = () =>
        tab.evaluate(() =>
          document.getElementById('search-results')?.getAttribute('aria-busy') !== 'false'
            ? null
            : [...document.querySelectorAll<HTMLElement>('#search-results section.search-workspace')].map((s) => ({
                workspace: s.getAttribute('data-workspace'),
                name: s.querySelector('.workspace-name')?.textContent ?? null,
                edge: s.style.borderInlineStartColor,
                customers: [...s.querySelectorAll('[data-hit="customer"] .hit-name')].map((e) => e.textContent),
                companies: [...s.querySelectorAll('[data-hit="company"] .hit-name')].map((e) => e.textContent),
              })),
        );
      for (const ch of 'jane') await tab.keyboard.press(ch);
      await waitUntil(async () => ((await listed())?.[1]?.customers.length ?? 0) > 0, 15_000, "both workspaces' results");
      const jane = await listed();
      expect(jane!.map(({ workspace, name, edge }) => ({ workspace, name, edge }))).toEqual([
        { workspace: 'first', name: driver.api.seed.workspace.name, edge: '' },
        { workspace: SECOND_ID, name: SECOND_NAME, edge: 'rgb(22, 163, 74)' },
      ]);
      for (const at of jane!) expect(at.customers).toContain('Jane Cooper');
      const keys = (api: ApiServer) => new Set(api.requests.map((r) => r.headers.authorization));
      expect(keys(driver.api)).toEqual(new Set([`Bearer ${DEMO_API_KEY}`]));
      expect(keys(second)).toEqual(new Set([`Bearer ${SECOND_KEY}`]));

      // A company found in the second workspace: its customers are asked there, and listed under its name.
      await tab.keyboard.press('Escape');
      for (const ch of 'kestrel') await tab.keyboard.press(ch);
      await waitUntil(async () => !!(await listed())?.[1]?.companies.includes('Kestrel Labs'), 15_000, 'Kestrel Labs in the second');
      const index = await tab.evaluate((id) => {
        const all = [...document.querySelectorAll('#search-results [data-hit]')];
        const kestrelThere = (h: Element) =>
          h.closest(`[data-workspace="${id}"]`) && h.querySelector('.hit-name')?.textContent === 'Kestrel Labs';
        return all.findIndex((h) => h.getAttribute('data-hit') === 'company' && kestrelThere(h));
      }, SECOND_ID);
      expect(index).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i++) await tab.keyboard.press('ArrowDown');
      driver.api.resetRequests();
      second.resetRequests();
      await tab.keyboard.press('Enter');
      const kestrel = second.seed.companies.find((c) => c.name === 'Kestrel Labs')!;
      const people = second.seed.customers.filter((c) => c.companyId === kestrel.id).map((c) => c.fullName);
      expect(people.length).toBeGreaterThan(0);
      await waitUntil(
        async () =>
          (await listed())?.[0]?.customers.length === people.length &&
          (await tab.evaluate(() => !!document.querySelector('.search-company'))),
        15_000,
        "Kestrel Labs' customers in the second workspace",
      );
      expect(await listed()).toMatchObject([{ workspace: SECOND_ID, name: SECOND_NAME }]);
      expect((await listed())![0]!.customers.sort()).toEqual(people.sort());
      const asked = (api: ApiServer) => api.requests.map((r) => (r.json as { operationName?: string })?.operationName);
      expect(asked(second)).toEqual(['companyCustomers']);
      expect(asked(driver.api)).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it("Add note in the second workspace's section: one note, at its API, with its key and its id of her; none at the first's", async () => {
    const jane = driver.api.seed.customers[0]!;
    const card = await hover(jane.email, async (c) => (await sections(c))[1]?.state === 'found');
    const inSecond = (selector: string) => `section.workspace[data-workspace="${SECOND_ID}"] ${selector}`;
    // No message is open on this page: each section asked its own workspace, and neither offers Log.
    await waitUntil(
      () => card.evaluate(() => document.querySelectorAll('section.workspace [data-log-offer="none"]').length === 2),
      10_000,
      "both sections' Log answered",
    );
    await card.click(inSecond('button[data-action="create-note"]'));
    await waitUntil(
      () => card.evaluate((s) => document.querySelector(s) !== null, inSecond('textarea[name="text"]')),
      10_000,
      'the note form',
    );
    const text = 'Called back about the Globex invoice';
    await card.fill(inSecond('textarea[name="text"]'), text);
    await card.click(inSecond('button[data-submit]'));
    await waitUntil(
      () => card.evaluate((s) => document.querySelector(s) !== null, inSecond('[data-note-added]')),
      15_000,
      'the note added',
    );
    const notes = (api: ApiServer) => operationsSent(api, 'createNote');
    expect(notes(second).map((r) => [r.headers.authorization, (r.json as { variables: unknown }).variables])).toEqual([
      [`Bearer ${SECOND_KEY}`, { input: { customerId: secondId(jane.id), text } }],
    ]);
    expect(notes(driver.api)).toEqual([]);
    // The first workspace's section offers its own actions still, and writes nothing.
    expect(await card.evaluate(() => document.querySelector('section[data-workspace="first"] [data-note-added]'))).toBeNull();
    // The card held since the form opened: Esc in it (it has the focus) closes it for the next hover.
    await page.keyboard.press('Escape');
    await waitUntil(async () => !(await page.isCardShown()), 5_000, 'the card closed');
  });

  it("Log to Plain in the second workspace's section: one event, at its API, with its key and its id of her; the first's is still to log", async () => {
    const jane = driver.api.seed.customers[0]!;
    expect(jane.email).toBe(GMAIL_SENDER);
    const mail = await driver.openServedPages({ '/mail/globex': gmailPage('#msg-f:1786000000000000001', 'Charged twice, again.') });
    await pointAt(mail, jane.email);
    const card = await waitForCard(mail);
    await waitForCardOf(card, jane.email, 'found');
    await waitUntil(async () => (await sections(card))[1]?.state === 'found', 20_000, 'her section in the second workspace');
    await settledCardBox(mail, card);
    const inSection = (id: string, selector: string) => `section.workspace[data-workspace="${id}"] ${selector}`;
    const has = (selector: string) => card.evaluate((s) => document.querySelector(s) !== null, selector);
    // Offered in each workspace: the message is hers, and neither workspace's own.
    await waitUntil(
      async () =>
        (await has(inSection('first', 'button[data-action="log-email"]'))) && has(inSection(SECOND_ID, 'button[data-action="log-email"]')),
      15_000,
      'Log to Plain in both sections',
    );
    await card.click(inSection(SECOND_ID, 'button[data-action="log-email"]'));
    await waitUntil(() => has(inSection(SECOND_ID, '[data-log-preview]')), 10_000, "the second section's preview");
    await card.click(inSection(SECOND_ID, 'button[data-confirm]'));
    await waitUntil(() => has(inSection(SECOND_ID, '[data-logged="you"]')), 15_000, 'logged in the second workspace');

    const events = (api: ApiServer) => operationsSent(api, 'createCustomerEvent');
    type Input = { customerIdentifier: { customerId: string }; title: string };
    expect(events(second).map((r) => [r.headers.authorization, (r.json as { variables: { input: Input } }).variables.input])).toEqual([
      [
        `Bearer ${SECOND_KEY}`,
        expect.objectContaining({ customerIdentifier: { customerId: secondId(jane.id) }, title: `E-mail: ${GMAIL_SUBJECT}` }),
      ],
    ]);
    expect(events(driver.api)).toEqual([]);
    // The first workspace's section still offers it: logged in one workspace is not logged in another.
    expect(await has(inSection('first', 'button[data-action="log-email"]'))).toBe(true);
    expect(await has(inSection('first', '[data-logged]'))).toBe(false);
    await mail.keyboard.press('Escape');
    await mail.close();
  });

  it('Create customer asks which workspace: the one chosen gets the customer, and comes first the next time', async () => {
    const [noor, lena] = ['noor.haddad@kestrel-labs.io', 'lena.fischer@northwind-trade.com']; // in neither workspace
    const mail = await driver.openPage(`${driver.demoUrl}/mail`);
    await waitUntil(() => mail.evaluate(() => document.querySelector('[data-testid="mail-from"]') !== null), 15_000, 'the mail view');
    /** The card of an address neither knows, once both have said so, where it stays; its Create customer form open. */
    const createFor = async (email: string, text: string) => {
      await pointAt(mail, text);
      const card = await waitForCard(mail);
      await waitForCardOf(card, email, 'not-found');
      await waitUntil(async () => (await notIn(card)) !== null, 20_000, `"Not in" for ${email}`);
      await settledCardBox(mail, card);
      await card.click('button[data-action="create-customer"]');
      await waitUntil(() => card.evaluate(() => document.querySelector('input[name="fullName"]') !== null), 10_000, 'the form');
      return card;
    };
    const choices = (card: CardView) =>
      card.evaluate(() => ({
        // The label the select is tied to (by its own id), not a label found beside it.
        label: document.querySelector<HTMLSelectElement>('select[name="workspace"]')?.labels?.[0]?.textContent ?? null,
        options: [...document.querySelectorAll<HTMLOptionElement>('select[name="workspace"] option')].map((o) => [o.value, o.textContent]),
        chosen: document.querySelector<HTMLSelectElement>('select[name="workspace"]')?.value ?? null,
      }));
    const upserts = (api: ApiServer) => operationsSent(api, 'upsertCustomer');

    const card = await createFor(noor, noor);
    const first = driver.api.seed.workspace.name;
    expect(await choices(card)).toEqual({
      label: 'Create in',
      options: [
        ['', first],
        [SECOND_ID, SECOND_NAME],
      ],
      chosen: '',
    });
    await card.select('select[name="workspace"]', SECOND_ID);
    // What the form holds goes along to the chosen workspace's draft.
    await waitUntil(async () => (await choices(card)).chosen === SECOND_ID, 5_000, 'the second workspace chosen');
    expect(await card.evaluate(() => document.querySelector<HTMLInputElement>('input[name="fullName"]')?.value)).toBe('Noor Haddad');
    await card.click('button[data-submit]');
    await waitUntil(async () => (await sections(card))[1]?.state === 'found', 15_000, 'her section in the second workspace');
    expect(upserts(second).map((r) => r.headers.authorization)).toEqual([`Bearer ${SECOND_KEY}`]);
    expect(upserts(second)[0]!.body).toContain(noor);
    expect(upserts(driver.api)).toEqual([]);
    await mail.keyboard.press('Escape');
    await waitUntil(async () => !(await mail.isCardShown()), 5_000, 'the card closed');

    const next = await createFor(lena, 'Lena Fischer');
    expect(await choices(next)).toMatchObject({
      options: [
        [SECOND_ID, SECOND_NAME],
        ['', first],
      ],
      chosen: SECOND_ID,
    });
    await mail.keyboard.press('Escape');
    await mail.close();
  });

  it('the first switched off on the options page: it is asked nothing, one line says so, and the other shows the customer', async () => {
    const options = await driver.openOptions();
    const kept = () =>
      driver.inExtension(async () => (await (globalThis as any).chrome.storage.local.get('firstWorkspace')).firstWorkspace);
    /** The first workspace's switch, clicked as the agent would, and saved (Enter in its form). */
    const flip = async (on: boolean) => {
      await waitUntil(() => options.evaluate(() => document.getElementById('first-on') !== null), 10_000, "the first workspace's switch");
      const box = await options.evaluate(() => {
        const box = document.getElementById('first-on')!;
        box.scrollIntoView({ block: 'center' });
        const r = box.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      await options.mouse.click(box.x, box.y);
      await options.evaluate(() => document.getElementById('first-label')!.focus());
      await options.keyboard.press('Enter');
      await waitUntil(async () => (await kept())?.on === on, 10_000, `the first workspace saved ${on ? 'on' : 'off'}`);
    };
    await flip(false);
    await page.bringToFront();
    driver.api.resetRequests();
    second.resetRequests();
    const known = driver.api.seed.customers[4]!; // in both workspaces, and not looked up before here
    const card = await hoverCard(page, emailCell(known.email), known.email);
    await waitUntil(async () => (await sections(card))[0]?.state === 'found', 20_000, 'the second section').catch(async (e: Error) => {
      throw new Error(`${e.message}: the card shows ${await card.evaluate(() => document.querySelector('main')?.textContent)}`, {
        cause: e,
      });
    });
    expect(await sections(card)).toEqual([{ workspace: SECOND_ID, name: SECOND_NAME, state: 'found', id: secondId(known.id) }]);
    expect(await card.evaluate(() => document.querySelector('[data-testid="switched-off"]')?.textContent)).toBe(
      `Switched off: ${driver.api.seed.workspace.name}`,
    );
    expect(driver.api.requests.map((r) => (r.json as { operationName?: string })?.operationName)).toEqual([]);
    // Someone only the first knows: "Not in" the second, and Create customer there, where they are not.
    await page.mouse.move(1, 1);
    const devon = driver.api.seed.customers[1]!;
    const onlyFirst = await hoverCard(page, emailCell(devon.email), devon.email, 'not-found');
    const create = 'button[data-action="create-customer"]';
    await waitUntil(async () => (await notIn(onlyFirst)) !== null, 20_000, '"Not in" the second');
    expect(await notIn(onlyFirst)).toBe(`Not in ${SECOND_NAME}`);
    await settledCardBox(page, onlyFirst);
    await onlyFirst.click(create);
    await waitUntil(() => onlyFirst.evaluate(() => document.querySelector('input[name="fullName"]') !== null), 10_000, 'the form');
    // One workspace may get them: no choice to make.
    expect(await onlyFirst.evaluate(() => document.querySelector('select[name="workspace"]'))).toBeNull();
    await onlyFirst.fill('input[name="fullName"]', devon.fullName);
    await onlyFirst.click('button[data-submit]');
    await waitUntil(async () => (await sections(onlyFirst))[0]?.state === 'found', 15_000, 'their section in the second workspace');
    const upserts = (api: ApiServer) => operationsSent(api, 'upsertCustomer');
    expect(upserts(second).map((r) => r.headers.authorization)).toEqual([`Bearer ${SECOND_KEY}`]);
    expect(upserts(driver.api)).toEqual([]);
    await page.keyboard.press('Escape');
    // On again, it is looked up as before.
    await flip(true);
    await options.close();
    await page.bringToFront();
    const again = await hover(known.email, async (c) => (await sections(c)).length === 2);
    expect((await sections(again))[0]).toMatchObject({ workspace: 'first', state: 'found', id: known.id });
  });

  it('one API down: the other shows the customer, and the down one says so in its own section', async () => {
    await second.close();
    const priya = driver.api.seed.customers[2]!;
    const card = await hover(priya.email, async (c) => (await sections(c))[1]?.state === 'unreachable');
    expect(await sections(card)).toEqual([
      { workspace: 'first', name: driver.api.seed.workspace.name, state: 'found', id: priya.id },
      { workspace: SECOND_ID, name: SECOND_NAME, state: 'unreachable', id: null },
    ]);
  });

  describe("the first workspace's settings", () => {
    it('its label and colour, set on the options page, name and edge its section on the card', async () => {
      const options = await driver.openOptions();
      const ready = () => options.evaluate(() => document.getElementById('first-label') !== null);
      await waitUntil(ready, 10_000, "the first workspace's label field");
      // Typed and picked as the agent would: the label, then the colour by its name's first letter (Amber).
      await options.evaluate(() => document.getElementById('first-label')!.focus());
      for (const ch of 'Northwind') await options.keyboard.press(ch);
      await options.evaluate(() => document.getElementById('first-colour')!.focus());
      await options.keyboard.press('a');
      await waitUntil(
        () => options.evaluate(() => (document.getElementById('first-colour') as HTMLSelectElement).value === '#d97706'),
        5_000,
        'amber picked',
      );
      await options.evaluate(() => document.getElementById('first-label')!.focus());
      await options.keyboard.press('Enter');
      const kept = () =>
        driver.inExtension(async () => (await (globalThis as any).chrome.storage.local.get('firstWorkspace')).firstWorkspace);
      await waitUntil(async () => (await kept())?.label === 'Northwind', 10_000, "the first workspace's label saved");
      expect(await kept()).toEqual({ label: 'Northwind', colour: '#d97706', on: true });
      await options.close();

      await page.bringToFront();
      const jane = driver.api.seed.customers[0]!;
      const card = await hover(jane.email, async (c) => (await sections(c))[0]?.name === 'Northwind');
      expect((await sections(card))[0]).toEqual({ workspace: 'first', name: 'Northwind', state: 'found', id: jane.id });
      const edge = await card.evaluate(
        () => (document.querySelector('section.workspace[data-workspace="first"]') as HTMLElement).style.borderInlineStartColor,
      );
      expect(edge).toBe('rgb(217, 119, 6)');
    });

    it('keep their key, base URL, sites and cache time beside another workspace', async () => {
      const kept = await driver.inExtension(() =>
        (globalThis as any).chrome.storage.local.get(['apiKey', 'baseUrl', 'cacheTtlMinutes', 'supportSites']),
      );
      expect(kept).toEqual({ apiKey: DEMO_API_KEY, baseUrl: driver.api.url, ...today });
    });
  });
});
