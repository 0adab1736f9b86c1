/** Base URL rules, match patterns and the sender check. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../../src/shared/settings/base-url';
import { builtInSupportSites, isValidMatchPattern, matchesPattern } from '../../../src/shared/settings/support-sites';
import { SenderCheck } from '../../../src/background/door/sender';

describe('checkBaseUrl', () => {
  it('accepts https and drops a trailing slash', () => {
    expect(checkBaseUrl('https://core-api.uk.plain.com/', false)).toEqual({ ok: true, url: 'https://core-api.uk.plain.com' });
  });

  it.each([
    ['http://core-api.uk.plain.com', false],
    ['ftp://example.com', false],
    ['not a url', false],
    ['https://user:pass@example.com', false],
    ['https://example.com/?q=1', false],
    ['http://127.0.0.1:4010', false],
    ['http://10.0.0.1:4010', true],
  ])('refuses %s (local build: %s) with a reason the options page can show', (url, local) => {
    const result = checkBaseUrl(url, local);
    expect(result.ok).toBe(false);
    const messages = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<string, unknown>;
    if (!result.ok) expect(messages[result.reason]).toBeDefined();
  });

  it('allows http on loopback only in the local build', () => {
    expect(checkBaseUrl('http://127.0.0.1:4010', true)).toEqual({ ok: true, url: 'http://127.0.0.1:4010' });
    expect(checkBaseUrl('http://localhost:4010', true).ok).toBe(true);
  });
});

describe('match patterns', () => {
  it('match like the browsers do, ports ignored', () => {
    expect(matchesPattern('https://app.plain.com/workspace/w_1/thread/t', 'https://app.plain.com/*')).toBe(true);
    expect(matchesPattern('https://evil.com/?https://app.plain.com/', 'https://app.plain.com/*')).toBe(false);
    expect(matchesPattern('http://app.plain.com/', 'https://app.plain.com/*')).toBe(false);
    expect(matchesPattern('http://127.0.0.1:4020/threads/1', 'http://127.0.0.1/*')).toBe(true);
    expect(matchesPattern('https://eu.app.plain.com/', 'https://*.plain.com/*')).toBe(true);
    expect(matchesPattern('https://plainxcom.evil/', 'https://*.plain.com/*')).toBe(false);
  });

  it('validates patterns', () => {
    expect(isValidMatchPattern('https://app.plain.com/*')).toBe(true);
    expect(isValidMatchPattern('app.plain.com')).toBe(false);
  });

  it('the store build has no loopback sites; the local build adds them', () => {
    expect(builtInSupportSites(false)).toEqual(['https://app.plain.com/*']);
    expect(builtInSupportSites(true)).toContain('http://127.0.0.1/*');
  });
});

describe('SenderCheck.roomOf (the sender check)', () => {
  const senders = new SenderCheck({ id: 'ext', origin: 'chrome-extension://ext/' }, () => ['https://app.plain.com/*']);
  const tab = { id: 3, index: 0, highlighted: false, active: true, pinned: false, incognito: false };

  it('knows each extension page by its URL, and content scripts on support sites', () => {
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' })).toEqual({ room: 'page', page: 'popup' });
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html?x#y' })).toEqual({
      room: 'page',
      page: 'options',
    });
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/src/ui/panel/panel.html' })).toEqual({ room: 'page', page: 'panel' });
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab })).toEqual({
      room: 'page',
      page: 'card',
      tabId: 3,
    });
    // Framed at a dynamic URL (use_dynamic_url): another host, the same scheme and path.
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://per-session/src/ui/card/card.html', tab })).toMatchObject({ page: 'card' });
    expect(senders.roomOf({ id: 'ext', url: 'https://app.plain.com/t/1', tab, frameId: 2 })).toEqual({
      room: 'content',
      tabId: 3,
      frameId: 2,
    });
    // The card's path on a web page is that page's: not the card.
    expect(senders.roomOf({ id: 'ext', url: 'https://app.plain.com/src/ui/card/card.html', tab })).toMatchObject({ room: 'content' });
  });

  it('drops other extensions, other sites, senders without a tab, and our URLs that are no page', () => {
    expect(senders.roomOf({ id: 'other', url: 'chrome-extension://ext/src/ui/popup/popup.html' })).toBeNull();
    expect(senders.roomOf({ id: 'ext', url: 'https://evil.example/', tab })).toBeNull();
    expect(senders.roomOf({ id: 'ext', url: 'https://app.plain.com/t/1' })).toBeNull();
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/x.html' })).toBeNull();
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext.evil.example/src/ui/popup/popup.html' })).toBeNull();
    expect(senders.roomOf({ id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html' })).toBeNull(); // a card is in a tab
    expect(senders.roomOf({ id: 'ext' })).toBeNull();
    expect(senders.roomOf(undefined)).toBeNull();
  });
});
