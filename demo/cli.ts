// Start the demo support page: `npx tsx demo/cli.ts [--port N] [--host H] [--customers FILE]`
// Port: --port, else env CUSTOMER_LENS_DEMO_PORT, else 4020.

import { startDemoServer } from './server.js';

function parseArgs(argv: string[]): { port?: string; host?: string; customers?: string; help?: boolean } {
  const out: { port?: string; host?: string; customers?: string; help?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      out.help = true;
      continue;
    }
    const m = /^--(port|host|customers)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`unknown argument: ${arg}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`missing value for --${m[1]}`);
    out[m[1] as 'port' | 'host' | 'customers'] = value;
  }
  return out;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    console.log('usage: tsx demo/cli.ts [--port N] [--host 127.0.0.1] [--customers api/seed/seed.json]');
    return;
  }
  const rawPort = args.port ?? process.env.CUSTOMER_LENS_DEMO_PORT ?? '4020';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`invalid port: ${rawPort}`);
    process.exitCode = 2;
    return;
  }
  const server = await startDemoServer({ port, host: args.host, customersFile: args.customers });
  console.log(`Customer Lens demo support page: ${server.url}/`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping demo server`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
