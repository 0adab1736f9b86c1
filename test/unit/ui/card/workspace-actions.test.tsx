/**
 * The card's actions with more workspaces on: each section's customer gets New thread and Add
 * note, disabled by that workspace's own permissions; Create customer may create in the first
 * workspace or any other without the customer, the last chosen first.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { WorkspaceSection } from '../../../../src/shared/contract/card';
import type { LookupState } from '../../../../src/shared/lookup-state';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { WorkspaceSections } = await import('../../../../src/ui/components/workspaces/WorkspaceSections');
const { createChoices, createElsewhere, ordered } = await import('../../../../src/ui/components/actions/create-in');
const { TabCustomer } = await import('../../../../src/ui/panel/TabCustomer');
const { Looked } = await import('../../../../src/ui/popup/Looked');

const EMAIL = 'jane.cooper@acme.io';
const customer = { id: 'c_09JANE', fullName: 'Jane Cooper', email: EMAIL, updatedAt: '2026-11-20T10:00:00Z' } as const;
const found = (extra: object = {}): LookupState => ({ kind: 'found', customer: { ...customer }, ...extra });
const section = (id: string, state: LookupState, name = id): WorkspaceSection => ({ id, name, colour: null, state });

/** The markup of one section (`data-workspace`), up to the next. */
function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`data-workspace="${id}"`);
  const end = html.indexOf('<section', start);
  return html.slice(start, end < 0 ? undefined : end);
}

describe("a section's actions", () => {
  it('New thread and Add note in each section where actions are given; none where they are not', () => {
    const more = [section('wglobex01', found()), section('wnorth01', found({ missing: { 'create-note': ['note:create'] } }))];
    const render = (actions?: object) =>
      renderToStaticMarkup(<WorkspaceSections here="Acme" more={more} email={EMAIL} first={<p>first</p>} actions={actions} />);
    const card = render({});
    for (const id of ['wglobex01', 'wnorth01']) {
      expect(sectionHtml(card, id)).toContain('data-action="create-thread"');
      expect(sectionHtml(card, id)).toContain('data-action="create-note"');
    }
    // Each workspace's own permissions: only the one whose key lacks note:create has Add note off.
    expect(sectionHtml(card, 'wglobex01')).not.toContain('data-missing');
    expect(sectionHtml(card, 'wnorth01')).toMatch(/data-action="create-note" disabled=""/);
    expect(sectionHtml(card, 'wnorth01')).toContain('data-missing="note:create"');
    expect(render()).not.toContain('data-action=');
  });
});

describe('the side panel and the popup, as the card', () => {
  const more = [section('wglobex01', found()), section('wnorth01', found({ missing: { 'create-note': ['note:create'] } }))];
  const views = {
    'side panel': renderToStaticMarkup(
      <TabCustomer
        followed={{ type: 'tab-customer', tabId: 7, email: EMAIL, state: found(), here: 'Acme', more }}
        email={EMAIL}
        actions={{ tabId: 7 }}
        tabId={7}
      />,
    ),
    popup: renderToStaticMarkup(
      <Looked
        result={{ email: EMAIL, state: found() }}
        sections={{ here: 'Acme', hereColour: null, more }}
        onWritten={() => undefined}
        onLookAgain={() => undefined}
      />,
    ),
  };
  for (const [where, html] of Object.entries(views))
    it(`${where}: each section offers New thread and Add note in its workspace, by its own key's permissions`, () => {
      for (const id of ['first', 'wglobex01', 'wnorth01']) {
        expect(sectionHtml(html, id)).toContain('data-action="create-thread"');
        expect(sectionHtml(html, id)).toContain('data-action="create-note"');
      }
      expect(sectionHtml(html, 'wglobex01')).not.toContain('data-missing');
      expect(sectionHtml(html, 'wnorth01')).toMatch(/data-action="create-note" disabled=""/);
    });
});

describe("the first workspace's section", () => {
  it('named and edged as the agent chose, as the others are; without a colour, no edge', () => {
    const more = [{ ...section('wglobex01', found(), 'Globex'), colour: '#16a34a' }];
    const render = (hereColour?: string | null) =>
      renderToStaticMarkup(<WorkspaceSections here="Acme EU" hereColour={hereColour} more={more} email={EMAIL} first={<p>first</p>} />);
    expect(render('#d97706')).toContain('aria-label="Acme EU" data-workspace="first" style="border-inline-start-color:#d97706"');
    expect(render(null)).toContain('aria-label="Acme EU" data-workspace="first">');
    expect(render(null)).toContain('data-workspace="wglobex01" style="border-inline-start-color:#16a34a"');
  });
});

describe('the first workspace switched off', () => {
  it('has no section: one line says so, and the others show as ever', () => {
    const more = [section('wglobex01', found(), 'Globex')];
    const html = renderToStaticMarkup(<WorkspaceSections here="Acme EU" more={more} email={EMAIL} first={<p>first</p>} firstOff />);
    expect(html).not.toContain('data-workspace="first"');
    expect(html).not.toContain('<p>first</p>');
    expect(html).toContain('data-testid="switched-off">Switched off: Acme EU</p>');
    expect(sectionHtml(html, 'wglobex01')).toContain('Jane Cooper');
  });

  it('an address no workspace knows: Create customer is offered for the others that may create (its own is not there)', () => {
    const notFound: LookupState = { kind: 'not-found' };
    const more = [
      section('wglobex01', notFound, 'Globex'),
      section('wnorth01', { kind: 'not-found', missing: { 'create-customer': ['customer:create'] } }),
    ];
    const render = (firstOff: boolean, actions?: object) =>
      renderToStaticMarkup(
        <WorkspaceSections here="Acme EU" more={more} email={EMAIL} first={<p>first</p>} firstOff={firstOff} actions={actions} />,
      );
    expect(render(true, {})).toContain('data-action="create-customer"');
    expect(render(true, {})).not.toContain('data-action="create-customer" disabled');
    // The first on: its own view offers it (here, `first`); without actions (a view that writes nothing), none.
    expect(render(false, {})).not.toContain('data-action="create-customer"');
    expect(render(true)).not.toContain('data-action="create-customer"');
    expect(createElsewhere(more)).toEqual([{ id: 'wglobex01', name: 'Globex' }]);
    expect(createElsewhere([more[1]!])).toBeUndefined();
  });
});

describe('Create customer: where', () => {
  const notFound: LookupState = { kind: 'not-found' };
  it('the first workspace and each other that does not know the address and may create customers', () => {
    const more = [
      section('wglobex01', notFound, 'Globex'),
      section('wnorth01', found(), 'Northwind'),
      section('wlimited1', { kind: 'not-found', missing: { 'create-customer': ['customer:create'] } }, 'Limited'),
      section('wslow0001', { kind: 'loading' }, 'Slow'),
    ];
    expect(createChoices('Acme', more)).toEqual([
      { id: null, name: 'Acme' },
      { id: 'wglobex01', name: 'Globex' },
    ]);
    expect(createChoices('', more)?.[0]).toEqual({ id: null, name: 'Your first workspace' });
    // No choice to make: the form is as it was.
    expect(createChoices('Acme', [section('wnorth01', found())])).toBeUndefined();
    expect(createChoices(undefined, undefined)).toBeUndefined();
  });

  it('the last chosen first, and chosen; a pick holds while it is offered', () => {
    const choices = [
      { id: null, name: 'Acme' },
      { id: 'wglobex01', name: 'Globex' },
      { id: 'wnorth01', name: 'Northwind' },
    ];
    expect(ordered(choices, 'wnorth01', undefined)).toEqual({ ordered: [choices[2], choices[0], choices[1]], where: 'wnorth01' });
    expect(ordered(choices, null, undefined)).toEqual({ ordered: choices, where: null });
    // The last one chosen is no longer offered (removed, or it has the customer now): the given order.
    expect(ordered(choices.slice(0, 2), 'wnorth01', undefined)).toEqual({ ordered: choices.slice(0, 2), where: null });
    expect(ordered(choices, 'wnorth01', null).where).toBeNull();
    expect(ordered(choices, null, 'wglobex01').where).toBe('wglobex01');
    expect(ordered(choices.slice(0, 1), null, 'wglobex01').where).toBeNull();
  });
});
