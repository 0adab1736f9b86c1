/**
 * When the underline's lines are checked again after the app changed the page: at most every
 * CHECK_MS, in a frame, and not at all when no change can have moved the underlined text.
 * A box out of the flow (position: fixed or absolute) grows or shrinks without moving anything
 * around it, so a change inside one moves only the text inside it. Apps redraw such a box in every
 * frame they run (a "typing…" indicator, a timer in a floating bar, a toast): reading every
 * line's boxes after each of its changes was most of the content script's time on such a page.
 */
import type { UnderlineLayer } from './layer';

/**
 * How long lines may lag behind text the app moved without adding an address (a row removed
 * above, a panel opened): checking each frame would cost a page that changes its text every
 * frame (a timer, a typing indicator) the reading of every line's boxes in each of them.
 */
const CHECK_MS = 100;

export class LineChecks {
  /** A check is due (after CHECK_MS, in a frame); true: also of what lies over the text. */
  private due: boolean | null = null;
  /** Where the app changed the page since the last check. */
  private where = new Set<Node>();

  constructor(private readonly layers: ReadonlyMap<Document, UnderlineLayer>) {}

  /**
   * The app changed the children or text of the nodes `where` (`look`: it added elements, which
   * may lie over the text). Every document's lines are checked, in a frame of the top window,
   * where they are drawn: a frame's lines move with the frame, which a change may move.
   */
  changed(where: Node[], look: boolean): void {
    if (!this.layers.size) return;
    // Where matters only to a check that may be skipped: with elements added, every line is read.
    if (!(this.due || look)) for (const node of where) this.where.add(node);
    const pending = this.due;
    this.due = pending || look;
    if (pending === null) setTimeout(() => requestAnimationFrame(() => this.check()), CHECK_MS);
  }

  private check(): void {
    const { due, where, layers } = this;
    this.due = null;
    this.where = new Set();
    // With one document only: a change may move a frame, and the lines drawn from it.
    if (!due && layers.size === 1 && stayPut(where, [...layers.values()][0]!.heldNodes())) return;
    for (const layer of layers.values()) layer.draw(!!due);
  }
}

/**
 * Whether none of the places the app changed (`where`) can have moved text of `held` (the
 * underlined addresses' text nodes): each lies in an out-of-flow box that holds none of it.
 */
export function stayPut(where: Iterable<Node>, held: Iterable<Node>): boolean {
  const boxes: Element[] = [];
  for (const node of where) {
    // The box around it (itself included); none: a change that can move anything. The walk ends
    // at a shadow root's top, whose parentElement is null.
    let box = node.isConnected ? (node.nodeType === 1 ? (node as Element) : node.parentElement) : null;
    while (box && !/^(fixed|absolute)$/.test(getComputedStyle(box).position)) box = box.parentElement;
    if (!box) return false;
    boxes.push(box);
  }
  // A held address in a shadow root: `contains` cannot tell, so counted as moved.
  for (const node of held) if (node.getRootNode() !== node.ownerDocument || boxes.some((box) => box.contains(node))) return false;
  return true;
}
