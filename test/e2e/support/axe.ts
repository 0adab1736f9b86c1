/** Runs axe-core in a page or frame (evaluated through the DevTools protocol, so CSP allows it). */
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';

export async function axeViolations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(axe.source);
  const result = await target.evaluate(async () => {
    const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
    const { violations } = await run(document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  return result;
}
