/**
 * The detector's rules, one block per rule, each with text it must find and text it must not.
 * Peer libraries' own cases are in email.peers.test.ts; random text in email.property.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { findEmailsAcross } from '../../../../src/shared/email/across-pieces';
import { findEmails, isEmail, normalizeEmail } from '../../../../src/shared/email/detect';

const emails = (text: string) => findEmails(text).map((s) => s.email);

/** [rule, text, the addresses a support agent expects to see highlighted] */
const RULES: [rule: string, text: string, expected: string[]][] = [
  ['plus-addressing', 'Reply to jane+billing@acme.io please', ['jane+billing@acme.io']],
  ['plus-addressing', 'a lone +@acme.io is not one', []],
  ['subdomains', 'Mail jane@eu.mail.acme.co.uk now', ['jane@eu.mail.acme.co.uk']],
  ['subdomains', 'but not jane@eu..acme.co.uk', []],
  ['long and new TLDs', 'studio@lens.photography and dev@acme.dev', ['studio@lens.photography', 'dev@acme.dev']],
  ['long and new TLDs', 'studio@lens.photographyy is no TLD', []],
  ['Unicode domain labels', 'hans@müller.de, jane@президент.рф', ['hans@müller.de', 'jane@президент.рф']],
  ['Unicode domain labels', 'jane@президент.рфф is no TLD', []],
  ['xn-- labels and TLDs', 'jane@xn--d1abbgf6aiiy.xn--p1ai', ['jane@xn--d1abbgf6aiiy.xn--p1ai']],
  ['xn-- labels and TLDs', 'jane@xn--d1abbgf6aiiy.xn--p1aj', []],
  ['upper case, kept as written', 'JANE.DOE@ACME.IO', ['JANE.DOE@ACME.IO']],
  ['upper case, kept as written', 'JANE.DOE@ACME.IOO', []],
  ['inside <…>', 'Jane Doe <jane@acme.io>', ['jane@acme.io']],
  ['inside (…)', '(jane@acme.io)', ['jane@acme.io']],
  ['inside quotes', `"jane@acme.io" 'joe@acme.io' \`ops@acme.io\``, ['jane@acme.io', 'joe@acme.io', 'ops@acme.io']],
  ['inside brackets, nothing in them', '<@acme.io> (@acme.io) "@acme.io"', []],
  ['mailto: in text', 'write to mailto:jane@acme.io, or MAILTO:JOE@ACME.IO', ['jane@acme.io', 'JOE@ACME.IO']],
  ['mailto: href value', 'mailto:jane@acme.io?subject=Hi&cc=joe@acme.io', ['jane@acme.io', 'joe@acme.io']],
  ['mailto: needs an address', 'mailto:jane and mailto:@acme.io', []],
  [
    'trailing punctuation',
    'jane@acme.io. a@acme.io, b@acme.io; c@acme.io: d@acme.io) e@acme.io! f@acme.io?',
    ['jane@acme.io', 'a@acme.io', 'b@acme.io', 'c@acme.io', 'd@acme.io', 'e@acme.io', 'f@acme.io'],
  ],
  ['trailing quotes and dashes', `"jane@acme.io". 'joe@acme.io'; ops@acme.io--`, ['jane@acme.io', 'joe@acme.io', 'ops@acme.io']],
  ['file names with a pixel density', 'image@2x.png icon@3x.webp report@2x.zip clip@1.5x.mov logo@2X.app', []],
  ['file names with a pixel density', 'sales@2x.example.com and deals@shop.zip', ['sales@2x.example.com', 'deals@shop.zip']],
  ['@mentions', 'thanks @jane and @acme.io', []],
  ['@mentions', '@support please ask jane@acme.io', ['jane@acme.io']],
  ['chains of @', '@scope/pkg@1.2.3, @jane@mastodon.social, a@b.io@c.io', []],
  ['URL user-info', 'https://user:pass@host.com http://user@example.com ftp://jane@files.acme.io/x', []],
  ['an @ anywhere in a URL', 'see https://acme.io/users/jane@acme.io/edit', []],
  ['a URL ends at whitespace or <>', 'https://acme.io/help jane@acme.io <https://acme.io/>joe@acme.io', ['jane@acme.io', 'joe@acme.io']],
  ['explicit mailto: after a URL', '[site](https://www.ibm.com)[mail](mailto:someone@ibm.com)', ['someone@ibm.com']],
  ['localhost', 'root@localhost and root@localhost:8080', []],
  ['localhost', 'root@localhost.dev', ['root@localhost.dev']],
  ['no TLD', 'a@b, jane@acme', []],
  ['no TLD', 'a@b.co', ['a@b.co']],
  ['TLD not in the IANA list', 'jane@acme.soda jane@acme.png jane@acme.123 jane@1.2.3.4', []],
  ['labels starting or ending with -', 'jane@-acme.io jane@acme-.io jane@acme.-io', []],
  ['labels starting or ending with -', 'jane@a-cme.io jane@a--b.io', ['jane@a-cme.io', 'jane@a--b.io']],
  ['consecutive dots in the domain', 'jane@acme..io', []],
  ['consecutive dots in the local part end it (as linkifyjs)', 'jane..doe@acme.io', ['doe@acme.io']],
  ['local part ending with .', 'jane.@acme.io', []],
  [
    'a dot joins local-part words; a leading dot is the sentence’s',
    'Mail me.jane@acme.io or .joe@acme.io',
    ['me.jane@acme.io', 'joe@acme.io'],
  ],
  [
    'leading punctuation is the sentence’s',
    '/jane@acme.io *joe@acme.io* {ops@acme.io} -x@acme.io',
    ['jane@acme.io', 'joe@acme.io', 'ops@acme.io', 'x@acme.io'],
  ],
  [
    'punctuation inside the local part',
    "o'malley@acme.io ~team/ops@acme.io a|b@acme.io",
    ["o'malley@acme.io", '~team/ops@acme.io', 'a|b@acme.io'],
  ],
  ['punctuation cannot end the local part', '{{name}}@acme.io jane-@acme.io', []],
  ['= is a key/value separator, not part of the address', 'user=jane@acme.io', ['jane@acme.io']],
  ['Unicode letters in the local part', 'josé.müller@acme.io 山田@acme.jp', ['josé.müller@acme.io', '山田@acme.jp']],
  ['full-width forms are not an address', 'jane@ｇｍａｉｌ.com ｊａｎｅ@acme.io', []],
  ['quoted local parts', 'Write "john doe"@acme.io or test."x y".z@acme.io', ['"john doe"@acme.io', 'test."x y".z@acme.io']],
  ['quoted local parts', '""@acme.io "  "@acme.io foo"bar"@acme.io', []],
  ['Chinese and Japanese glued around the address', '联系jane@acme.com获取 メールはjoe@acme.ioです', ['jane@acme.com', 'joe@acme.io']],
  ['domain glued to more text', 'jane@acme.io_x jane@acme.io@x.io', []],
  ['a badge’s word glued on is no TLD (the page’s pieces tell, see below)', 'ana@acme.ioTodo ana@acme.io2', []],
  ['several addresses, in order', 'a@x.io,b@y.io;c@z.io', ['a@x.io', 'b@y.io', 'c@z.io']],
];

describe('findEmails rules', () => {
  it.each(RULES)('%s: %s', (_rule, text, expected) => {
    expect(emails(text)).toEqual(expected);
  });

  it('gives spans that index the text, end exclusive', () => {
    const text = 'Hi <mailto:Jane@Acme.io>!';
    expect(findEmails(text)).toEqual([{ start: 11, end: 23, email: 'Jane@Acme.io' }]);
    expect(text.slice(11, 23)).toBe('Jane@Acme.io');
  });

  it('keeps the local part within 64 octets (UTF-8)', () => {
    expect(emails(`${'a'.repeat(64)}@acme.io`)).toHaveLength(1);
    expect(emails(`${'a'.repeat(65)}@acme.io`)).toEqual([]);
    expect(emails(`${'ü'.repeat(32)}@acme.io`)).toHaveLength(1); // 64 octets
    expect(emails(`${'ü'.repeat(33)}@acme.io`)).toEqual([]); // 66 octets, 33 characters
  });

  it('keeps the whole address within 254 octets', () => {
    const address = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n)}.com`;
    expect(address(57)).toHaveLength(254);
    expect(emails(address(57))).toEqual([address(57)]);
    expect(emails(address(58))).toEqual([]);
  });

  it('keeps domain labels within 63 characters', () => {
    expect(emails(`jane@${'a'.repeat(63)}.io`)).toHaveLength(1);
    expect(emails(`jane@${'a'.repeat(64)}.io`)).toEqual([]);
  });
});

/** The pieces a page renders (text nodes), joined: the text, where each piece starts, and the gaps. */
function acrossPieces(pieces: string[], gaps: number[] = []): string[] {
  const starts: number[] = [];
  let at = 0;
  for (const piece of pieces) {
    starts.push(at);
    at += piece.length;
  }
  return findEmailsAcross(pieces.join(''), starts, gaps).map((s) => s.email);
}

/**
 * [pattern, the page's text nodes in a run, the addresses an agent reads there, the pieces that
 * begin after a gap on screen (a margin, padding or border between them: a chip's, a tag's)]
 */
const PIECES: [pattern: string, pieces: string[], expected: string[], gaps?: number[]][] = [
  ['split by <mark>', ['jane@', 'acme', '.io'], ['jane@acme.io']],
  ['split by <wbr>', ['jane', '@acme.io'], ['jane@acme.io']],
  ['split by <span>', ['jane', '@acme.io'], ['jane@acme.io']],
  ['a chip right after', ['ana@acme.io', 'Todo'], ['ana@acme.io']],
  ['a chip right after, text after it', ['ana@acme.io', 'Todo', ' since Monday'], ['ana@acme.io']],
  ['a number right after', ['ana@acme.io', '2'], ['ana@acme.io']],
  ['split by <mark>, then a chip', ['jane@', 'acme', '.io', 'Open'], ['jane@acme.io']],
  ['split by <span>, then a chip', ['jane', '@acme.io', 'Todo'], ['jane@acme.io']],
  ['two addresses side by side', ['ana@acme.io', 'bo@example.org'], ['ana@acme.io', 'bo@example.org']],
  ['an address, then a chip that holds one', ['ana@acme.io', 'cc bo@example.org'], ['ana@acme.io', 'bo@example.org']],
  // Joined, it is an address, so no boundary is cut: only a gap on screen sets the tag apart.
  ['a word glued in front that makes an address', ['VIP', 'ana@acme.io'], ['VIPana@acme.io']],
  ['the widest cut wins', ['Todo', 'ana@acme.io', 'Done'], ['Todoana@acme.io']],
  ['an @ inside a URL stays the URL’s however it is cut', ['https://', 'user@host.com', '/x'], []],
  ['no address in any cut', ['@jane', ' says hi'], []],
  ['one piece: the detector alone', ['ana@acme.ioTodo'], []],
  ['a tag set apart in front', ['VIP', 'ana@acme.io'], ['ana@acme.io'], [1]],
  ['a chip set apart after, that joined would make another address', ['liam@proton.me', 'dia'], ['liam@proton.me'], [1]],
  ['tag and chip set apart', ['Todo', 'ana@acme.io', 'Done'], ['ana@acme.io'], [1, 2]],
  ['a highlight with padding inside the address: read across its gaps', ['jane@', 'acme', '.io'], ['jane@acme.io'], [1, 2]],
  ['a padded highlight, then a chip', ['jane@', 'acme', '.io', 'Todo'], ['jane@acme.io'], [1, 2, 3]],
  ['a tag, then a padded highlight: across the fewest gaps', ['VIP', 'jane@', 'acme', '.io'], ['jane@acme.io'], [1, 2, 3]],
  ['a padded local part', ['jane', '@acme.io'], ['jane@acme.io'], [1]],
  ['two addresses set apart', ['ana@acme.io', 'bo@example.org'], ['ana@acme.io', 'bo@example.org'], [1]],
  ['nothing to read across a gap', ['@jane', 'says'], [], [1]],
];

describe('findEmailsAcross (text in a page’s pieces)', () => {
  it.each(PIECES)('%s: %j', (_pattern, pieces, expected, gaps) => {
    expect(acrossPieces(pieces, gaps)).toEqual(expected);
  });

  it('gives spans that index the joined text', () => {
    expect(findEmailsAcross('ana@acme.ioTodo', [0, 11])).toEqual([{ start: 0, end: 11, email: 'ana@acme.io' }]);
    expect(findEmailsAcross('Hi ana@acme.ioTodo', [0, 14])).toEqual([{ start: 3, end: 14, email: 'ana@acme.io' }]);
    expect(findEmailsAcross('VIPjane@acme.io', [0, 3, 8, 12], [1, 2, 3])).toEqual([{ start: 3, end: 15, email: 'jane@acme.io' }]);
  });
});

describe('isEmail', () => {
  it('accepts a whole address', () => {
    for (const ok of ['jane@acme.io', 'JANE+x@mail.acme.photography', 'jane@президент.рф', '"john doe"@acme.io']) {
      expect(isEmail(ok), ok).toBe(true);
    }
  });

  it('rejects anything around or instead of an address', () => {
    for (const bad of [
      'mailto:jane@acme.io',
      ' jane@acme.io',
      'jane@acme.io.',
      '<jane@acme.io>',
      '.jane@acme.io',
      'jane.@acme.io',
      'a@b',
      'image@2x.png',
      'jane@acme.io jane@acme.io',
      '',
      '@',
      'jane',
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe@ACME.io \n')).toBe('jane.doe@acme.io');
    expect(normalizeEmail('JANE@ПРЕЗИДЕНТ.РФ')).toBe('jane@президент.рф');
  });
});
