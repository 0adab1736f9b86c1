/**
 * The options page's words where a reader tripped: the saved key's last four characters quoted
 * (a key ending in "only" read "A key ending in only is saved."), and the action of starting
 * threads not named as the card's section of open ones ("Open threads: needs…").
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { KeyField } = await import('../../../../src/ui/options/workspace/KeyField');
const { ActionAccessList } = await import('../../../../src/ui/options/access/ActionAccess');

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const de = JSON.parse(readFileSync('public/_locales/de/messages.json', 'utf8')) as Record<string, { message: string }>;

describe('the options page', () => {
  it("quotes the saved key's last four characters", () => {
    const out = renderToStaticMarkup(
      <KeyField value="" onChange={() => {}} keyLast4="only" problem={null} rejected={false} onRemove={() => {}} />,
    );
    expect(text(out)).toContain('A key ending in “only” is saved. Enter a new one to replace it.');
    expect(de.keySavedEndsIn!.message).toContain('„$LAST4$“');
    expect(de.managedKey!.message).toContain('„$LAST4$“');
  });

  it('names the action of starting threads apart from the card’s open threads', () => {
    const out = renderToStaticMarkup(<ActionAccessList permissions={['customer:create', 'customer:edit']} />);
    expect(text(out)).toEqual([
      'What this key can do from a card:',
      'Create customers: allowed',
      'Start threads: needs the permissions thread:create, thread:read',
      'Add notes: needs the permissions note:create, timeline:read',
      'Log e-mails: needs the permissions customerEvent:create, timeline:read',
    ]);
    expect(de.actionCreateThread!.message).not.toMatch(/offen|eröffn/i);
  });
});
