/**
 * The context menu and the keyboard command ask the content script to open the card. The menu
 * opens it beside the selection or the link the agent right-clicked. The command opens it for
 * the selection, else for the focused element (an address the scan found in it, or a mailto:
 * link's), in the top document or a same-origin frame, and moves focus into the card: an agent
 * on the keyboard reaches its buttons with Tab, and Esc brings focus back. A second press with
 * nothing new to look up moves focus into a card opened by hover. Nothing here touches the DOM.
 */
import { findEmails } from '../shared/email/detect';
import type { Address, AddressRegistry } from './address-registry';
import { deepFocus, toTop } from './frames';
import type { HoverController } from './hover-controller';

/** A focused row or cell holds a few text nodes; a focused whole list is looked through this far. */
const MAX_TEXT_NODES = 200;
let lastContextTarget: Element | null = null;

export function trackContextMenu(win: Window): void {
  win.addEventListener('contextmenu', (e) => (lastContextTarget = e.target instanceof Element ? e.target : null), {
    capture: true,
    passive: true,
  });
}

function selectionIn(doc: Document): { box: DOMRect; text: string; within: Node } | null {
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const box = range.getBoundingClientRect();
  return box.width || box.height ? { box, text: selection.toString(), within: range.commonAncestorContainer } : null;
}

function foundIn(el: Element, registry: AddressRegistry): Address | null {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(), i = 0; n && i < MAX_TEXT_NODES; n = walker.nextNode(), i += 1) {
    const address = registry.inNode(n)[0];
    if (address) return address;
  }
  return null;
}

/** A mailto: link's address, whatever its text says ("Email Jane"). */
function mailtoOf(el: Element): string | null {
  const href = el.closest('a[href]')?.getAttribute('href') ?? '';
  if (!/^mailto:/i.test(href)) return null;
  try {
    return findEmails(decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? ''))[0]?.email ?? null;
  } catch {
    return null; // a malformed %-escape
  }
}

function openForKeyboard(doc: Document, hover: HoverController, registry: AddressRegistry): boolean {
  const focused = deepFocus(doc);
  const here = focused?.ownerDocument ?? doc;
  const onPage = !focused || focused === here.body || focused === here.documentElement;
  // The selection counts where focus is on no element in particular, or is around the selection.
  const selected = selectionIn(here);
  const fromSelection = selected && (onPage || focused.contains(selected.within)) ? findEmails(selected.text)[0] : null;
  const selectedBox = fromSelection ? toTop(selected!.box, here, doc) : null;
  if (fromSelection && selectedBox) {
    hover.openBeside(selectedBox, fromSelection.email);
    return true;
  }
  if (onPage) return false;
  const found = foundIn(focused, registry);
  if (found) return hover.open(found, true);
  const email = mailtoOf(focused);
  const box = email ? toTop(focused.getBoundingClientRect(), here, doc) : null;
  if (!email || !box) return false;
  hover.openBeside(box, email);
  return true;
}

/** `email` is given by the context menu; the keyboard command (null) finds it itself. */
export function openCardOnRequest(
  doc: Document,
  hover: HoverController,
  registry: AddressRegistry,
  email: string | null,
): boolean {
  if (email === null) {
    const opened = openForKeyboard(doc, hover, registry);
    if (opened || hover.isOpen) hover.focusCard();
    return opened;
  }
  const box = selectionIn(doc)?.box ?? lastContextTarget?.getBoundingClientRect();
  if (!box) return false;
  hover.openBeside(box, email);
  return true;
}
