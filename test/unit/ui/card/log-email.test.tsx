/**
 * The card's logging and note pieces apart from the browser: Confirm sends nothing for a script's
 * click or while a send is on its way, and asks again where the answer was lost; the mark reads
 * "Logged to Plain at <time> by you"; the preview shows what will be sent; an empty note is not sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LogOutcome } from '../../../../src/shared/contract/log';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { confirmLog, TRIES } = await import('../../../../src/ui/components/log/confirm-log');
const { loggedText } = await import('../../../../src/ui/components/log/logged-text');
const { LogPreview } = await import('../../../../src/ui/components/log/LogPreview');
const { noteFieldsWrong } = await import('../../../../src/ui/components/actions/AddNoteForm');

const LOGGED: LogOutcome = { ok: true, logged: { at: '2026-11-24T10:42:00Z', by: 'you' }, already: false };

function confirmWith(answers: Array<LogOutcome | Error>, opts: { trusted?: boolean; sending?: boolean } = {}) {
  const sends: number[] = [];
  const busy: boolean[] = [];
  const run = confirmLog({
    trusted: opts.trusted ?? true,
    sending: opts.sending ?? false,
    send: () => {
      sends.push(sends.length);
      const next = answers.shift()!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    setSending: (b) => busy.push(b),
  });
  return { run, sends, busy };
}

describe('Confirm', () => {
  it("a script's click, or one while a send is on its way, sends nothing", async () => {
    for (const opts of [{ trusted: false }, { sending: true }]) {
      const { run, sends } = confirmWith([LOGGED], opts);
      expect(await run).toBeNull();
      expect(sends).toHaveLength(0);
    }
  });

  it('an answer lost (the worker stopped) is asked again, and its answer shown; the button is busy meanwhile', async () => {
    const { run, sends, busy } = confirmWith([new Error('port closed'), LOGGED]);
    expect(await run).toEqual(LOGGED);
    expect(sends).toHaveLength(2);
    expect(busy).toEqual([true, false]);
  });

  it('lost every time: "unknown", after a few asks', async () => {
    const { run, sends } = confirmWith(Array.from({ length: TRIES + 1 }, () => new Error('gone')));
    expect(await run).toEqual({ ok: false, failure: { kind: 'unknown' } });
    expect(sends).toHaveLength(TRIES);
  });
});

describe('the mark and the preview', () => {
  it('says when and by whom, the time alone for today', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    const today = loggedText({ at: '2026-11-24T10:42:00Z', by: 'you' }, now);
    expect(today).toMatch(/^Logged to Plain at .*\d:\d\d.* by you$/);
    expect(today).not.toContain('2026');
    expect(loggedText({ at: '2026-11-20T10:42:00Z', by: 'someone' }, now)).toMatch(/^Logged to Plain at .*2026.* by someone$/);
    expect(loggedText({ at: null, by: 'someone' }, now)).toBe('Logged to Plain by someone');
  });

  it('shows the title, who to whom, the excerpt as text and the link back', () => {
    const html = renderToStaticMarkup(
      <LogPreview
        preview={{
          title: 'E-mail: Invoice',
          from: 'Jane Cooper <jane.cooper@acme.io>',
          to: ['support@acme-support.com'],
          date: '2026-11-24T10:42:00.000Z',
          excerpt: '<b>not markup</b>',
          url: 'https://mail.example.com/m/1',
        }}
      />,
    );
    expect(html).toContain('E-mail: Invoice');
    expect(html).toContain('Jane Cooper &lt;jane.cooper@acme.io&gt;');
    expect(html).toContain('support@acme-support.com');
    expect(html).toContain('&lt;b&gt;not markup&lt;/b&gt;');
    expect(html).toContain('href="https://mail.example.com/m/1"');
  });
});

describe('Add note', () => {
  it('an empty note is said beside its field and not sent; any text may be', () => {
    expect(noteFieldsWrong({ text: '  \n ' })).toMatchObject({ kind: 'fields', fields: { text: expect.any(String) } });
    expect(noteFieldsWrong({ text: 'Refund agreed' })).toBeNull();
  });
});
