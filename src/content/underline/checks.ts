/**
 * When the underline's lines are checked again after the app changed the page: at most every
 * CHECK_MS, in a frame, and not at all when no change can have moved the underlined text.
 * Apps redraw a text in every frame they run (a "typing…" indicator, a timer, a toast): the
 * place of such a change is looked at once, and while it stays quiet its changes cost the
 * observer's callback a lookup, whatever the number of addresses. A place is quiet when it lies
 * - in a box out of the flow (position: fixed or absolute) that holds none of the underlined
 *   text: such a box grows or shrinks without moving anything around it;
 * - or in a box in the flow that holds none of it: what is outside that box moves only when its
 *   size changes, which a ResizeObserver tells (after the browser's layout, with no task of ours).
 * What is quiet is forgotten when the underlined addresses or the page's elements change, or the
 * agent clicks or types (the app may restyle on either).
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
  #due: boolean | null = null;
  /** Places looked at, and whether their changes move no underlined text (see above). */
  #quiet = new WeakMap<Node, boolean>();
  /** The boxes in the flow around quiet places: a size changed, the lines are checked. */
  readonly #sizes = new ResizeObserver(() => this.changed([], false, true));

  readonly #layers: ReadonlyMap<Document, UnderlineLayer>;

  constructor(layers: ReadonlyMap<Document, UnderlineLayer>) {
    this.#layers = layers;
  }

  /**
   * The app changed the children or text of the nodes `where` (`look`: it added elements, which
   * may lie over the text; `moved`: a box's size changed). Every document's lines are checked,
   * in a frame of the top window, where they are drawn: a frame's lines move with the frame.
   */
  changed(where: Node[], look: boolean, moved = look): void {
    if (!this.#layers.size) return;
    if (look) this.forget();
    for (const node of where) if (!this.#settle(node.nodeType === 1 ? node : (node.parentNode ?? node))) moved = true;
    if (!moved) return;
    const pending = this.#due;
    this.#due = pending || look;
    if (pending === null) setTimeout(() => requestAnimationFrame(() => this.#check()), CHECK_MS);
  }

  /** The underlined addresses changed, or what lies around them may have: every place looked at again. */
  forget(): void {
    this.#quiet = new WeakMap();
    this.#sizes.disconnect();
  }

  #check(): void {
    const due = !!this.#due;
    this.#due = null;
    for (const layer of this.#layers.values()) layer.draw(due);
  }

  /**
   * Whether changes in `place` move none of the underlined text; looked at once. A place in
   * the flow is quiet from its next change on, not this one: its box is watched from now, and
   * what this change moved is read in the check it sets.
   */
  #settle(place: Node): boolean {
    let quiet = this.#quiet.get(place);
    if (quiet !== undefined) return quiet;
    this.#quiet.set(place, (quiet = false));
    // With one document only: a change may move a frame, and the lines drawn from it.
    if (this.#layers.size > 1) return quiet;
    const held = [...[...this.#layers.values()][0]!.heldNodes()];
    // A held address in a shadow root: `contains` cannot tell, so counted as held.
    const holdsNone = (box: Element) => !held.some((node) => node.getRootNode() !== node.ownerDocument || box.contains(node));
    let flow: Element | null = null;
    // The walk ends at a shadow root's top, whose parentElement is null.
    for (let box = place.nodeType === 1 ? (place as Element) : null; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      // The box whose size tells: not an inline one's (a ResizeObserver sees it as 0 × 0).
      flow ??= /^(inline|contents)$/.test(style.display) ? null : box;
      if (/^(fixed|absolute)$/.test(style.position)) {
        this.#quiet.set(place, (quiet = holdsNone(box)));
        return quiet;
      }
    }
    if (flow && holdsNone(flow)) {
      this.#sizes.observe(flow);
      this.#quiet.set(place, true);
    }
    return quiet;
  }
}
