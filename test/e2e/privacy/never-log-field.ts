/**
 * The options page's "Never log" section, driven as an agent would: typing in its field with real
 * keys, pressing Enter, clicking Remove; and what the page shows and storage holds.
 */
import type { Driver, Tab } from '../driver/driver';

/** The domains the section lists, in order. */
export const listed = (options: Tab) =>
  options.evaluate(() => [...document.querySelectorAll('[data-testid="never-log-list"] code')].map((c) => c.textContent));

/** Its field's text, its status line and its alert (empty when none). */
export const fieldState = (options: Tab) =>
  options.evaluate(() => ({
    value: (document.getElementById('never-log-new') as HTMLInputElement).value,
    notice: document.querySelector('[data-testid="never-log-notice"]')?.textContent ?? '',
    alert: document.getElementById('never-log-error')?.textContent ?? '',
  }));

async function clickOn(tab: Tab, selector: string): Promise<void> {
  const point = await tab.evaluate((s) => {
    const element = document.querySelector(s)!;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
  await tab.mouse.click(point.x, point.y);
}

/** Types `text` into the field, key by key, and presses Enter. */
export async function addDomain(options: Tab, text: string): Promise<void> {
  await clickOn(options, '#never-log-new');
  await options.keyboard.press('Control+a');
  await options.keyboard.press('Backspace');
  for (const key of text) await options.keyboard.press(key);
  await options.keyboard.press('Enter');
}

export async function removeDomain(options: Tab, domain: string): Promise<void> {
  await clickOn(options, `button[aria-label="Remove ${domain}"]`);
}

/** The agent's own list as `storage.local` holds it. */
export const storedList = (driver: Driver) =>
  driver.inExtension(async () => {
    const api = (globalThis as any).browser ?? (globalThis as any).chrome;
    return ((await api.storage.local.get('neverLogDomains')) as { neverLogDomains?: string[] }).neverLogDomains ?? null;
  });
