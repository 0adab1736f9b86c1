// Runs the local API from a terminal:
//   npx tsx api/cli.ts [--port N] [--host H] [--data FILE] [--latency MS]
// Env: CUSTOMER_LENS_API_PORT, CUSTOMER_LENS_API_DATA (flags win).
import { parseArgs } from 'node:util';
import { DEMO_API_KEY, GRAPHQL_PATH, startApiServer } from './server.js';

const DEFAULT_PORT = 4010;

function number(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    latency: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: tsx api/cli.ts [--port N] [--host H] [--data FILE] [--latency MS]');
  process.exit(0);
}

const server = await startApiServer({
  port: number('--port', values.port ?? process.env.CUSTOMER_LENS_API_PORT, DEFAULT_PORT),
  host: values.host,
  dataFile: values.data ?? (process.env.CUSTOMER_LENS_API_DATA || undefined),
  latencyMs: number('--latency', values.latency, 0),
});

console.log(`Customer Lens local API listening on ${server.url}`);
console.log(`  GraphQL endpoint: ${server.url}${GRAPHQL_PATH}`);
console.log(`  Demo API key:     ${DEMO_API_KEY}`);
if (server.adminEnabled) console.log(`  Admin:            ${server.url}/__admin/faults, ${server.url}/__admin/requests`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // close() ends keep-alive and hung sockets, so this never waits on clients.
    void server.close().then(() => process.exit(0));
  });
}
