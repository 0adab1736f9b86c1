/**
 * The frame of the unit tests with two workspaces, each on a local API of its own: both APIs
 * started once for the file; each test from a fresh fake browser, with empty request logs and no
 * fault; and the workspaces a test made dropped after it, as a changed list drops them (a story
 * Plain is still loading is asked for again a second later, which must not reach the next test's API).
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiServer } from '../../../api/server';
import { startBothApis } from '../../support/second-workspace';

/** `started`: the two APIs, once they are up. Returns where a test puts what it made, to be dropped after it. */
export function useBothApis(started: (first: ApiServer, second: ApiServer) => void): Array<{ forget(): Promise<void> }> {
  let apis: ApiServer[] = [];
  beforeAll(async () => {
    const [first, second] = await startBothApis();
    apis = [first, second];
    started(first, second);
  });
  afterAll(async () => void (await Promise.all(apis.map((api) => api.close()))));
  beforeEach(() => {
    fakeBrowser.reset();
    for (const api of apis) {
      api.resetRequests();
      api.faults.clear();
    }
  });
  const made: Array<{ forget(): Promise<void> }> = [];
  afterEach(async () => void (await Promise.all(made.splice(0).map((m) => m.forget()))));
  return made;
}
