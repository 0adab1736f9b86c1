/** The privacy page draws docs/privacy.md itself: its headings, paragraphs and lists, code marked. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docBlocks, textRuns } from '../../../src/ui/privacy/doc-blocks';

describe('the privacy page', () => {
  const blocks = docBlocks(readFileSync('docs/privacy.md', 'utf8'));
  it('reads every heading, paragraph and list of the document, with no markdown left in them', () => {
    expect(blocks[0]).toEqual({ kind: 'h1', text: 'What leaves your browser' });
    expect(blocks.filter((b) => b.kind === 'h2').map((b) => (b as { text: string }).text)).toEqual([
      'To whom',
      'What is sent',
      'What is kept in the browser, and for how long',
      'What is never sent',
    ]);
    const texts = blocks.flatMap((b) => (b.kind === 'ul' ? b.items : [b.text]));
    expect(texts.some((t) => /^(#|- )/.test(t))).toBe(false);
    expect(blocks.filter((b) => b.kind === 'ul').flatMap((b) => (b.kind === 'ul' ? b.items : [])).length).toBeGreaterThan(8);
  });

  it('joins a list item written over several lines, and ends a list at a blank line', () => {
    expect(docBlocks('- one\n  more\n- two\n\nafter')).toEqual([
      { kind: 'ul', items: ['one more', 'two'] },
      { kind: 'p', text: 'after' },
    ]);
  });

  it('marks code and keeps only the words of a link', () => {
    expect(textRuns('the `lookup` and [the guide](guide.md)')).toEqual(['the ', 'lookup', ' and the guide']);
  });
});
