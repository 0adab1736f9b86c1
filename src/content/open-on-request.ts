/**
 * The context menu and the keyboard command ask the content script to open the card beside the
 * selection or the link the agent right-clicked. Nothing here touches the page's DOM.
 */
import { findEmails } from '../shared/email/detect';
import type { HoverController } from './hover-controller';

let lastContextTarget: Element | null = null;

export function trackContextMenu(win: Window): void {
  win.addEventListener('contextmenu', (e) => (lastContextTarget = e.target instanceof Element ? e.target : null), {
    capture: true,
    passive: true,
  });
}

function selectionBox(doc: Document): { box: DOMRect; text: string } | null {
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const box = selection.getRangeAt(0).getBoundingClientRect();
  return box.width || box.height ? { box, text: selection.toString() } : null;
}

/** `email` is given by the context menu; the keyboard command reads it from the selection. */
export function openCardOnRequest(doc: Document, hover: HoverController, email: string | null): boolean {
  const selected = selectionBox(doc);
  const address = email ?? (selected ? findEmails(selected.text)[0]?.email : undefined);
  if (!address) return false;
  const box = selected?.box ?? lastContextTarget?.getBoundingClientRect();
  if (!box) return false;
  hover.openBeside(box, address);
  return true;
}
