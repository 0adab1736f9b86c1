/**
 * Finds what a TreeWalker over text cannot enter: open shadow roots and same-origin frames.
 *
 * It runs after the light DOM's text is scanned, in the same time slices, so the first scan is
 * not slowed. Besides custom elements (a '-' in the name), the standard tags that can host a
 * shadow root include div and span, so filtering by name skips almost nothing: every element's
 * `shadowRoot` is read. Frames are found in the same sliced walk, by name: a native
 * `querySelectorAll('iframe')` per root would read the whole root in one call that no deadline
 * can cut short. Closed shadow roots (ours among them) read as null and stay closed.
 */
import { isFrame } from './frames';

const CHECK_EVERY = 128;

export interface Found {
  shadowRoot(root: ShadowRoot): void;
  frame(frame: HTMLIFrameElement | HTMLFrameElement): void;
}

export class Discovery {
  readonly #queue: Node[] = [];
  readonly #resumeAt = new WeakMap<Node, Element>();

  /** `eager`: whether a document's shadow roots are wanted before the pointer finds them. */
  readonly #found: Found;
  readonly #eager: (doc: Document) => boolean;

  constructor(found: Found, eager: (doc: Document) => boolean) {
    this.#found = found;
    this.#eager = eager;
  }

  get pending(): boolean {
    return this.#queue.length > 0;
  }

  /** Elements, documents and shadow roots can hold hosts and frames; text cannot. */
  add(root: Node): void {
    const type = root.nodeType;
    if (type === 1 || type === 9 || type === 11) this.#queue.push(root);
  }

  clear(): void {
    this.#queue.length = 0;
  }

  /** Works until the deadline; a root cut short resumes where it stopped. */
  run(deadline: number): void {
    while (this.#queue.length && performance.now() < deadline) {
      if (this.#search(this.#queue[0]!, deadline)) this.#queue.shift();
    }
  }

  #search(root: Node, deadline: number): boolean {
    if (!root.isConnected) return true;
    const resume = this.#resumeAt.get(root);
    if (!resume && root.nodeType !== 1 && !this.#eager(root.ownerDocument ?? (root as Document))) {
      // No underline here: only frames are wanted ahead (their pages need our listeners); a
      // shadow root is adopted when the pointer meets it. One native lookup, not an element walk.
      for (const frame of (root as ParentNode).querySelectorAll<HTMLIFrameElement | HTMLFrameElement>('iframe,frame'))
        this.#found.frame(frame);
      return true;
    }
    if (!resume) {
      const el = root as Element;
      if (root.nodeType === 1 && isFrame(el)) this.#found.frame(el);
      if (el.shadowRoot) this.#found.shadowRoot(el.shadowRoot);
    }
    const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    if (resume?.isConnected) walker.currentNode = resume;
    let seen = 0;
    for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
      const shadow = el.shadowRoot;
      if (shadow) this.#found.shadowRoot(shadow);
      else if (isFrame(el)) this.#found.frame(el);
      if (++seen % CHECK_EVERY === 0 && performance.now() > deadline) {
        this.#resumeAt.set(root, el);
        return false;
      }
    }
    this.#resumeAt.delete(root);
    return true;
  }
}
