/**
 * The side panel as Firefox's sidebar, in real Firefox ESR: opened by the popup's
 * "Open side panel" within real input (Firefox's sidebarAction.open needs it; see realPopup), it
 * shows the customer of the tab in front, follows a second tab and comes back, and shows a thread
 * page's customer without a hover. WebDriver BiDi does not list the sidebar, so its text is read
 * from the options page, another page of the extension, through `extension.getViews`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { configureThroughOptions, hoverCard, openDemo, realPopup, startFirefoxStack, waitUntil, type FirefoxStack } from './support';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.openPopupWithoutUserGesture.enabled': true } });
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

const sidebarText = () =>
  stack.options.evaluate(() => {
    const [sidebar] = (globalThis as any).browser.extension.getViews({ type: 'sidebar' }) as Window[];
    return sidebar ? sidebar.document.body.innerText.replace(/\s+/g, ' ') : null;
  });
const storyLoaded = () =>
  stack.options.evaluate(() => {
    const [sidebar] = (globalThis as any).browser.extension.getViews({ type: 'sidebar' }) as Window[];
    const doc = sidebar?.document;
    // Every section in, and no customer card Plain still reports loading (those are asked again until loaded).
    return !!doc?.querySelector('article.customer .context') && !doc.querySelector('article.customer [data-status="loading"], article.customer [data-card-state="loading"]');
  });

async function sidebarSays(text: string): Promise<void> {
  await waitUntil(async () => (await sidebarText())?.includes(text) ?? false, 10_000, `the sidebar saying "${text}"`).catch(async (error) => {
    throw new Error(`${String(error)}; it says: ${await sidebarText()}`);
  });
}

describe('the side panel in Firefox', () => {
  it('opens from the popup as the sidebar, follows the tab in front, and shows an open thread\'s customer', async () => {
    const [jane, , , other] = stack.api.seed.customers;
    const first = await openDemo(stack);
    expect((await hoverCard(stack, first, jane!.email)).state).toBe('found');
    await first.mouse.move(1, 1);

    const popup = realPopup(stack);
    await popup.openOn(first, 'Open side panel');
    expect(await popup.text()).toContain('View › Sidebar › Customer Lens'); // what to do by hand in Firefox
    await popup.click('Open side panel');
    await sidebarSays(jane!.fullName);
    await sidebarSays('7 open');
    await waitUntil(storyLoaded, 10_000, "Jane's story in the sidebar"); // a customer card still loading is asked again

    const second = await openDemo(stack);
    await second.bringToFront();
    await sidebarSays('No customer on this tab yet');
    expect((await hoverCard(stack, second, other!.email)).state).toBe('found');
    await sidebarSays(other!.fullName);
    // Their story's three requests all in (the panel shows every section), before counting.
    await waitUntil(storyLoaded, 10_000, "the second customer's story in the sidebar");
    const before = stack.api.requests.length;
    await first.bringToFront();
    await sidebarSays(jane!.fullName);
    const asked = stack.api.requests.slice(before).map((r) => (r.json as { operationName?: string } | undefined)?.operationName);
    expect(asked, 'the tab switches come from the cache').toEqual([]);

    // A thread page opened in the tab in front: its customer, without a hover.
    await second.close();
    await first.bringToFront();
    const thread = stack.api.seed.customers[6]!;
    await first.goto(`${stack.demoUrl}/threads/${encodeURIComponent(await threadIdOf(thread.email))}`);
    await sidebarSays(thread.fullName);
  });
});

/** The demo thread of a customer (the demo serves its threads as JSON). */
async function threadIdOf(email: string): Promise<string> {
  const { threads } = (await (await fetch(`${stack.demoUrl}/threads.json`)).json()) as { threads: Array<{ id: string; customer: { email: string } }> };
  const found = threads.find((t) => t.customer.email === email);
  if (!found) throw new Error(`no demo thread for ${email}`);
  return found.id;
}
