/**
 * A form field that shows a stored value until the agent edits it. Stored values arrive late (the
 * page's first read of the settings, a change saved in another tab) and must never type over the
 * agent: they land only while the field holds no edits of the agent's.
 */
import { useEffect, useReducer } from 'react';

export interface FieldState {
  text: string;
  /** The agent has typed since the field last showed a stored or saved value. */
  edited: boolean;
}

export type FieldEvent =
  /** A value read from storage. */
  | { type: 'stored'; text: string }
  /** The agent typed. */
  | { type: 'edit'; text: string }
  /**
   * The edit is over (saved, or given up): show `text`. With `ifText`, only if the field still
   * holds that, since the agent may have typed on while a save was under way.
   */
  | { type: 'settle'; text: string; ifText?: string };

export function fieldReducer(state: FieldState, event: FieldEvent): FieldState {
  switch (event.type) {
    case 'stored':
      return state.edited || state.text === event.text ? state : { text: event.text, edited: false };
    case 'edit':
      return { text: event.text, edited: true };
    case 'settle':
      return event.ifText !== undefined && state.text !== event.ifText ? state : { text: event.text, edited: false };
  }
}

/** `stored` is undefined until the settings are read; until then the field shows `initial`. */
export function useStoredField(stored: string | undefined, initial = '') {
  const [state, dispatch] = useReducer(fieldReducer, { text: stored ?? initial, edited: false });
  useEffect(() => {
    if (stored !== undefined) dispatch({ type: 'stored', text: stored });
  }, [stored]);
  return [state, dispatch] as const;
}
