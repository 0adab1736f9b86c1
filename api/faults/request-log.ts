// The request log behind server.requests and GET /__admin/requests: lets
// tests assert what the extension actually sent (headers, body, timing).
import type { IncomingMessage } from 'node:http';
import { lowerCaseHeaders } from '../http.js';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Raw request target, query string included. */
  url: string;
  /** Names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, when it is valid JSON (whatever the Content-Type). */
  json?: unknown;
  /** ISO 8601 time the request was received. */
  time: string;
}

export function recordRequest(req: IncomingMessage, path: string, body: string): RecordedRequest {
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return {
    method: req.method ?? 'GET',
    path,
    url: req.url ?? '/',
    headers: lowerCaseHeaders(req),
    body,
    ...(json === undefined ? {} : { json }),
    time: new Date().toISOString(),
  };
}
