/**
 * Never log, on the options page: a domain typed as an agent types it (any case, a leading @ or
 * `*.`) is saved normalised, kept across a reload of the page and removable; what is not a domain
 * is refused with the reason, and the field keeps what was typed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver } from '../driver/driver';
import { addDomain, fieldState, listed, removeDomain, storedList } from './never-log-field';

forEachBrowser('the never-log list on the options page', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
  });
  afterAll(async () => driver?.shutdown());

  it('saves what is typed normalised, refuses what is no domain with the reason, and keeps it after a reload', async () => {
    const options = await driver.openOptions();
    await waitUntil(() => options.evaluate(() => document.getElementById('never-log-new') !== null), 10_000, 'the never-log field');
    expect(await listed(options)).toEqual([]);

    await addDomain(options, '@Globex.COM');
    await waitUntil(async () => (await listed(options)).length === 1, 10_000, 'the domain listed');
    expect(await listed(options)).toEqual(['globex.com']);
    expect(await fieldState(options)).toEqual({ value: '', notice: 'Added as globex.com (its subdomains too)', alert: '' });
    expect(await storedList(driver)).toEqual(['globex.com']);

    // A whole address: refused, the reason names the domain, and what was typed stays to correct.
    await addDomain(options, 'jane@Initech.io');
    await waitUntil(async () => (await fieldState(options)).alert !== '', 10_000, 'the refusal');
    expect(await fieldState(options)).toEqual({
      value: 'jane@Initech.io',
      notice: '',
      alert: 'Not added: that is an e-mail address; enter its domain only, initech.io',
    });
    await addDomain(options, 'initech');
    await waitUntil(
      async () => (await fieldState(options)).value === 'initech' && /is not a domain/.test((await fieldState(options)).alert),
      10_000,
      'the refusal of a name with no dot',
    );
    expect(await storedList(driver)).toEqual(['globex.com']);

    await addDomain(options, '*.initech.io');
    await waitUntil(async () => (await listed(options)).length === 2, 10_000, 'the second domain listed');
    expect(await storedList(driver)).toEqual(['globex.com', 'initech.io']);
    await options.close();

    // Opened again: read from storage, as saved.
    const again = await driver.openOptions();
    await waitUntil(async () => (await listed(again)).length === 2, 10_000, 'the saved list shown again');
    expect(await listed(again)).toEqual(['globex.com', 'initech.io']);
    await removeDomain(again, 'globex.com');
    await waitUntil(async () => (await listed(again)).length === 1, 10_000, 'the domain removed');
    expect(await storedList(driver)).toEqual(['initech.io']);
    await again.close();
  });
});
