/**
 * A customer's card as read: no text under 12 px and its body at the designed 14 (nothing set in
 * between); an address that must wrap breaks before its '@' or a dot, never inside a word
 * ("…photograph|y"); and one clock for every time on it (it said "Created now" beside "Updated 6
 * seconds ago" for a customer made a moment before: each part read the time when it was drawn).
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { found, fullContext } from '../../support/context-fixture';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { CustomerView } = await import('../../../../src/ui/components/CustomerView');

/** The style sheets a card is drawn with (card.html, CustomerView and its actions). */
const CARD_SHEETS = ['src/ui/theme.css', 'src/ui/customer.css', 'src/ui/card.css', 'src/ui/components/actions/actions.css'];
const css = CARD_SHEETS.map((f) => readFileSync(f, 'utf8')).join('\n');

describe("the card's text", () => {
  it('is nowhere under 12 px, and the body is 14 px: small text 12 px, nothing set between', () => {
    const sizes = [...css.matchAll(/font(?:-size)?:\s*(?:[\w-]+\s+)*?(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter((px) => px < 12)).toEqual([]);
    expect(sizes.filter((px) => px > 12 && px < 14)).toEqual([]);
    expect(css).toMatch(/:root\s*{[^}]*font:\s*14px/);
  });
});

describe('a long address', () => {
  const marcus = 'marcus.webb@studio.photography';
  const out = renderToStaticMarkup(
    <CustomerView
      state={found(fullContext(), { customer: { id: 'c_1', fullName: 'Marcus Webb', email: marcus, updatedAt: new Date().toISOString() } })}
      email={marcus}
    />,
  );

  it('may break before its @ and its dots, and is read whole', () => {
    const broken = 'marcus<wbr/>.webb<wbr/>@studio<wbr/>.photography';
    expect(out).toContain(`<p class="email">${broken}</p>`);
    expect(out).toMatch(new RegExp(`<dd class="ctx-email">${broken} `));
  });

  it('breaks inside a word only where no break before an @ or a dot is enough', () => {
    expect(css).not.toMatch(/word-break:\s*break-all/);
  });
});

describe('one clock on a card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a customer created and updated at one moment reads the same for both', () => {
    const at = Date.now();
    const iso = new Date(at).toISOString();
    // Each look at the clock comes 6 s after the last, as the parts of a card are drawn at different moments.
    let clock = at;
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 6_000));
    const context = fullContext();
    context.who = { status: 'ok', data: { ...(context.who.status === 'ok' ? context.who.data : ({} as never)), createdAt: iso } };
    const out = renderToStaticMarkup(
      <CustomerView
        state={found(context, { customer: { id: 'c_1', fullName: 'Noor Haddad', email: 'noor@kestrel.io', updatedAt: iso } })}
        email="noor@kestrel.io"
      />,
    );
    const times = [...out.matchAll(new RegExp(`<time datetime="${iso}"[^>]*>([^<]*)`, 'gi'))].map((m) => m[1]!.trim());
    expect(times).toHaveLength(2);
    expect(times[0]).toBe(times[1]);
  });
});
