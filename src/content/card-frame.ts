/**
 * The card's frame: one host element, the only node Customer Lens adds to the page, holding a
 * closed shadow root with the card's iframe (an extension page). The page cannot reach into the
 * shadow root, and cannot read the cross-origin frame behind it.
 */
import { extension as browser } from './extension-api';
import { CARD_MAX_HEIGHT } from '../shared/messages';
import { besideTop, fitsRight, FRAME_WIDTH as WIDTH, placeCard, roomIn } from './card-placement';

/** Looked beside at once when a card opens: about a small card's height (then the rest, see show). */
const NEAR = 140;

/** How far, on one side, the anchor and the addresses beside it within `top`..`bottom` reach (top viewport). */
export type ColumnAt = (top: number, bottom: number, side: 'left' | 'right') => number | null;

export class CardFrame {
  private host: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private height = 132;
  private anchor: DOMRect | null = null;
  private columnAt: ColumnAt | null = null;
  /** How far the other addresses beside the anchor reach past it, left and right, and over what height. */
  private reach = { left: 0, right: 0 };
  private cleared = 0;
  private fullLook: ReturnType<typeof setTimeout> | undefined;
  private fullLookFrame = 0;
  /** Where `reach` was looked for, per side, and beside which anchor. */
  private looked: Record<'left' | 'right', { anchor: DOMRect; top: number; bottom: number } | null> = { left: null, right: null };
  visible = false;

  constructor(private readonly doc: Document) {}

  get element(): HTMLElement | null {
    return this.host;
  }

  get iframe(): HTMLIFrameElement | null {
    return this.frame;
  }

  /** Creates the frame ahead of need (on the first hover intent), so the card paints at once. */
  warm(): HTMLIFrameElement {
    if (this.frame && this.host?.isConnected) return this.frame;
    const host = this.doc.createElement('customer-lens-card');
    // Inline !important: the app's own CSS must not hide or move our frame.
    host.style.setProperty('all', 'initial', 'important');
    host.style.setProperty('position', 'fixed', 'important');
    host.style.setProperty('z-index', '2147483647', 'important');
    const shadow = host.attachShadow({ mode: 'closed' });
    const frame = this.doc.createElement('iframe');
    frame.src = browser.runtime.getURL('src/ui/card/card.html');
    frame.title = 'Customer Lens';
    // Any origin, not the default (the frame's own): Chromium matches no chrome-extension://
    // origin there, and refused Copy ID. The frame only ever shows our card page.
    frame.allow = 'clipboard-write *';
    // Hidden means transparent, inert and click-through, but on screen: Chromium keeps rendering
    // the frame, so a card opened later paints on the next frame instead of waiting to be shown.
    // The frame's color-scheme is the card page's ("light dark"): where the two differ, browsers
    // paint the frame's whole canvas opaque, a dark square around a dark card on a light page.
    frame.setAttribute('style', `position:fixed;border:0;width:${WIDTH}px;height:${this.height}px;` +
      'left:0;top:0;opacity:0;pointer-events:none;background:transparent;color-scheme:light dark;');
    frame.inert = true;
    // Out of the page's Tab order: tabbing through the app never wanders into an open card; the
    // keyboard shortcut takes the agent in (`focus`). A frame focused before its page has
    // loaded hands focus on once it has.
    frame.tabIndex = -1;
    frame.addEventListener('load', () => this.hasFocus() && frame.contentWindow?.focus());
    shadow.append(frame);
    this.doc.documentElement.append(host);
    this.host = host;
    this.frame = frame;
    return frame;
  }

  /**
   * Beside the anchor, clear of the other addresses `columnAt` finds above and below it: the
   * pointer moving on to the next row of a list never meets the card (nor does the agent's eye).
   */
  show(anchor: DOMRect, columnAt?: ColumnAt): void {
    const frame = this.warm();
    this.anchor = anchor;
    this.columnAt = columnAt ?? null;
    this.reach = { left: 0, right: 0 };
    this.looked = { left: null, right: null };
    this.cleared = 0;
    this.clear(Math.max(this.height, NEAR));
    this.visible = true;
    frame.inert = false;
    frame.style.opacity = '1';
    frame.style.pointerEvents = 'auto';
    this.place();
    // Then over the height a found customer's card may take, so a card still loading (or an
    // error's) stands where the full card will and does not jump aside when that comes. Not in
    // this task: on a page of 100,000 addresses each look is a hit test of about half a
    // millisecond, and the first one after the frame moved lays the page out (some 18 ms). So
    // after the frame that shows the card (its layout done there), NEAR px a task.
    clearTimeout(this.fullLook);
    cancelAnimationFrame(this.fullLookFrame);
    const full = Math.min(CARD_MAX_HEIGHT, roomIn(this.doc.documentElement.clientHeight));
    const further = () => {
      if (!this.visible || this.cleared >= full) return;
      this.clear(Math.min(this.cleared + NEAR, full));
      this.place();
      this.fullLook = setTimeout(further, 0);
    };
    this.fullLookFrame = requestAnimationFrame(() => (this.fullLook = setTimeout(further, 0)));
  }

  /**
   * Looks for the addresses beside the anchor over `height` (the card's, or more). The page under
   * the card is hit-tested, not the card (the next card's place is found while the last one
   * shows). Only what was not looked over yet is: each look is a hit test.
   */
  private clear(height: number): void {
    const { frame, anchor, columnAt } = this;
    if (!frame || !anchor || !columnAt || height <= this.cleared) return;
    const pointerEvents = frame.style.pointerEvents;
    frame.style.pointerEvents = 'none';
    const vh = this.doc.documentElement.clientHeight;
    this.cleared = height;
    const top = besideTop(anchor, vh, this.cleared);
    const bottom = top + this.cleared;
    this.reach.right = this.look('right', top, bottom, anchor, columnAt);
    const width = this.doc.documentElement.clientWidth;
    if (!fitsRight({ anchor, reach: this.reach, width })) this.reach.left = this.look('left', top, bottom, anchor, columnAt);
    frame.style.pointerEvents = pointerEvents;
  }

  /** How far the addresses on one side reach past the anchor, over `top`..`bottom`; only the part not yet looked over is. */
  private look(side: 'left' | 'right', top: number, bottom: number, a: DOMRect, columnAt: ColumnAt): number {
    const past = (from: number, to: number) => {
      const edge = columnAt(from, to, side);
      if (edge === null) return 0;
      return Math.max(0, side === 'right' ? edge - a.right : a.left - edge);
    };
    const had = this.looked[side];
    if (!had || had.anchor.top !== a.top || had.anchor.left !== a.left || had.anchor.right !== a.right) {
      this.looked[side] = { anchor: a, top, bottom };
      return past(top, bottom);
    }
    let reach = this.reach[side];
    if (top < had.top) reach = Math.max(reach, past(top, had.top));
    if (bottom > had.bottom) reach = Math.max(reach, past(had.bottom, bottom));
    had.top = Math.min(top, had.top);
    had.bottom = Math.max(bottom, had.bottom);
    return reach;
  }

  hide(): void {
    clearTimeout(this.fullLook);
    cancelAnimationFrame(this.fullLookFrame);
    this.visible = false;
    this.anchor = null;
    this.columnAt = null;
    if (this.frame) {
      this.frame.style.opacity = '0';
      this.frame.style.pointerEvents = 'none';
      this.frame.inert = true;
    }
  }

  /** Keyboard focus into the card's frame, where Tab moves through its buttons and links. */
  focus(): void {
    this.frame?.focus();
    this.frame?.contentWindow?.focus();
  }

  /** Where the open card's frame is, in the top viewport. */
  box(): DOMRect | null {
    return this.visible && this.frame ? this.frame.getBoundingClientRect() : null;
  }

  /** Whether focus is inside the card (the page sees only our host element as focused). */
  hasFocus(): boolean {
    return this.host !== null && this.doc.activeElement === this.host;
  }

  setHeight(height: number): void {
    this.height = height;
    if (this.frame) this.frame.style.height = `${Math.min(height, roomIn(this.doc.documentElement.clientHeight))}px`;
    if (!this.visible) return;
    this.clear(height);
    this.place();
  }

  /** Follows the address when the page scrolls or moves it (its neighbours move with it). */
  moveTo(anchor: DOMRect | null): void {
    if (!anchor) return this.hide();
    this.anchor = anchor;
    this.place();
  }

  /** Where card-placement.ts says, for the window as it is now. */
  private place(): void {
    if (!this.frame || !this.anchor) return;
    const { clientWidth: width, clientHeight: height } = this.doc.documentElement;
    const at = placeCard({ anchor: this.anchor, reach: this.reach, width, height, cardHeight: this.height });
    this.frame.style.left = `${Math.round(at.x)}px`;
    this.frame.style.top = `${Math.round(at.y)}px`;
    this.frame.style.height = `${Math.round(at.height)}px`;
  }
}
