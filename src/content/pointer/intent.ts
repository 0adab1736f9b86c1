/**
 * The pointer's side of the hover controller (hover-controller.ts: it opens and closes the card).
 * The pointer is read at most once an animation frame, and a card opens only after it has rested
 * on one address for a moment; a shorter rest already warms its lookup (warm-up.ts), so the card
 * has the answer when it opens. A card the pointer left closes a moment later, unless the pointer
 * went into it or the card is held (clicked, typed in, focused). Private members are `#` ones,
 * whose names the minifier shortens: the content script has 20 KB.
 */
import type { Address, AddressRegistry } from '../scan/address-registry';
import { addressAtPoint } from './address-at-point';
import { anchorBox, onWayIn, type Target } from '../card/anchor';
import type { CardFrame } from '../card/frame';
import { toTop } from '../scan/frames';
import { WarmUp } from './warm-up';

export const INTENT_MS = 120;
const HIDE_MS = 300;

export abstract class PointerIntent {
  /** What the card stands beside; null for a bare box (it then stays where it was put). */
  protected shown: Target | null = null;
  /** Clicked, or typed in: the card stays when the pointer leaves. */
  protected pinned = false;
  /** The focused element that holds the card open (focus opened it, and has not left). */
  protected focusHeld: Element | null = null;
  #candidate: Address | null = null;
  #intentTimer = 0;
  #hideTimer = 0;
  #frameRequested = false;
  #inCard = false;
  #watched: HTMLIFrameElement | null = null;
  #lastPoint: { x: number; y: number; doc: Document | null } = { x: 0, y: 0, doc: null };
  readonly #warmUp: WarmUp;

  readonly #onShadowRoot: (root: ShadowRoot) => void;

  constructor(
    protected readonly doc: Document,
    protected readonly registry: AddressRegistry,
    protected readonly card: CardFrame,
    onShadowRoot: (root: ShadowRoot) => void,
    onWarm: (email: string) => void,
  ) {
    this.#onShadowRoot = onShadowRoot;
    this.#warmUp = new WarmUp(onWarm);
  }

  /** Opens the card beside a found address; `pin` keeps it open when the pointer leaves. */
  abstract open(address: Address, pin: boolean): boolean;
  abstract close(): void;

  /** The address at a point of a document (an open shadow root found there is scanned at once). */
  protected at(doc: Document, x: number, y: number): Address | null {
    return addressAtPoint(this.registry, doc, x, y, this.#onShadowRoot);
  }

  protected moved(e: PointerEvent, doc: Document): void {
    this.#warmUp.moved();
    this.#lastPoint = { x: e.clientX, y: e.clientY, doc };
    if (this.#frameRequested) return;
    this.#frameRequested = true;
    requestAnimationFrame(() => {
      this.#frameRequested = false;
      const { x, y, doc: at } = this.#lastPoint;
      if (at) this.#update(this.at(at, x, y));
    });
  }

  #update(address: Address | null): void {
    const { shown } = this;
    if (address && address === shown) clearTimeout(this.#hideTimer);
    if (address === this.#candidate) return this.#warmUp.resume();
    this.#candidate = address;
    clearTimeout(this.#intentTimer);
    this.#warmUp.rest(address && address !== shown ? address.email : null);
    if (!address) return this.scheduleHide();
    this.#watchCard(this.card.warm());
    if (address !== shown) this.#intentTimer = window.setTimeout(() => this.open(address, this.pinned), INTENT_MS);
  }

  /** A card opens now (a click, focus, a request): no hide pending, nothing left to warm. */
  protected opening(): void {
    this.#watchCard(this.card.warm());
    clearTimeout(this.#hideTimer);
    this.#warmUp.rest(null); // shown now (a click comes before the rest is over): nothing to warm
  }

  /** The card closed: no intent, warm-up or hide pending. */
  protected cancel(): void {
    clearTimeout(this.#intentTimer);
    this.#warmUp.rest(null);
    clearTimeout(this.#hideTimer);
  }

  /** The card frame tells us (through its iframe element) when the pointer is over it. */
  #watchCard(frame: HTMLIFrameElement): void {
    if (frame === this.#watched) return;
    this.#watched = frame;
    frame.addEventListener('pointerenter', () => {
      this.#inCard = true;
      clearTimeout(this.#hideTimer);
    });
    frame.addEventListener('pointerleave', () => {
      this.#inCard = false;
      this.scheduleHide();
    });
  }

  /**
   * Closes a card the pointer left, unless it went into the card. A pointer resting on another
   * address keeps it too: that address's card replaces it at the intent (closing now cancels it).
   */
  protected scheduleHide(): void {
    if (!this.card.visible || this.pinned || this.focusHeld) return;
    clearTimeout(this.#hideTimer);
    this.#hideTimer = window.setTimeout(() => {
      if (!this.pinned && !this.focusHeld && !this.#candidate && !this.#pointerInCard()) this.close();
    }, HIDE_MS);
  }

  /**
   * The page moved under the pointer (a card open, held by neither pin nor focus): the card stays
   * on its own address. Another one the page slid under the pointer is not the agent's choice
   * (they were about to press Copy ID), so its card waits for the pointer to move.
   */
  protected pageMoved(): void {
    const { x, y, doc } = this.#lastPoint;
    if (!doc || this.#pointerInCard()) return;
    const under = this.at(doc, x, y);
    if (under === this.shown) return clearTimeout(this.#hideTimer);
    if (!under && !this.#candidate) return;
    // Slid away: no candidate until the pointer moves (see #update).
    this.#candidate = null;
    clearTimeout(this.#intentTimer);
    this.#warmUp.rest(null);
    this.scheduleHide();
  }

  /**
   * Whether the pointer is in the card. The frame's `pointerenter` says so where the browser
   * tells the page (Chromium does not, for a frame of another process); otherwise the page heard
   * the pointer last on its way in, and nothing since (in the frame it moves over the card's page).
   */
  #pointerInCard(): boolean {
    if (this.#inCard) return true;
    const { x, y, doc } = this.#lastPoint;
    const frame = this.card.box();
    const anchor = this.shown ? anchorBox(this.shown, this.doc) : null;
    const point = doc && toTop(new DOMRect(x, y, 0, 0), doc, this.doc);
    return frame !== null && anchor !== null && point !== null && onWayIn(anchor, frame, point);
  }
}
