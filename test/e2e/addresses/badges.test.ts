/**
 * Addresses beside badges: an address whose element sits right beside another inline
 * element, with no whitespace between them in the DOM, is found on its own. A chip kept apart by
 * CSS (margin, padding, border) is a word apart, an icon or a line break ends the run of text;
 * where nothing shows between them and the joined text holds no address (`ana@acme.io` +
 * `Todo`), the node boundary wins. Addresses split by markup are still read whole, a chip beside
 * them or not, and also where the highlight that splits them has a little padding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { hoverCard } from '../support/card';
import { configure, openServedPages, startStack, type Stack } from '../support/stack';
import { waitForHeld } from '../support/lines';
import { expectCardBeside, setUnderline, underlined, waitForUnderlined } from '../support/where';

const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2212%22 height=%2212%22/%3E';
const PAGE = `<!doctype html><html><head><title>Inbox</title>
<style>body{margin:0;padding:16px;font:15px/1.6 sans-serif} li{padding:4px 0}
.chip{padding:1px 6px;border-radius:9px;background:#eef;margin-left:6px}
.tag{margin-right:5px;font-weight:600} .ring{border:1px solid #999}
mark.pad{padding:0 1px;border-radius:2px} mark.wide{padding:0 4px}</style></head><body><ul>
<li id="r1"><span id="chip-after">jane.cooper@acme.io</span><span class="chip">Todo</span></li>
<li id="r2"><span id="plain-after">devon.lane@globex.com</span><span>Todo</span></li>
<li id="r3"><span class="tag">VIP</span><span id="tag-before">priya+support@initech.co.uk</span></li>
<li id="r4"><span>Owner</span><img src="${ICON}" alt="" width="12" height="12"><span id="icon-before">marcus.webb@studio.photography</span></li>
<li id="r5"><span id="br">Contact<br>liam.silva@proton.me</span></li>
<li id="r6"><span class="ring">Lead</span><span>liam.patel@acme.io</span></li>
<li id="r7"><span id="mark">ben.santos@<mark>yahoo</mark>.co.jp</span><span class="chip">Open</span></li>
<li id="r8"><span>ppetrov<wbr>@proton.me</span><span>Done</span></li>
<li id="r9"><span><span>mateo</span>@tyrell.ai</span><span class="chip">Pending</span></li>
<li id="r10"><span>ana@example.org</span><span>bo@example.org</span></li>
<li id="r11"><span>quinn.vasquez@wayne-enterprises.com</span> <span class="chip">Todo</span></li>
<li id="r12"><span id="padded-mark">olivia@<mark class="pad">hooli</mark>.xyz</span></li>
<li id="r13"><span class="tag">VIP</span><span id="tag-mark-chip">wei@<mark class="wide">globex</mark>.com</span><span class="chip">Todo</span></li>
<li id="r14"><span>kim.<mark class="pad">lee</mark>@example.org</span><span class="chip">New</span></li>
</ul></body></html>`;

/** Each address once, as a support agent reads the rows; not `VIPpriya+…`, `Ownermarcus.…`, `Contactliam.…`, `Leadliam.…`. */
const EXPECTED = [
  'ana@example.org',
  'ben.santos@yahoo.co.jp',
  'bo@example.org',
  'devon.lane@globex.com',
  'jane.cooper@acme.io',
  'kim.lee@example.org',
  'liam.patel@acme.io',
  'liam.silva@proton.me',
  'marcus.webb@studio.photography',
  'mateo@tyrell.ai',
  'olivia@hooli.xyz',
  'ppetrov@proton.me',
  'priya+support@initech.co.uk',
  'quinn.vasquez@wayne-enterprises.com', // with a space before its chip, as found ever
  'wei@globex.com',
];

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openServedPages(stack, { '/badges': PAGE });
  await waitForUnderlined(page, page, 'quinn.vasquez@wayne-enterprises.com');
});
afterAll(async () => stack?.shutdown());

describe('addresses beside badges', () => {
  it('finds every address beside a chip, a tag, an icon or a line break, and split ones whole', async () => {
    // Every batch painted: as many held as expected (any wrong or extra one fails the equality).
    await waitForHeld(page, (held) => held.length >= EXPECTED.length);
    expect(await underlined(page)).toEqual(EXPECTED);
  });

  it('hovering an address beside a chip opens its card beside the address, not the chip', async () => {
    const jane = await hoverCard(page, page.locator('#chip-after'), 'jane.cooper@acme.io', 'found');
    expect(await jane.locator('.name').innerText()).toBe('Jane Cooper');
    await expectCardBeside(page, page.locator('#chip-after'));
    await hoverCard(page, page.locator('#plain-after'), 'devon.lane@globex.com', 'found');
    await hoverCard(page, page.locator('#tag-before'), 'priya+support@initech.co.uk', 'found');
    await expectCardBeside(page, page.locator('#tag-before'));
  });

  it('the same at the pointer where no underline is drawn', async () => {
    await setUnderline(stack, page, false);
    const fresh = await openServedPages(stack, { '/badges-lazy': PAGE });
    await hoverCard(fresh, fresh.locator('#icon-before'), 'marcus.webb@studio.photography', 'found');
    await expectCardBeside(fresh, fresh.locator('#icon-before'));
    await hoverCard(fresh, fresh.locator('#plain-after'), 'devon.lane@globex.com', 'found');
    await setUnderline(stack, page, true);
    await fresh.close();
  });
});
