/**
 * Logging's requests from extension pages (contract/log.ts). The tab whose open message it is: a
 * card's own tab, the side panel's followed tab (which it names); the popup has none.
 *
 * Each request goes to its workspace's logging: the first's, or (`workspace`) that of another
 * that is on, each with its own key, permissions and "logged" marks. One for a workspace that is
 * not on (removed or switched off since the page drew it) is never logged in another: an offer
 * fails, a log is answered "not sent".
 */
import type { LogAnswers, LogOutcome, LogRequest } from '../../shared/contract/log';
import { WorkspaceNotOn } from '../writes/write-requests';
import type { LogEngine } from './log-engine';

type AskingPage = { page: string; tabId?: number };
type Logs = Pick<LogEngine, 'offer' | 'log'>;
const NOT_SENT: LogOutcome = { ok: false, failure: { kind: 'not-sent' } };

const tabOf = (request: LogRequest, from: AskingPage) =>
  from.page === 'card' ? from.tabId : from.page === 'panel' ? request.tabId : undefined;

export type LogHandlers = {
  [K in LogRequest['type']]: (request: Extract<LogRequest, { type: K }>, from: AskingPage) => Promise<LogAnswers[K]>;
};

/** The workspaces after the first (workspaces/more-lookups.ts): each that is on, with its own logging. */
export interface OtherLogs {
  runtime(id: string): Promise<{ log: Logs } | null>;
}

export function logRequests(first: Logs, others: OtherLogs): LogHandlers {
  const logsOf = async (request: LogRequest): Promise<Logs | null> =>
    request.workspace === undefined ? first : ((await others.runtime(request.workspace))?.log ?? null);
  return {
    'log-offer': async (request, from) => {
      const logs = await logsOf(request);
      if (!logs) throw new WorkspaceNotOn(request.workspace!);
      return logs.offer(request, tabOf(request, from));
    },
    log: async (request, from) => (await logsOf(request))?.log(request, tabOf(request, from)) ?? NOT_SENT,
  };
}
