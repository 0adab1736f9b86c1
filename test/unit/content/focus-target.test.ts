/**
 * Which customer keyboard focus on an element stands for (focus-target.ts): a mailto: link's, or
 * the one customer's address in a row-sized element's text, among whatever else the row says.
 * Two customers' addresses name no one; a message or a whole list is no row. A stand-in element
 * is enough: the function only walks its text nodes and asks the registry for each one's addresses.
 */
import { describe, expect, it } from 'vitest';
import type { Address, AddressRegistry } from '../../../src/content/scan/address-registry';
import { findEmails } from '../../../src/shared/email/detect';

(globalThis as { NodeFilter?: unknown }).NodeFilter ??= { SHOW_TEXT: 4 };
const { focusTarget } = await import('../../../src/content/pointer/focus-target');

interface FakeText {
  nodeValue: string;
}

/** An element whose text nodes are `texts`, in document order, as a tree walker gives them. */
function element(texts: string[], link?: { href: string }): Element {
  const nodes: FakeText[] = texts.map((nodeValue) => ({ nodeValue }));
  return {
    localName: link ? 'a' : 'div',
    closest: (selector: string) => (link && selector === 'a[href]' ? { getAttribute: () => link.href } : null),
    ownerDocument: {
      createTreeWalker: () => {
        let next = 0;
        return { nextNode: () => nodes[next++] ?? null };
      },
    },
  } as unknown as Element;
}

/** The addresses the page's scan finds in a node's own text; counts the nodes it is asked about. */
function registry(): AddressRegistry & { asked: number } {
  const found = new Map<FakeText, Address[]>();
  const fake = {
    asked: 0,
    inNode(node: FakeText): readonly Address[] {
      fake.asked += 1;
      if (!found.has(node))
        found.set(
          node,
          findEmails(node.nodeValue).map((s) => ({ email: s.email }) as Address),
        );
      return found.get(node)!;
    },
  };
  return fake as unknown as AddressRegistry & { asked: number };
}

/** The address focus on an element with these text nodes opens a card for, or null. */
function opened(texts: string[], link?: { href: string }): string | null {
  const target = focusTarget(element(texts, link), registry());
  return target === null ? null : 'address' in target ? target.address.email : target.email;
}

describe('a focused row opens the card of the one address in its text', () => {
  it.each([
    ['the address alone', ['jane.cooper@acme.io']],
    ['a name and the address', ['Jane Cooper <jane.cooper@acme.io>']],
    ['a short row', ['Jane Cooper · jane.cooper@acme.io · 2m']],
    ['an inbox row with a subject, in one text', ['Jane Cooper · jane.cooper@acme.io · Refund for order #1042 has not arrived · 2m']],
    [
      'an inbox row in its cells',
      ['Jane Cooper', ' · ', 'jane.cooper@acme.io', ' · ', 'Refund for order #1042 has not arrived', 'Hi, I ordered on Monday and…', '2m'],
    ],
  ])('%s', (_what, texts) => {
    expect(opened(texts)).toBe('jane.cooper@acme.io');
  });

  it('the same customer twice (however written) is still one', () => {
    expect(opened(['Jane@Acme.io', 'Re: jane@acme.io asked about a refund'])).toBe('Jane@Acme.io');
  });

  it('blank text between the cells (indented markup) is neither counted nor looked at', () => {
    const cells = [
      'Unread',
      'Jane Cooper',
      'jane.cooper@acme.io',
      'Refund for order #1042',
      'Hi, I ordered on Monday and it has not come yet',
    ];
    const indented = cells.flatMap((cell) => Array.from({ length: 10 }, () => '\n      ').concat(cell));
    const asked = registry();
    const target = focusTarget(element(indented), asked);
    expect(target && 'address' in target && target.address.email).toBe('jane.cooper@acme.io');
    expect(asked.asked).toBe(cells.length);
  });

  it('a mailto: link opens its address, whatever its text says', () => {
    expect(opened(['Email Jane'], { href: 'mailto:jane.cooper%40acme.io?subject=Refund' })).toBe('jane.cooper@acme.io');
  });
});

describe('focus opens nothing where no one customer is meant', () => {
  it.each([
    ['no address', ['Refund for order #1042', '2m']],
    ['two customers in a short row', ['a@x.io, b@y.io']],
    ['two customers in a row', ['Jane Cooper <jane.cooper@acme.io>', 'cc: devon.lane@globex.com', 'Refund', '2m']],
    ['an open message (more text than a row)', ['From: jane.cooper@acme.io', 'Hello, '.repeat(60)]],
    ['a list or a dialog (more cells than a row)', ['jane.cooper@acme.io', ...Array.from({ length: 30 }, (_, i) => `cell ${i}`)]],
  ])('%s', (_what, texts) => {
    expect(opened(texts)).toBeNull();
  });

  it('a walk stops at its bound, blank text too: the registry is not asked past it', () => {
    const blanks = Array.from({ length: 10_000 }, () => ' ');
    const asked = registry();
    expect(focusTarget(element([...blanks, 'jane.cooper@acme.io']), asked)).toBeNull();
    expect(asked.asked).toBe(0);
  });
});
