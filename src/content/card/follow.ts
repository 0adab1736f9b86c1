/**
 * An open card stays with its address: a scroll (of the page or of any box in it), a resize or a
 * change to the page makes the card check (`check`, hover-controller.ts), once a frame, that the
 * address is still in view and, for a card the pointer holds, still under the pointer. Nothing of
 * this runs while no card is open.
 */
import { nodeOf, type Target } from './anchor';
import type { CardFrame } from './frame';

const CHANGES: MutationObserverInit = { childList: true, subtree: true, characterData: true };

export class CardFollow {
  #checkRequested = false;
  readonly #changes = new MutationObserver(() => this.#recheck());

  readonly #doc: Document;
  readonly #card: CardFrame;
  readonly #check: () => void;

  constructor(doc: Document, card: CardFrame, check: () => void) {
    this.#doc = doc;
    this.#card = card;
    this.#check = check;
  }

  /** Hears scrolling and resizing in a window. */
  attach(win: Window, opts: AddEventListenerOptions): void {
    // Captured, so a scroll of any box in the page is heard (scroll events do not bubble).
    win.addEventListener('scroll', () => this.#recheck(), opts);
    win.addEventListener('resize', () => this.#recheck(), { passive: true });
  }

  /** Follows the changes to the page around the card's target (none for a bare box). */
  watch(target: Target | null): void {
    this.#changes.disconnect();
    if (target) {
      this.#changes.observe(this.#doc, CHANGES);
      const { ownerDocument } = nodeOf(target);
      if (ownerDocument && ownerDocument !== this.#doc) this.#changes.observe(ownerDocument, CHANGES);
    }
  }

  stop(): void {
    this.#changes.disconnect();
  }

  /** After a scroll, a resize or a change to the page: one check in the next frame, if a card is open. */
  #recheck(): void {
    if (!this.#card.visible || this.#checkRequested) return;
    this.#checkRequested = true;
    requestAnimationFrame(() => {
      this.#checkRequested = false;
      this.#check();
    });
  }
}
