/**
 * Which customer a focused element stands for. Read once per focus change (rare), never per
 * pointer move, and only a few text nodes deep: a focused list or thread is not an address.
 */
import { normalizeEmail } from '../../shared/email/detect';
import { mailtoAddress } from '../../shared/email/kept-address';
import type { Address, AddressRegistry } from '../scan/address-registry';
import { textWalker } from '../scan/text-runs';

/** A focused row or cell holds a few text nodes; a focused whole list is looked through this far. */
const MAX_TEXT_NODES = 200;
/**
 * Focus opens a card on an element the size of a row: an inbox row's name, subject, preview and
 * time are some 5 to 10 text nodes and under 200 characters (Inbox by Gmail's, as captured); an
 * open message or a dialog holds hundreds of characters more, and is no one customer's. Markup
 * written with indentation adds as many blank text nodes again and more (55 in all in such a
 * row): those count only towards a walk's bound, and are never asked for an address.
 */
const FOCUS_TEXT_NODES = 24;
const FOCUS_MAX_CHARS = 400;
const FOCUS_WALKED_NODES = 256;

/** A mailto: link's address, whatever its text says ("Email Jane"). */
export function mailtoOf(el: Element): string | null {
  return mailtoAddress(el.closest('a[href]')?.getAttribute('href') ?? null);
}

/** The first address the scan found in an element (the keyboard command's reach). */
export function foundIn(el: Element, registry: AddressRegistry): Address | null {
  const walker = textWalker(el);
  for (let n = walker.nextNode(), i = 0; n && i < MAX_TEXT_NODES; n = walker.nextNode(), i += 1) {
    const address = registry.inNode(n)[0];
    if (address) return address;
  }
  return null;
}

/**
 * What keyboard focus on `el` opens, as hover on its text would: a mailto: link (the card beside
 * the link), or a row-sized element whose text holds one customer's address, with or without
 * more ("Jane Cooper · jane@acme.io · Refund · 2m"; the card beside the address). A row with two
 * customers' addresses names no one: it opens nothing, and the keyboard command takes the first.
 */
export function focusTarget(el: Element, registry: AddressRegistry): { address: Address } | { email: string } | null {
  const link = el.localName === 'a' ? mailtoOf(el) : null;
  if (link) return { email: link };
  const walker = textWalker(el);
  let length = 0;
  let texts = 0;
  let found: Address | null = null;
  for (let n = walker.nextNode(), walked = 1; n; n = walker.nextNode(), walked += 1) {
    const chars = n.nodeValue!.trim().length;
    if (walked > FOCUS_WALKED_NODES) return null;
    if (chars === 0) continue;
    length += chars;
    texts += 1;
    if (texts > FOCUS_TEXT_NODES || length > FOCUS_MAX_CHARS) return null;
    for (const address of registry.inNode(n)) {
      // The same customer twice (a name's title and the address, a split address) is still one.
      if (found && normalizeEmail(address.email) !== normalizeEmail(found.email)) return null;
      found ??= address;
    }
  }
  return found ? { address: found } : null;
}

/**
 * Keyboard focus (`:focus-visible`: not the focus a click gives) as hover intent: `rest` after
 * `delayMs` if focus is still on the element, `left` when focus leaves it. Focus going into our
 * own card (the host element) is no new focus.
 */
export class FocusIntent {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #quiet = false;

  readonly #delayMs: number;
  readonly #ownHost: () => Element | null;
  readonly #rest: (el: Element) => void;
  readonly #left: (el: Element, to: EventTarget | null) => void;

  constructor(
    delayMs: number,
    ownHost: () => Element | null,
    rest: (el: Element) => void,
    left: (el: Element, to: EventTarget | null) => void,
  ) {
    this.#delayMs = delayMs;
    this.#ownHost = ownHost;
    this.#rest = rest;
    this.#left = left;
  }

  attach(win: Window): void {
    const opts = { capture: true, passive: true };
    win.addEventListener(
      'focusin',
      (e) => {
        this.cancel();
        const el = e.composedPath()[0] as Element | undefined;
        if (this.#quiet || el?.nodeType !== 1 || el === this.#ownHost() || !el.matches(':focus-visible')) return;
        this.#timer = setTimeout(() => el.isConnected && el.matches(':focus') && this.#rest(el), this.#delayMs);
      },
      opts,
    );
    win.addEventListener(
      'focusout',
      (e) => {
        this.cancel();
        const el = e.composedPath()[0] as Element | undefined;
        if (el?.nodeType === 1) this.#left(el, e.relatedTarget);
      },
      opts,
    );
  }

  cancel(): void {
    clearTimeout(this.#timer);
  }

  /** Focus we move ourselves (back where it was, after Esc in the card) is not the agent's: it opens nothing. */
  quietly(move: () => void): void {
    this.#quiet = true;
    try {
      move();
    } finally {
      this.#quiet = false;
    }
  }
}
