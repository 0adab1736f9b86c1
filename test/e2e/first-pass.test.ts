/**
 * The first pass reads text a chunk of nodes at a time (src/content/first-pass.ts) and maps each
 * '@' in a chunk's text back to its node by length. Addresses on either side of a chunk's edge,
 * one split across it, empty text nodes before them, and a document whose chunk text is not its
 * nodes' text (CDATA in XHTML) must all come out exactly as with one node at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHUNK } from '../../src/content/first-pass';
import { DEMO_API_KEY } from '../../api/server';
import { waitUntil } from './support/card';
import { configure, startStack, type Stack } from './support/stack';
import { underlined } from './support/where';

/** Walk index → text, around the chunk edges; every other node is a filler without '@'. */
const PLANTED = new Map<number, string>([
  [0, 'first.node@acme.io'],
  [100, 'mid.split'], // with the next node, after a <wbr>: an '@' that starts a node
  [101, '@globex.com'],
  [CHUNK - 2, ''], // an empty node: nothing in the chunk's text, a node of the walk all the same
  [CHUNK - 1, 'last.of.chunk@acme.io'],
  [CHUNK, 'first.of.next@globex.com'],
  [CHUNK + 1, 'meet @ 3pm'], // an '@' that is no address, right after the edge
  [CHUNK + 2, ''],
  [CHUNK + 3, 'after.empty@initech.co.uk'],
  [2 * CHUNK - 1, 'split.edge'], // with the next node, after a <wbr>: split.edge@studio.photography
  [2 * CHUNK, '@studio.photography'],
  [3 * CHUNK - 1, ''], // a chunk that ends empty, and the next that starts empty
  [3 * CHUNK, ''],
  [3 * CHUNK + 1, 'after.empty.edge@soylent.de'],
  [3 * CHUNK + 10, 'very.last@hooli.xyz'],
]);
/** Nodes that follow the previous one in its row, after a <wbr>. */
const AFTER_WBR = [101, 2 * CHUNK];
const NODES = Array.from({ length: 3 * CHUNK + 11 }, (_, k) => PLANTED.get(k) ?? `filler ${k}`);
const FOUND = [
  'after.empty.edge@soylent.de',
  'after.empty@initech.co.uk',
  'first.node@acme.io',
  'first.of.next@globex.com',
  'last.of.chunk@acme.io',
  'mid.split@globex.com',
  'split.edge@studio.photography',
  'very.last@hooli.xyz',
];

/**
 * Built by a script while the page parses (the content script runs at document_idle, after it):
 * one text node per row, none between rows, so the list's nodes are the walk's first ones.
 */
const LIST_PAGE = `<!doctype html><html><head><title>Inbox</title></head><body><div id="list"></div><script>
const list = document.getElementById('list');
let row = null;
${JSON.stringify(NODES)}.forEach((text, k) => {
  if (${JSON.stringify(AFTER_WBR)}.includes(k)) row.appendChild(document.createElement('wbr'));
  else row = list.appendChild(document.createElement('div'));
  row.appendChild(document.createTextNode(text));
});
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
    // The walk the content script makes, from <body>: the planted texts sit where the test says.
    const walked = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push((n as Text).data);
      return texts;
    });
    expect([...PLANTED.keys()].map((k) => walked[k])).toEqual([...PLANTED.values()]);

    await waitUntil(page, async () => (await underlined(page)).length >= FOUND.length, 15_000).catch(() => undefined);
    expect(await underlined(page)).toEqual(FOUND);
  });

  it('reads node by node where the chunk text is not the nodes’ text (CDATA in XHTML)', async () => {
    const page = await serve('/lens-cdata', XHTML_PAGE, 'application/xhtml+xml');
    expect(await page.evaluate(() => document.querySelector('p')!.firstChild!.nodeType)).toBe(4); // CDATA
    await waitUntil(page, async () => (await underlined(page)).length > 0, 15_000).catch(() => undefined);
    expect(await underlined(page)).toEqual(['after.cdata@globex.com']);
  });
});
