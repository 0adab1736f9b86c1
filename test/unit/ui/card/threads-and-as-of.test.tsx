/** Open threads (priority words, "N of M open", links only with the workspace) and the "as of" lines. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { customerUrl } from '../../../../src/shared/connection';
import { threadUrl, type CustomerContext, type OpenThreads } from '../../../../src/shared/customer-context';
import { found, fullContext, section, thread } from '../../support/context-fixture';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { CustomerView } = await import('../../../../src/ui/components/CustomerView');
const { asOfTime } = await import('../../../../src/ui/components/context/AsOfLine');

const render = (context?: CustomerContext, over = {}) =>
  renderToStaticMarkup(<CustomerView state={found(context, over)} email="jane@acme.io" />);
const threads = (open: OpenThreads, over = {}) =>
  section(render({ ...fullContext(), threads: { status: 'ok', data: open } }, over), 'threads');

describe('open threads', () => {
  const seven = { total: 7, threads: [0, 1, 2, 3, 4].map((n) => thread(n + 1, { priority: (n % 4) as 0 | 1 | 2 | 3 })) };

  it('"5 of 7 open", five threads in the order given (newest first)', () => {
    const out = threads(seven);
    expect(out).toContain('<p class="count">5 of 7 open');
    expect([...out.matchAll(/data-thread="(th_\d)"/g)].map((m) => m[1])).toEqual(['th_1', 'th_2', 'th_3', 'th_4', 'th_5']);
  });
  it('never more than five, even if more arrive', () => {
    const out = threads({ total: 9, threads: [1, 2, 3, 4, 5, 6].map((n) => thread(n)) });
    expect(out.match(/data-thread=/g)).toHaveLength(5);
    expect(out).toContain('5 of 9 open');
  });
  it('all shown: "2 open"; none: "No open threads" and no list', () => {
    expect(threads({ total: 2, threads: [thread(1), thread(2)] })).toContain('<p class="count">2 open</p>');
    const none = threads({ total: 0, threads: [] });
    expect(none).toContain('No open threads');
    expect(none).not.toContain('<ol');
  });
  it('priority as words, status, ref, assignee, relative last activity', () => {
    const out = threads(seven);
    expect([...out.matchAll(/class="priority p\d">(\w+)</g)].map((m) => m[1])).toEqual(['Urgent', 'High', 'Normal', 'Low', 'Urgent']);
    const snoozed = threads({ total: 1, threads: [thread(3, { status: 'SNOOZED', assignee: null })] });
    expect(snoozed).toContain('<span class="ref">T-3</span>');
    expect(snoozed).toContain('Snoozed');
    expect(snoozed).toContain('3 hours ago');
    expect(snoozed).toContain('Unassigned');
    expect(threads({ total: 1, threads: [thread(1)] })).toContain('To do');
  });
  it('with the workspace each thread opens in Plain in a new tab', () => {
    const out = threads(seven);
    const href = threadUrl('w_1', 'th_1').replaceAll('&', '&amp;');
    expect(out).toContain(`<a class="title" href="${href}" target="_blank" rel="noreferrer">Thread 1</a>`);
    expect(out.match(/<a class="title"/g)).toHaveLength(5);
  });
  it('"5 of 7": a link to all of them, on the customer\'s page in Plain; none when all show', () => {
    const out = threads(seven);
    const c = (found() as Extract<ReturnType<typeof found>, { kind: 'found' }>).customer;
    expect(out).toContain(
      `<a class="all-threads" href="${customerUrl('w_1', c.id)}" target="_blank" rel="noreferrer">See all 7 in Plain</a>`,
    );
    expect(threads({ total: 2, threads: [thread(1), thread(2)] })).not.toContain('all-threads');
    expect(threads(seven, { workspaceId: undefined })).not.toContain('all-threads');
  });
  it('without the workspace no thread is a link', () => {
    const out = threads(seven, { workspaceId: undefined });
    expect(out).not.toContain('<a ');
    expect(out).toContain('<span class="title">Thread 1</span>');
  });
  it('a title with markup stays text', () => {
    const out = threads({ total: 1, threads: [thread(1, { title: '<img src=x onerror=alert(1)>' })] });
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('<img');
  });
});

describe('"as of" lines', () => {
  const at = new Date(2026, 0, 5, 9, 30).getTime();
  it('a last known answer says when it is from and what failed, above the header', () => {
    const out = render(undefined, { asOf: { at, failure: 'unreachable' } });
    const line = out.match(/<p class="as-of" data-as-of="lookup">([^<]*)<\/p>/);
    expect(line?.[1]).toMatch(/^As of .*Jan.*9:30.*: Can&#x27;t reach the service$/);
    expect(out.indexOf('as-of')).toBeLessThan(out.indexOf('<header>'));
  });
  it("server error and timeout in the lookup states' words", () => {
    expect(render(undefined, { asOf: { at, failure: 'server-error' } })).toContain(': The service had an error</p>');
    expect(render(undefined, { asOf: { at, failure: 'timeout' } })).toContain(': The service did not answer</p>');
  });
  it('the time alone when it was today, with the date otherwise', () => {
    const now = new Date(2026, 0, 5, 17, 0).getTime();
    expect(asOfTime(at, now)).toBe(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(at)));
    expect(asOfTime(at, now + 24 * 3600_000)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
  });
  it('a fresh answer has no line', () => {
    expect(render(fullContext())).not.toContain('as-of');
  });
  it('a stale context says so at the top of the context', () => {
    const out = render({ ...fullContext(), fetchedAt: at, stale: { failure: 'server-error' } });
    expect(out).toMatch(/<div class="context"[^>]*><p class="as-of" data-as-of="context">Details as of .*: The service had an error<\/p>/);
  });
});
