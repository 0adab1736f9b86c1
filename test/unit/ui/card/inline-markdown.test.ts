/**
 * The markdown of a card's `text` (bold, italic, links; Plain's UI components docs), read by
 * CommonMark's rules. Checked against the CommonMark spec's own examples (the `commonmark-spec`
 * package, CC-BY-SA 4.0, read from node_modules, not copied): every example of its emphasis and
 * link sections that stays inside this subset must come out as the spec says.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseInline, type Span } from '../../../../src/ui/components/customer-cards/inline-markdown';

interface SpecExample {
  markdown: string;
  html: string;
  number: number;
  section: string;
}
const spec = (createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] }).tests;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The spec's URL normalization (percent-encode what a URL may not hold, keep valid escapes). */
const normalizeUrl = (url: string) =>
  url.replace(/%(?![0-9a-fA-F]{2})|[^A-Za-z0-9;/?:@&=+$,\-_.!~*'()#%[\]]/gu, (c) => encodeURIComponent(c));

function toHtml(spans: Span[]): string {
  return spans
    .map((s) => {
      if (s.kind === 'text') return escape(s.text);
      if (s.kind === 'link') return `<a href="${escape(normalizeUrl(s.href))}">${toHtml(s.children)}</a>`;
      return `<${s.kind}>${toHtml(s.children)}</${s.kind}>`;
    })
    .join('');
}

/**
 * An example inside the subset: one paragraph of one line with no construct this reader leaves
 * as written (code spans, HTML and autolinks, entities, images, reference links, link titles,
 * angle-bracket destinations) and no block syntax around it.
 */
function inSubset(e: SpecExample): boolean {
  const md = e.markdown.replace(/\n$/, '');
  if (md.includes('\n') || /[`<&]|!\[|\]:|\]\[/.test(md) || /^(\s{4}|[-+>#]|\d+[.)]|\*\s|\*{3,}$|_{3,}$)/.test(md)) return false;
  if (!/^<p>.*<\/p>\n$/s.test(e.html) || /title=|<img|<code/.test(e.html)) return false;
  return true;
}

describe('the markdown of a card text, against the CommonMark spec', () => {
  const examples = spec.filter((e) => ['Emphasis and strong emphasis', 'Links', 'Backslash escapes'].includes(e.section) && inSubset(e));

  it('takes enough of the spec to mean something', () => {
    // 132 examples in the emphasis section alone; the filter must not quietly drop most of them.
    expect(examples.length).toBeGreaterThan(120);
  });

  for (const e of examples) {
    it(`example ${e.number} (${e.section}): ${JSON.stringify(e.markdown)}`, () => {
      const html = `<p>${toHtml(parseInline(e.markdown.replace(/\n$/, '')))}</p>\n`;
      expect(html).toBe(e.html);
    });
  }
});

describe('the markdown of a card text, as Plain uses it', () => {
  it("the examples' bold values", () => {
    expect(parseInline('**46**')).toEqual([{ kind: 'strong', children: [{ kind: 'text', text: '46' }] }]);
    expect(parseInline('Environment: **production**')).toEqual([
      { kind: 'text', text: 'Environment: ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'production' }] },
    ]);
  });
  it("Plain's own docs example: bold, italic and a link", () => {
    expect(toHtml(parseInline('The **quick** brown fox _jumps_ over the [lazy link](https://plain.com)'))).toBe(
      'The <strong>quick</strong> brown fox <em>jumps</em> over the <a href="https://plain.com">lazy link</a>',
    );
  });
  it('text without markdown is one text span, as written', () => {
    for (const text of ['Plan: Pro', 'snake_case_id', '2 * 3 = 6', 'a ** b', '[not a link]', '<b>x</b>', '']) {
      expect(parseInline(text)).toEqual(text ? [{ kind: 'text', text }] : []);
    }
  });
  it('markup inside markdown stays text', () => {
    expect(parseInline('**<img src=x onerror=alert(1)>**')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
    expect(parseInline('[<b>x</b>](javascript:alert(1))')).toEqual([
      { kind: 'link', href: 'javascript:alert(1)', children: [{ kind: 'text', text: '<b>x</b>' }] },
    ]);
  });
  it('an emoji beside a delimiter counts as punctuation, as CommonMark 0.31 has it', () => {
    expect(toHtml(parseInline('**🍎**'))).toBe('<strong>🍎</strong>');
  });
  it('openers that nothing closes stay as written, all 5,000 characters of them', () => {
    const unclosed = '*a _b '.repeat(800) + '['.repeat(200);
    expect(parseInline(unclosed)).toEqual([{ kind: 'text', text: unclosed }]);
  });
});
