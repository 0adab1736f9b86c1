/**
 * docs/privacy.md read into blocks the privacy page draws: headings, paragraphs and lists, each
 * a run of text with `code` marked. The page ships the document itself, so what the options page
 * links to is the repository's text, never a copy that could drift from it.
 */
export type DocBlock = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul'; items: string[] };

export function docBlocks(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (line === '' || heading) flush();
    if (heading) blocks.push({ kind: heading[1]!.length === 1 ? 'h1' : 'h2', text: heading[2]! });
    else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      if (!list) blocks.push({ kind: 'ul', items: (list = []) });
      list.push(line.slice(2));
    } else if (line !== '' && list) list[list.length - 1] += ` ${line}`;
    else if (line !== '') paragraph.push(line);
  }
  flush();
  return blocks;
}

/** A block's text as runs: odd runs were in backticks (code); a link keeps only its words. */
export function textRuns(text: string): string[] {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').split('`');
}
