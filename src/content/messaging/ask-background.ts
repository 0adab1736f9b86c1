/**
 * The content script's one request, answered when the lookup has ended (the card itself gets the
 * states from the background). If the service worker is stopped before that, the channel closes
 * without an answer; asking once more wakes a new worker, which runs the lookup again.
 */
import { extension as browser } from './extension-api';
import {
  parseColleagueDomains,
  type ColleagueDomainsRequest,
  type LookupAck,
  type LookupRequest,
  type PageHints,
} from '../../shared/messages';

/**
 * `hints`: what the page shows beside the address, suggestions for a draft (page-hints.ts); sent
 * even when there are none, so they replace what an earlier look at the address suggested.
 */
export async function askForLookup(email: string, hints: PageHints): Promise<LookupAck> {
  const request: LookupRequest = { type: 'lookup', email, hints };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const ack = await browser.runtime.sendMessage<LookupRequest, LookupAck | undefined>(request);
      if (ack) return ack;
      throw new Error('no answer');
    } catch (error) {
      if (attempt >= 1) return { accepted: false, reason: String(error) };
    }
  }
}

/**
 * Asks the background to fetch an address the pointer rests on, ahead of the hover intent. Only
 * a head start: if it is lost (no worker, site removed), the lookup at intent does the work.
 */
export function warmLookup(email: string): void {
  const request: LookupRequest = { type: 'lookup', email, intent: 'warm' };
  browser.runtime.sendMessage(request).catch(() => undefined);
}

/**
 * The domains whose addresses this page leaves alone (colleagues'). Asked of the background, which
 * keeps them (the content script never reads extension storage); none if it does not answer.
 */
export async function askColleagueDomains(): Promise<string[]> {
  const request: ColleagueDomainsRequest = { type: 'colleague-domains' };
  return parseColleagueDomains(await browser.runtime.sendMessage(request).catch(() => null));
}
