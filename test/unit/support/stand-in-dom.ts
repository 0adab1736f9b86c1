/**
 * A stand-in DOM for tests of code that walks a page's parents and siblings, reads text and a few
 * attributes: elements, text nodes, and the elements that may keep an address.
 */
export type Kid = El | Txt | string;

export class Txt {
  parentElement: El | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

export class El {
  parentElement: El | null = null;
  readonly children: Array<El | Txt>;
  constructor(
    readonly localName: string,
    private readonly attrs: Record<string, string>,
    kids: Kid[],
  ) {
    this.children = kids.map((k) => (typeof k === 'string' ? new Txt(k) : k));
    for (const child of this.children) child.parentElement = this;
  }
  get textContent(): string {
    return this.children.map((c) => c.textContent).join('');
  }
  get previousElementSibling(): El | null {
    const siblings = this.parentElement?.children ?? [];
    const before = siblings.slice(0, siblings.indexOf(this)).filter((c): c is El => c instanceof El);
    return before[before.length - 1] ?? null;
  }
  getAttribute(name: string): string | null {
    return this.attrs[name] ?? null;
  }
  contains(node: El | Txt): boolean {
    for (let n: El | Txt | null = node; n; n = n.parentElement) if (n === this) return true;
    return false;
  }
  /** Only ever asked for the elements that may keep an address: those with such an attribute. */
  querySelectorAll(): El[] {
    const keeps = (el: El) => ['email', 'data-email', 'data-hovercard-id', 'title', 'href'].some((a) => el.getAttribute(a)?.includes('@'));
    const all = (el: El): El[] => el.children.flatMap((c) => (c instanceof El ? [c, ...all(c)] : []));
    return all(this).filter(keeps);
  }
}

export const el = (tag: string, attrs: Record<string, string>, ...kids: Kid[]) => new El(tag, attrs, kids);
