// Customer Lens demo support page: a small thread-based support app
// (vanilla JS modules, no build step). Routes: / (Todo), /snoozed, /done,
// /threads/:id, /mail (one open e-mail, mail.js). Query parameter ?live=0
// turns the live inbox off.

import { h, highlight, avatar, relativeTime, longTime } from './dom.js';
import { icon, priorityIcon } from './icons.js';
import { MAIL, renderMail } from './mail.js';
import './customer-badge.js';

const LIVE_INTERVAL_MS = 8000;
const STATUSES = ['todo', 'snoozed', 'done'];
const STATUS_LABEL = { todo: 'Todo', snoozed: 'Snoozed', done: 'Done' };
const STATUS_PATH = { todo: '/', snoozed: '/snoozed', done: '/done' };
const LABEL_COLORS = {
  Bug: '#e5484d',
  Billing: '#f5a524',
  'Feature request': '#5b5bd6',
  Onboarding: '#30a46c',
  Sales: '#0d74ce',
  API: '#8e4ec6',
  Auth: '#d6409f',
  SSO: '#d6409f',
  Legal: '#6b6f76',
  Account: '#12a594',
  Integrations: '#3e63dd',
  Security: '#e54d2e',
  Mobile: '#0090ff',
  Domains: '#ad7f58',
  Widget: '#978365',
  Import: '#46a758',
  Press: '#6b6f76',
  'Churn risk': '#e5484d',
};

const params = new URLSearchParams(location.search);
const liveEnabled = params.get('live') !== '0';

const state = {
  workspace: 'Support',
  threads: [],
  status: 'todo',
  query: '',
  openId: null,
  liveN: 0,
  loaded: false,
  listRendered: false,
};

const els = {
  list: document.querySelector('[data-testid="thread-list"]'),
  pane: document.querySelector('[data-testid="thread-view"]'),
  search: document.querySelector('[data-testid="thread-search"]'),
  title: document.querySelector('[data-list-title]'),
  simulate: document.querySelector('[data-testid="simulate-new-thread"]'),
  liveIndicator: document.querySelector('[data-live-indicator]'),
  liveLabel: document.querySelector('[data-live-label]'),
  app: document.querySelector('.app'),
  mail: document.querySelector('[data-testid="mail-view"]'),
};

// ---------------------------------------------------------------- helpers

function prepareThread(t, receivedAt) {
  t.receivedAt = receivedAt - t.minutesAgo * 60_000;
  for (const m of t.messages) m.sentAt = receivedAt - m.minutesAgo * 60_000;
  return t;
}

function findThread(id) {
  return state.threads.find((t) => t.id === id);
}

function matches(t, query) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [t.customer.fullName, t.customer.email, t.title].some((s) => s.toLowerCase().includes(q));
}

function visibleThreads() {
  return state.threads.filter((t) => t.status === state.status && matches(t, state.query));
}

function withSearch(path) {
  return path + location.search;
}

function navigate(path, { replace = false } = {}) {
  const url = withSearch(path);
  if (url !== location.pathname + location.search) {
    if (replace) history.replaceState({}, '', url);
    else history.pushState({}, '', url);
  }
  applyRoute();
}

function statusPill(status) {
  return h(
    'span',
    { class: `status-pill status-${status}`, dataset: { testid: 'thread-status' } },
    h('span', { class: 'status-dot' }),
    STATUS_LABEL[status],
  );
}

function labelChip(label) {
  return h('span', { class: 'label-chip', style: `--dot:${LABEL_COLORS[label] ?? '#8b8d98'}` }, h('span', { class: 'label-dot' }), label);
}

// ---------------------------------------------------------------- e-mail rendering

/**
 * The e-mail beside a thread. Markup varies on purpose (see emailStyle in
 * demo/threads.ts): plain span, mailto link, <mark> highlight, <wbr>, split span.
 * While searching, matches are wrapped in <mark> instead.
 */
function renderEmail(t, query) {
  const email = t.customer.email;
  const isLink = t.emailStyle === 'mailto';
  const el = isLink
    ? h('a', { class: 'customer-email', href: `mailto:${email}`, dataset: { testid: 'customer-email' } })
    : h('span', { class: 'customer-email', dataset: { testid: 'customer-email' } });
  if (query.trim()) {
    el.append(highlight(email, query));
    return el;
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  switch (t.emailStyle) {
    case 'mark': {
      const dot = domain.indexOf('.');
      const label = dot > 0 ? domain.slice(0, dot) : domain;
      el.append(`${local}@`, h('mark', {}, label), dot > 0 ? domain.slice(dot) : '');
      break;
    }
    case 'wbr':
      el.append(local, h('wbr'), `@${domain}`);
      break;
    case 'split':
      el.append(h('span', {}, local), `@${domain}`);
      break;
    default:
      el.append(email);
  }
  return el;
}

// ---------------------------------------------------------------- thread list

function renderRow(t) {
  const q = state.query;
  return h(
    'li',
    {
      class: `thread-row${t.id === state.openId ? ' is-selected' : ''}`,
      dataset: { testid: 'thread-row', threadId: t.id, status: t.status },
      tabindex: '0',
      'aria-current': t.id === state.openId ? 'true' : null,
    },
    avatar(t.customer.fullName, t.customer.email),
    h(
      'div',
      { class: 'row-main' },
      h(
        'div',
        { class: 'row-head' },
        h('span', { class: 'customer-name', dataset: { testid: 'customer-name' } }, highlight(t.customer.fullName, q)),
        renderEmail(t, q),
        h('time', { class: 'row-time', dataset: { ts: String(t.receivedAt) }, title: longTime(t.receivedAt) }, relativeTime(t.receivedAt)),
      ),
      h(
        'div',
        { class: 'row-title' },
        priorityIcon(t.priority),
        h('span', { class: 'row-title-text', dataset: { testid: 'thread-title' } }, highlight(t.title, q)),
      ),
      h('div', { class: 'row-preview' }, t.preview),
      h(
        'div',
        { class: 'row-meta' },
        statusPill(t.status),
        t.labels.map(labelChip),
        t.customer.isCustomer ? null : h('span', { class: 'unknown-chip' }, 'Not a customer'),
      ),
    ),
  );
}

function listEmptyState() {
  const q = state.query.trim();
  return h(
    'li',
    { class: 'list-empty', dataset: { testid: 'thread-list-empty' } },
    h('span', { class: 'list-empty-icon' }, icon(q ? 'search' : 'done', 20)),
    h('strong', {}, q ? 'No matching threads' : `Nothing in ${STATUS_LABEL[state.status]}`),
    h('span', {}, q ? `Nothing in ${STATUS_LABEL[state.status]} matches “${q}”.` : 'Enjoy the quiet.'),
  );
}

/** Re-render every row (rows are new elements each time). */
function renderList() {
  const threads = visibleThreads();
  els.list.replaceChildren(...(threads.length ? threads.map(renderRow) : [listEmptyState()]));
  els.list.dataset.status = state.status;
  state.listRendered = true;
  els.title.textContent = STATUS_LABEL[state.status];
  for (const tab of document.querySelectorAll('[data-testid="status-tab"]')) {
    const active = tab.dataset.status === state.status;
    tab.classList.toggle('is-active', active);
    tab.setAttribute('aria-selected', String(active));
  }
  for (const nav of document.querySelectorAll('[data-nav]')) nav.classList.toggle('is-active', nav.dataset.nav === state.status);
  updateCounts();
}

function updateSelection() {
  for (const row of els.list.querySelectorAll('[data-testid="thread-row"]')) {
    const selected = row.dataset.threadId === state.openId;
    row.classList.toggle('is-selected', selected);
    if (selected) row.setAttribute('aria-current', 'true');
    else row.removeAttribute('aria-current');
  }
}

function updateCounts() {
  for (const status of STATUSES) {
    const n = state.threads.filter((t) => t.status === status).length;
    for (const el of document.querySelectorAll(`[data-count="${status}"]`)) el.textContent = String(n);
  }
}

function refreshTimes() {
  for (const el of document.querySelectorAll('time[data-ts]')) {
    const ts = Number(el.dataset.ts);
    el.textContent = el.dataset.format === 'long' ? `${relativeTime(ts)} ago` : relativeTime(ts);
  }
}

// ---------------------------------------------------------------- thread view

function renderEmptyPane() {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, state.threads.filter((t) => t.status === s).length]));
  els.pane.dataset.threadId = '';
  els.pane.replaceChildren(
    h(
      'div',
      { class: 'empty-state' },
      h('span', { class: 'empty-illustration' }, icon('message', 28)),
      h('h2', {}, 'Select a thread'),
      h(
        'p',
        {},
        'You have ',
        h('span', { dataset: { count: 'todo' } }, String(counts.todo)),
        ' threads in Todo. Pick one from the list to read it and reply.',
      ),
      h(
        'div',
        { class: 'kbd-hints' },
        h('span', {}, h('kbd', {}, '↑'), h('kbd', {}, '↓'), ' move'),
        h('span', {}, h('kbd', {}, 'Enter'), ' open'),
        h('span', {}, h('kbd', {}, '/'), ' search'),
      ),
    ),
  );
}

function renderNotFound(id) {
  els.pane.dataset.threadId = '';
  els.pane.replaceChildren(
    h(
      'div',
      { class: 'empty-state' },
      h('span', { class: 'empty-illustration' }, icon('search', 28)),
      h('h2', {}, 'Thread not found'),
      h('p', {}, `There is no thread “${id}”.`),
      h('a', { class: 'btn', href: '/', dataset: { link: '' } }, 'Back to inbox'),
    ),
  );
}

function renderMessage(m, t) {
  const isCustomer = m.author === 'customer';
  const body = h('div', { class: 'message-body' });
  let codePlaced = false;
  for (const p of m.paragraphs) {
    body.append(h('p', {}, p));
    if (m.code && !codePlaced && p.endsWith(':')) {
      body.append(h('pre', { class: 'code-block' }, h('code', { dataset: { testid: 'code-block' } }, m.code)));
      codePlaced = true;
    }
  }
  if (m.code && !codePlaced) body.append(h('pre', { class: 'code-block' }, h('code', { dataset: { testid: 'code-block' } }, m.code)));
  return h(
    'article',
    { class: `message message-${m.author}`, dataset: { testid: 'message', author: m.author } },
    h(
      'header',
      { class: 'message-header' },
      isCustomer
        ? avatar(m.authorName, t.customer.email, 'sm')
        : h('span', { class: 'avatar avatar-sm avatar-agent', 'aria-hidden': 'true' }, 'AM'),
      h('span', { class: 'message-author' }, m.authorName),
      isCustomer
        ? h('span', { class: 'message-email', dataset: { testid: 'message-email' } }, t.customer.email)
        : h('span', { class: 'agent-tag' }, 'Support'),
      h(
        'time',
        { class: 'message-time', dataset: { ts: String(m.sentAt), format: 'long' }, title: longTime(m.sentAt) },
        `${relativeTime(m.sentAt)} ago`,
      ),
    ),
    body,
  );
}

function renderComposer(t) {
  const replyBox = h(
    'div',
    {
      class: 'reply-box',
      contenteditable: 'true',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': 'Reply',
      spellcheck: 'false',
      dataset: { testid: 'reply-box' },
    },
    h('div', {}, `Hi ${t.customer.shortName}, thanks for the details! I’m looking into it right now.`),
    h('div', {}, h('br')),
    h('div', {}, 'cc: devon.lane@globex.com'),
  );
  const note = h('textarea', {
    class: 'note-field',
    rows: '1',
    spellcheck: 'false',
    'aria-label': 'Internal note',
    dataset: { testid: 'internal-note' },
  });
  note.value = `Checked the account: follow up with ${t.customer.email} on Friday if this is still open.`;
  const send = h('button', { type: 'button', class: 'btn btn-primary', dataset: { testid: 'send-reply' } }, icon('send', 14), 'Send');
  send.addEventListener('click', () => toast('This is a demo: replies are not sent.'));
  return h(
    'section',
    { class: 'composer', 'aria-label': 'Reply' },
    h(
      'div',
      { class: 'composer-card' },
      h(
        'div',
        { class: 'composer-tabs' },
        h('span', { class: 'composer-tab is-active' }, 'Reply'),
        h('span', { class: 'composer-to' }, 'to ', h('strong', {}, t.customer.fullName)),
      ),
      replyBox,
      h(
        'div',
        { class: 'composer-footer' },
        h(
          'span',
          { class: 'composer-tools' },
          h('button', { type: 'button', class: 'icon-btn', 'aria-label': 'Attach' }, icon('paperclip', 15)),
        ),
        h('span', { class: 'composer-hint' }, h('kbd', {}, '⌘'), h('kbd', {}, 'Enter'), ' to send'),
        send,
      ),
    ),
    h('label', { class: 'note' }, h('span', { class: 'note-label' }, icon('note', 13), 'Internal note'), note),
  );
}

function renderThread(t) {
  els.pane.dataset.threadId = t.id;
  const badge = h('customer-badge', {
    name: t.customer.fullName,
    email: t.customer.email,
    customer: String(t.customer.isCustomer),
    dataset: { testid: 'customer-badge' },
  });
  const snooze = h(
    'button',
    { type: 'button', class: 'btn', dataset: { testid: 'snooze-thread' } },
    icon('snooze', 14),
    t.status === 'snoozed' ? 'Unsnooze' : 'Snooze',
  );
  snooze.addEventListener('click', () => setStatus(t, t.status === 'snoozed' ? 'todo' : 'snoozed'));
  const done = h(
    'button',
    { type: 'button', class: 'btn btn-primary', dataset: { testid: 'mark-done' } },
    icon('done', 14),
    t.status === 'done' ? 'Reopen' : 'Mark as done',
  );
  done.addEventListener('click', () => setStatus(t, t.status === 'done' ? 'todo' : 'done'));

  els.pane.replaceChildren(
    h(
      'header',
      { class: 'thread-header' },
      h(
        'div',
        { class: 'thread-topbar' },
        h(
          'div',
          { class: 'thread-crumbs' },
          h('span', { class: 'thread-ref' }, `#${t.ref}`),
          statusPill(t.status),
          priorityIcon(t.priority),
          t.labels.map(labelChip),
        ),
        h(
          'div',
          { class: 'thread-actions' },
          snooze,
          done,
          h('button', { type: 'button', class: 'icon-btn', 'aria-label': 'More' }, icon('more', 16)),
        ),
      ),
      h('h2', { class: 'thread-title', dataset: { testid: 'thread-view-title' } }, t.title),
      h(
        'div',
        { class: 'thread-customer' },
        badge,
        h(
          'span',
          { class: 'thread-customer-meta' },
          `${t.customer.isCustomer ? 'via e-mail' : 'Not in your customer list'} · ${t.messages.length} ${t.messages.length === 1 ? 'message' : 'messages'}`,
        ),
      ),
    ),
    h(
      'div',
      { class: 'timeline', dataset: { testid: 'thread-messages' } },
      t.messages.map((m) => renderMessage(m, t)),
    ),
    renderComposer(t),
  );
  const timeline = els.pane.querySelector('.timeline');
  timeline.scrollTop = 0;
}

function setStatus(t, status) {
  t.status = status;
  renderList();
  renderThread(t);
  toast(status === 'done' ? 'Marked as done' : status === 'snoozed' ? 'Snoozed until tomorrow, 9:00' : 'Moved to Todo');
}

let toastTimer;
function toast(text) {
  let el = document.querySelector('.toast');
  if (!el) {
    el = h('div', { class: 'toast', role: 'status' });
    document.body.append(el);
  }
  el.textContent = text;
  el.classList.add('is-visible');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.classList.remove('is-visible'), 2200);
}

// ---------------------------------------------------------------- routing

function parseRoute(pathname) {
  const m = /^\/threads\/([^/]+)\/?$/.exec(pathname);
  if (m) return { name: 'thread', id: decodeURIComponent(m[1]) };
  if (/^\/snoozed\/?$/.test(pathname)) return { name: 'list', status: 'snoozed' };
  if (/^\/done\/?$/.test(pathname)) return { name: 'list', status: 'done' };
  if (/^\/mail\/?$/.test(pathname)) return { name: 'mail' };
  return { name: 'list', status: 'todo' };
}

/** The mail reading pane instead of the inbox's list and thread panes (mail.css). */
function showMail() {
  els.app.dataset.view = 'mail';
  for (const nav of document.querySelectorAll('[data-nav]')) nav.classList.toggle('is-active', nav.dataset.nav === 'mail');
  // The list is hidden meanwhile: the next inbox route renders it afresh (and its nav state).
  state.listRendered = false;
  state.openId = null;
  updateCounts();
  renderMail(els.mail);
  document.title = `${MAIL.subject} · ${state.workspace}`;
}

function applyRoute() {
  if (!state.loaded) return;
  const route = parseRoute(location.pathname);
  if (route.name === 'mail') return showMail();
  // Emptied, not only hidden: a page reader looking for "the open subject" must not find the mail's.
  delete els.app.dataset.view;
  els.mail.replaceChildren();
  if (route.name === 'thread') {
    const t = findThread(route.id);
    state.openId = t ? t.id : null;
    if (!state.listRendered || (t && t.status !== state.status)) {
      if (t) state.status = t.status;
      renderList();
    } else {
      updateSelection();
    }
    if (t) {
      renderThread(t);
      document.title = `${t.title} · ${state.workspace}`;
    } else {
      renderNotFound(route.id);
      document.title = `Not found · ${state.workspace}`;
    }
    return;
  }
  state.openId = null;
  state.status = route.status;
  renderList();
  renderEmptyPane();
  document.title = `${STATUS_LABEL[state.status]} · ${state.workspace}`;
}

// ---------------------------------------------------------------- live inbox

let liveQueue = Promise.resolve();

/** Fetch the next "new" thread from the server and put it at the top of Todo. */
function simulateNewThread() {
  const n = state.liveN++;
  liveQueue = liveQueue
    .then(async () => {
      const res = await fetch(`/live-thread.json?n=${n}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(`live thread ${n}: HTTP ${res.status}`);
      const t = prepareThread(await res.json(), Date.now());
      state.threads.unshift(t);
      updateCounts();
      if (state.status === 'todo' && matches(t, state.query)) {
        els.list.querySelector('.list-empty')?.remove();
        const row = renderRow(t);
        row.classList.add('is-new');
        els.list.prepend(row);
        setTimeout(() => row.classList.remove('is-new'), 2500);
      }
      return t;
    })
    .catch((err) => {
      console.error(err);
    });
  return liveQueue;
}

// ---------------------------------------------------------------- events

function bindEvents() {
  els.list.addEventListener('click', (event) => {
    if (event.target.closest('a[href^="mailto:"]')) return; // let the mail link do its thing
    const row = event.target.closest('[data-testid="thread-row"]');
    if (row) navigate(`/threads/${encodeURIComponent(row.dataset.threadId)}`);
  });
  els.list.addEventListener('keydown', (event) => {
    const row = event.target.closest?.('[data-testid="thread-row"]');
    if (!row) return;
    if (event.key === 'Enter') navigate(`/threads/${encodeURIComponent(row.dataset.threadId)}`);
    if (event.key === 'ArrowDown') row.nextElementSibling?.focus();
    if (event.key === 'ArrowUp') row.previousElementSibling?.focus();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
  });
  for (const tab of document.querySelectorAll('[data-testid="status-tab"]')) {
    tab.addEventListener('click', () => navigate(STATUS_PATH[tab.dataset.status]));
  }
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[data-link]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href'));
  });
  els.search.addEventListener('input', () => {
    state.query = els.search.value;
    renderList();
  });
  els.search.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      els.search.value = '';
      state.query = '';
      renderList();
    }
  });
  document.addEventListener('keydown', (event) => {
    const editing = event.target.closest?.('input, textarea, [contenteditable="true"]');
    if (event.key === '/' && !editing) {
      event.preventDefault();
      els.search.focus();
    }
  });
  els.simulate.addEventListener('click', () => simulateNewThread());
  window.addEventListener('popstate', applyRoute);
}

function decorateIcons() {
  for (const el of document.querySelectorAll('[data-icon]')) {
    el.replaceWith(icon(el.dataset.icon, el.classList.contains('workspace-chevron') ? 14 : 16));
  }
}

// ---------------------------------------------------------------- boot

async function boot() {
  decorateIcons();
  bindEvents();
  els.liveIndicator.classList.toggle('is-off', !liveEnabled);
  els.liveLabel.textContent = liveEnabled ? 'Live' : 'Live off';
  els.liveIndicator.title = liveEnabled
    ? `A new thread arrives every ${LIVE_INTERVAL_MS / 1000} s (?live=0 turns it off)`
    : 'Live inbox is off (?live=0)';

  let payload;
  try {
    const res = await fetch('/threads.json', { cache: 'no-store' });
    payload = await res.json();
    if (!res.ok) throw new Error(payload?.error ?? `HTTP ${res.status}`);
  } catch (err) {
    els.list.replaceChildren(
      h('li', { class: 'list-empty list-error' }, h('strong', {}, 'Could not load threads'), h('span', {}, String(err.message ?? err))),
    );
    els.pane.replaceChildren(
      h('div', { class: 'empty-state' }, h('h2', {}, 'Inbox unavailable'), h('p', {}, 'Is api/seed/seed.json there?')),
    );
    return;
  }
  const now = Date.now();
  state.workspace = payload.workspace?.name ?? 'Support';
  state.threads = payload.threads.map((t) => prepareThread(t, now));
  state.loaded = true;
  document.querySelector('[data-workspace-name]').textContent = state.workspace;
  document.querySelector('.workspace-logo').textContent = state.workspace.trim()[0]?.toUpperCase() ?? 'S';
  applyRoute();
  setInterval(refreshTimes, 30_000);
  if (liveEnabled) setInterval(simulateNewThread, LIVE_INTERVAL_MS);
  document.documentElement.dataset.demoReady = 'true';
}

// Small hook for tests and for poking around in the console.
window.customerLensDemo = {
  simulateNewThread,
  navigate,
  get state() {
    return state;
  },
};

boot();
