/**
 * Exact HTML on 127.0.0.1, a support site in the local build, for a browser whose driver cannot
 * answer a page's requests itself (Firefox's; Chromium's routes them in Playwright).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `pages` maps a path to its HTML; unknown paths answer 404. */
export async function startPageServer(): Promise<{ url: string; pages: Map<string, string>; close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
