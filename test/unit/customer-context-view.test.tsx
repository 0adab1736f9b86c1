/**
 * The customer's story in CustomerView: the basic card first and unchanged, then each section in
 * its own state, never hidden silently.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadingContext, type CustomerContext, type Section } from '../../src/shared/customer-context';
import { found, fullContext, section } from './support/context-fixture';

vi.mock('webextension-polyfill', async () => ({ default: (await import('./support/i18n-browser')).i18nBrowser }));
const { CustomerView } = await import('../../src/ui/components/CustomerView');

const render = (context?: CustomerContext, over = {}) => renderToStaticMarkup(<CustomerView state={found(context, over)} email="jane@acme.io" />);
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

const states: Array<[string, Section<never>, string]> = [
  ['loading', { status: 'loading' }, 'Loading…'],
  ['forbidden, naming the permission', { status: 'forbidden', permission: 'thread:read' }, 'Needs the permission thread:read'],
  ['forbidden, naming none', { status: 'forbidden', permission: null }, 'This key may not read this'],
];
const failedWords: Record<string, string> = {
  who: "Couldn&#x27;t load the customer&#x27;s details",
  company: "Couldn&#x27;t load the company",
  tenants: "Couldn&#x27;t load the tenants",
  groups: "Couldn&#x27;t load the groups",
  threads: "Couldn&#x27;t load open threads",
  cards: "Couldn&#x27;t load customer cards",
};

describe('each section says its state in one line', () => {
  it('a section the rate limit stopped says so, and until when', () => {
    const until = Date.UTC(2026, 10, 23, 14, 2);
    const out = section(render(with_({ threads: { status: 'failed', rateLimitedUntil: until } })), 'threads');
    expect(out).toContain(`Couldn&#x27;t load open threads: rate limited until ${new Date(until).toLocaleTimeString()}`);
  });
  for (const name of Object.keys(failedWords) as Array<keyof typeof failedWords>) {
    for (const [label, state, words] of [...states, ['failed', { status: 'failed' }, failedWords[name]!] as const]) {
      it(`${name}: ${label}`, () => {
        const out = render(with_({ [name]: state }));
        const own = section(out, name);
        expect(own).toContain(words);
        expect(own).toContain(`data-status="${state.status}"`);
        // The other sections still show their data.
        const other = name === 'threads' ? 'who' : 'threads';
        expect(section(out, other)).toContain(`data-status="ok"`);
      });
    }
  }
});

describe('who', () => {
  it('verified mark beside the e-mail, external id, agent; no spam warning', () => {
    const who = section(render(fullContext()), 'who');
    expect(who).toMatch(/jane@acme\.io <span class="verified" data-verified="true">.*verified<\/span>/);
    expect(who).toContain('<code>ext-1</code>');
    expect(who).toContain('Ann Agent');
    expect(who).toContain('3 weeks ago');
    expect(who).not.toContain('role="alert"');
  });
  it('not verified, unassigned', () => {
    const ctx = with_({ who: { status: 'ok', data: { emailVerified: false, externalId: null, createdAt: new Date().toISOString(), assignedTo: null, markedAsSpamAt: null } } });
    const who = section(render(ctx), 'who');
    expect(who).toContain('data-verified="false">not verified');
    expect(who).toContain('Unassigned');
    expect(who).not.toContain('External ID');
  });
  it('a customer marked as spam gets a warning', () => {
    const spamAt = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const ctx = with_({ who: { status: 'ok', data: { emailVerified: true, externalId: null, createdAt: spamAt, assignedTo: null, markedAsSpamAt: spamAt } } });
    expect(section(render(ctx), 'who')).toMatch(/<p class="spam" role="alert"><strong>Marked as spam<\/strong> <time[^>]*>2 days ago/);
  });
});

describe('where they belong', () => {
  it('company with domain and tier colour, tenants with tiers, groups with colour dots', () => {
    const out = render(fullContext());
    expect(section(out, 'company')).toMatch(/Acme <span class="muted">acme\.io<\/span> <span class="tier"[^>]*><span class="dot" aria-hidden="true" style="background-color:#FABADA"><\/span>Enterprise/);
    expect(section(out, 'tenants')).toMatch(/<li>Acme EU <span class="tier".*Gold<\/span><\/li><li>Acme US <\/li>/);
    expect(section(out, 'groups')).toContain('<li><span class="dot" aria-hidden="true" style="background-color:#00ff00"></span>Beta</li>');
  });
  it('no company, no tenants, no groups say so', () => {
    const out = render(with_({ company: { status: 'ok', data: null }, tenants: { status: 'ok', data: [] }, groups: { status: 'ok', data: [] } }));
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
              { key: 'b', title: 'Usage', state: 'loaded', components: [spacer, { type: 'divider', spacing: null }, { type: 'row', main: [spacer], aside: [] }, { type: 'container', content: [] }] },
              { key: 'c', title: 'Notes', state: 'loaded', components: [{ type: 'plainText', text: '  ', size: null, color: null }] },
              { key: 'd', title: 'Billing', state: 'loaded', components: [spacer, { type: 'container', content: [{ type: 'badge', label: 'Paid', color: 'GREEN' }] }] },
            ],
          },
        }),
      ),
      'cards',
    );
    for (const title of ['Last order', 'Usage', 'Notes']) expect(cards, title).toContain(`<h4>${title}</h4><p class="state-line empty">Nothing to show</p>`);
    expect(cards).toMatch(/<h4>Billing<\/h4><div class="cc-body">.*Paid/);
    expect(cards.match(/Nothing to show/g)).toHaveLength(3);
  });
});
