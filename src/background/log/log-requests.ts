/**
 * Logging's requests from extension pages (contract/log.ts). The tab whose open message it is: a
 * card's own tab, the side panel's followed tab (which it names); the popup has none.
 */
import type { LogAnswers, LogRequest } from '../../shared/contract/log';
import type { LogEngine } from './log-engine';

type AskingPage = { page: string; tabId?: number };

const tabOf = (request: LogRequest, from: AskingPage) =>
  from.page === 'card' ? from.tabId : from.page === 'panel' ? request.tabId : undefined;

export type LogHandlers = {
  [K in LogRequest['type']]: (request: Extract<LogRequest, { type: K }>, from: AskingPage) => Promise<LogAnswers[K]>;
};

export function logRequests(log: Pick<LogEngine, 'offer' | 'log'>): LogHandlers {
  return {
    'log-offer': (request, from) => log.offer(request, tabOf(request, from)),
    log: (request, from) => log.log(request, tabOf(request, from)),
  };
}
