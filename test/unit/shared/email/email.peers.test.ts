/**
 * The detector against peer libraries' own cases (copied into test/fixtures/peers, see the
 * README there): linkify-it's links.txt / not_links.txt, a merge of linkify-it and linkifyjs
 * e-mail cases, and validator.js isEmail with its default options. Where we disagree on
 * purpose, DISAGREEMENTS says so and why; a listed case that starts agreeing fails the run.
 * The same cases are read again as a page renders them in pieces (text nodes joined across
 * inline markup, findEmailsAcross): beside a status chip, and split by markup.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findEmailsAcross } from '../../../../src/shared/email/across-pieces';
import { findEmails, isEmail, type EmailSpan } from '../../../../src/shared/email/detect';

type Peer = 'linkify-it links' | 'linkify-it not_links' | 'linkify normalized' | 'validator valid' | 'validator invalid';

interface PeerCase {
  peer: Peer;
  input: string;
  expected: string[] | boolean;
  actual: () => string[] | boolean;
}

const DISAGREEMENTS: { peer: Peer; input: string; reason: string }[] = [
  {
    peer: 'linkify-it links',
    input: 'mailto:foo@bar      % explicit protocol make it valid',
    reason: '`bar` has no top-level domain; a customer address always has one, so mailto: does not rescue it.',
  },
  {
    peer: 'linkify normalized',
    input: 'mailto:foo@bar',
    reason: 'Same as above: no top-level domain, with or without mailto:.',
  },
];

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/peers/${name}`, import.meta.url), 'utf8');
// JSON.parse, not a JSON import: Vite's JSON loader rejects the lone surrogates (\ud800) in validator's cases.
const normalized = JSON.parse(fixture('linkify.normalized.json')) as { input: string; expectedEmails: string[] }[];
const validator = JSON.parse(fixture('validator.isEmail.cases.json')) as {
  blocks: { args: unknown[]; valid: string[]; invalid: string[] }[];
};
const emailsIn = (spans: EmailSpan[]) => spans.map((s) => s.email);
const overlapping = (spans: EmailSpan[], from: number, to: number) => spans.filter((s) => s.start < to && s.end > from);

/**
 * linkify-it's format: lines starting with % are comments; a line followed by a non-empty line
 * expects that next line as its (first) link, otherwise itself. Inline "% …" stays in the input,
 * as it does in linkify-it's own test.
 */
function linkifyItPairs(text: string): { input: string; link: string }[] {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/^%.*/, ''));
  const pairs = [];
  for (let i = 0; i < lines.length; i++) {
    const input = lines[i]!;
    if (!input.trim()) continue;
    const next = lines[i + 1] ?? '';
    if (next.trim()) i++;
    pairs.push({ input, link: next.trim() ? next : input });
  }
  return pairs;
}

/** An expected link is an e-mail when it is a mailto: or has an '@' outside any scheme://. */
const isEmailLink = (link: string) => /^mailto:/i.test(link) || (link.includes('@') && !link.includes('://'));

function linksCases(): PeerCase[] {
  return linkifyItPairs(fixture('linkify-it.links.txt')).map(({ input, link }) => {
    if (isEmailLink(link)) {
      // Every e-mail or mailto: link must be found, without its mailto:.
      return { peer: 'linkify-it links', input, expected: [link.replace(/^mailto:/i, '')], actual: () => emailsIn(findEmails(input)) };
    }
    // Any other link (URLs with user-info among them) must not be claimed as an address.
    const from = input.indexOf(link);
    if (from < 0) throw new Error(`link ${link} not in ${input}`);
    return {
      peer: 'linkify-it links',
      input,
      expected: [],
      actual: () => emailsIn(overlapping(findEmails(input), from, from + link.length)),
    };
  });
}

function notLinksCases(): PeerCase[] {
  return linkifyItPairs(fixture('linkify-it.not_links.txt')).flatMap(({ input, link }) =>
    // In not_links.txt every line stands alone; a "pair" is two consecutive inputs.
    [...new Set([input, link])].map((line): PeerCase => ({
      peer: 'linkify-it not_links',
      input: line,
      expected: [],
      actual: () => emailsIn(findEmails(line)),
    })),
  );
}

function normalizedCases(): PeerCase[] {
  return normalized.map((c): PeerCase => ({
    peer: 'linkify normalized',
    input: c.input,
    expected: c.expectedEmails,
    actual: () => emailsIn(findEmails(c.input)),
  }));
}

function validatorCases(): PeerCase[] {
  const defaults = validator.blocks.filter((b) => b.args.length === 0);
  return defaults.flatMap((b) => [
    // Found exactly inside a sentence, both bare and in angle brackets.
    ...b.valid.map((addr): PeerCase => ({
      peer: 'validator valid',
      input: addr,
      expected: [addr, addr],
      actual: () => [`Contact ${addr} today.`, `Contact <${addr}> today.`].flatMap((t) => emailsIn(findEmails(t))),
    })),
    ...b.invalid.map((addr): PeerCase => ({ peer: 'validator invalid', input: addr, expected: false, actual: () => isEmail(addr) })),
  ]);
}

const CASES = [...linksCases(), ...notLinksCases(), ...normalizedCases(), ...validatorCases()];
const key = (peer: Peer, input: string) => `${peer}\u0000${input}`;
const listed = new Set(DISAGREEMENTS.map((d) => key(d.peer, d.input)));
const agreed = CASES.filter((c) => !listed.has(key(c.peer, c.input)));

describe('peer fixtures', () => {
  it('are all read (a parsing slip would silently drop cases)', () => {
    const count = (peer: Peer) => CASES.filter((c) => c.peer === peer).length;
    const emailLinks = CASES.filter((c) => c.peer === 'linkify-it links' && (c.expected as string[]).length > 0);
    expect(count('linkify normalized')).toBe(49);
    expect(count('validator valid')).toBe(18);
    expect(count('validator invalid')).toBe(43);
    expect(emailLinks.length).toBe(17);
    expect(count('linkify-it links')).toBe(117);
    expect(count('linkify-it not_links')).toBe(38);
  });

  it.each(agreed)('$peer: $input', (c) => {
    expect(c.actual()).toEqual(c.expected);
  });
});

describe('DISAGREEMENTS', () => {
  it.each(DISAGREEMENTS)('still disagrees with $peer: $input', (d) => {
    const c = CASES.find((x) => x.peer === d.peer && x.input === d.input);
    expect(c, 'listed case is not in the fixtures').toBeDefined();
    expect(c!.actual()).not.toEqual(c!.expected);
    expect(d.reason.length).toBeGreaterThan(20);
  });
});

/** The pieces a page renders (text nodes) joined across inline markup: what findEmailsAcross reads. */
function acrossPieces(pieces: string[], gaps: number[] = []): string[] {
  const starts: number[] = [];
  let at = 0;
  for (const piece of pieces) {
    starts.push(at);
    at += piece.length;
  }
  return emailsIn(findEmailsAcross(pieces.join(''), starts, gaps));
}

describe('peer cases in a page’s pieces', () => {
  const inputs = [...new Set(CASES.map((c) => c.input))];
  // Every address a peer expects and the detector agrees is one (not the DISAGREEMENTS).
  const addresses = [
    ...new Set(agreed.flatMap((c) => (c.peer === 'validator valid' ? [c.input] : Array.isArray(c.expected) ? c.expected : []))),
  ].filter((a) => isEmail(a));

  it('are all read', () => {
    expect(inputs.length).toBe(240);
    expect(addresses.length).toBe(48);
  });

  it('a chip glued right after any case (`…</span><span>Todo</span>`) changes nothing the detector finds in it', () => {
    const changed = inputs.filter((input) => JSON.stringify(acrossPieces([input, 'Todo'])) !== JSON.stringify(emailsIn(findEmails(input))));
    expect(changed).toEqual([]);
  });

  // With no gap on screen between the pieces, and with one at every boundary (a padded highlight,
  // a chip and a tag set apart by CSS): read whole either way, and never with the tag or chip.
  for (const gapped of [false, true]) {
    it(`every address, split by markup at its @ or its domain’s first dot, between a tag and a chip, is read whole${gapped ? ' (every boundary a gap on screen)' : ''}`, () => {
      const missed: string[] = [];
      for (const address of addresses) {
        const at = address.lastIndexOf('@');
        const [local, domain] = [address.slice(0, at), address.slice(at + 1)];
        const dot = domain.indexOf('.');
        const splits = [
          [local, `@${domain}`, 'Todo'], // <span>jane</span>@acme.io, jane<wbr>@acme.io
          [`${local}@`, domain, 'Todo'],
          [`${local}@${domain.slice(0, dot)}`, domain.slice(dot), 'Todo'], // jane@<mark>acme</mark>.io
        ];
        // A tag in front joins the local part unless the page sets it apart.
        if (gapped) splits.push(...splits.map((pieces) => ['VIP', ...pieces]));
        for (const pieces of splits) {
          const gaps = gapped ? pieces.map((_, i) => i).slice(1) : [];
          if (JSON.stringify(acrossPieces(pieces, gaps)) !== JSON.stringify([address])) missed.push(pieces.join(' | '));
        }
      }
      expect(missed).toEqual([]);
    });
  }
});
