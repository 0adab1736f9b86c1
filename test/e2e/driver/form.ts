/** Filling a form in a tab as an agent does, in any browser (driver.ts): a paste, a button pressed. */
import type { Tab } from './driver';

/** Puts text into the field `#id` in place of what it held, through the browser's own editing, as a paste does. */
export async function paste(page: Tab, id: string, text: string): Promise<void> {
  await page.evaluate(
    ({ i, t }) => {
      const field = document.getElementById(i) as HTMLInputElement;
      field.focus();
      field.select();
      document.execCommand(t ? 'insertText' : 'delete', false, t);
    },
    { i: id, t: text },
  );
}

/** A real click on the button whose text is exactly `name`. */
export async function press(page: Tab, name: string): Promise<void> {
  const point = await page.evaluate((n) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === n);
    if (!button) return null;
    button.scrollIntoView({ block: 'nearest' });
    const r = button.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, name);
  if (!point) throw new Error(`no button "${name}" on the page`);
  await page.mouse.click(point.x, point.y);
}
