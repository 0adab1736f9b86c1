/**
 * The box takes the keyboard as the page is shown. `autoFocus` alone is not enough in Firefox's
 * toolbar popup: the box is focused while the popup's document is still hidden, and once shown the
 * document has focus but its body holds it. So the box is focused again when the window gains
 * focus, unless the agent has already put the keyboard somewhere else.
 */
import { useEffect, type RefObject } from 'react';

export function useFocusWhenShown(box: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const take = () => {
      const held = document.activeElement;
      if (!held || held === document.body) box.current?.focus();
    };
    take();
    window.addEventListener('focus', take);
    return () => window.removeEventListener('focus', take);
  }, [box, enabled]);
}
