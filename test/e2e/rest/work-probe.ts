/**
 * Counts what the content script does, from inside its own world: a script run there by the
 * extension (`scripting.executeScript`, the content script's world in Chromium and Firefox alike)
 * wraps the calls that read boxes, style, and schedule tasks, for that world only: the page's own
 * calls are not counted, and nothing test-only is in the extension.
 */
import type { Driver, Tab } from '../driver/driver';

/** Calls counted since the probe was (re)installed, by kind. */
export interface Work {
  /** Box reads: getBoundingClientRect, getClientRects (elements and ranges), elementsFromPoint. */
  boxes: number;
  /** Computed style read. */
  styles: number;
  /** Tasks scheduled: setTimeout, setInterval, requestAnimationFrame, requestIdleCallback, postMessage. */
  tasks: number;
  /** `contains` asked: once per underlined address where the work is per address. */
  contains: number;
  /** Mutation records read by the content script's observers (each record's `target`). */
  records: number;
}

/**
 * Run in the content script's world (serialised: no names of the test's module). Installs the
 * wrappers once, and sets every count to zero; returns the counts so far when `read`.
 */
function probe(read: boolean): Work | null {
  const world = globalThis as unknown as { lensWork?: Work };
  if (read) return world.lensWork ?? null;
  if (!world.lensWork) {
    const counts: Work = { boxes: 0, styles: 0, tasks: 0, contains: 0, records: 0 };
    world.lensWork = counts;
    const target = Object.getOwnPropertyDescriptor(MutationRecord.prototype, 'target')!;
    Object.defineProperty(MutationRecord.prototype, 'target', {
      ...target,
      get(this: MutationRecord) {
        counts.records += 1;
        return target.get!.call(this);
      },
    });
    const wrapped: Array<[object, string, keyof Work]> = [
      [Element.prototype, 'getBoundingClientRect', 'boxes'],
      [Element.prototype, 'getClientRects', 'boxes'],
      [Range.prototype, 'getBoundingClientRect', 'boxes'],
      [Range.prototype, 'getClientRects', 'boxes'],
      [Document.prototype, 'elementsFromPoint', 'boxes'],
      [ShadowRoot.prototype, 'elementsFromPoint', 'boxes'],
      [Node.prototype, 'contains', 'contains'],
      [MessagePort.prototype, 'postMessage', 'tasks'],
    ];
    // The window's own functions, on the content script's global and on the window it reaches as
    // `defaultView` (the same object in Chromium; in Firefox the global is a sandbox over it).
    for (const target of new Set<object>([globalThis, window])) {
      wrapped.push([target, 'getComputedStyle', 'styles']);
      for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback', 'postMessage'])
        wrapped.push([target, name, 'tasks']);
    }
    for (const [target, name, kind] of wrapped) {
      const table = target as Record<string, unknown>;
      const original = table[name] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof original !== 'function') continue;
      table[name] = function (this: unknown, ...args: unknown[]) {
        counts[kind] += 1;
        return original.apply(this, args);
      };
    }
  }
  const counts = world.lensWork;
  counts.boxes = counts.styles = counts.tasks = counts.contains = counts.records = 0;
  return counts;
}

/**
 * Runs the probe in the content script's world of the tab at `url` (its latest tab of that
 * address). Sent as source: an extension page's policy forbids making a function of a string
 * there, and `executeScript` takes the probe as a function.
 */
async function inContentWorld(driver: Driver, url: string, read: boolean): Promise<Work | null> {
  const expression = `(async () => {
    const api = globalThis.browser ?? globalThis.chrome;
    const tabs = (await api.tabs.query({})).filter((t) => t.url === ${JSON.stringify(url)});
    const tab = tabs[tabs.length - 1];
    if (!tab) throw new Error('no tab at ${url}');
    const [answer] = await api.scripting.executeScript({ target: { tabId: tab.id }, func: ${probe.toString()}, args: [${read}] });
    return answer?.result ?? null;
  })()`;
  return driver.inExtension(expression as never);
}

/** Sets the counts to zero (installing the probe the first time). */
export async function startCounting(driver: Driver, tab: Tab): Promise<void> {
  await inContentWorld(driver, tab.url(), false);
}

/** The counts since `startCounting`. */
export async function counted(driver: Driver, tab: Tab): Promise<Work> {
  const work = await inContentWorld(driver, tab.url(), true);
  if (!work) throw new Error('the probe is not installed in the content script’s world');
  return { ...work };
}
