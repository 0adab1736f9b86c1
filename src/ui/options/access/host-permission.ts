/**
 * Asks the browser for access to an origin the extension was not installed with. Called first
 * thing in the click that saves: Firefox allows the prompt only synchronously in a user gesture.
 * For an origin already granted it resolves true without a prompt.
 */
import browser from 'webextension-polyfill';
import { originPattern } from '../../../shared/settings/support-sites';

export { originPattern };

export function requestHostPermission(url: string): Promise<boolean> {
  return browser.permissions.request({ origins: [originPattern(url)] });
}
