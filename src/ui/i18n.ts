/** UI text comes from the extension's `_locales`, so every string can be translated. */
import browser from 'webextension-polyfill';

/**
 * Each fixed text as first read: the browser's lookup is a call into the extension's bindings
 * (about a millisecond for the words of one customer's story), and the language does not change
 * while a page lives. Texts with values in them are read each time (the values are many).
 */
const texts = new Map<string, string>();

export function t(key: string, substitutions?: string | string[]): string {
  if (substitutions !== undefined) return browser.i18n.getMessage(key, substitutions) || key;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = browser.i18n.getMessage(key) || key));
  return text;
}
