// Small node:http helpers: body reading, JSON/text replies, CORS and the
// canned error bodies. Kept framework-free on purpose (see README).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

export type Headers = Record<string, string>;

/** Every response carries this so the extension's pages may read it. */
export const CORS_HEADERS: Headers = {
  'access-control-allow-origin': '*',
  // Let browser code read the rate-limit headers (they are not CORS-safelisted).
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, retry-after',
};

export const PREFLIGHT_HEADERS: Headers = {
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`body exceeds ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(res: ServerResponse, status: number, body: string, contentType: string, headers: Headers = {}): void {
  if (res.headersSent || res.destroyed) return; // client gone or already answered
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType, ...headers });
  res.end(body);
}

// JSON is UTF-8 by definition (RFC 8259), so no charset parameter: matches
// the bare `application/json` the real API sends.
export const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Headers) =>
  send(res, status, JSON.stringify(body), 'application/json', headers);

export const sendEmpty = (res: ServerResponse, status: number, headers: Headers = {}) => {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...CORS_HEADERS, ...headers });
  res.end();
};

/** The `{"errors":[{message, extensions:{code}}]}` shape used for non-GraphQL failures. */
export const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

export const UNAUTHORIZED_BODY = { message: 'Unauthorized' };

/** True for `application/json`, with or without parameters such as charset. */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The key from `Authorization: Bearer <key>`, or undefined for anything else. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

export function lowerCaseHeaders(req: IncomingMessage): Headers {
  const out: Headers = {};
  // node already lower-cases names; arrays (e.g. repeated headers) are joined.
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Loopback means only this machine can reach the admin endpoints. */
export function isLoopback(address: string): boolean {
  if (address === '::1' || address === 'localhost') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** A connectable URL for the bound address (wildcard binds map to loopback). */
export function baseUrl(address: string, port: number): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}
