/**
 * The underline drawn in the extension's own layer, seen in Firefox's screenshots (the Chromium
 * version is underline-lines.test.ts): under an address there is the underline's ink, under plain
 * text none; after load, after scrolling a screen and more, after the app adds a row, at 150 %
 * zoom; under a label pressed against an address, none. The test page replaces the demo page's body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { decodePng, underlineInk } from '../support/pixels';
import { LABEL_ROW_EMAILS, LABEL_ROWS, LABEL_ROWS_HTML } from '../support/pressed-labels';
import { heldIn, underlinesIn, waitForHeldIn } from './lines';
import { configureThroughOptions, openDemo, startFirefoxStack, waitUntil, type FirefoxStack } from './support';

const BODY = `<p><span id="first">ana.north@acme.io</span></p>
<p><span id="plain">Assigned to the billing team</span></p>
<p style="text-align:center"><span id="centred">eve.centre@acme.io</span></p>
<div style="height:1100px"></div>
<p><span id="below">bea.south@globex.com</span></p>
<div style="height:2600px"></div>
<p><span id="far">cai.west@initech.co.uk</span></p>
<div style="height:900px"></div>`;

let stack: FirefoxStack;
let page: Page;
beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
  page = await openDemo(stack);
  await page.evaluate((html) => {
    document.documentElement.setAttribute('style', 'overflow:auto;height:auto');
    document.body.setAttribute('style', 'margin:0;padding:20px;font:16px/1.5 sans-serif;color:#111;background:#fff;overflow:visible;height:auto');
    document.body.innerHTML = html;
  }, BODY);
  await page.bringToFront();
  await waitForHeldIn(stack.options, page, (held) => held.includes('ana.north@acme.io'));
});
afterAll(async () => stack?.shutdown());

/** The underline's ink in the element's box (the line lies in its lowest 2 px). */
async function inkIn(selector: string): Promise<{ ink: number; width: number }> {
  const element = (await page.$(selector))!;
  const box = (await element.boundingBox())!;
  const image = decodePng(Buffer.from(await element.screenshot({ encoding: 'base64' }), 'base64'));
  return { ink: underlineInk(image), width: box.width };
}

/** The underline's ink in the strip under an element's text (its lowest 5 px and 2 below), less `trimRight` px on the right. */
async function inkUnder(selector: string, trimRight = 0): Promise<number> {
  const box = (await (await page.$(selector))!.boundingBox())!;
  const clip = { x: box.x, y: box.y + box.height - 5, width: box.width - trimRight, height: 7 };
  return underlineInk(decodePng(Buffer.from(await page.screenshot({ clip, encoding: 'base64' }), 'base64')));
}

async function expectUnderlined(selector: string, email: string): Promise<void> {
  await waitUntil(async () => ((await underlinesIn(stack.options, page, true)) ?? []).includes(email), 10_000, `${email}'s line drawn`);
  const under = async () => {
    const { ink, width } = await inkIn(selector);
    return ink > width / 6;
  };
  await waitUntil(under, 5_000, `the underline's ink under ${email}`).catch(() => undefined);
  const { ink, width } = await inkIn(selector);
  expect(ink, `ink under ${email}`).toBeGreaterThan(width / 6);
}

describe('the underline in its own layer, in Firefox', () => {
  it('shows under an address after load, and under plain text nowhere', async () => {
    await expectUnderlined('#first', 'ana.north@acme.io');
    expect((await inkIn('#plain')).ink).toBe(0);
  });

  it('follows the page scrolled a screen, and three', async () => {
    await page.evaluate(() => window.scrollTo(0, document.getElementById('below')!.offsetTop - 300));
    await expectUnderlined('#below', 'bea.south@globex.com');
    await page.evaluate(() => window.scrollTo(0, document.getElementById('far')!.offsetTop - 300));
    await expectUnderlined('#far', 'cai.west@initech.co.uk');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('draws an address the app adds, and follows the text it pushed down', async () => {
    await page.evaluate(() => {
      const row = document.createElement('p');
      row.innerHTML = '<span id="added">dee.east@acme.io</span>';
      document.body.prepend(row);
    });
    await expectUnderlined('#added', 'dee.east@acme.io');
    await expectUnderlined('#first', 'ana.north@acme.io');
  });

  it('at 150 % zoom (the viewport a third smaller, 1.5 device pixels each), the lines follow the new layout', async () => {
    const before = (await (await page.$('#centred'))!.boundingBox())!;
    await page.setViewport({ width: 853, height: 533, deviceScaleFactor: 1.5 });
    try {
      await waitUntil(async () => ((await (await page.$('#centred'))!.boundingBox())!.x < before.x - 100), 5_000, 'the layout at 150 %');
      await expectUnderlined('#centred', 'eve.centre@acme.io');
      await expectUnderlined('#first', 'ana.north@acme.io');
    } finally {
      await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
    }
  });
});

describe('the line under an address a label is pressed against, in Firefox', () => {
  it("covers the address's characters and nothing of the label, in each such row", async () => {
    await page.evaluate((html) => (document.body.innerHTML = html), LABEL_ROWS_HTML);
    await waitForHeldIn(stack.options, page, (held) => held.length >= LABEL_ROW_EMAILS.length);
    expect(await heldIn(stack.options, page)).toEqual(LABEL_ROW_EMAILS);
    for (const row of LABEL_ROWS) {
      const { width } = (await (await page.$(row.address))!.boundingBox())!;
      await waitUntil(async () => (await inkUnder(row.address)) > width / 6, 10_000, `the line under ${row.email}`).catch(() => undefined);
      expect(await inkUnder(row.address), `ink under ${row.email}`).toBeGreaterThan(width / 6);
      // The label's last pixel column is left out: it may share a device pixel with the address's first.
      if (row.label) expect(await inkUnder(row.label, 1), `ink under the label before ${row.email}`).toBe(0);
    }
  });
});
