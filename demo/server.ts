// Loopback HTTP server for the Customer Lens demo support page.
//
//   GET /threads.json            initial inbox built from api/seed/seed.json
//   GET /live-thread.json?n=K    the K-th "new" thread (customers after the initial ones)
//   GET /<file>                  static files from demo/public/
//   GET /, /snoozed, /done, /threads/:id, /mail, ...   index.html (single-page app routes)

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildLiveThread, buildThreads, parseSeed, type Seed } from './threads.js';

export interface DemoServerOptions {
  /** Port to listen on; 0 (default) picks a random free port. */
  port?: number;
  /** Host to bind; default 127.0.0.1. */
  host?: string;
  /** Path of the seed file with the customers; default <repo>/api/seed/seed.json. */
  customersFile?: string;
}

export interface DemoServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4020 */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_CUSTOMERS_FILE = fileURLToPath(new URL('../api/seed/seed.json', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function createSeedLoader(file: string): () => Promise<Seed> {
  let cache: { key: string; seed: Seed } | undefined;
  return async () => {
    let info;
    try {
      info = await stat(file);
    } catch {
      throw new HttpError(503, `customer seed not found at ${file}`);
    }
    const key = `${info.mtimeMs}:${info.size}`;
    if (cache?.key === key) return cache.seed;
    let seed: Seed;
    try {
      seed = parseSeed(JSON.parse(await readFile(file, 'utf8')));
    } catch (err) {
      throw new HttpError(503, `customer seed at ${file} is not usable: ${(err as Error).message}`);
    }
    cache = { key, seed };
    return seed;
  };
}

function send(res: ServerResponse, req: IncomingMessage, status: number, type: string, body: string | Buffer): void {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    'content-type': type,
    'content-length': buf.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : buf);
}

function sendJson(res: ServerResponse, req: IncomingMessage, status: number, value: unknown): void {
  send(res, req, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** Map a URL pathname to a file inside PUBLIC_DIR, or null when it escapes it. */
function resolvePublicPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return null;
  const full = resolve(PUBLIC_DIR, ...segments);
  const root = PUBLIC_DIR.endsWith(sep) ? PUBLIC_DIR : PUBLIC_DIR + sep;
  if (full !== root.slice(0, -1) && !full.startsWith(root)) return null;
  return full;
}

async function readPublicFile(path: string): Promise<Buffer | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

export async function startDemoServer(opts: DemoServerOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 0;
  const loadSeed = createSeedLoader(opts.customersFile ?? DEFAULT_CUSTOMERS_FILE);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendJson(res, req, 405, { error: 'method not allowed' });
      return;
    }
    const rawUrl = req.url ?? '/';
    // Prefix rather than resolve, so "//threads.json" is a path, not a host.
    const url = rawUrl.startsWith('/') ? new URL(`http://demo.invalid${rawUrl}`) : new URL(rawUrl, 'http://demo.invalid');
    // Tolerate "//threads.json" from naive `${base}/path` joins.
    const pathname = url.pathname.replace(/\/{2,}/g, '/');

    if (pathname === '/threads.json') {
      sendJson(res, req, 200, buildThreads(await loadSeed()));
      return;
    }
    if (pathname === '/live-thread.json') {
      const n = Number(url.searchParams.get('n') ?? '0');
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new HttpError(400, 'n must be a non-negative integer');
      sendJson(res, req, 200, buildLiveThread(await loadSeed(), n));
      return;
    }
    if (pathname === '/healthz') {
      sendJson(res, req, 200, { ok: true });
      return;
    }

    const file = resolvePublicPath(pathname);
    if (file === null) throw new HttpError(400, 'bad path');
    const ext = extname(file).toLowerCase();
    const body = await readPublicFile(file);
    if (body) {
      send(res, req, 200, CONTENT_TYPES[ext] ?? 'application/octet-stream', body);
      return;
    }
    // Single-page-app routes (no file extension): serve the shell.
    if (ext === '' || pathname === '/') {
      const index = await readPublicFile(resolve(PUBLIC_DIR, 'index.html'));
      if (!index) throw new HttpError(500, 'index.html missing');
      send(res, req, 200, CONTENT_TYPES['.html']!, index);
      return;
    }
    throw new HttpError(404, 'not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent) sendJson(res, req, status, { error: message });
      else res.destroy();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });

  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    close() {
      closed ??= new Promise<void>((resolveClose, reject) => {
        server.close((err) => (err ? reject(err) : resolveClose()));
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
