/**
 * An extension page's request to the background, and the answer its type promises
 * (`PageAnswers`, shared/page-messages.ts). Every page asks through here.
 */
import browser from 'webextension-polyfill';
import type { PageAnswer, PageRequest } from '../shared/messages';

export function ask<R extends PageRequest>(request: R): Promise<PageAnswer<R>> {
  return browser.runtime.sendMessage<R, PageAnswer<R>>(request);
}
