/**
 * Which customer a focused element stands for. Read once per focus change (rare), never per
 * pointer move, and only a few text nodes deep: a focused list or thread is not an address.
 */
import { findEmails } from '../shared/email/detect';
import type { Address, AddressRegistry } from './address-registry';

/** A focused row or cell holds a few text nodes; a focused whole list is looked through this far. */
const MAX_TEXT_NODES = 200;
/** Focus opens a card only on an element whose text is the address, give or take a name. */
const FOCUS_TEXT_NODES = 8;
const FOCUS_EXTRA_CHARS = 32;

/** A mailto: link's address, whatever its text says ("Email Jane"). */
export function mailtoOf(el: Element): string | null {
  const href = el.closest('a[href]')?.getAttribute('href') ?? '';
  if (!/^mailto:/i.test(href)) return null;
  try {
    return findEmails(decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? ''))[0]?.email ?? null;
  } catch {
    return null; // a malformed %-escape
  }
}

/** The first address the scan found in an element (the keyboard command's reach). */
export function foundIn(el: Element, registry: AddressRegistry, maxNodes = MAX_TEXT_NODES): Address | null {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(), i = 0; n && i < maxNodes; n = walker.nextNode(), i += 1) {
    const address = registry.inNode(n)[0];
    if (address) return address;
  }
  return null;
}

/**
 * What keyboard focus on `el` opens, as hover on its text would: a mailto: link (the card beside
 * the link), or an element whose whole text is one found address ("Jane Cooper <jane@acme.io>"
 * at most). A focused row with a subject and a preview is not an address; the keyboard command
 * still opens its card.
 */
export function focusTarget(el: Element, registry: AddressRegistry): { address: Address } | { email: string } | null {
  const link = el.localName === 'a' ? mailtoOf(el) : null;
  if (link) return { email: link };
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let length = 0;
  let found: Address | null = null;
  for (let n = walker.nextNode(), i = 0; n; n = walker.nextNode(), i += 1) {
    length += n.nodeValue!.trim().length;
    if (i >= FOCUS_TEXT_NODES || length > 254 + FOCUS_EXTRA_CHARS) return null;
    found ??= registry.inNode(n)[0] ?? null;
  }
  return found && length <= found.email.length + FOCUS_EXTRA_CHARS ? { address: found } : null;
}

/**
 * Keyboard focus (`:focus-visible`: not the focus a click gives) as hover intent: `rest` after
 * `delayMs` if focus is still on the element, `left` when focus leaves it. Focus going into our
 * own card (the host element) is no new focus.
 */
export class FocusIntent {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private quiet = false;

  constructor(
    private readonly delayMs: number,
    private readonly ownHost: () => Element | null,
    private readonly rest: (el: Element) => void,
    private readonly left: (el: Element, to: EventTarget | null) => void,
  ) {}

  attach(win: Window): void {
    const opts = { capture: true, passive: true };
    win.addEventListener('focusin', (e) => {
      this.cancel();
      const el = e.composedPath()[0] as Element | undefined;
      if (this.quiet || el?.nodeType !== 1 || el === this.ownHost() || !el.matches(':focus-visible')) return;
      this.timer = setTimeout(() => el.isConnected && el.matches(':focus') && this.rest(el), this.delayMs);
    }, opts);
    win.addEventListener('focusout', (e) => {
      this.cancel();
      const el = e.composedPath()[0] as Element | undefined;
      if (el?.nodeType === 1) this.left(el, e.relatedTarget);
    }, opts);
  }

  cancel(): void {
    clearTimeout(this.timer);
  }

  /** Focus we move ourselves (back where it was, after Esc in the card) is not the agent's: it opens nothing. */
  quietly(move: () => void): void {
    this.quiet = true;
    try {
      move();
    } finally {
      this.quiet = false;
    }
  }
}
