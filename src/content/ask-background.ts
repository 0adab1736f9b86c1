/**
 * The content script's one request. If the service worker was stopped while the message was on
 * its way, the channel closes without an answer; asking once more wakes a new worker.
 */
import browser from 'webextension-polyfill';
import type { LookupAck, LookupRequest } from '../shared/messages';

export async function askForLookup(email: string): Promise<LookupAck> {
  const request: LookupRequest = { type: 'lookup', email };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const ack = (await browser.runtime.sendMessage(request)) as LookupAck | undefined;
      if (ack) return ack;
      throw new Error('no answer');
    } catch (error) {
      if (attempt >= 1) return { accepted: false, reason: String(error) };
    }
  }
}
