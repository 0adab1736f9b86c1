/**
 * Asks the browser for access to an origin the extension was not installed with. Called first
 * thing in the click that saves: Firefox allows the prompt only synchronously in a user gesture.
 * For an origin already granted it resolves true without a prompt.
 */
import browser from 'webextension-polyfill';

export function requestHostPermission(url: string): Promise<boolean> {
  return browser.permissions.request({ origins: [originPattern(url)] });
}

/**
 * The host on any port. Match patterns in host permissions carry no port, and Firefox does not
 * count `http://127.0.0.1:4010/*` as covered by a granted `http://127.0.0.1/*` (Chrome does): with
 * the port in it, Firefox would prompt again for access it already gave.
 */
export function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}
