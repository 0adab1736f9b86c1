// Deterministic demo data for the Customer Lens demo support page.
//
// Threads are built from the first customers of the local API seed
// (api/seed/seed.json), in seed order, plus a few threads from people who are NOT
// customers. The same seed always gives the same threads (no clock, no
// randomness): times are expressed as "minutes ago" relative to page load.

export interface SeedCustomer {
  id: string;
  fullName: string;
  shortName: string;
  email: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface Seed {
  workspace?: unknown;
  keys?: unknown;
  customers: SeedCustomer[];
}

export type ThreadStatus = 'todo' | 'snoozed' | 'done';
export type ThreadPriority = 'urgent' | 'high' | 'normal' | 'low';

/**
 * How the thread list renders the e-mail beside a thread, mirroring the markup
 * variations real apps produce:
 * - `text`   `<span>jane@acme.io</span>`
 * - `mailto` `<a href="mailto:jane@acme.io">jane@acme.io</a>`
 * - `mark`   `jane@<mark>acme</mark>.io` (search-hit highlight on the first domain label)
 * - `wbr`    `jane<wbr>@acme.io`
 * - `split`  `<span>jane</span>@acme.io`
 */
export type EmailStyle = 'text' | 'mailto' | 'mark' | 'wbr' | 'split';

export interface DemoMessage {
  id: string;
  author: 'customer' | 'agent';
  authorName: string;
  minutesAgo: number;
  /** Plain-text paragraphs; customer messages contain the customer's e-mail. */
  paragraphs: string[];
  /** Optional snippet rendered in a `<pre><code>` block (contains an e-mail). */
  code?: string;
}

export interface DemoThread {
  id: string;
  ref: number;
  title: string;
  preview: string;
  status: ThreadStatus;
  priority: ThreadPriority;
  labels: string[];
  minutesAgo: number;
  emailStyle: EmailStyle;
  customer: {
    /** Seed customer id, or null for people who are not customers. */
    id: string | null;
    fullName: string;
    shortName: string;
    email: string;
    isCustomer: boolean;
  };
  messages: DemoMessage[];
}

export interface ThreadsPayload {
  workspace: { name: string };
  /** Number of seed customers used for the initial threads (customers[0..n-1]). */
  initialCustomerCount: number;
  /** Index of the seed customer used by the first live thread (`/live-thread.json?n=0`). */
  liveStartIndex: number;
  customerCount: number;
  threads: DemoThread[];
}

/** Customers (in seed order) that get one thread each in the initial inbox. */
export const INITIAL_CUSTOMER_THREADS = 36;

/** People who write in but are not in the customer database. */
export const NON_CUSTOMERS = [
  { fullName: 'Nobody Known', shortName: 'Nobody', email: 'nobody.known@example.org' },
  { fullName: 'Riley Hart', shortName: 'Riley', email: 'riley.hart@example.net' },
  { fullName: 'Press Desk', shortName: 'Press', email: 'press@newsroom.media' },
] as const;

interface Topic {
  title: string;
  detail: string;
  labels: string[];
  priority: ThreadPriority;
}

const TOPICS: Topic[] = [
  {
    title: 'Invoice charged twice this month',
    detail: 'Our card was charged twice for the March invoice. Could you refund the duplicate?',
    labels: ['Billing'],
    priority: 'high',
  },
  {
    title: 'Teammates never receive the invite e-mail',
    detail: 'I invited three people from my team yesterday and none of them got the invitation.',
    labels: ['Onboarding'],
    priority: 'normal',
  },
  {
    title: 'Export to CSV drops the last column',
    detail: 'When I export the contacts table the "Last seen" column is missing from the file.',
    labels: ['Bug'],
    priority: 'normal',
  },
  {
    title: 'Please update the billing address on our account',
    detail: 'We moved offices. The new address needs to be on all invoices from next month.',
    labels: ['Billing'],
    priority: 'low',
  },
  {
    title: 'SSO login loops back to the sign-in page',
    detail: 'Since this morning, signing in with Okta sends me straight back to the login screen.',
    labels: ['Bug', 'SSO'],
    priority: 'urgent',
  },
  {
    title: 'Can we get a dedicated Slack channel?',
    detail: 'We are rolling the product out to 200 people and would love a shared channel with your team.',
    labels: ['Account'],
    priority: 'normal',
  },
  {
    title: 'Webhook retries are firing every second',
    detail: 'A failing endpoint on our side is being hammered with retries, no back-off at all.',
    labels: ['Bug', 'API'],
    priority: 'high',
  },
  {
    title: 'How do I change the owner of a workspace?',
    detail: 'Our previous admin left the company and we need to transfer ownership.',
    labels: ['Account'],
    priority: 'normal',
  },
  {
    title: 'Feature request: dark mode for the dashboard',
    detail: 'Half of the team works late and would really appreciate a dark theme.',
    labels: ['Feature request'],
    priority: 'low',
  },
  {
    title: 'API returns 429 well below our rate limit',
    detail: 'We are sending about 20 requests a minute and still get rate limited.',
    labels: ['API'],
    priority: 'high',
  },
  {
    title: 'Downgrade to the Starter plan',
    detail: 'We would like to move to Starter at the end of the current billing period.',
    labels: ['Billing'],
    priority: 'normal',
  },
  {
    title: 'Attachments over 10 MB fail to upload',
    detail: 'Uploading a 14 MB PDF spins forever and then fails without a message.',
    labels: ['Bug'],
    priority: 'normal',
  },
  {
    title: 'Is there a GDPR data processing agreement?',
    detail: 'Our legal team needs a signed DPA before we can continue the rollout.',
    labels: ['Legal'],
    priority: 'normal',
  },
  {
    title: 'Password reset link has expired immediately',
    detail: 'Every reset link I request says it has expired as soon as I click it.',
    labels: ['Bug', 'Auth'],
    priority: 'high',
  },
  {
    title: 'Question about annual pricing',
    detail: 'If we switch to yearly billing now, is the discount applied pro rata?',
    labels: ['Billing', 'Sales'],
    priority: 'low',
  },
  {
    title: 'Timezone is wrong in scheduled reports',
    detail: 'Reports that should arrive at 9:00 CET arrive at 3:00 in the morning.',
    labels: ['Bug'],
    priority: 'normal',
  },
  {
    title: 'Need to add a VAT number to invoices',
    detail: 'Could you add our EU VAT number to past and future invoices?',
    labels: ['Billing'],
    priority: 'normal',
  },
  {
    title: 'Mobile app crashes when opening a thread',
    detail: 'On iOS 18 the app closes as soon as I tap on any conversation.',
    labels: ['Bug', 'Mobile'],
    priority: 'urgent',
  },
  {
    title: 'How to connect our HubSpot account?',
    detail: 'The HubSpot integration page asks for a key I cannot find anywhere.',
    labels: ['Integrations'],
    priority: 'normal',
  },
  {
    title: 'Bulk delete archived projects',
    detail: 'We have over 400 archived projects. Is there a way to delete them in one go?',
    labels: ['Feature request'],
    priority: 'low',
  },
  {
    title: 'Charts show no data after 1 June',
    detail: 'All dashboards are empty from the first of June onwards, the raw data is there.',
    labels: ['Bug'],
    priority: 'high',
  },
  {
    title: 'Request for a security questionnaire',
    detail: 'Our procurement team sent over a security questionnaire, could you fill it in?',
    labels: ['Legal', 'Sales'],
    priority: 'normal',
  },
  {
    title: 'Search does not find older messages',
    detail: 'Searching for anything older than six months returns no results.',
    labels: ['Bug'],
    priority: 'normal',
  },
  {
    title: 'Can we pay by bank transfer?',
    detail: 'Our finance department prefers bank transfers over card payments.',
    labels: ['Billing'],
    priority: 'low',
  },
  {
    title: 'Two-factor codes arrive late',
    detail: 'The SMS code usually arrives two or three minutes after it has already expired.',
    labels: ['Auth'],
    priority: 'high',
  },
  {
    title: 'Custom domain shows a certificate warning',
    detail: 'help.ourcompany.com shows a certificate warning in every browser since Friday.',
    labels: ['Bug', 'Domains'],
    priority: 'urgent',
  },
  {
    title: 'Onboarding call for the new team',
    detail: 'We just added a support team in Lisbon. Could we book an onboarding session?',
    labels: ['Onboarding'],
    priority: 'normal',
  },
  {
    title: 'Zapier trigger stopped working',
    detail: 'The "New ticket" trigger has not fired for two days even though tickets come in.',
    labels: ['Integrations'],
    priority: 'normal',
  },
  {
    title: 'Cancel my subscription',
    detail: 'We are closing the project and need to cancel before the next renewal.',
    labels: ['Billing', 'Churn risk'],
    priority: 'high',
  },
  {
    title: 'Feature request: keyboard shortcut to snooze',
    detail: 'It would save us a lot of clicks if snoozing had a shortcut.',
    labels: ['Feature request'],
    priority: 'low',
  },
  {
    title: 'Seats count looks wrong on the invoice',
    detail: 'We have 12 active users but the invoice lists 19 seats.',
    labels: ['Billing'],
    priority: 'normal',
  },
  {
    title: 'Audit log is missing admin actions',
    detail: 'Role changes made by admins do not show up in the audit log.',
    labels: ['Security'],
    priority: 'normal',
  },
  {
    title: 'Embed widget overlaps our cookie banner',
    detail: 'On mobile the chat widget covers the "Accept" button of our cookie banner.',
    labels: ['Bug', 'Widget'],
    priority: 'normal',
  },
  {
    title: 'Where can I find the API changelog?',
    detail: 'We want to subscribe to breaking changes before upgrading the SDK.',
    labels: ['API'],
    priority: 'low',
  },
  {
    title: 'Data import stuck at 87%',
    detail: 'The import of our old tickets has been stuck at 87% since yesterday evening.',
    labels: ['Bug', 'Import'],
    priority: 'high',
  },
  {
    title: 'Invoice PDF shows the old company name',
    detail: 'We renamed the company in settings but the PDF still uses the old name.',
    labels: ['Billing'],
    priority: 'low',
  },
  {
    title: 'Interested in the Enterprise plan',
    detail: 'We are evaluating vendors and would like to learn more about Enterprise.',
    labels: ['Sales'],
    priority: 'normal',
  },
  {
    title: 'Partnership enquiry',
    detail: 'I run a small agency and we would love to resell your product to our clients.',
    labels: ['Sales'],
    priority: 'low',
  },
  {
    title: 'Press enquiry about your funding round',
    detail: 'I am writing a piece on support tooling and would love a quote from your CEO.',
    labels: ['Press'],
    priority: 'low',
  },
];

const CODE_SNIPPETS: Array<(email: string) => string> = [
  (email) => `POST /v2/invoices/inv_4821/pay  402 Payment Required\n  customer: ${email}\n  request_id: req_7Hq2kD91xLm`,
  (email) => `[warn] delivery failed to=${email} status=deferred\n       reason="451 4.7.1 try again later"`,
  (email) => `{\n  "error": "forbidden",\n  "user": "${email}",\n  "trace": "a91f-22c0-4b7e"\n}`,
  (email) => `GET /api/session  302 -> /login\n  set-cookie: session=; user=${email}; Max-Age=0`,
];

const AGENT_NAME = 'Alex Morgan';

const STATUS_CYCLE: ThreadStatus[] = ['todo', 'todo', 'snoozed', 'todo', 'done'];

function statusFor(i: number): ThreadStatus {
  // The first customers (Jane, Devon, Priya, Marcus, ...) are all in Todo.
  if (i < 8) return 'todo';
  return STATUS_CYCLE[i % STATUS_CYCLE.length] ?? 'todo';
}

function emailStyleFor(i: number): EmailStyle {
  switch (i) {
    case 0:
      return 'mark'; // jane.cooper@<mark>acme</mark>.io
    case 1:
      return 'wbr'; // devon.lane<wbr>@globex.com
    case 2:
      return 'split'; // <span>priya+support</span>@initech.co.uk
    case 3:
      return 'mailto'; // marcus.webb@studio.photography
    default:
      if (i % 3 === 1) return 'mailto';
      if (i % 11 === 6) return 'split';
      if (i % 13 === 9) return 'wbr';
      return 'text';
  }
}

function minutesAgoFor(status: ThreadStatus, position: number): number {
  const base = status === 'todo' ? 0 : status === 'snoozed' ? 180 : 1440;
  return base + Math.round(2 + 3 * Math.pow(position, 1.8) + position * 5);
}

interface Person {
  id: string | null;
  fullName: string;
  shortName: string;
  email: string;
  isCustomer: boolean;
}

function topicAt(i: number): Topic {
  return TOPICS[((i % TOPICS.length) + TOPICS.length) % TOPICS.length]!;
}

function buildMessages(threadId: string, person: Person, topic: Topic, status: ThreadStatus, minutesAgo: number, i: number): DemoMessage[] {
  const snippet = CODE_SNIPPETS[i % CODE_SNIPPETS.length]!(person.email);
  // Jane Cooper's thread (i = 0) and every 4th Todo thread have a back-and-forth.
  const followUp = status === 'todo' && (i === 0 || i % 4 === 2);
  const messages: DemoMessage[] = [
    {
      id: `${threadId}_m1`,
      author: 'customer',
      authorName: person.fullName,
      minutesAgo: minutesAgo + (followUp ? 52 : status === 'todo' ? 0 : 95),
      paragraphs: [`Hi team,`, topic.detail, `This is what we see on our side:`],
      code: snippet,
    },
  ];
  const first = messages[0]!;
  first.paragraphs.push(`Reply to ${person.email}, thanks!`, person.shortName);

  if (status !== 'todo' || followUp) {
    messages.push({
      id: `${threadId}_m2`,
      author: 'agent',
      authorName: AGENT_NAME,
      minutesAgo: minutesAgo + (followUp ? 31 : status === 'done' ? 60 : 0),
      paragraphs: [
        `Hi ${person.shortName}, thanks for reaching out and for the details!`,
        status === 'snoozed'
          ? `I've passed this on to our engineering team and will get back to you as soon as I hear from them.`
          : `I've looked into this and it should be sorted now. Could you give it another try?`,
        `Alex`,
      ],
    });
  }
  if (status === 'done') {
    messages.push({
      id: `${threadId}_m3`,
      author: 'customer',
      authorName: person.fullName,
      minutesAgo,
      paragraphs: [`That fixed it, thank you so much! You can reach me at ${person.email} if anything else comes up.`],
    });
  }
  if (followUp) {
    messages.push({
      id: `${threadId}_m3`,
      author: 'customer',
      authorName: person.fullName,
      minutesAgo,
      paragraphs: [`Unfortunately it still happens. Let me know if you need anything else from ${person.email}.`],
    });
  }
  return messages;
}

function buildThread(
  id: string,
  ref: number,
  person: Person,
  topic: Topic,
  status: ThreadStatus,
  minutesAgo: number,
  emailStyle: EmailStyle,
  i: number,
): DemoThread {
  const messages = buildMessages(id, person, topic, status, minutesAgo, i);
  // The preview never contains an e-mail address: each row has exactly one
  // (the customer e-mail beside the name).
  const last = messages[messages.length - 1]!;
  const preview =
    last.author === 'agent'
      ? `You: ${last.paragraphs[1] ?? last.paragraphs[0]}`
      : status === 'done'
        ? 'That fixed it, thank you so much!'
        : messages.length > 1
          ? 'Unfortunately it still happens.'
          : topic.detail;
  return {
    id,
    ref,
    title: topic.title,
    preview,
    status,
    priority: topic.priority,
    labels: [...topic.labels],
    minutesAgo,
    emailStyle,
    customer: { ...person },
    messages,
  };
}

function customerPerson(c: SeedCustomer): Person {
  return {
    id: c.id,
    fullName: c.fullName,
    shortName: c.shortName || c.fullName.split(/\s+/)[0] || c.fullName,
    email: c.email,
    isCustomer: true,
  };
}

export function workspaceName(seed: Seed): string {
  const w = seed.workspace as { name?: unknown } | string | undefined;
  if (typeof w === 'string' && w) return w;
  if (w && typeof w === 'object' && typeof w.name === 'string' && w.name) return w.name;
  return 'Acme Support';
}

/** Build the initial inbox: one thread per customer for the first customers, plus non-customers. */
export function buildThreads(seed: Seed): ThreadsPayload {
  const customers = seed.customers;
  const count = Math.min(INITIAL_CUSTOMER_THREADS, customers.length);
  const known = new Set(customers.map((c) => c.email.toLowerCase()));

  type Draft = { person: Person; status: ThreadStatus; style: EmailStyle; topicIndex: number; i: number };
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    drafts.push({ person: customerPerson(customers[i]!), status: statusFor(i), style: emailStyleFor(i), topicIndex: i, i });
  }

  // Non-customers, inserted at fixed places. nobody.known@example.org is the
  // 6th row of Todo and also appears once in Done.
  const outsiders = NON_CUSTOMERS.filter((p) => !known.has(p.email.toLowerCase()));
  const nobody = outsiders.find((p) => p.email === 'nobody.known@example.org');
  const inserts: Array<{ at: number; draft: Draft }> = [];
  const outsider = (p: (typeof NON_CUSTOMERS)[number], status: ThreadStatus, style: EmailStyle, topicIndex: number, i: number): Draft => ({
    person: { id: null, fullName: p.fullName, shortName: p.shortName, email: p.email, isCustomer: false },
    status,
    style,
    topicIndex,
    i,
  });
  if (nobody) {
    inserts.push({ at: 5, draft: outsider(nobody, 'todo', 'text', 36, 100) });
    inserts.push({ at: 30, draft: outsider(nobody, 'done', 'mailto', 12, 101) });
  }
  const riley = outsiders.find((p) => p.email === 'riley.hart@example.net');
  if (riley) inserts.push({ at: 14, draft: outsider(riley, 'todo', 'mailto', 37, 102) });
  const press = outsiders.find((p) => p.email === 'press@newsroom.media');
  if (press) inserts.push({ at: 22, draft: outsider(press, 'snoozed', 'text', 38, 103) });
  for (const ins of [...inserts].sort((a, b) => b.at - a.at)) {
    drafts.splice(Math.min(ins.at, drafts.length), 0, ins.draft);
  }

  // Order: by status (todo, snoozed, done), then by arrival within the status.
  const positions: Record<ThreadStatus, number> = { todo: 0, snoozed: 0, done: 0 };
  const threads: DemoThread[] = [];
  let n = 0;
  for (const status of ['todo', 'snoozed', 'done'] as const) {
    for (const d of drafts.filter((x) => x.status === status)) {
      n++;
      const id = `th_${String(n).padStart(3, '0')}`;
      const minutesAgo = minutesAgoFor(status, positions[status]++);
      threads.push(buildThread(id, 1400 + n, d.person, topicAt(d.topicIndex), status, minutesAgo, d.style, d.i));
    }
  }

  return {
    workspace: { name: workspaceName(seed) },
    initialCustomerCount: count,
    liveStartIndex: count,
    customerCount: customers.length,
    threads,
  };
}

/**
 * The n-th "live" thread (n = 0, 1, 2, ...): the customers that come after the
 * initial ones, in seed order (wrapping around at the end of the seed).
 */
export function buildLiveThread(seed: Seed, n: number): DemoThread {
  const customers = seed.customers;
  if (customers.length === 0) throw new Error('seed has no customers');
  const start = Math.min(INITIAL_CUSTOMER_THREADS, customers.length);
  const remaining = customers.length - start;
  const index = remaining > 0 ? start + (n % remaining) : n % customers.length;
  const person = customerPerson(customers[index]!);
  const id = `th_live_${String(n + 1).padStart(3, '0')}`;
  const style: EmailStyle = n % 3 === 1 ? 'mailto' : 'text';
  return buildThread(id, 2000 + n + 1, person, topicAt(n * 7 + 3), 'todo', 0, style, n + 200);
}

export function parseSeed(raw: unknown): Seed {
  if (!raw || typeof raw !== 'object') throw new Error('seed is not a JSON object');
  const customers = (raw as { customers?: unknown }).customers;
  if (!Array.isArray(customers)) throw new Error('seed has no "customers" array');
  const valid = customers.filter(
    (c): c is SeedCustomer =>
      !!c && typeof c === 'object' && typeof (c as SeedCustomer).email === 'string' && typeof (c as SeedCustomer).fullName === 'string',
  );
  return {
    ...raw,
    customers: valid.map((c) => ({ ...c, id: String(c.id ?? ''), shortName: typeof c.shortName === 'string' ? c.shortName : '' })),
  };
}
