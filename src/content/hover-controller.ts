/**
 * Hover intent, click to pin, Esc or a click elsewhere to close. The pointer is read at most once
 * an animation frame, and a card opens only after it has rested on one address for a moment.
 * A shorter rest already warms its lookup (warm-up.ts), so the card has the answer when it opens.
 * Keyboard focus on an address opens its card after the same moment, as hover does, and keeps it
 * open while focus stays (WCAG 1.4.13); it never moves focus. Only an explicit keyboard request
 * does (`focusCard`).
 *
 * An open card stays with its address: a scroll (of the page or of any box in it) or a change to
 * the page makes the card check, once a frame, that the address is still in view and, for a card
 * the pointer holds, still under the pointer. Nothing of this runs while no card is open.
 */
import type { Address, AddressRegistry } from './address-registry';
import { addressAtPoint } from './address-at-point';
import { anchorBox, columnBeside, inView, onWayIn, type Target } from './card-anchor';
import type { CardFrame } from './card-frame';
import { FocusIntent, focusTarget } from './focus-target';
import { deepFocus, focusDeep, toTop } from './frames';
import { WarmUp } from './warm-up';

const INTENT_MS = 120;
const HIDE_MS = 300;
const CHANGES: MutationObserverInit = { childList: true, subtree: true, characterData: true };

export class HoverController {
  private candidate: Address | null = null;
  /** What the card stands beside; null for a bare box (it then stays where it was put). */
  private shown: Target | null = null;
  private pinned = false;
  private inCard = false;
  /** The focused element that holds the card open (focus opened it, and has not left). */
  private focusHeld: Element | null = null;
  private intentTimer = 0;
  private hideTimer = 0;
  private frameRequested = false;
  private checkRequested = false;
  private lastPoint: { x: number; y: number; doc: Document | null } = { x: 0, y: 0, doc: null };
  private watched: HTMLIFrameElement | null = null;
  private returnFocus: Element | null = null;
  private readonly changes = new MutationObserver(() => this.recheck());
  private readonly warmUp: WarmUp;
  private readonly focusIntent = new FocusIntent(
    INTENT_MS,
    () => this.card.element,
    (el) => this.openForFocus(el),
    (el, to) => this.focusLeft(el, to),
  );

  constructor(
    private readonly doc: Document,
    private readonly registry: AddressRegistry,
    private readonly card: CardFrame,
    private readonly onOpen: (email: string, target: Target | null) => void,
    private readonly onShadowRoot: (root: ShadowRoot) => void = () => undefined,
    onWarm: (email: string) => void = () => undefined,
  ) {
    this.warmUp = new WarmUp(onWarm);
  }

  get isOpen(): boolean {
    return this.card.visible;
  }

  /** Listens in the top window and in each same-origin frame's (events do not cross frames). */
  attach(win: Window = this.doc.defaultView!): void {
    const opts = { capture: true, passive: true };
    win.addEventListener('pointermove', (e) => this.onPointerMove(e, win.document), opts);
    win.addEventListener('click', (e) => this.onClick(e, win.document), opts);
    win.addEventListener('keydown', (e) => e.key === 'Escape' && this.close(), opts);
    this.focusIntent.attach(win);
    // Captured, so a scroll of any box in the page is heard (scroll events do not bubble).
    win.addEventListener('scroll', () => this.recheck(), opts);
    win.addEventListener('resize', () => this.recheck(), { passive: true });
  }

  /** The card frame tells us (through its iframe element) when the pointer is over it. */
  watchCard(frame: HTMLIFrameElement): void {
    if (frame === this.watched) return;
    this.watched = frame;
    frame.addEventListener('pointerenter', () => {
      this.inCard = true;
      clearTimeout(this.hideTimer);
    });
    frame.addEventListener('pointerleave', () => {
      this.inCard = false;
      this.scheduleHide();
    });
  }

  close(): void {
    // Esc in the card: the agent goes back to where they were, not to the top of the page
    // (before the card hides, so focus never falls to the page's body in between). That focus
    // is not the agent's: it opens nothing.
    const back = this.returnFocus;
    if (this.card.hasFocus() && back?.isConnected) this.focusIntent.quietly(() => focusDeep(back));
    this.returnFocus = null;
    clearTimeout(this.intentTimer);
    this.focusIntent.cancel();
    this.warmUp.rest(null);
    clearTimeout(this.hideTimer);
    this.shown = null;
    this.pinned = false;
    this.focusHeld = null;
    this.changes.disconnect();
    this.card.hide();
  }

  /** The agent is typing in the card: it stays when the pointer leaves, as a clicked one does. */
  hold(): void {
    if (this.card.visible) this.pinned = true;
  }

  /** Moves keyboard focus into the open card; the element focused before gets it back on close. */
  focusCard(): void {
    if (!this.card.visible) return;
    if (!this.card.hasFocus()) this.returnFocus = deepFocus(this.doc);
    this.card.focus();
  }

  private onPointerMove(e: PointerEvent, doc: Document): void {
    this.warmUp.moved();
    this.lastPoint = { x: e.clientX, y: e.clientY, doc };
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      const { x, y, doc: at } = this.lastPoint;
      if (at) this.update(addressAtPoint(this.registry, at, x, y, this.onShadowRoot));
    });
  }

  private update(address: Address | null): void {
    if (address && address === this.shown) clearTimeout(this.hideTimer);
    if (address === this.candidate) return;
    this.candidate = address;
    clearTimeout(this.intentTimer);
    this.warmUp.rest(address && address !== this.shown ? address.email : null);
    if (address) {
      this.watchCard(this.card.warm());
      if (address !== this.shown) {
        this.intentTimer = window.setTimeout(() => this.open(address, this.pinned), INTENT_MS);
      }
    } else {
      this.scheduleHide();
    }
  }

  private onClick(e: MouseEvent, doc: Document): void {
    const address = addressAtPoint(this.registry, doc, e.clientX, e.clientY, this.onShadowRoot);
    if (address) this.open(address, true);
    else if (this.card.visible) this.close();
  }

  /** Focus left the element that held the card: it goes as a card the pointer left does. */
  private focusLeft(el: Element, to: EventTarget | null): void {
    if (el !== this.focusHeld || to === this.card.element) return;
    this.focusHeld = null;
    this.scheduleHide();
  }

  private openForFocus(el: Element): void {
    const found = focusTarget(el, this.registry);
    if (!found) return;
    const target = 'address' in found ? found.address : el;
    if (target === this.shown && this.card.visible) {
      this.focusHeld = el; // hover or a click opened it already: it keeps its pin
      return;
    }
    const box = anchorBox(target, this.doc);
    if (box) this.show(target, box, 'address' in found ? found.address.email : found.email, this.pinned, el);
  }

  /** Opens the card beside a found address; `pin` keeps it open when the pointer leaves. */
  open(address: Address, pin: boolean): boolean {
    const box = anchorBox(address, this.doc);
    if (!box) return false;
    this.show(address, box, address.email, pin, null);
    return true;
  }

  /**
   * Opens the card pinned beside a box that is not a found address (a selection, a link); given
   * the element or range the box is of, the card follows it.
   */
  openBeside(box: DOMRect, email: string, target: Element | Range | null = null): void {
    this.show(target, box, email, true, null);
  }

  private show(target: Target | null, box: DOMRect, email: string, pin: boolean, focus: Element | null): void {
    if (this.registry.isColleague(email)) return; // a colleague's (a mailto: link, a selection): the background would refuse it
    this.watchCard(this.card.warm());
    clearTimeout(this.hideTimer);
    this.warmUp.rest(null); // shown now (a click comes before the rest is over): nothing to warm
    this.pinned = pin;
    this.focusHeld = focus;
    const changed = target === null || this.shown !== target;
    this.shown = target;
    // Asked first: the answer is on its way while the card finds its place (hit tests, some ms).
    if (changed) this.onOpen(email, target);
    this.card.show(box, target ? columnBeside(target, this.registry, this.doc) : undefined);
    this.changes.disconnect();
    if (target) {
      this.changes.observe(this.doc, CHANGES);
      const node = 'nodes' in target ? target.nodes[0]! : 'startContainer' in target ? target.startContainer : target;
      if (node.ownerDocument && node.ownerDocument !== this.doc) this.changes.observe(node.ownerDocument, CHANGES);
    }
  }

  /**
   * Closes a card the pointer left, unless it went into the card. A pointer resting on another
   * address keeps it too: that address's card replaces it at the intent (closing now would
   * cancel it).
   */
  private scheduleHide(): void {
    if (!this.card.visible || this.pinned || this.focusHeld) return;
    clearTimeout(this.hideTimer);
    this.hideTimer = window.setTimeout(() => {
      if (!this.pinned && !this.focusHeld && !this.candidate && !this.pointerInCard()) this.close();
    }, HIDE_MS);
  }

  /**
   * Whether the pointer is in the card. The frame's `pointerenter` says so where the browser
   * tells the page (Chromium does not, for a frame of another process); otherwise the page heard
   * the pointer last on its way in, and nothing since (in the frame it moves over the card's page).
   */
  private pointerInCard(): boolean {
    if (this.inCard) return true;
    const { x, y, doc } = this.lastPoint;
    const frame = this.card.box();
    const anchor = this.shown ? anchorBox(this.shown, this.doc) : null;
    const point = doc && toTop(new DOMRect(x, y, 0, 0), doc, this.doc);
    return frame !== null && anchor !== null && point !== null && onWayIn(anchor, frame, point);
  }

  /** After a scroll, a resize or a change to the page: one check in the next frame, if a card is open. */
  private recheck(): void {
    if (!this.card.visible || this.checkRequested) return;
    this.checkRequested = true;
    requestAnimationFrame(() => {
      this.checkRequested = false;
      this.check();
    });
  }

  /**
   * Out of view: closed, pinned or not. A card the pointer holds, whose address moved away under
   * a pointer that stayed, closes; another address the page slid under the pointer is not the
   * agent's choice (they were about to press Copy ID), so its card waits for the pointer to move.
   * Otherwise the card follows its address.
   */
  private check(): void {
    const target = this.shown;
    if (!this.card.visible || !target) return;
    if (!inView(target, this.doc, this.card.element)) return this.close();
    const { x, y, doc } = this.lastPoint;
    if (!this.pinned && !this.focusHeld && doc && !this.pointerInCard()) {
      const under = addressAtPoint(this.registry, doc, x, y, this.onShadowRoot);
      if (under === this.shown) clearTimeout(this.hideTimer);
      else if (under || this.candidate) this.slidAway();
    }
    if (this.card.visible) this.card.moveTo(anchorBox(target, this.doc));
  }

  /** The page moved what was under a still pointer: no candidate until it moves (see update). */
  private slidAway(): void {
    this.candidate = null;
    clearTimeout(this.intentTimer);
    this.warmUp.rest(null);
    this.scheduleHide();
  }
}
