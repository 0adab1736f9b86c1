// Tiny DOM helpers shared by the demo page modules.

/**
 * Create an element. props: { class, dataset, attrs, on, text, html-free }.
 * Children: strings (text nodes), nodes, arrays, null/false (skipped).
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key === 'on') for (const [ev, fn] of Object.entries(value)) el.addEventListener(ev, fn);
    else if (key === 'text') el.textContent = value;
    else if (key in el && typeof value !== 'string') el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
  }
  return parent;
}

/** Wrap every case-insensitive occurrence of `query` in `text` with <mark>. */
export function highlight(text, query) {
  const frag = document.createDocumentFragment();
  const q = (query ?? '').trim().toLowerCase();
  if (!q) {
    frag.append(text);
    return frag;
  }
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
    if (at > from) frag.append(text.slice(from, at));
    frag.append(h('mark', {}, text.slice(at, at + q.length)));
    from = at + q.length;
  }
  if (from < text.length) frag.append(text.slice(from));
  return frag;
}

export function initials(name) {
  const parts = String(name).trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

const AVATAR_COLORS = [
  ['#e8e7ff', '#4b49c7'],
  ['#e3f4ec', '#1f7a4d'],
  ['#fdeee3', '#b4531c'],
  ['#e6f1fb', '#1d63a8'],
  ['#fbe8f1', '#b0326f'],
  ['#f2f0e4', '#7a6a14'],
  ['#e7f5f6', '#16747c'],
  ['#f1e9fb', '#7b3fc0'],
];

export function avatarColors(key) {
  let hash = 0;
  for (const ch of String(key)) hash = (hash * 31 + ch.codePointAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}

export function avatar(name, key = name, size = 'md') {
  const [bg, fg] = avatarColors(key);
  return h('span', { class: `avatar avatar-${size}`, style: `--avatar-bg:${bg};--avatar-fg:${fg}`, 'aria-hidden': 'true' }, initials(name));
}

/** "now", "4m", "3h", "2d" for a timestamp in ms. */
export function relativeTime(ts, now = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - ts) / 60000));
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}

export function longTime(ts) {
  return new Date(ts).toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' });
}
