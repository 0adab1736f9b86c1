/**
 * A pass-through HTTP proxy in front of the local API that counts requests in flight, from the
 * moment one arrives to the moment its response has been sent on. The API itself (api/) is not
 * touched: the extension is pointed at this proxy's URL for the concurrency measurement.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InflightProxy {
  url: string;
  /** The largest number of POST /graphql/v1 requests in flight at once. */
  readonly maxInFlight: number;
  /** POST /graphql/v1 requests seen. */
  readonly count: number;
  /** POST /graphql/v1 requests in flight now. */
  readonly inFlight: number;
  /** Each POST /graphql/v1 request since the last reset: its operation and when (epoch ms) its response was sent on. */
  readonly done: ReadonlyArray<{ operationName: string; start: number; end: number }>;
  reset(): void;
  close(): Promise<void>;
}

export async function startInflightProxy(target: string): Promise<InflightProxy> {
  const upstream = new URL(target);
  let inFlight = 0;
  let maxInFlight = 0;
  let count = 0;
  let done: Array<{ operationName: string; start: number; end: number }> = [];
  const server: Server = createServer((req, res) => {
    const counted = req.method === 'POST' && (req.url ?? '').startsWith('/graphql/v1');
    if (counted) {
      count += 1;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    }
    const start = Date.now();
    const body: Buffer[] = [];
    if (counted) req.on('data', (chunk: Buffer) => body.push(chunk));
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (!counted) return;
      inFlight -= 1;
      done.push({ operationName: operationOf(Buffer.concat(body)), start, end: Date.now() });
    };
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        res.on('finish', finish);
      },
    );
    out.on('error', () => {
      finish();
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', finish);
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get maxInFlight() {
      return maxInFlight;
    },
    get count() {
      return count;
    },
    get inFlight() {
      return inFlight;
    },
    get done() {
      return done;
    },
    reset() {
      maxInFlight = inFlight;
      count = 0;
      done = [];
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

function operationOf(body: Buffer): string {
  try {
    const name = (JSON.parse(body.toString('utf8')) as { operationName?: unknown }).operationName;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}
