/**
 * A browser policy file, written for one test and removed on every way out: the end of the test,
 * a failure, the process exiting, Ctrl-C (SIGINT) or SIGTERM. A policy file applies to every
 * browser on the machine, so each test names only an extension id of its own (a copy of the
 * build), and a file already there is never overwritten.
 *
 * Writing one needs root (Debian's Chromium reads /etc/chromium/policies/managed/, Firefox its
 * install's distribution/ folder). CI runs as root; elsewhere the test FAILS with this reason,
 * never passes silently: run it as root (e.g. in a container) or leave it to CI.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writePolicyFile(path: string, policy: unknown): () => void {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `This test installs a browser policy by writing ${path}, which needs root (CI runs as root). ` +
        `You are uid ${process.getuid?.()}: run it as root, e.g. in a container, or leave it to CI.`,
    );
  }
  if (existsSync(path)) throw new Error(`${path} already exists; this test will not overwrite a policy it did not write.`);
  mkdirSync(dirname(path), { recursive: true });
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(path, { force: true });
    process.off('exit', remove);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    remove();
    process.kill(process.pid, signal); // the default action, now that our handler is gone
  };
  process.on('exit', remove);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    writeFileSync(path, JSON.stringify(policy, null, 2));
  } catch (error) {
    remove();
    throw new Error(`Could not write the policy file ${path}: ${(error as Error).message}`, { cause: error });
  }
  return remove;
}

/**
 * The policy docs/deployment.md shows for a browser (its first JSON block for Chrome, its second
 * for Firefox), for this test's extension id and with this test's values: so the documented shape
 * is what the test installs. `ExtensionSettings` is left out: a force-install needs the extension
 * in a store this machine cannot reach (the test loads its own copy instead).
 */
export function documentedPolicy(browser: 'chrome' | 'firefox', id: string, values: Record<string, unknown>): Record<string, unknown> {
  const blocks = [...readFileSync('docs/deployment.md', 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const documentedId = browser === 'chrome' ? 'EXTENSION_ID' : 'customer-lens@customer-lens.app';
  const doc = JSON.parse(blocks[browser === 'chrome' ? 0 : 1]!) as Record<string, any>;
  const root = browser === 'chrome' ? doc : doc.policies;
  const section = browser === 'chrome' ? root['3rdparty'].extensions : root['3rdparty'].Extensions;
  const documented = section[documentedId];
  if (!documented) throw new Error(`docs/deployment.md: no ${browser} 3rdparty settings for ${documentedId}`);
  const unknown = Object.keys(values).filter((k) => !(k in documented));
  if (unknown.length) throw new Error(`docs/deployment.md's ${browser} policy has no ${unknown.join(', ')}`);
  delete root.ExtensionSettings;
  delete section[documentedId];
  section[id] = { ...documented, ...values };
  return doc;
}
