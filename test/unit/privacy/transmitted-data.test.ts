/**
 * The Firefox manifest says what leaves the browser: its data-collection categories are exactly
 * those of the list of what the code transmits (src/shared/transmitted-data.ts), and every API
 * operation is on that list or sends only what the API itself gave (ids) and no data of the page
 * or the agent's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSMITTED_DATA, transmittedCategories } from '../../../src/shared/transmitted-data';

/** The Firefox manifest as vite-plugin-web-extension writes it: `{{firefox}}.` keys kept, `{{chrome}}.` ones dropped. */
function firefoxManifest(): Record<string, any> {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).filter(([k]) => !k.startsWith('{{') || k.startsWith('{{firefox}}.'));
    return Object.fromEntries(entries.map(([k, v]) => [k.replace('{{firefox}}.', ''), resolve(v)]));
  };
  return resolve(JSON.parse(readFileSync('manifest.json', 'utf8'))) as Record<string, any>;
}

/** Operations that send only ids and values the API gave, or none: nothing of the page or the agent's typing. */
const IDS_ONLY = [
  'connectionCheck',
  'connectionProbeCustomer',
  'customerContext',
  'customerOpenThreads',
  'customerCards',
  'companyCustomers',
  'threadByExternalId',
  'changeThreadPriority',
  'timelineEntries',
];

const operationNames = readdirSync('src/shared/operations').flatMap((file) =>
  [...readFileSync(`src/shared/operations/${file}`, 'utf8').matchAll(/^\s*(?:query|mutation)\s+(\w+)/gm)].map((m) => m[1]!),
);

describe('what leaves the browser', () => {
  it('the Firefox manifest declares, as required, exactly the categories the code transmits', () => {
    const declared = firefoxManifest().browser_specific_settings.gecko.data_collection_permissions;
    expect(declared.required.slice().sort()).toEqual(transmittedCategories());
    expect(declared.required).not.toContain('none');
    expect(declared.optional ?? []).toEqual([]);
  });

  it('puts personal data and website content among them: hovered addresses and logged e-mails', () => {
    expect(transmittedCategories()).toEqual(expect.arrayContaining(['personallyIdentifyingInfo', 'websiteContent']));
  });

  it('names only operations that exist, and leaves none unaccounted for', () => {
    expect(operationNames.length).toBeGreaterThan(10);
    const listed = new Set(TRANSMITTED_DATA.flatMap((line) => line.operations));
    expect([...listed].filter((name) => !operationNames.includes(name))).toEqual([]);
    expect(operationNames.filter((name) => !listed.has(name) && !IDS_ONLY.includes(name))).toEqual([]);
  });

  it('builds no Chrome-only key into the Firefox manifest (the resolver reads the manifest as the build does)', () => {
    const manifest = firefoxManifest();
    expect(manifest.browser_specific_settings.gecko.id).toBe('customer-lens@customer-lens.app');
    expect(manifest.side_panel).toBeUndefined();
    expect(manifest.sidebar_action).toBeDefined();
  });
});
