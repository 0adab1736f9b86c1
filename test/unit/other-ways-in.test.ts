/** Which address the context menu looks up: a mailto: link's, else the first in the selection. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { emailFromMenu } = await import('../../src/background/other-ways-in');

describe('emailFromMenu', () => {
  it.each([
    [{ linkUrl: 'mailto:jane.cooper@acme.io' }, 'jane.cooper@acme.io'],
    [{ linkUrl: 'MAILTO:Jane.Cooper@acme.io?subject=Refund' }, 'Jane.Cooper@acme.io'],
    [{ linkUrl: 'mailto:priya%2Bsupport@initech.co.uk' }, 'priya+support@initech.co.uk'],
    [{ selectionText: '  cc: devon.lane@globex.com, thanks ' }, 'devon.lane@globex.com'],
    [{ linkUrl: 'https://acme.io/', selectionText: 'ask marcus.webb@studio.photography' }, 'marcus.webb@studio.photography'],
  ])('%o → %s', (info, email) => {
    expect(emailFromMenu(info)).toBe(email);
  });

  it.each([[{ selectionText: 'no address here' }], [{ linkUrl: 'mailto:foo@bar' }], [{ selectionText: 'image@2x.png' }], [{}]])(
    'nothing to look up in %o',
    (info) => {
      expect(emailFromMenu(info)).toBeNull();
    },
  );
});
