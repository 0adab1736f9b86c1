/**
 * The key as pasted: what came around it is left out, a
 * key that could never work is refused with the reason, and a key stored before this, or set by
 * a policy, with `Bearer ` in it still works.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkApiKey } from '../../../src/shared/settings/api-key';
import { readApiSettings, readManagedPolicy } from '../../../src/shared/settings/settings';

const KEY = 'plainApiKey_demo_full';

describe('the API key as pasted', () => {
  it.each([
    `Bearer ${KEY}`,
    `bearer   ${KEY}`,
    `"${KEY}"`,
    `'${KEY}'`,
    `“${KEY}”`,
    `"Bearer ${KEY}"`,
    `Bearer "${KEY}"`,
    `Authorization: Bearer ${KEY}`,
    `\t'Authorization: Bearer ${KEY}'  `,
  ])('%j is saved as the key alone', (pasted) => {
    expect(checkApiKey(pasted)).toEqual({ ok: true, key: KEY, cleaned: true });
  });

  it('a key as it should be is saved as it is, and not said to be cleaned', () => {
    expect(checkApiKey(KEY)).toEqual({ ok: true, key: KEY, cleaned: false });
    expect(checkApiKey(` ${KEY}\n`)).toEqual({ ok: true, key: KEY, cleaned: false });
  });

  it.each([`plainApiKey_demo\n_full`, `plainApiKey_demo _full`, `Bearer plainApiKey_demo\r\n_full`, `"plainApiKey_demo\t_full"`])(
    '%j is refused: no key has a space or line break inside',
    (pasted) => expect(checkApiKey(pasted)).toEqual({ ok: false, reason: 'keyInnerSpace' }),
  );

  it.each(['', '   ', '""', 'Bearer ', '"Bearer "'])('%j is no key at all', (pasted) => {
    expect(checkApiKey(pasted)).toEqual({ ok: false, reason: 'keyRequired' });
  });

  it('a key stored with `Bearer ` or quotes (saved before), or so set by a policy, is used without them', () => {
    expect(readApiSettings({ apiKey: `Bearer ${KEY}` }).apiKey).toBe(KEY);
    expect(readApiSettings({ apiKey: ` "${KEY}" ` }).apiKey).toBe(KEY);
    expect(readApiSettings({ apiKey: 'Bearer ' }).apiKey).toBeNull();
    expect(readManagedPolicy({ apiKey: `Bearer ${KEY}` }, false).apiKey).toBe(KEY);
  });

  it('the words for each refusal and state exist in English and German', () => {
    for (const lang of ['en', 'de']) {
      const messages = JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<string, unknown>;
      for (const key of ['keyRequired', 'keyInnerSpace', 'savedKeyCleaned', 'keyRejectedTitle', 'keyRejectedOwn', 'keyRejectedManaged']) {
        expect(messages[key], `${lang} ${key}`).toBeDefined();
      }
    }
  });
});
