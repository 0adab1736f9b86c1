/** An extension page's request to the background, typed by what it asks (messages.ts). */
import browser from 'webextension-polyfill';
import type { PageRequest } from '../shared/messages';

export function ask<T>(request: PageRequest): Promise<T> {
  return browser.runtime.sendMessage(request) as Promise<T>;
}
