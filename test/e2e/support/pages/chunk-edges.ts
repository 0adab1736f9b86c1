/**
 * A list of text nodes laid out around the first pass's chunk edges (src/content/scan/first-pass.ts):
 * the same page content for the Chromium and the Firefox tests.
 */
import { CHUNK } from '../../../../src/content/scan/first-pass';

/** Walk index → text, around the chunk edges; every other node is a filler without '@'. */
export const PLANTED = new Map<number, string>([
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
  [3 * CHUNK + 10, 'in.fourth.chunk@hooli.xyz'],
  [4 * CHUNK + 5, 'very.last@example.org'], // in the short last chunk, which is read node by node
]);

/** What must be underlined in the list, sorted, and nothing else. */
export const FOUND = [
  'after.empty.edge@soylent.de',
  'after.empty@initech.co.uk',
  'first.node@acme.io',
  'first.of.next@globex.com',
  'in.fourth.chunk@hooli.xyz',
  'last.of.chunk@acme.io',
  'mid.split@globex.com',
  'split.edge@studio.photography',
  'very.last@example.org',
];

const NODES = Array.from({ length: 4 * CHUNK + 6 }, (_, k) => PLANTED.get(k) ?? `filler ${k}`);
/** Nodes that follow the previous one in its row, after a <wbr>. */
const AFTER_WBR = [101, 2 * CHUNK];

/**
 * Page code that fills the element with id `listId` (created at the end of <body> if missing):
 * one row per text node, nothing between rows, so the list's nodes are its walk's first ones.
 * The rows are laid out as a dense grid, some 300 px high: the underline holds only the
 * addresses within a screen of the viewport (src/content/underline/window.ts), and these tests
 * read what was found from it. Layout changes no node of the walk.
 */
export function fillListScript(listId: string): string {
  return `(() => {
  const list = document.getElementById(${JSON.stringify(listId)}) ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: ${JSON.stringify(listId)} }));
  list.style.cssText = 'display:grid;grid-template-columns:repeat(64,1fr);font:3px/4px sans-serif;overflow:hidden';
  const rows = document.createDocumentFragment();
  let row = null;
  ${JSON.stringify(NODES)}.forEach((text, k) => {
    if (${JSON.stringify(AFTER_WBR)}.includes(k)) row.appendChild(document.createElement('wbr'));
    else row = rows.appendChild(document.createElement('div'));
    row.appendChild(document.createTextNode(text));
  });
  list.appendChild(rows);
})();`;
}

/** Page code: the list's text nodes in walk order (empty ones included). */
export function walkedScript(listId: string): string {
  return `(() => {
  const walker = document.createTreeWalker(document.getElementById(${JSON.stringify(listId)}), NodeFilter.SHOW_TEXT);
  const texts = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.data);
  return texts;
})()`;
}
