// The excerpt for any text at all: within 500 code points, no lone surrogate made by the cut,
// folded, and a text already short and plain kept as it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, messageExcerpt } from '../../../../src/shared/log/excerpt';
import { foldWhitespace } from '../../../../src/shared/log/cut-text';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
// Any code point (no lone surrogate: a cut must not make one), and pieces of markup and of
// graphemes made of several code points.
const codePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
const anyText = fc.string({
  unit: fc.oneof(fc.constantFrom('<b>', '</p>', '&amp;', ' ', '\n', '👩‍👧', '🏽', 'é'), codePoint, astral),
  minLength: 300,
  maxLength: 900,
});

describe('messageExcerpt, for any text', () => {
  it('is at most 500 code points, folded, with no lone surrogate', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const excerpt = messageExcerpt(text);
        expect([...excerpt].length).toBeLessThanOrEqual(EXCERPT_LENGTH);
        expect(excerpt).toBe(foldWhitespace(excerpt));
        expect(excerpt).not.toMatch(LONE_SURROGATE);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a short text without markup or entities as it is, but folded', () => {
    const plain = fc.string({ unit: codePoint.filter((c) => !/[<>&]/u.test(c)), maxLength: 400 });
    fc.assert(
      fc.property(plain, (text) => {
        expect(messageExcerpt(text)).toBe(foldWhitespace(text));
      }),
      { numRuns: 300 },
    );
  });
});
