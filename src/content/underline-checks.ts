/**
 * When the underline's lines are checked again after the app changed the page: at most every
 * CHECK_MS, in a frame, and not at all when no change can have moved the underlined text.
 * A box out of the flow (position: fixed or absolute) grows or shrinks without moving anything
 * around it, so a change inside one moves only the text inside it. Apps redraw such a box in every
 * frame they run (a "typing…" indicator, a timer in a floating bar, a toast): reading every
 * line's boxes after each of its changes was most of the content script's time on such a page.
 */
import type { UnderlineLayer } from './underline-layer';

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
   * may lie over the text). All documents' lines are checked: a frame's are drawn in the top
   * document, where a change may move the frame.
   */
  changed(where: Node[], look: boolean): void {
    if (!this.layers.size || !where.length) return;
    for (const node of where) this.where.add(node);
    const pending = this.due;
    this.due = pending === true || look;
    if (pending !== null) return;
    const view = where[0]!.ownerDocument?.defaultView ?? (where[0] as Document).defaultView;
    setTimeout(() => view?.requestAnimationFrame(() => this.check()), CHECK_MS);
  }

  private check(): void {
    const look = this.due === true;
    const where = this.where;
    this.due = null;
    this.where = new Set();
    if (!look && this.stayedPut(where)) return;
    for (const layer of this.layers.values()) layer.draw(look);
  }

  /** Whether no change can have moved underlined text: one document only (a change may move a frame). */
  private stayedPut(where: Set<Node>): boolean {
    if (this.layers.size !== 1) return false;
    const [layer] = this.layers.values();
    return changesStayPut(where, layer!.heldNodes());
  }
}

/**
 * Whether none of the places the app changed (`where`) can have moved text of `held` (the
 * underlined addresses' text nodes): each lies in an out-of-flow box that holds none of it.
 */
export function changesStayPut(where: Iterable<Node>, held: Iterable<Node>): boolean {
  const boxes = new Set<Element>();
  for (const node of where) {
    const box = node.isConnected ? outOfFlowBox(node) : null;
    if (!box) return false;
    boxes.add(box);
  }
  for (const node of held) {
    // In a shadow root, `contains` cannot tell: counted as moved.
    if (node.getRootNode() !== node.ownerDocument) return false;
    for (const box of boxes) if (box.contains(node)) return false;
  }
  return true;
}

/** The out-of-flow box around a node (itself included), or null when none holds it in this tree. */
function outOfFlowBox(node: Node): Element | null {
  // A shadow root's top has no parentElement: the walk ends there, and the change counts as one
  // that can move anything.
  for (let el = node.nodeType === 1 ? (node as Element) : node.parentElement; el; el = el.parentElement) {
    const { position } = getComputedStyle(el);
    if (position === 'fixed' || position === 'absolute') return el;
  }
  return null;
}
