/**
 * The context menu and the keyboard command ask the content script to open the card. The menu
 * opens it beside the selection or the link the agent right-clicked, in the top document or a
 * same-origin frame (the background asks the top frame's script either way). The command opens it
 * for the selection, else for the focused element (an address the scan found in it, or a mailto:
 * link's), in the top document or a same-origin frame, and moves focus into the card: an agent on
 * the keyboard reaches its buttons with Tab, and Esc brings focus back. A second press with
 * nothing new to look up moves focus into a card opened by hover. Nothing here touches the DOM.
 */
import { findEmails } from '../../shared/email/detect';
import type { AddressRegistry } from '../scan/address-registry';
import { foundIn, mailtoOf } from './focus-target';
import { deepFocus, toTop } from '../scan/frames';
import type { HoverController } from './hover-controller';

/** What the agent last right-clicked, in any of the tab's documents: one per content script (index.ts). */
export type RightClicked = { target: Element | null };

/** Listens in the top window and in each same-origin frame's, as hover does (events stay in their frame). */
export function trackContextMenu(win: Window, clicked: RightClicked): void {
  win.addEventListener('contextmenu', (e) => (clicked.target = isElement(e.target) ? e.target : null), {
    capture: true,
    passive: true,
  });
}

/** Not `instanceof Element`: a frame's nodes belong to the frame's realm, not the top one's. */
function isElement(target: EventTarget | null): target is Element {
  return (target as Node | null)?.nodeType === 1;
}

/** `range` is a copy: the card follows it, whatever the agent selects next. */
function selectionIn(doc: Document): { box: DOMRect; range: Range; text: string; within: Node } | null {
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0).cloneRange();
  const box = range.getBoundingClientRect();
  return box.width || box.height ? { box, range, text: selection.toString(), within: range.commonAncestorContainer } : null;
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
    hover.openBeside(selectedBox, fromSelection.email, selected!.range);
    return true;
  }
  if (onPage) return false;
  const found = foundIn(focused, registry);
  if (found) return hover.open(found, true);
  const email = mailtoOf(focused);
  const box = email ? toTop(focused.getBoundingClientRect(), here, doc) : null;
  if (!email || !box) return false;
  hover.openBeside(box, email, focused);
  return true;
}

/** `email` is given by the context menu (beside what was `clicked`); the keyboard command (null) finds it itself. */
export function openCardOnRequest(
  doc: Document,
  hover: HoverController,
  registry: AddressRegistry,
  email: string | null,
  clicked: RightClicked,
): boolean {
  if (email === null) {
    const opened = openForKeyboard(doc, hover, registry);
    if (opened || hover.isOpen) hover.focusCard();
    return opened;
  }
  // The document the menu was opened in (the top one or a same-origin frame's): beside the
  // selection if that is what was right-clicked, else beside what was (a mailto: link).
  const target = clicked.target?.isConnected ? clicked.target : null;
  const here = target?.ownerDocument ?? doc;
  const selected = selectionIn(here);
  const anchor = selected && (!target || selected.range.intersectsNode(target)) ? selected : null;
  const local = anchor?.box ?? target?.getBoundingClientRect();
  const box = local ? toTop(local, here, doc) : null;
  if (!box) return false;
  hover.openBeside(box, email, anchor?.range ?? target);
  return true;
}
