/**
 * How a page sends the agent's write. The card sends it on its direct line to the worker while it
 * has one (ui/card/card-line.ts: no hop through the browser's UI thread; null when there is none);
 * every other page, and the card without a line, as a runtime message (ui/ask.ts). Either way the
 * background checks it as a page's `write`, and it is sent only from the agent's click (use-draft.ts).
 */
import { createContext } from 'react';
import type { WriteOutcome } from '../../../shared/drafts';
import type { LineWrite } from '../../../shared/messages';

export type WriteSender = (request: LineWrite['request']) => Promise<WriteOutcome> | null;

export const WriteVia = createContext<WriteSender | null>(null);
