/**
 * The customer's story in CustomerView: the basic card first and unchanged, then each section in
 * its own state, never hidden silently.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadingContext, type CustomerContext } from '../../../../src/shared/customer-context';
import { found, fullContext, section } from '../../support/context-fixture';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { CustomerView } = await import('../../../../src/ui/components/CustomerView');

const render = (context?: CustomerContext, over = {}) =>
  renderToStaticMarkup(<CustomerView state={found(context, over)} email="jane@acme.io" />);
const with_ = (patch: Partial<CustomerContext>) => ({ ...fullContext(), ...patch });

describe('the basic card comes first', () => {
  it('without a context, the card is exactly the basic card', () => {
    const out = render();
    expect(out).not.toContain('class="context"');
    expect(out).toContain('<h2 class="name">Jane Doe</h2>');
  });
  it('with a context, the basic card is unchanged and before every section', () => {
    const basic = render().replace(/<\/article>$/, '');
    const out = render(fullContext());
    expect(out.startsWith(basic)).toBe(true);
    expect(out.indexOf('class="context"')).toBeGreaterThan(basic.length - 1);
  });
  it('while the context loads, each section has its quiet line and no spinner', () => {
    const out = render(loadingContext(Date.now()));
    for (const name of ['who', 'company', 'tenants', 'groups', 'threads', 'cards']) {
      expect(section(out, name), name).toContain('Loading…');
    }
    expect(out).not.toContain('spinner');
  });
});

const titles: Record<string, string> = {
  who: 'Customer details',
  company: 'Company',
  tenants: 'Tenants',
  groups: 'Groups',
  threads: 'Open threads',
  cards: 'Customer cards',
};
const problemLines = (out: string) =>
  [...out.matchAll(/<p class="story-problem[^"]*"[^>]*>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('what could not be shown: one line per cause, above the story', () => {
  it('each section alone: its one line names it, it is not drawn, the others are', () => {
    for (const name of Object.keys(titles)) {
      const out = render(with_({ [name]: { status: 'failed', reason: 'server-error' } }));
      expect(problemLines(out), name).toEqual([`Not loaded: ${titles[name]}. The service had an error`]);
      expect(out).not.toContain(`data-section="${name}"`);
      const other = name === 'threads' ? 'who' : 'threads';
      expect(section(out, other)).toContain('data-status="ok"');
    }
  });

  it("a 503 for the whole story: one line for the six sections, with the service's words, and no section drawn", () => {
    const failed = { status: 'failed', reason: 'server-error' } as const;
    const out = render(with_({ who: failed, company: failed, tenants: failed, groups: failed, threads: failed, cards: failed }));
    expect(problemLines(out)).toEqual([
      'Not loaded: Customer details, Company, Tenants, Groups, Open threads, Customer cards. The service had an error',
    ]);
    expect(out).not.toContain('data-section="belongs"');
    expect(out).not.toContain('Couldn&#x27;t load');
  });

  it('permissions said once each, with the sections they hide; a failure beside them has its own line', () => {
    const out = render(
      with_({
        company: { status: 'forbidden', permission: 'company:read' },
        tenants: { status: 'forbidden', permission: 'tenant:read' },
        groups: { status: 'forbidden', permission: 'customerGroup:read' },
        threads: { status: 'forbidden', permission: 'thread:read' },
        cards: { status: 'failed', reason: 'timeout' },
      }),
    );
    expect(problemLines(out)).toEqual([
      'Not shown: Company (needs the permission company:read)',
      'Not shown: Tenants (needs the permission tenant:read)',
      'Not shown: Groups (needs the permission customerGroup:read)',
      'Not shown: Open threads (needs the permission thread:read)',
      'Not loaded: Customer cards. The service did not answer',
    ]);
    const two = render(
      with_({ threads: { status: 'forbidden', permission: 'thread:read' }, cards: { status: 'forbidden', permission: 'thread:read' } }),
    );
    expect(problemLines(two)).toEqual(['Not shown: Open threads, Customer cards (needs the permission thread:read)']);
    expect(problemLines(render(with_({ who: { status: 'forbidden', permission: null } })))).toEqual([
      'Not shown: Customer details (this key may not read them)',
    ]);
  });

  it('the rate limit says until when, as the lookup does', () => {
    const until = Date.UTC(2026, 10, 23, 14, 2);
    const out = render(with_({ threads: { status: 'failed', reason: 'rate-limited', rateLimitedUntil: until } }));
    expect(problemLines(out)).toEqual([
      `Not loaded: Open threads. Rate limited until ${new Date(until).toLocaleTimeString()}; try again then`,
    ]);
  });

  it('Retry where the view can ask again (the card), on failures only', () => {
    const ctx = with_({ threads: { status: 'failed', reason: 'server-error' }, cards: { status: 'forbidden', permission: 'x:read' } });
    const card = renderToStaticMarkup(<CustomerView state={found(ctx)} email="jane@acme.io" onRetry={() => undefined} />);
    expect(card.match(/<button[^>]*>Retry<\/button>/g)).toHaveLength(1);
    expect(render(ctx)).not.toContain('Retry');
  });
});

describe('who', () => {
  it('verified mark beside the e-mail, external id, agent; no spam warning', () => {
    const who = section(render(fullContext()), 'who');
    // The address may wrap before its '@' and dots (<wbr>, no text of its own).
    expect(who.replaceAll('<wbr/>', '')).toMatch(/jane@acme\.io <span class="verified" data-verified="true">.*verified<\/span>/);
    expect(who).toContain('<code>ext-1</code>');
    expect(who).toContain('Ann Agent');
    expect(who).toContain('3 weeks ago');
    expect(who).not.toContain('role="alert"');
  });
  it('not verified, unassigned', () => {
    const ctx = with_({
      who: {
        status: 'ok',
        data: { emailVerified: false, externalId: null, createdAt: new Date().toISOString(), assignedTo: null, markedAsSpamAt: null },
      },
    });
    const who = section(render(ctx), 'who');
    expect(who).toContain('data-verified="false">not verified');
    expect(who).toContain('Unassigned');
    expect(who).not.toContain('External ID');
  });
  it('a customer marked as spam gets a warning', () => {
    const spamAt = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const ctx = with_({
      who: { status: 'ok', data: { emailVerified: true, externalId: null, createdAt: spamAt, assignedTo: null, markedAsSpamAt: spamAt } },
    });
    expect(section(render(ctx), 'who')).toMatch(/<p class="spam" role="alert"><strong>Marked as spam<\/strong> <time[^>]*>2 days ago/);
  });
});

describe('where they belong', () => {
  it('company with domain and tier colour, tenants with tiers, groups with colour dots', () => {
    const out = render(fullContext());
    expect(section(out, 'company')).toMatch(
      /Acme <span class="muted">acme\.io<\/span> <span class="tier"[^>]*><span class="dot" aria-hidden="true" style="background-color:#FABADA"><\/span>Enterprise/,
    );
    expect(section(out, 'tenants')).toMatch(/<li>Acme EU <span class="tier".*Gold<\/span><\/li><li>Acme US <\/li>/);
    expect(section(out, 'groups')).toContain('<li><span class="dot" aria-hidden="true" style="background-color:#00ff00"></span>Beta</li>');
  });
  it('no company, no tenants, no groups say so', () => {
    const out = render(
      with_({ company: { status: 'ok', data: null }, tenants: { status: 'ok', data: [] }, groups: { status: 'ok', data: [] } }),
    );
    expect(section(out, 'company')).toContain('No company');
    expect(section(out, 'tenants')).toContain('None');
    expect(section(out, 'groups')).toContain('None');
  });
  it('a colour that is not hex is neutral, never copied into the style', () => {
    const out = render(with_({ groups: { status: 'ok', data: [{ name: 'G', color: 'red;background:url(https://evil.example)' }] } }));
    expect(section(out, 'groups')).toContain('background-color:#98a2b3');
    expect(out).not.toContain('evil.example');
  });
  it('text from the API stays text', () => {
    const out = render(with_({ company: { status: 'ok', data: { name: '<b>Acme</b>', domainName: 'acme.io', tier: null } } }));
    expect(out).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(out).not.toContain('<b>');
  });
});

describe('customer cards', () => {
  it('each card under its title; a loading card and a failed card say so, the others still show', () => {
    const out = render(
      with_({
        cards: {
          status: 'ok',
          data: [
            { key: 'a', title: 'Billing', state: 'loaded', components: [{ type: 'badge', label: 'Paid', color: 'GREEN' }] },
            { key: 'b', title: 'Orders', state: 'loading' },
            { key: 'c', title: 'CRM', state: 'error', message: 'The CRM did not answer' },
          ],
        },
      }),
    );
    const cards = section(out, 'cards');
    expect(cards).toMatch(/<h4>Billing<\/h4><div class="cc-body"><span class="cc-badge badge-GREEN">Paid<\/span><\/div>/);
    expect(cards).toMatch(/<h4>Orders<\/h4><p class="state-line loading">Loading this card…<\/p>/);
    expect(cards).toMatch(/<h4>CRM<\/h4><p class="state-line failed">The CRM did not answer<\/p>/);
  });
  it('no cards says so', () => {
    expect(section(render(with_({ cards: { status: 'ok', data: [] } })), 'cards')).toContain('No customer cards');
  });
  it('a card with nothing to show says so under its title (no components, or only layout); the others show', () => {
    const spacer = { type: 'spacer', size: 'M' } as const;
    const cards = section(
      render(
        with_({
          cards: {
            status: 'ok',
            data: [
              { key: 'a', title: 'Last order', state: 'loaded', components: [] },
              {
                key: 'b',
                title: 'Usage',
                state: 'loaded',
                components: [
                  spacer,
                  { type: 'divider', spacing: null },
                  { type: 'row', main: [spacer], aside: [] },
                  { type: 'container', content: [] },
                ],
              },
              { key: 'c', title: 'Notes', state: 'loaded', components: [{ type: 'plainText', text: '  ', size: null, color: null }] },
              {
                key: 'd',
                title: 'Billing',
                state: 'loaded',
                components: [spacer, { type: 'container', content: [{ type: 'badge', label: 'Paid', color: 'GREEN' }] }],
              },
            ],
          },
        }),
      ),
      'cards',
    );
    for (const title of ['Last order', 'Usage', 'Notes'])
      expect(cards, title).toContain(`<h4>${title}</h4><p class="state-line empty">Nothing to show</p>`);
    expect(cards).toMatch(/<h4>Billing<\/h4><div class="cc-body">.*Paid/);
    expect(cards.match(/Nothing to show/g)).toHaveLength(3);
  });
});
