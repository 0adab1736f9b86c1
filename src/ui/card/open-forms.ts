/**
 * Whether a form is open in the card: a write's or Log to Plain's, in any workspace's section (a
 * form kept to show what was sent, `data-done`, is not: the agent has nothing left to type).
 * While one is, the content script keeps the card open when the pointer leaves and when the page
 * scrolls its address away. Read from the card's own DOM, so no component has to remember to say
 * it, and said only when it changes: once as the first form opens, once as the last one closes.
 */
export function watchOpenForms(root: HTMLElement, tell: (open: boolean) => void): () => void {
  let open = false;
  const check = () => {
    const now = root.querySelector('.action-form:not([data-done])') !== null;
    if (now !== open) tell((open = now));
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-done'] });
  check();
  return () => observer.disconnect();
}
