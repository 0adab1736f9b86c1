/**
 * `runtime.onMessage`: the sender's room first (sender.ts), then the message's shape for that
 * room (messages.ts), then the one handler its type has in that room's table. Anything else is
 * dropped without effect, and gets no answer.
 */
import type { Runtime } from 'webextension-polyfill';
import {
  parseContentRequest,
  parsePageRequest,
  type ContentAnswers,
  type ContentRequest,
  type PageAnswers,
  type PageRequest,
} from '../../shared/messages';
import { dispatch, type AnswerTable } from './handler-table';
import type { ContentRoom, PageRoom, SenderCheck } from './sender';

export interface RuntimeTables {
  content: AnswerTable<ContentRequest, ContentAnswers, ContentRoom>;
  page: AnswerTable<PageRequest, PageAnswers, PageRoom>;
}

export function runtimeDoor(senders: SenderCheck, tables: RuntimeTables) {
  return (raw: unknown, sender: Runtime.MessageSender): Promise<unknown> | undefined => {
    const from = senders.roomOf(sender);
    if (from?.room === 'content') {
      const request = parseContentRequest(raw);
      return request ? dispatch(tables.content, request, from) : undefined;
    }
    if (from?.room === 'page') {
      const request = parsePageRequest(raw);
      return request ? dispatch(tables.page, request, from) : undefined;
    }
    return undefined;
  };
}
