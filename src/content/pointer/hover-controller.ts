/**
 * Hover intent, click to pin, Esc or a click elsewhere to close. The pointer's intent (when a card
 * opens and when it goes) is pointer/intent.ts; how an open card stays with its address as the
 * page scrolls and changes is card/follow.ts. Keyboard focus on an address opens its card after
 * the same moment as hover does, and keeps it open while focus stays (WCAG 1.4.13); it never moves
 * focus. Only an explicit keyboard request does (`focusCard`).
 */
import type { Address, AddressRegistry } from '../scan/address-registry';
import { textWalker } from '../scan/text-runs';
import { anchorBox, columnBeside, inView, nodeOf, type Target } from '../card/anchor';
import type { CardFrame } from '../card/frame';
import { CardFollow } from '../card/follow';
import { FocusIntent, focusTarget } from './focus-target';
import { deepFocus, focusDeep } from '../scan/frames';
import { INTENT_MS, PointerIntent } from './intent';

export class HoverController extends PointerIntent {
  readonly #onOpen: (email: string, target: Target | null) => void;
  #returnFocus: Element | null = null;
  /**
   * The address of a card the agent opened a form in (`hold`): it stays while that address is on
   * the page. Kept past a close: the hidden card keeps its form, so the card shown again on that
   * address holds from its first moment, not from when the card's word comes back through the
   * background (a scroll in between would close it). Dropped at `release` or another address.
   */
  #kept: string | null = null;
  #email = '';
  readonly #follow = new CardFollow(this.doc, this.card, () => this.#check());
  readonly #focusIntent = new FocusIntent(
    INTENT_MS,
    () => this.card.element,
    (el) => this.#openForFocus(el),
    (el, to) => this.#focusLeft(el, to),
  );

  constructor(
    doc: Document,
    registry: AddressRegistry,
    card: CardFrame,
    onOpen: (email: string, target: Target | null) => void,
    onShadowRoot: (root: ShadowRoot) => void,
    onWarm: (email: string) => void,
  ) {
    super(doc, registry, card, onShadowRoot, onWarm);
    this.#onOpen = onOpen;
  }

  get isOpen(): boolean {
    return this.card.visible;
  }

  /** Listens in the top window and in each same-origin frame's (events do not cross frames). */
  attach(win: Window = this.doc.defaultView!): void {
    const opts = { capture: true, passive: true };
    win.addEventListener('pointermove', (e) => this.moved(e, win.document), opts);
    win.addEventListener('click', (e) => this.#onClick(e, win.document), opts);
    win.addEventListener('keydown', (e) => e.key === 'Escape' && this.close(), opts);
    this.#focusIntent.attach(win);
    this.#follow.attach(win, opts);
  }

  override close(): void {
    // Esc in the card: the agent goes back to where they were, not to the top of the page
    // (before the card hides, so focus never falls to the page's body in between). That focus
    // is not the agent's: it opens nothing.
    const back = this.#returnFocus;
    if (this.card.hasFocus() && back?.isConnected) this.#focusIntent.quietly(() => focusDeep(back));
    this.#returnFocus = null;
    this.#focusIntent.cancel();
    this.cancel();
    this.shown = null;
    this.pinned = false;
    this.focusHeld = null;
    this.#follow.stop();
    this.card.hide();
  }

  /**
   * The agent opened a form in the card: it stays when the pointer leaves, as a clicked one does,
   * and also when the page covers, scrolls away or draws again its address (`#check`).
   */
  hold(): void {
    if (this.card.visible) {
      this.pinned = true;
      this.#kept = this.#email;
    }
  }

  /** The card's last open form closed: it goes again as a pinned card does. */
  release(): void {
    this.#kept = null;
  }

  /** Moves keyboard focus into the open card; the element focused before gets it back on close. */
  focusCard(): void {
    if (!this.card.visible) return;
    if (!this.card.hasFocus()) this.#returnFocus = deepFocus(this.doc);
    this.card.focus();
  }

  #onClick(e: MouseEvent, doc: Document): void {
    const address = this.at(doc, e.clientX, e.clientY);
    if (address) this.open(address, true);
    else if (this.card.visible) this.close();
  }

  /** Focus left the element that held the card: it goes as a card the pointer left does. */
  #focusLeft(el: Element, to: EventTarget | null): void {
    if (el !== this.focusHeld || to === this.card.element) return;
    this.focusHeld = null;
    this.scheduleHide();
  }

  #openForFocus(el: Element): void {
    const found = focusTarget(el, this.registry);
    if (!found) return;
    const target = 'address' in found ? found.address : el;
    if (target === this.shown && this.card.visible) {
      this.focusHeld = el; // hover or a click opened it already: it keeps its pin
      return;
    }
    const box = anchorBox(target, this.doc);
    if (box) this.#show(target, box, 'address' in found ? found.address.email : found.email, this.pinned, el);
  }

  override open(address: Address, pin: boolean): boolean {
    const box = anchorBox(address, this.doc);
    if (!box) return false;
    this.#show(address, box, address.email, pin, null);
    return true;
  }

  /**
   * Opens the card pinned beside a box that is not a found address (a selection, a link); given
   * the element or range the box is of, the card follows it.
   */
  openBeside(box: DOMRect, email: string, target: Element | Range | null = null): void {
    this.#show(target, box, email, true, null);
  }

  #show(target: Target | null, box: DOMRect, email: string, pin: boolean, focus: Element | null): void {
    if (this.registry.isColleague(email)) return; // a colleague's (a mailto: link, a selection): the background would refuse it
    this.opening();
    if (email !== this.#kept) this.#kept = null;
    this.pinned = pin || this.#kept !== null;
    this.focusHeld = focus;
    const changed = target === null || this.shown !== target;
    this.shown = target;
    this.#email = email;
    // Asked first: the answer is on its way while the card finds its place (hit tests, some ms).
    if (changed) this.#onOpen(email, target);
    this.card.show(box, target ? columnBeside(target, this.registry, this.doc) : undefined);
    this.#follow.watch(target);
  }

  /**
   * After a scroll, a resize or a change to the page (card/follow.ts). Out of view: closed, pinned
   * or not; a card with a form open stays where it is, and closes only once its address left the
   * page (where the app drew its row again, it follows the new one). A card the pointer holds
   * whose address moved away under a pointer that stayed closes (`pageMoved`). Otherwise the
   * card follows its address.
   */
  #check(): void {
    let target = this.shown;
    if (!this.card.visible || !target) return;
    const node = nodeOf(target);
    if (this.#kept && !node.isConnected) {
      target = this.shown = addressOnPage(this.#kept, node.ownerDocument!, this.registry);
      if (!target) return this.close();
      this.#follow.watch(target);
    }
    if (!inView(target, this.doc, this.card.element)) return this.#kept ? undefined : this.close();
    if (!this.pinned && !this.focusHeld) this.pageMoved();
    if (this.card.visible) this.card.moveTo(anchorBox(target, this.doc));
  }
}

/**
 * The address `email` where it stands in a document now (the app drew its row again: new text
 * nodes), or null once it left the page. Only the texts with an '@' are asked, as the pointer
 * asks (resolved now if the scanner has not reached them yet).
 */
function addressOnPage(email: string, doc: Document, registry: AddressRegistry): Address | null {
  const walker = textWalker(doc.body ?? doc);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const found = node.data.includes('@') && registry.inNode(node).find((a) => a.email === email);
    if (found) return found;
  }
  return null;
}
