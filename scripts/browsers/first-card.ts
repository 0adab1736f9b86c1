/** Hovers the first customer e-mail on the demo page and screenshots the card that opens. */
import type { BrowserContext, Frame } from 'playwright-core';

export interface ShownCustomer {
  email: string;
  fullName: string;
  id: string;
  updated: string;
}

export async function showFirstCard(context: BrowserContext, demoUrl: string, screenshot: string): Promise<ShownCustomer> {
  const page = await context.newPage();
  await page.goto(new URL('/?live=0', demoUrl).toString());
  const email = page.getByTestId('customer-email').first();
  await email.waitFor();
  await email.hover();
  let frame: Frame | undefined;
  for (let i = 0; i < 200 && !frame; i += 1) {
    frame = page.frames().find((f) => f.url().includes('/src/ui/card/card.html'));
    if (!frame) await page.waitForTimeout(50);
  }
  if (!frame) throw new Error('no card frame');
  const card = frame.locator('article[data-state="found"]');
  await card.waitFor({ timeout: 15_000 });
  const box = await (await frame.frameElement()).boundingBox();
  const anchor = await email.boundingBox();
  if (box && anchor) {
    const x = Math.max(Math.min(box.x, anchor.x) - 16, 0);
    const y = Math.max(Math.min(box.y, anchor.y) - 16, 0);
    await page.screenshot({
      path: screenshot,
      clip: { x, y, width: Math.max(box.x + box.width, anchor.x + anchor.width) - x + 16, height: box.y + box.height - y + 16 },
    });
  } else {
    await page.screenshot({ path: screenshot });
  }
  return {
    email: (await email.innerText()).trim(),
    fullName: (await card.locator('.name').innerText()).trim(),
    id: (await card.locator('.id').innerText()).trim(),
    // The basic card's time comes first; the customer's story below it has times of its own.
    updated: (await card.locator('time').first().getAttribute('datetime')) ?? '',
  };
}
