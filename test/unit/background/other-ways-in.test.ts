/**
 * Which address the context menu looks up (a mailto: link's, else the first in the selection),
 * and which frame is asked to open the card: the top one, where the content script runs, also
 * when the menu was opened in a same-origin frame. And the side panel's menu entry and command
 * (Chrome): the panel is opened in the tab's window within the event itself, before any await.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menus, Tabs } from 'webextension-polyfill';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
// Chrome's side panel API, read when the module loads (webextension-polyfill does not wrap it).
const openPanel = vi.fn(async (_options: { windowId: number }) => undefined);
(globalThis as { chrome?: unknown }).chrome = { sidePanel: { open: openPanel } };
const { emailFromMenu, onMenuClicked, openSidePanel } = await import('../../../src/background/sites/other-ways-in');

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

describe('onMenuClicked', () => {
  const sent: unknown[][] = [];
  beforeEach(() => {
    sent.length = 0;
    fakeBrowser.tabs.sendMessage = (async (...args: unknown[]) => void sent.push(args)) as never;
  });
  const tab = { id: 7, url: 'https://app.plain.com/threads' } as Tabs.Tab;
  const click = (info: Partial<Menus.OnClickData>) =>
    onMenuClicked({ menuItemId: 'lookup-customer', editable: false, modifiers: [], pageUrl: tab.url, ...info }, tab);

  it('in the top document: asks the top frame', async () => {
    await click({ frameId: 0, selectionText: 'jane.cooper@acme.io' });
    expect(sent).toEqual([[7, { type: 'open-card', email: 'jane.cooper@acme.io' }, { frameId: 0 }]]);
  });

  it.each([
    ['a same-origin frame', 'https://app.plain.com/thread/42'],
    ['an about:srcdoc frame', 'about:srcdoc'],
  ])('in %s: asks the top frame too (the frame has no content script)', async (_name, frameUrl) => {
    await click({ frameId: 5, frameUrl, linkUrl: 'mailto:devon.lane@globex.com' });
    expect(sent).toEqual([[7, { type: 'open-card', email: 'devon.lane@globex.com' }, { frameId: 0 }]]);
  });

  it('in a frame of another origin, or with nothing to look up, or for another item: asks no one', async () => {
    await click({ frameId: 5, frameUrl: 'https://widget.example/', selectionText: 'jane.cooper@acme.io' });
    await click({ frameId: 0, selectionText: 'no address here' });
    await click({ frameId: 0, menuItemId: 'other', selectionText: 'jane.cooper@acme.io' });
    expect(sent).toEqual([]);
  });
});

describe('the side panel from the menu and the keyboard command', () => {
  beforeEach(() => openPanel.mockClear());
  const menu = (menuItemId: string) => ({ menuItemId, editable: false, modifiers: [], pageUrl: 'https://app.plain.com/' });

  it("opens it in the tab's window at once, inside the click (no await before it)", () => {
    void onMenuClicked(menu('open-side-panel'), { id: 7, windowId: 3 } as Tabs.Tab);
    expect(openPanel).toHaveBeenCalledTimes(1);
    expect(openPanel).toHaveBeenCalledWith({ windowId: 3 });
    openSidePanel({ id: 8, windowId: 5 } as Tabs.Tab); // the command's handler
    expect(openPanel).toHaveBeenLastCalledWith({ windowId: 5 });
  });

  it('without a window, or for the look-up entry, opens nothing', async () => {
    openSidePanel(undefined);
    openSidePanel({ id: 7 } as Tabs.Tab);
    await onMenuClicked(menu('lookup-customer'), { id: 7, windowId: 3 } as Tabs.Tab);
    expect(openPanel).not.toHaveBeenCalled();
  });
});
