/**
 * Places the app rewrites in every frame and that hold no address (a "typing…" indicator, a
 * clock, a timer) are left out of the page's observer. Observed, each of their changes costs the
 * app the records made for us and a call into the content script's world, some 50–70 µs a frame
 * in Chromium whatever the callback does: at rest, that was all of the extension's cost to such a
 * page (docs/performance.md). Left out, the observer watches the children of the nodes on the
 * path to the place, and every subtree beside that path, instead of the whole document.
 *
 * What is left out is the box around the changing place (the nearest that is not inline), once it
 * changed in HOT_CHANGES of the observer's callbacks in a row, each within WITHIN_MS of the last,
 * and holds no "@" in under MAX_TEXT characters: its changes then move no address but by its
 * size, and when its size changes (a ResizeObserver, unless it is fixed or absolute) the lines
 * are checked. It comes back
 * - when its text holds an "@" or it left the page, looked at once a second (one interval while
 *   any place is out): an address written there is underlined within a second;
 * - when the app adds or removes a child of a node on the path to it (the observer is planned again).
 * The content script's bundle has a size budget (docs/performance.md, part A): this is kept short.
 */

/** What the scanner's observer asks of a document, a shadow root or a subtree. */
export const OBSERVE: MutationObserverInit = { childList: true, subtree: true, characterData: true };
const HOT_CHANGES = 30;
const WITHIN_MS = 100;
const MAX_TEXT = 1000;
/** Observations a plan may make: the children of every node on the paths to the places out. */
const MAX_WATCHED = 400;
const RELOOK_MS = 1000;

export interface HotPlacesHost {
  ownHost(): Element | null;
  /** The places out changed: the observer is planned again (`observeAll`). */
  replan(): void;
  /** What lies around the places out may have moved; `back`: one is back in, its text scanned again. */
  changed(back?: Element): void;
}

const addressFree = (box: Element) => {
  const text = box.textContent ?? '';
  return text.length < MAX_TEXT && !text.includes('@');
};

/** Every node from each box's parent up to its root. */
function pathsTo(boxes: Iterable<Element>): Set<Node> {
  const path = new Set<Node>();
  for (const box of boxes) for (let n = box.parentNode; n && !path.has(n); n = n.parentNode) path.add(n);
  return path;
}

export class HotPlaces {
  /** Per place: its changes in a row, and when the last came. */
  readonly #runs = new WeakMap<Node, [number, number]>();
  readonly #out = new Set<Element>();
  /** The nodes on the paths to the places out, whose own children only are observed. */
  #path = new Set<Node>();
  #relook: ReturnType<typeof setInterval> | undefined;
  // Its first call, as a box is watched, checks the lines once more than needed.
  readonly #sizes = new ResizeObserver(() => this.#host.changed());

  readonly #host: HotPlacesHost;

  constructor(host: HotPlacesHost) {
    this.#host = host;
  }

  /**
   * One of the observer's records, all of a callback's at the same `now`: true when the observer
   * must be planned again (a place just left out, or a child of a node on the path to one changed).
   */
  noteRecord({ target }: MutationRecord, now: number): boolean {
    if (this.#path.has(target)) return true;
    const place = target.nodeType === 1 ? (target as Element) : target.parentElement;
    const run = place && this.#runs.get(place);
    if (!place || run?.[1] === now) return false;
    if (!run || now - run[1] > WITHIN_MS) {
      this.#runs.set(place, [1, now]);
      return false;
    }
    run[1] = now;
    return ++run[0] === HOT_CHANGES && this.#leaveOut(place);
  }

  /** Observes each root, all of it but the places out. */
  observeAll(observer: MutationObserver, roots: Iterable<Node>): void {
    const path = pathsTo(this.#out);
    const visit = (node: Node): void => {
      if (!path.has(node)) return this.#out.has(node as Element) ? undefined : observer.observe(node, OBSERVE);
      observer.observe(node, { childList: true });
      node.childNodes.forEach(visit);
    };
    this.#path = path;
    for (const root of roots) visit(root);
  }

  /** Every place back in (the scanner stopped). */
  clear(): void {
    this.#out.forEach((box) => this.#letIn(box));
  }

  #leaveOut(place: Element): boolean {
    let box: Element | null = place;
    while (box && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
    const doc = box?.ownerDocument;
    // Not one on the path to another place out: its own changes would plan the observer again each time.
    if (!box || !doc || this.#path.has(box) || box.getRootNode() !== doc || box === doc.body || box === doc.documentElement) return false;
    let watched = 0;
    pathsTo([...this.#out, box]).forEach((node) => (watched += node.childNodes.length));
    if (watched > MAX_WATCHED || !addressFree(box) || box.contains(this.#host.ownHost())) return false;
    this.#out.add(box);
    if (!/^(fixed|absolute)$/.test(getComputedStyle(box).position)) this.#sizes.observe(box);
    this.#relook ??= setInterval(() => this.#out.forEach((out) => (out.isConnected && addressFree(out)) || this.#back(out)), RELOOK_MS);
    return true;
  }

  #back(box: Element): void {
    this.#letIn(box);
    this.#host.changed(box);
    this.#host.replan();
  }

  #letIn(box: Element): void {
    this.#out.delete(box);
    this.#sizes.unobserve(box);
    if (this.#out.size) return;
    clearInterval(this.#relook);
    this.#relook = undefined;
  }
}
