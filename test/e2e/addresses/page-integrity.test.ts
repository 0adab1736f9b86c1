/**
 * The content script never rewrites the app's DOM and skips places where the agent writes or
 * reads code. A page of its own (served on loopback, a support site in the local build) records
 * every DOM change from its first moment, so anything recorded is the extension's doing: in the
 * page, in an open shadow root in it, and in a same-origin frame it holds (where the content
 * script reaches in from the top document, adding nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { hoverCard, isCardVisible, restPastIntent } from '../support/card';
import { configure, openServedPages, startStack, type Stack } from '../support/stack';
import { underlined } from '../support/where';
import { waitForHeld } from '../support/lines';

const PAGE = `<!doctype html><html><head><title>Support</title>
<style>.row{display:flex;gap:12px;padding:8px}.row>span{display:block}</style></head><body>
<div class="row"><span>Jane Cooper</span><span id="jane">jane.cooper@<mark>acme</mark>.io</span></div>
<div class="row"><span>Devon Lane</span><a id="devon" href="mailto:devon.lane@globex.com">devon.lane<wbr>@globex.com</a></div>
<div class="row"><span id="priya"><span>priya+support</span>@initech.co.uk</span></div>
<div id="reply" contenteditable="true">cc: marcus.webb@studio.photography</div>
<textarea id="note">note to liam.silva@proton.me</textarea>
<pre><code id="code">curl -u admin@acme.io https://api</code></pre>
<p>Not addresses: image@2x.png, @mentions, https://user:pass@host.com, user@localhost</p>
<div class="row"><span>Ben Santos</span><div id="badge"><template shadowrootmode="open"><span id="ben">ben.santos@yahoo.co.jp</span></template></div></div>
<iframe id="thread" src="/static-support-frame" title="thread" style="width:600px;height:120px;border:0"></iframe>
</body></html>`;

const FRAME = `<!doctype html><html><head><title>Thread</title></head><body>
<p>From <span id="frame-jane">jane.cooper@acme.io</span></p>
<div contenteditable="true">cc: devon.lane@globex.com</div>
</body></html>`;

// A record is the parser's until DOMContentLoaded; records still queued then are taken at once,
// so the parser's last insertion is never mistaken for a change made after it.
const RECORDER = `
  window.__records = [];
  let parsed = false;
  const record = (list) => {
    for (const r of list) window.__records.push({
      type: r.type,
      target: r.target.nodeName,
      added: [...r.addedNodes].map((n) => n.nodeName),
      removed: [...r.removedNodes].map((n) => n.nodeName),
      attribute: r.attributeName,
      parsing: !parsed,
    });
  };
  window.__recorder = new MutationObserver(record);
  const all = { subtree: true, childList: true, attributes: true, characterData: true };
  window.__recorder.observe(document, all);
  // Shadow roots the parser attached (declarative), before any content script runs.
  document.addEventListener('DOMContentLoaded', () => {
    // The parser's last insertions may not have been delivered yet: they are still the parser's.
    record(window.__recorder.takeRecords());
    parsed = true;
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) window.__recorder.observe(el.shadowRoot, all);
  });
`;

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openServedPages(stack, { '/static-support-page': PAGE, '/static-support-frame': FRAME }, RECORDER);
  await waitForHeld(page, (held) => held.length >= 4);
  await waitForHeld(thread(), (held) => held.length >= 1);
});

const thread = (): Frame => page.frame({ url: /\/static-support-frame$/ })!;
afterAll(async () => stack?.shutdown());

describe('the page stays the app’s own', () => {
  it('underlines split addresses and nothing in editable, textarea or code, nor non-addresses', async () => {
    expect(await underlined(page)).toEqual(
      ['ben.santos@yahoo.co.jp', 'devon.lane@globex.com', 'jane.cooper@acme.io', 'priya+support@initech.co.uk'].sort(),
    );
    expect(await underlined(thread())).toEqual(['jane.cooper@acme.io']); // not the frame's editable cc
  });

  it('hovering an address in the reply box opens no card', async () => {
    await restPastIntent(page, page.locator('#reply'));
    expect(await isCardVisible(page)).toBe(false);
  });

  it('the only DOM change is its one host element, added to <html> of the top document', async () => {
    await hoverCard(page, page.locator('#jane'), 'jane.cooper@acme.io', 'found');
    await hoverCard(page, page.locator('#devon'), 'devon.lane@globex.com', 'found');
    await hoverCard(page, page.locator('#ben'), 'ben.santos@yahoo.co.jp', 'found'); // in the shadow root
    await hoverCard(page, page.frameLocator('#thread').locator('#frame-jane'), 'jane.cooper@acme.io', 'found');
    const records = await page.evaluate(() => (window as any).__records as Array<Record<string, unknown>>);
    const ours = records.filter((r) => r.type === 'childList' && (r.added as string[]).includes('CUSTOMER-LENS-CARD'));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.target).toBe('HTML');
    // The page has no script of its own: after the parser is done, every change is ours.
    const afterParse = records.filter((r) => !r.parsing && !ours.includes(r) && r.target !== 'CUSTOMER-LENS-CARD');
    expect(afterParse).toEqual([]);
    expect(records.filter((r) => !r.parsing).length).toBeGreaterThan(0); // the recorder did see us
    // The frame, scanned and hovered from the top document, got nothing at all.
    const inFrame = await thread().evaluate(() => (window as any).__records as Array<Record<string, unknown>>);
    expect(inFrame.filter((r) => r.parsing).length).toBeGreaterThan(0); // its recorder ran from the start
    expect(inFrame.filter((r) => !r.parsing)).toEqual([]);
    // The content script may reach the frame while it is still being parsed: its DOM, whole,
    // is still exactly what its HTML says.
    const asServed = await thread().evaluate(
      (html) => new DOMParser().parseFromString(html, 'text/html').documentElement.outerHTML === document.documentElement.outerHTML,
      FRAME,
    );
    expect(asServed).toBe(true);
  });
});
