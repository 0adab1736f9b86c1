/** "Test connection" lists what the key unlocks, when the background says; nothing when it does not. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionResult } from '../../../../src/shared/connection';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { SectionAccessList } = await import('../../../../src/ui/options/access/SectionAccess');

type Connected = Extract<ConnectionResult, { kind: 'connected' }>;
const connected = (sections?: unknown) =>
  ({
    kind: 'connected',
    workspace: null,
    permissions: [],
    canReadCustomers: true,
    ...(sections === undefined ? {} : { sections }),
  }) as Connected;

describe('which sections a key unlocks', () => {
  it('each section, unlocked, needing its permission, or not known', () => {
    const out = renderToStaticMarkup(
      <SectionAccessList
        result={connected({
          who: 'unlocked',
          company: { forbidden: 'company:read' },
          tenants: { forbidden: null },
          groups: 'unknown',
          threads: { forbidden: 'thread:read' },
          cards: 'unlocked',
        })}
      />,
    );
    const items = [...out.matchAll(/<li[^>]*data-access="(\w+)"[^>]*>([^<]*)<\/li>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(items).toEqual([
      'unlocked Customer details: unlocked',
      'forbidden Company: needs company:read',
      'forbidden Tenants: not permitted',
      'unknown Groups: not known',
      'forbidden Open threads: needs thread:read',
      'unlocked Customer cards: unlocked',
    ]);
  });
  it('a section the background left out is not known', () => {
    expect(renderToStaticMarkup(<SectionAccessList result={connected({ who: 'unlocked' })} />)).toContain('Customer cards: not known');
  });
  it('an older background without `sections`: nothing listed', () => {
    expect(renderToStaticMarkup(<SectionAccessList result={connected()} />)).toBe('');
  });
});
