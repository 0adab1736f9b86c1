// The excerpt logged with an e-mail: the first 500 characters of its visible text, plain text
// (HTML's markup dropped, what only looks like a tag kept), whitespace folded, and never cut
// inside a character.
import { describe, expect, it } from 'vitest';
import { cutText, foldWhitespace } from '../../../../src/shared/log/cut-text';
import { EXCERPT_LENGTH, dropMarkup, messageExcerpt } from '../../../../src/shared/log/excerpt';

const codePoints = (s: string) => [...s].length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

describe('messageExcerpt', () => {
  it('drops HTML markup, comments, style and script, and reads entities', () => {
    const html =
      '<div class="a3s"><style>p { color: red }</style><p>Hello&nbsp;<b>Ana</b>,</p><!-- tracking --><p>we were charged <i>twice</i> &amp; need a refund.<br/>Thanks</p><script>alert(1)</script></div>';
    expect(messageExcerpt(html)).toBe('Hello Ana, we were charged twice & need a refund. Thanks');
  });

  it('keeps what only looks like a tag: an invoice number or an address in angle brackets', () => {
    expect(dropMarkup('Re: <INV-2041> from Ana <ana@acme.io>, 3 < 4 > 2')).toBe('Re: <INV-2041> from Ana <ana@acme.io>, 3 < 4 > 2');
    // Written as text by its author: stays text, not markup.
    expect(messageExcerpt('Type &lt;b&gt; for bold')).toBe('Type <b> for bold');
  });

  it('folds every run of whitespace, line breaks and no-break spaces included, into one space', () => {
    expect(messageExcerpt('  Hi Ana,\n\n\tthanks\u00a0for  writing.\r\n  ')).toBe('Hi Ana, thanks for writing.');
  });

  it('keeps a short text whole and cuts a long one to 500 characters, marked with an ellipsis', () => {
    expect(messageExcerpt('Short.')).toBe('Short.');
    const exact = 'x'.repeat(EXCERPT_LENGTH);
    expect(messageExcerpt(exact)).toBe(exact);
    const long = messageExcerpt('word '.repeat(400));
    expect(codePoints(long)).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(codePoints(long)).toBeGreaterThan(EXCERPT_LENGTH - 10);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('never cuts inside a surrogate pair or a grapheme, wherever the cut falls', () => {
    for (let pad = 0; pad < 4; pad++) {
      const text = 'a'.repeat(EXCERPT_LENGTH - 3 + pad) + '😀👍🏽👩‍👩‍👧'.repeat(20);
      const cut = messageExcerpt(text);
      expect(codePoints(cut)).toBeLessThanOrEqual(EXCERPT_LENGTH);
      expect(cut).not.toMatch(LONE_SURROGATE);
      // Every grapheme of the cut is one of the text's whole graphemes.
      const whole = new Set([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment));
      for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cut.slice(0, -1)))
        expect(whole.has(segment)).toBe(true);
    }
  });

  it('an empty or markup-only message has an empty excerpt', () => {
    expect(messageExcerpt('   ')).toBe('');
    expect(messageExcerpt('<div><br></div>')).toBe('');
  });
});

describe('cutText and foldWhitespace', () => {
  it('count code points, not UTF-16 units', () => {
    expect(cutText('😀😀😀', 3)).toBe('😀😀😀');
    expect(cutText('😀😀😀😀', 3)).toBe('😀😀…');
    expect(foldWhitespace('\u2003a\u2028b ')).toBe('a b');
  });
});
