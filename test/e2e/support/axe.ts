/** Runs axe-core in a page or frame (evaluated through the DevTools protocol, so CSP allows it). */
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import type { Tab } from '../driver/driver';

const runAxe = async () => {
  const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
  const { violations } = await run(document, { resultTypes: ['violations'] });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

export async function axeViolations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(axe.source);
  return target.evaluate(runAxe);
}

/** The same in a driver's tab, in any browser. */
export async function axeViolationsIn(tab: Tab): Promise<string[]> {
  await tab.addScript(axe.source);
  return tab.evaluate(runAxe);
}
