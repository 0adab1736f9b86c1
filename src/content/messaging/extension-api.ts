/**
 * The extension API as the content script uses it, without webextension-polyfill (2.8 KB of the
 * bundle's 20 KB budget, gzip): under Manifest V3 Chrome's `chrome` and Firefox's `browser` both
 * return promises, and this script only makes promise-returning calls and listens without
 * answering. The types are still the polyfill's; the background and pages keep the polyfill.
 *
 * Firefox defines `browser` here; Chrome does not, and there a page element with id "browser"
 * shows through as a global (named access on window). A DOM element has no function at
 * `runtime.getURL`, so only the real API passes the test; otherwise it is Chrome's own `chrome`.
 */
import type { Browser } from 'webextension-polyfill';

const scope = globalThis as { browser?: Browser; chrome?: Browser };

export const extension: Browser = typeof scope.browser?.runtime?.getURL === 'function' ? scope.browser : (scope.chrome as Browser);
