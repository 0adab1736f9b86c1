/**
 * Hover intent, click to pin, Esc or a click elsewhere to close. The pointer is read at most once
 * an animation frame, and a card opens only after it has rested on one address for a moment.
 */
import type { Address, AddressRegistry } from './address-registry';
import { addressAtPoint, boxOf } from './address-at-point';
import type { CardFrame } from './card-frame';

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
  private lastPoint = { x: 0, y: 0 };
  private watched: HTMLIFrameElement | null = null;

  constructor(
    private readonly doc: Document,
    private readonly registry: AddressRegistry,
    private readonly card: CardFrame,
    private readonly onOpen: (email: string) => void,
  ) {}

  attach(): void {
    const win = this.doc.defaultView!;
    win.addEventListener('pointermove', (e) => this.onPointerMove(e), { capture: true, passive: true });
    win.addEventListener('click', (e) => this.onClick(e), { capture: true, passive: true });
    win.addEventListener('keydown', (e) => e.key === 'Escape' && this.close(), { capture: true, passive: true });
    win.addEventListener('scroll', () => this.follow(), { capture: true, passive: true });
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
    clearTimeout(this.intentTimer);
    clearTimeout(this.hideTimer);
    this.shown = null;
    this.pinned = false;
    this.card.hide();
  }

  private onPointerMove(e: PointerEvent): void {
    this.lastPoint = { x: e.clientX, y: e.clientY };
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.update(addressAtPoint(this.registry, this.doc, this.lastPoint.x, this.lastPoint.y));
    });
  }

  private update(address: Address | null): void {
    if (address && address === this.shown) clearTimeout(this.hideTimer);
    if (address === this.candidate) return;
    this.candidate = address;
    clearTimeout(this.intentTimer);
    if (address) {
      this.watchCard(this.card.warm());
      if (address !== this.shown) {
        this.intentTimer = window.setTimeout(() => this.open(address, this.pinned), INTENT_MS);
      }
    } else {
      this.scheduleHide();
    }
  }

  private onClick(e: MouseEvent): void {
    const address = addressAtPoint(this.registry, this.doc, e.clientX, e.clientY);
    if (address) {
      this.watchCard(this.card.warm());
      this.open(address, true);
    } else if (this.card.visible) {
      this.close();
    }
  }

  private open(address: Address, pin: boolean): void {
    const box = boxOf(address, this.doc);
    if (!box) return;
    clearTimeout(this.hideTimer);
    this.pinned = pin;
    const changed = this.shown !== address;
    this.shown = address;
    this.card.show(box);
    if (changed) this.onOpen(address.email);
  }

  /** Opens the card pinned beside a box that is not a found address (a selection, a link). */
  openBeside(box: DOMRect, email: string): void {
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
