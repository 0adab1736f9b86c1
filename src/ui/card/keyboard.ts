/**
 * The card from the keyboard. The agent comes in with the shortcut (the content script focuses
 * the card's frame) and starts at the card's first control, every time: the frame's document
 * would otherwise carry on from wherever focus was on an earlier visit, perhaps another
 * customer's card. The customer may arrive after the agent does (the frame still loading, the
 * lookup on its way): then focus goes to the first control once there is one (`settle`, after
 * each render). Esc, or Tab past either end, goes back the way the agent came: the card closes
 * and the content script gives focus back to where it was in the page. A click inside focuses
 * what it clicks.
 */
export function watchKeyboard(win: Window, root: () => HTMLElement | null, close: () => void) {
  let pointing = false;
  /** Came in from the keyboard, and pressed nothing since. */
  let entering = false;
  // With the scrolling story itself (tabindex 0), which the keyboard scrolls.
  const controls = () => [...(root()?.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]') ?? [])];
  const settle = () => {
    const all = controls();
    if (entering && win.document.hasFocus() && !all.includes(win.document.activeElement as HTMLElement)) all[0]?.focus();
  };
  const onPointerDown = () => {
    pointing = true; // the focus that comes with this press is the click's
    entering = false;
    setTimeout(() => (pointing = false), 0);
  };
  const onFocus = () => {
    entering = !pointing;
    settle();
  };
  const onKey = (e: KeyboardEvent) => {
    entering = false;
    if (e.key === 'Escape') return close();
    if (e.key !== 'Tab') return;
    const all = controls();
    if (all.length && win.document.activeElement !== (e.shiftKey ? all[0] : all[all.length - 1])) return;
    e.preventDefault();
    close();
  };
  win.addEventListener('pointerdown', onPointerDown, true);
  win.addEventListener('focus', onFocus);
  win.addEventListener('keydown', onKey);
  // A frame focused before this script ran: it came in from the keyboard too.
  if (win.document.hasFocus()) onFocus();
  return {
    settle,
    stop: () => {
      win.removeEventListener('pointerdown', onPointerDown, true);
      win.removeEventListener('focus', onFocus);
      win.removeEventListener('keydown', onKey);
    },
  };
}
