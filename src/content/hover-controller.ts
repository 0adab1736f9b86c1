/**
 * Hover intent, click to pin, Esc or a click elsewhere to close. The pointer is read at most once
 * an animation frame, and a card opens only after it has rested on one address for a moment.
 * A shorter rest already warms its lookup (warm-up.ts), so the card has the answer when it opens.
 * Hover never moves keyboard focus; only an explicit keyboard request does (`focusCard`).
 */
import type { Address, AddressRegistry } from './address-registry';
import { addressAtPoint, boxOf } from './address-at-point';
import type { CardFrame } from './card-frame';
import { deepFocus, focusDeep } from './frames';
import { WarmUp } from './warm-up';

const INTENT_MS = 120;
const HIDE_MS = 300;

export class HoverController {
  private candidate: Address | null = null;
  private shown: Address | null = null;
  private pinned = false;
  private inCard = false;
  private intentTimer = 0;
  private hideTimer = 0;
  private frameRequested = false;
  private lastPoint: { x: number; y: number; doc: Document | null } = { x: 0, y: 0, doc: null };
  private watched: HTMLIFrameElement | null = null;
  private returnFocus: Element | null = null;
  private readonly warmUp: WarmUp;

  constructor(
    private readonly doc: Document,
    private readonly registry: AddressRegistry,
    private readonly card: CardFrame,
    private readonly onOpen: (email: string) => void,
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
    win.addEventListener('scroll', () => this.follow(), opts);
    win.addEventListener('resize', () => this.follow(), { passive: true });
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
    // (before the card hides, so focus never falls to the page's body in between).
    if (this.card.hasFocus() && this.returnFocus?.isConnected) focusDeep(this.returnFocus);
    this.returnFocus = null;
    clearTimeout(this.intentTimer);
    this.warmUp.rest(null);
    clearTimeout(this.hideTimer);
    this.shown = null;
    this.pinned = false;
    this.card.hide();
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

  /** Opens the card beside a found address; `pin` keeps it open when the pointer leaves. */
  open(address: Address, pin: boolean): boolean {
    const box = boxOf(address, this.doc);
    if (!box) return false;
    this.watchCard(this.card.warm());
    clearTimeout(this.hideTimer);
    this.warmUp.rest(null); // shown now (a click comes before the rest is over): nothing to warm
    this.pinned = pin;
    const changed = this.shown !== address;
    this.shown = address;
    this.card.show(box);
    if (changed) this.onOpen(address.email);
    return true;
  }

  /** Opens the card pinned beside a box that is not a found address (a selection, a link). */
  openBeside(box: DOMRect, email: string): void {
    if (this.registry.isColleague(email)) return; // a colleague's: the background would refuse it
    this.watchCard(this.card.warm());
    clearTimeout(this.hideTimer);
    this.shown = null;
    this.pinned = true;
    this.card.show(box);
    this.onOpen(email);
  }

  private scheduleHide(): void {
    if (!this.card.visible || this.pinned) return;
    clearTimeout(this.hideTimer);
    this.hideTimer = window.setTimeout(() => {
      if (!this.inCard && !this.pinned && this.candidate !== this.shown) this.close();
    }, HIDE_MS);
  }

  private follow(): void {
    if (this.shown && this.card.visible) this.card.moveTo(boxOf(this.shown, this.doc));
  }
}
