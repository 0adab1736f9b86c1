/**
 * What an agent types as a support site: an address becomes
 * the match pattern they meant, a valid pattern is accepted where the browser can grant it, and
 * each refusal says why in its own words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coveringSite, readSupportSiteInput, type SiteProblem } from '../../../src/shared/settings/support-site-input';
import {
  builtInSupportSites,
  isValidMatchPattern,
  LOOPBACK_SITES,
  matchesPattern,
  SPARE_LOOPBACK_SITE,
} from '../../../src/shared/settings/support-sites';

// What each build may ask the browser for, as vite.config.ts builds its manifest.
const manifest = JSON.parse(readFileSync('manifest.json', 'utf8')) as { host_permissions: string[]; optional_host_permissions: string[] };
const STORE = [...manifest.host_permissions, ...manifest.optional_host_permissions];
const LOCAL = [...STORE, ...LOOPBACK_SITES, SPARE_LOOPBACK_SITE];

const accepted = (input: string, requestable = STORE) => {
  const site = readSupportSiteInput(input, requestable);
  if (!site.ok) throw new Error(`${input} refused: ${site.reason}`);
  return site.pattern;
};

describe('support sites: what is typed becomes the pattern meant', () => {
  it.each([
    ['https://support.example.com', 'https://support.example.com/*'],
    ['https://support.example.com/', 'https://support.example.com/*'],
    ['  https://support.example.com/*  ', 'https://support.example.com/*'],
    // A page: that page and everything under it (`/inbox/*` would miss `/inbox` itself).
    ['https://support.example.com/inbox', 'https://support.example.com/inbox*'],
    ['https://support.example.com/inbox/', 'https://support.example.com/inbox/*'],
    ['https://support.example.com/inbox?view=open#top', 'https://support.example.com/inbox*'],
    ['support.example.com', 'https://support.example.com/*'],
    ['HTTPS://Support.Example.COM:8443/Inbox', 'https://support.example.com/Inbox*'],
    ['https://bücher.example', 'https://xn--bcher-kva.example/*'],
    ['https://*.zendesk.com/agent/*', 'https://*.zendesk.com/agent/*'],
  ])('%s → %s', (input, pattern) => {
    expect(accepted(input)).toBe(pattern);
    expect(isValidMatchPattern(pattern)).toBe(true);
  });

  it('the page typed, and the pages under it, are on the site it becomes', () => {
    const pattern = accepted('https://support.example.com/inbox');
    expect(matchesPattern('https://support.example.com/inbox', pattern)).toBe(true);
    expect(matchesPattern('https://support.example.com/inbox/42?tab=notes', pattern)).toBe(true);
    expect(matchesPattern('https://support.example.com/settings', pattern)).toBe(false);
  });

  it('*://*.zendesk.com/* is accepted as the https pages the browser can grant, and says so', () => {
    expect(readSupportSiteInput('*://*.zendesk.com/*', STORE)).toEqual({ ok: true, pattern: 'https://*.zendesk.com/*', narrowed: true });
    expect(readSupportSiteInput('https://*.zendesk.com/*', STORE)).toEqual({
      ok: true,
      pattern: 'https://*.zendesk.com/*',
      narrowed: false,
    });
  });

  it('loopback with a port, in the local build: the host on every port', () => {
    expect(accepted('http://127.0.0.2:4030/*', LOCAL)).toBe('http://127.0.0.2/*');
    expect(coveringSite('http://127.0.0.2/*', builtInSupportSites(true))).toBeUndefined();
    // 127.0.0.1 is built in there: already on, through the built-in pattern.
    const pattern = accepted('http://127.0.0.1:4030/*', LOCAL);
    expect(pattern).toBe('http://127.0.0.1/*');
    expect(coveringSite(pattern, builtInSupportSites(true))).toBe('http://127.0.0.1/*');
    expect(accepted('*://localhost:4030/', LOCAL)).toBe('*://localhost/*'); // https is grantable there too
  });

  it('a site already on through a wider pattern is found, a different one is not', () => {
    expect(coveringSite(accepted('https://app.plain.com/inbox'), builtInSupportSites(false))).toBe('https://app.plain.com/*');
    expect(coveringSite('https://eu.zendesk.com/*', ['https://*.zendesk.com/*'])).toBe('https://*.zendesk.com/*');
    expect(coveringSite('https://zendesk.com/*', ['https://*.zendesk.com/*'])).toBe('https://*.zendesk.com/*');
    expect(coveringSite('https://*.zendesk.com/*', ['https://eu.zendesk.com/*'])).toBeUndefined();
    expect(coveringSite('https://evilzendesk.com/*', ['https://*.zendesk.com/*'])).toBeUndefined();
    expect(coveringSite('https://support.example.com/*', ['https://support.example.com/inbox*'])).toBeUndefined();
    expect(coveringSite('http://support.example.com/*', ['https://support.example.com/*'])).toBeUndefined();
  });
});

describe('support sites: each refusal says why', () => {
  const refusals: [string, SiteProblem, string, readonly string[]][] = [
    ['', 'siteEmpty', '', STORE],
    ['ftp://support.example.com/*', 'siteScheme', 'ftp:', STORE],
    ['https:///inbox', 'siteNoHost', 'https:///inbox', STORE],
    ['https://:4030/', 'siteNoHost', 'https://:4030/', STORE],
    ['https://agent@support.example.com/', 'siteHostInvalid', 'agent@support.example.com', STORE],
    ['https://support example.com/', 'siteHostInvalid', 'support example.com', STORE],
    ['https://support.*.com/*', 'siteWildcardPlace', 'support.*.com', STORE],
    ['https://*zendesk.com/*', 'siteWildcardPlace', '*zendesk.com', STORE],
    ['https://*.com/*', 'siteWildcardTooWide', '*.com', STORE],
    ['https://*/*', 'siteWildcardTooWide', '*', STORE],
    ['http://support.example.com', 'siteNeedsHttps', 'https://support.example.com/*', STORE],
    ['http://127.0.0.1:4030/*', 'siteNeedsHttps', 'https://127.0.0.1/*', STORE],
    ['http://10.0.0.5/*', 'siteNeedsHttpsOrLoopback', 'https://10.0.0.5/*', LOCAL],
    ['https://support.example.com', 'siteNotGrantable', 'support.example.com', ['https://app.plain.com/*']],
  ];
  it.each(refusals)('%s → %s (%s)', (input, reason, detail, requestable) => {
    expect(readSupportSiteInput(input, requestable)).toEqual({ ok: false, reason, detail });
  });

  it('every reason has its own words, in English and German, naming what was wrong', () => {
    const load = (lang: string) =>
      JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<string, { message: string }>;
    const reasons = [...new Set(refusals.map(([, reason]) => reason))];
    for (const lang of ['en', 'de']) {
      const messages = load(lang);
      const texts = reasons.map((r) => messages[r]?.message);
      expect(texts.every(Boolean), lang).toBe(true);
      expect(new Set(texts).size, lang).toBe(reasons.length);
      for (const [, reason, detail] of refusals) if (detail) expect(messages[reason]!.message, reason).toMatch(/\$[A-Z]+\$/);
    }
    for (const key of ['siteAlreadyOn', 'siteAddedAs', 'siteAddedAsHttps', 'siteRequestFailed', 'siteAddHint'])
      expect(load('en')[key]).toBeDefined();
  });
});
