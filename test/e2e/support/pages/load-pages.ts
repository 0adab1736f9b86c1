/** Pages for the load tests: a very large inbox, and one whose app churns its rows all the time. */

const STYLE = `<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; }
  li { display: flex; align-items: baseline; gap: 8px; padding: 4px 12px; border-bottom: 1px solid #eee; white-space: nowrap; }
  .name { font-weight: 600; }
</style>`;

/**
 * One row, 12 nodes, four addresses: two in their own spans, one in a mailto: link, one in
 * running text. Plain JavaScript source, so the churning page runs the very same function.
 */
const ROW_SOURCE = `function row(i, tick) {
  const at = (k) => 'user' + i + '.' + k + (tick === undefined ? '' : '.t' + tick) + '@example' + k + '.com';
  return '<li' + (tick === undefined ? '' : ' data-tick="' + tick + '"') + '><span class="name">Customer ' + i + '</span>' +
    '<span data-email>' + at(1) + '</span><a data-email href="mailto:' + at(2) + '">' + at(2) + '</a>' +
    '<span>Cc <span data-email>' + at(3) + '</span> and reply to ' + at(4) + ', thanks</span></li>';
}`;
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs the same source text
const row = new Function(`return ${ROW_SOURCE}`)() as (i: number, tick?: number) => string;

/** `rows` × 4 addresses (25,000 rows: 100,000), and one more row after them, marked for the test. */
export function bigInbox(rows: number): string {
  const parts: string[] = [];
  for (let i = 0; i < rows - 1; i += 1) parts.push(row(i));
  parts.push(row(rows - 1).replace('<span data-email>', '<span data-email data-last-email>'));
  return `<!doctype html><html><head><meta charset="utf-8"><title>Big inbox</title>${STYLE}</head><body><ul>${parts.join('')}</ul></body></html>`;
}

const FIRST_ROWS = 1_000;

/**
 * 1,000 rows; `churn(ms)` then replaces 100 rows every 100 ms (12 nodes a row: 12,000 nodes a
 * second leave and as many arrive; a tick catches up when the last was late), each new row with
 * new addresses, as a busy inbox whose app re-renders all the time. Resolves with the ticks and
 * the nodes it added. `restore()` puts the first 1,000 rows back.
 */
export function churningInbox(): string {
  const rows: string[] = [];
  for (let i = 0; i < FIRST_ROWS; i += 1) rows.push(row(i));
  return `<!doctype html><html><head><meta charset="utf-8"><title>Busy inbox</title>${STYLE}</head><body>
<ul id="list">${rows.join('')}</ul>
<script>
  ${ROW_SOURCE}
  window.churn = (ms) => new Promise((resolve) => {
    const list = document.getElementById('list');
    const end = performance.now() + ms;
    const begin = performance.now();
    let ticks = 0, nodes = 0, next = 1000;
    const step = () => {
      const now = performance.now();
      if (now >= end) return resolve({ ticks, nodes });
      ticks += 1;
      // 100 rows a tick, more when a slow tick left the page behind its 12,000 nodes a second.
      const rows = Math.min(300, Math.max(100, Math.ceil(((now - begin) * 12 - nodes) / 12)));
      const t = document.createElement('template');
      let html = '';
      for (let k = 0; k < rows; k += 1) html += row(next++, ticks);
      t.innerHTML = html;
      const w = document.createTreeWalker(t.content, NodeFilter.SHOW_ALL);
      while (w.nextNode()) nodes += 1;
      for (let k = 0; k < rows; k += 1) list.lastElementChild.remove();
      list.prepend(t.content);
      setTimeout(step, 100);
    };
    step();
  });
  // The first 1,000 rows again, in place of whatever the churn left: two reads of memory, one
  // before a churn and one after, then compare the same page, and only what was kept differs.
  window.restore = () => {
    let html = '';
    for (let i = 0; i < ${FIRST_ROWS}; i += 1) html += row(i);
    document.getElementById('list').innerHTML = html;
  };
</script></body></html>`;
}
