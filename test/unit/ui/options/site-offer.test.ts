/** What the popup offers for the current tab's site: which origin, which label, or nothing. */
import { describe, expect, it } from 'vitest';
import { siteOffer, type KnownSites } from '../../../../src/ui/popup/site-offer';

// As the manifest reads in each build (see vite.config.ts).
const STORE: KnownSites = {
  builtIn: ['https://app.plain.com/*'],
  extra: [],
  requestable: ['https://core-api.uk.plain.com/*', 'https://app.plain.com/*', 'https://*/*'],
};
const LOCAL: KnownSites = {
  builtIn: ['https://app.plain.com/*', 'http://127.0.0.1/*', 'http://localhost/*'],
  extra: [],
  requestable: [...STORE.requestable, 'http://127.0.0.1/*', 'http://localhost/*', 'http://127.0.0.2/*'],
};

describe('siteOffer', () => {
  it('offers an https site by its host on any port, path and query left out', () => {
    expect(siteOffer('https://support.example.com:8443/inbox?q=1#x', STORE)).toEqual({
      kind: 'add',
      host: 'support.example.com',
      pattern: 'https://support.example.com/*',
    });
  });

  it('offers to stop on a site the agent added, by the same pattern', () => {
    const sites = { ...STORE, extra: ['https://support.example.com/*'] };
    expect(siteOffer('https://support.example.com/t/1', sites)).toEqual({
      kind: 'remove',
      host: 'support.example.com',
      pattern: 'https://support.example.com/*',
    });
  });

  it('a site on through a broader pattern is not stopped from here: the pattern is named instead', () => {
    const sites = { ...STORE, extra: ['https://*.example.com/*'] };
    expect(siteOffer('https://support.example.com/', sites)).toEqual({
      kind: 'covered',
      host: 'support.example.com',
      pattern: 'https://*.example.com/*',
    });
  });

  it('a site under a narrower pattern can still be added as a whole', () => {
    const sites = { ...STORE, extra: ['https://support.example.com/app/*'] };
    expect(siteOffer('https://support.example.com/other', sites).kind).toBe('add');
  });

  it('the built-in site is never offered to add or stop', () => {
    expect(siteOffer('https://app.plain.com/workspace/w_1', STORE)).toEqual({ kind: 'built-in', host: 'app.plain.com' });
    expect(siteOffer('http://localhost:4020/', LOCAL)).toEqual({ kind: 'built-in', host: 'localhost' });
  });

  it('pages that are not web sites get nothing', () => {
    for (const url of [
      undefined, // the tab's address not visible to the extension
      '',
      'chrome://extensions/',
      'about:blank',
      'about:addons',
      'chrome-extension://abcdefghijklmnop/src/ui/options/options.html',
      'moz-extension://0b7c8e5e-1111-2222-3333-444455556666/src/ui/popup/popup.html',
      'file:///home/agent/page.html',
      'view-source:https://support.example.com/',
      'data:text/html,<p>x</p>',
      'https://chromewebstore.google.com/detail/x',
      'https://addons.mozilla.org/en-US/firefox/',
    ]) {
      expect(siteOffer(url, STORE), String(url)).toEqual({ kind: 'none' });
    }
  });

  it('an http site outside loopback: only https sites can be added', () => {
    expect(siteOffer('http://support.example.com/', STORE)).toEqual({ kind: 'https-only', host: 'support.example.com' });
    expect(siteOffer('http://support.example.com/', LOCAL)).toEqual({ kind: 'https-only', host: 'support.example.com' });
    expect(siteOffer('http://127.0.0.3:4020/', LOCAL)).toEqual({ kind: 'https-only', host: '127.0.0.3' });
  });

  it('loopback can be added only in the local build, as on the options page', () => {
    expect(siteOffer('http://127.0.0.2:4020/?live=0', LOCAL)).toEqual({ kind: 'add', host: '127.0.0.2', pattern: 'http://127.0.0.2/*' });
    expect(siteOffer('http://127.0.0.2:4020/', STORE)).toEqual({ kind: 'https-only', host: '127.0.0.2' });
    expect(siteOffer('http://127.0.0.1:4020/', STORE)).toEqual({ kind: 'https-only', host: '127.0.0.1' });
  });
});
