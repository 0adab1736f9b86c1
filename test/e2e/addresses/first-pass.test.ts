/**
 * The first pass reads text a chunk of nodes at a time (src/content/scan/first-pass.ts) and maps each
 * '@' in a chunk's text back to its node by length. Addresses on either side of a chunk's edge,
 * one split across it, empty text nodes before them, and a document whose chunk text is not its
 * nodes' text (CDATA in XHTML) must all come out exactly as with one node at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { FOUND, PLANTED, fillListScript, walkedScript } from '../support/pages/chunk-edges';
import { configure, startStack, type Stack } from '../support/stack';
import { underlined } from '../support/where';

/** Built by a script while the page parses (the content script runs at document_idle, after it). */
const LIST_PAGE = `<!doctype html><html><head><title>Inbox</title></head><body><div id="list"></div><script>
${fillListScript('list')}
</script></body></html>`;

/** XHTML: a range counts the CDATA section's text, the walk does not visit it. */
const FILLERS = Array.from({ length: 40 }, (_, i) => `<p>filler text number ${i}</p>`).join('');
const XHTML_PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Thread</title></head><body>
<p><![CDATA[${'quoted mail header line without any at sign. '.repeat(8)}]]></p><p id="after">after.cdata@globex.com</p>${FILLERS}
</body></html>`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

async function serve(path: string, body: string, contentType: string): Promise<Page> {
  const page = await stack.context.newPage();
  const url = `${stack.demoUrl}${path}`;
  await page.route(url, (route) => route.fulfill({ body, contentType }));
  await page.goto(url);
  return page;
}

describe('the first pass, chunk by chunk', () => {
  it('finds addresses at both sides of a chunk edge, split across one, and after empty nodes', async () => {
    const page = await serve('/lens-chunks', LIST_PAGE, 'text/html');
    // The walk the content script makes (from <body>, whose first nodes are the list's): the
    // planted texts sit where the test says.
    const walked = await page.evaluate<string[]>(walkedScript('list'));
    expect([...PLANTED.keys()].map((k) => walked[k])).toEqual([...PLANTED.values()]);

    await waitUntil(async () => (await underlined(page)).length >= FOUND.length, 15_000).catch(() => undefined);
    expect(await underlined(page)).toEqual(FOUND);
  });

  it('reads node by node where the chunk text is not the nodes’ text (CDATA in XHTML)', async () => {
    const page = await serve('/lens-cdata', XHTML_PAGE, 'application/xhtml+xml');
    expect(await page.evaluate(() => document.querySelector('p')!.firstChild!.nodeType)).toBe(4); // CDATA
    await waitUntil(async () => (await underlined(page)).length > 0, 15_000).catch(() => undefined);
    expect(await underlined(page)).toEqual(['after.cdata@globex.com']);
  });
});
