/**
 * The one sender check. Every message is from this extension or it is dropped; then it is from
 * an extension page (the popup, options page or card) or from a content script in a frame of a
 * support site, and each room may say only what the contract lets it say.
 */
import type { Runtime } from 'webextension-polyfill';
import { matchesPattern } from '../../shared/settings/support-sites';

export type Room = 'page' | 'content';

export interface SenderContext {
  extensionId: string;
  /** `runtime.getURL('')`, e.g. `chrome-extension://<id>/`. */
  extensionOrigin: string;
  supportSites: readonly string[];
}

export function roomOf(sender: Runtime.MessageSender, ctx: SenderContext): Room | null {
  if (sender.id !== ctx.extensionId) return null;
  const url = sender.url ?? '';
  if (url.startsWith(ctx.extensionOrigin)) return 'page';
  // A content script always runs in a tab; its frame must be on a support site.
  if (sender.tab?.id === undefined || sender.tab.id < 0) return null;
  return ctx.supportSites.some((p) => matchesPattern(url, p)) ? 'content' : null;
}
