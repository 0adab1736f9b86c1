/**
 * Sections from the three replies: each from its own alias or operation, FORBIDDEN read from the
 * API's answer (never guessed), a failed operation failing its sections only, shapes checked.
 */
import { describe, expect, it } from 'vitest';
import { buildContext, wholeFailure } from '../../../../src/background/story/build';
import { permissionIn } from '../../../../src/background/story/forbidden';
import type { Reply } from '../../../../src/background/story/reply';
import { readOpenThreads } from '../../../../src/background/story/threads';
import { cardsData, contextData, thread, threadsData } from '../../support/context-answers';
import { forbidden } from '../../support/fake-graphql';

const answered = (data: unknown, errors: unknown[] = []): Reply => ({ ok: true, data, errors });
const failed = (kind: 'server-error' | 'timeout' | 'bad-response' = 'server-error'): Reply => ({ ok: false, failure: { kind } as never });
const all = (over: Partial<Record<'customer' | 'threads' | 'cards', Reply>> = {}) => ({
  customer: answered(contextData()),
  threads: answered(threadsData()),
  cards: answered(cardsData()),
  ...over,
});

describe('context sections', () => {
  it('a full answer: every section ok, read into plain data', () => {
    const c = buildContext(all(), 123);
    expect(c.fetchedAt).toBe(123);
    expect(c.who).toEqual({
      status: 'ok',
      data: {
        emailVerified: true,
        externalId: 'ext-42',
        createdAt: '2025-03-04T05:06:07.000Z',
        assignedTo: 'Sam Agent',
        markedAsSpamAt: null,
      },
    });
    expect(c.company).toEqual({
      status: 'ok',
      data: { name: 'Acme', domainName: 'acme.io', tier: { name: 'Enterprise', color: '#FABADA' } },
    });
    expect(c.tenants).toEqual({ status: 'ok', data: [{ name: 'Acme EU', tier: null }] });
    expect(c.groups).toEqual({ status: 'ok', data: [{ name: 'VIP', color: '#00FF00' }] });
    expect(c.threads).toMatchObject({
      status: 'ok',
      data: {
        total: 2,
        threads: [
          { ref: 'T-1', assignee: 'Sam Agent' },
          { ref: 'T-2', status: 'SNOOZED', assignee: null },
        ],
      },
    });
    expect(c.cards).toMatchObject({ status: 'ok', data: [{ key: 'billing', state: 'loaded' }] });
    expect(wholeFailure(all())).toBeNull();
  });

  it('a FORBIDDEN under one alias (null-propagated to it) forbids that section only, naming the permission', () => {
    const data = { ...contextData(), tenants: null, company: { id: 'c', company: null } };
    const errors = [forbidden(['tenants', 'tenantMemberships'], 'tenant:read'), forbidden(['company', 'company'], 'company:read')];
    const c = buildContext(all({ customer: answered(data, errors) }), 1);
    expect(c.tenants).toEqual({ status: 'forbidden', permission: 'tenant:read' });
    // The company field itself is nullable: the alias stays, null inside; still forbidden, not "no company".
    expect(c.company).toEqual({ status: 'forbidden', permission: 'company:read' });
    expect(c.who.status).toBe('ok');
    expect(c.groups.status).toBe('ok');
    expect(c.threads.status).toBe('ok');
  });

  it('a FORBIDDEN at a root field nulls its whole operation: that section forbidden, the others untouched', () => {
    const c = buildContext(
      all({
        threads: answered(null, [forbidden(['threads'], 'thread:read')]),
        cards: answered(null, [forbidden(['customerCardInstances'])]),
      }),
      1,
    );
    expect(c.threads).toEqual({ status: 'forbidden', permission: 'thread:read' });
    expect(c.cards).toEqual({ status: 'forbidden', permission: null });
    expect(c.who.status).toBe('ok');
  });

  it('a failed operation fails its own sections only; all three failing is a whole failure', () => {
    const c = buildContext(all({ customer: failed() }), 1);
    // With the reason, in the lookup states' words, so the card can say it once for them all.
    for (const s of [c.who, c.company, c.tenants, c.groups]) expect(s).toEqual({ status: 'failed', reason: 'server-error' });
    expect(c.threads.status).toBe('ok');
    expect(c.cards.status).toBe('ok');
    expect(wholeFailure(all({ customer: failed() }))).toBeNull();
    expect(wholeFailure({ customer: failed('timeout'), threads: failed(), cards: failed() })).toBe('timeout');
    // An answer that is garbage is no outage: no "as of" for it.
    expect(wholeFailure({ customer: failed('bad-response'), threads: failed(), cards: failed() })).toBeNull();
  });

  it('an operation the rate limit stopped fails its sections with the time the limit ends', () => {
    const limited: Reply = { ok: false, failure: { kind: 'rate-limited', retryAt: 1_800_000_000_000 } };
    const c = buildContext(all({ threads: limited }), 1);
    expect(c.threads).toEqual({ status: 'failed', reason: 'rate-limited', rateLimitedUntil: 1_800_000_000_000 });
    expect(c.who.status).toBe('ok');
  });

  it('a null alias with no FORBIDDEN, or a wrong shape, is failed, not empty', () => {
    const data = { ...contextData(), who: { ...contextData().who, createdAt: { iso8601: 'yesterday' } }, groups: null };
    const c = buildContext(
      all({ customer: answered(data), threads: answered({ threads: 'nope' }), cards: answered({ customerCardInstances: {} }) }),
      1,
    );
    for (const s of [c.who, c.groups, c.threads, c.cards]) expect(s).toEqual({ status: 'failed', reason: 'bad-response' });
    expect(c.company.status).toBe('ok');
  });

  it('a customer of no company is ok with null data', () => {
    const c = buildContext(all({ customer: answered({ ...contextData(), company: { id: 'c', company: null } }) }), 1);
    expect(c.company).toEqual({ status: 'ok', data: null });
  });

  it('the permission comes from the message, else null', () => {
    expect(permissionIn('Insufficient permissions, missing "customerGroup:read".')).toBe('customerGroup:read');
    expect(permissionIn('Insufficient permissions.')).toBeNull();
    expect(permissionIn(42)).toBeNull();
  });
});

describe('open threads', () => {
  it('never lists DONE (or unknown) threads as open; priorities are clamped to 0–3, non-numbers dropped', () => {
    const nodes = [
      thread(1, { priority: 7 }),
      thread(2, { status: 'DONE' }),
      thread(3, { priority: -2 }),
      thread(4, { priority: 'high' }),
      thread(5, { status: 'CLOSED' }),
    ];
    const open = readOpenThreads(threadsData(nodes, 9).threads)!;
    expect(open.threads.map((t) => [t.ref, t.priority])).toEqual([
      ['T-1', 3],
      ['T-3', 0],
    ]);
    // The two not open were counted by the API: 9 - 2.
    expect(open.total).toBe(7);
  });

  it('keeps at most 25, the most the query asks for (the card lists five, the side panel all)', () => {
    const nodes = Array.from({ length: 30 }, (_, n) =>
      thread(n + 1, { updatedAt: { iso8601: new Date(Date.UTC(2026, 9, n + 1)).toISOString() } }),
    );
    expect(readOpenThreads(threadsData(nodes, 40).threads)).toMatchObject({ total: 40, threads: { length: 25 } });
    expect(readOpenThreads(threadsData(nodes.slice(0, 7), 12).threads)).toMatchObject({ total: 12, threads: { length: 7 } });
  });

  it('a total that is not a count fails the section', () => {
    expect(readOpenThreads({ totalCount: '3', edges: [] })).toBeUndefined();
    expect(readOpenThreads({ totalCount: 3 })).toBeUndefined();
  });
});
