/** A found state with a full customer context, for rendering tests of the card's sections. */
import type { CustomerContext, OpenThread } from '../../../src/shared/customer-context';
import type { LookupState } from '../../../src/shared/lookup-state';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
/** Fixed once, so two renders of the basic card are the same markup. */
const updatedAt = hoursAgo(2);

export function thread(n: number, over: Partial<OpenThread> = {}): OpenThread {
  return {
    id: `th_${n}`,
    ref: `T-${n}`,
    title: `Thread ${n}`,
    status: 'TODO',
    priority: 2,
    lastActivityAt: hoursAgo(n),
    assignee: 'Ann Agent',
    ...over,
  };
}

export function fullContext(): CustomerContext {
  return {
    fetchedAt: Date.now(),
    who: {
      status: 'ok',
      data: { emailVerified: true, externalId: 'ext-1', createdAt: hoursAgo(24 * 21), assignedTo: 'Ann Agent', markedAsSpamAt: null },
    },
    company: { status: 'ok', data: { name: 'Acme', domainName: 'acme.io', tier: { name: 'Enterprise', color: '#FABADA' } } },
    tenants: {
      status: 'ok',
      data: [
        { name: 'Acme EU', tier: { name: 'Gold', color: '#ffd700' } },
        { name: 'Acme US', tier: null },
      ],
    },
    groups: { status: 'ok', data: [{ name: 'Beta', color: '#00ff00' }] },
    threads: { status: 'ok', data: { total: 2, threads: [thread(1), thread(2, { status: 'SNOOZED', priority: 0 })] } },
    cards: {
      status: 'ok',
      data: [{ key: 'billing', title: 'Billing', state: 'loaded', components: [{ type: 'badge', label: 'Paid', color: 'GREEN' }] }],
    },
  };
}

export function found(context?: CustomerContext, over: Partial<Extract<LookupState, { kind: 'found' }>> = {}): LookupState {
  return {
    kind: 'found',
    customer: { id: 'c_1', fullName: 'Jane Doe', email: 'jane@acme.io', updatedAt },
    workspaceId: 'w_1',
    context,
    ...over,
  };
}

/** The markup of one section (`data-section`), up to its end. */
export function section(html: string, name: string): string {
  const start = html.search(new RegExp(`<(section|dd)[^>]*data-section="${name}"`));
  if (start < 0) throw new Error(`no section ${name}`);
  const tag = html.slice(start + 1, start + 3) === 'dd' ? '</dd>' : '</section>';
  return html.slice(start, html.indexOf(tag, start) + tag.length);
}
