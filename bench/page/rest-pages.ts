/**
 * Part E's support queue, as an app we did not build shows one: 48 rows of 14 px text, `addresses`
 * of them with a customer's address (all in view), and a "typing…" line whose text node the app
 * replaces in every animation frame: fixed at the window's corner, or in the flow above the rows.
 */

/** Where the changing text is. */
export type Changing = 'fixed' | 'flow';

const ROWS = 48;

export function restQueuePage(addresses: number, changing: Changing): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const who = i < addresses ? `<span class="from">customer.${i}@acme-${i % 7}.io</span>` : `<span class="from">Customer ${i}</span>`;
    return `<li><b>#${4100 + i}</b> ${who} · Refund for order ${7700 + i} · <time>${(i % 50) + 2} min</time></li>`;
  }).join('');
  const style = changing === 'fixed' ? 'position:fixed;right:12px;bottom:8px' : '';
  return `<!doctype html><html><head><title>Queue</title></head>
<body style="margin:0;font:14px/16px system-ui,sans-serif">
<p id="typing" style="margin:0;${style}">Ana is typing</p>
<ul style="list-style:none;margin:0;padding:0 12px">${rows}</ul>
<script>
  const typing = document.getElementById('typing');
  let dots = 0;
  const tick = () => { typing.textContent = 'Ana is typing' + '.'.repeat(dots++ % 4); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
</script></body></html>`;
}
