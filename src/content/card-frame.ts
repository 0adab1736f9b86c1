/**
 * The card's frame: one host element, the only node Customer Lens adds to the page, holding a
 * closed shadow root with the card's iframe (an extension page). The page cannot reach into the
 * shadow root, and cannot read the cross-origin frame behind it.
 */
import browser from 'webextension-polyfill';

const WIDTH = 380;
const GAP = 6;
const MARGIN = 8;

export class CardFrame {
  private host: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private height = 132;
  private anchor: DOMRect | null = null;
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
    frame.allow = 'clipboard-write';
    // Hidden means transparent, inert and click-through, but on screen: Chromium keeps rendering
    // the frame, so a card opened later paints on the next frame instead of waiting to be shown.
    frame.setAttribute('style', `position:fixed;border:0;width:${WIDTH}px;height:${this.height}px;` +
      'left:0;top:0;opacity:0;pointer-events:none;background:transparent;color-scheme:normal;');
    frame.inert = true;
    shadow.append(frame);
    this.doc.documentElement.append(host);
    this.host = host;
    this.frame = frame;
    return frame;
  }

  show(anchor: DOMRect): void {
    const frame = this.warm();
    this.anchor = anchor;
    this.visible = true;
    frame.inert = false;
    frame.style.opacity = '1';
    frame.style.pointerEvents = 'auto';
    this.place();
  }

  hide(): void {
    this.visible = false;
    this.anchor = null;
    if (this.frame) {
      this.frame.style.opacity = '0';
      this.frame.style.pointerEvents = 'none';
      this.frame.inert = true;
    }
  }

  /** Keyboard focus into the card's frame, where Tab moves through its buttons and links. */
  focus(): void {
    this.frame?.focus();
  }

  /** Whether focus is inside the card (the page sees only our host element as focused). */
  hasFocus(): boolean {
    return this.host !== null && this.doc.activeElement === this.host;
  }

  setHeight(height: number): void {
    this.height = height;
    if (this.frame) this.frame.style.height = `${height}px`;
    if (this.visible) this.place();
  }

  /** Follows the address when the page scrolls. */
  moveTo(anchor: DOMRect | null): void {
    if (!anchor) return this.hide();
    this.anchor = anchor;
    this.place();
  }

  /** Below the address if it fits, above if not; always inside the viewport. */
  private place(): void {
    if (!this.frame || !this.anchor) return;
    const vw = this.doc.documentElement.clientWidth;
    const vh = this.doc.documentElement.clientHeight;
    const a = this.anchor;
    const below = a.bottom + GAP;
    const top = below + this.height <= vh - MARGIN || a.top - GAP - this.height < MARGIN
      ? Math.min(below, Math.max(vh - MARGIN - this.height, MARGIN))
      : a.top - GAP - this.height;
    const left = Math.min(Math.max(a.left, MARGIN), Math.max(vw - WIDTH - MARGIN, MARGIN));
    this.frame.style.left = `${Math.round(left)}px`;
    this.frame.style.top = `${Math.round(top)}px`;
  }
}
