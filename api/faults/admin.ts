// /__admin/* endpoints: switch faults and read the request log over HTTP, so
// browser-driven tests and demos (other processes) can steer the server.
// server.ts only routes here when bound to a loopback address.
import type { ServerResponse } from 'node:http';
import { errorBody, sendEmpty, sendJson } from '../http.js';
import type { FaultController } from './faults.js';

export const ADMIN_PATHS = new Set(['/__admin/faults', '/__admin/requests']);

export interface AdminState {
  faults: FaultController;
  requests: readonly unknown[];
  resetRequests(): void;
}

export function handleAdmin(method: string, path: string, body: string, res: ServerResponse, state: AdminState): void {
  const notAllowed = (allow: string) => sendJson(res, 405, errorBody('Method Not Allowed', 'METHOD_NOT_ALLOWED'), { allow });

  if (path === '/__admin/requests') {
    if (method === 'GET') return sendJson(res, 200, state.requests);
    if (method === 'DELETE') return (state.resetRequests(), sendEmpty(res, 204));
    return notAllowed('GET, DELETE');
  }
  // path === '/__admin/faults'
  if (method === 'GET') return sendJson(res, 200, { fault: state.faults.current });
  if (method === 'DELETE') return (state.faults.clear(), sendEmpty(res, 204));
  if (method !== 'POST') return notAllowed('GET, POST, DELETE');
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return sendJson(res, 400, errorBody('Body must be a JSON fault object', 'BAD_REQUEST'));
  }
  try {
    return sendJson(res, 200, { fault: state.faults.set(input as never) });
  } catch (err) {
    return sendJson(res, 400, errorBody((err as Error).message, 'BAD_REQUEST'));
  }
}
