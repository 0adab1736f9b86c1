/**
 * With several workspaces, two sections' actions and forms are in the card at once: every id in
 * it is the page's only one, and each label, error and note names its own field or button.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LookupState } from '../../../../src/shared/lookup-state';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { CustomerActions } = await import('../../../../src/ui/components/actions/CustomerActions');
const { Field, useFieldIds } = await import('../../../../src/ui/components/actions/FieldError');

const FOUND: LookupState = {
  kind: 'found',
  customer: { id: 'c_1', fullName: 'Jane Doe', email: 'jane@acme.io', updatedAt: '2026-01-01T00:00:00Z' },
  missing: { 'create-thread': ['thread:create'], 'create-note': ['note:create'] },
};

function TitleField({ error }: { error: string }) {
  const fieldId = useFieldIds();
  return (
    <Field id={fieldId('title')} name="title" label="Title" error={error}>
      <input id={fieldId('title')} name="title" aria-describedby={`${fieldId('title')}-error`} />
    </Field>
  );
}

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
const refs = (html: string, attr: string) => [...html.matchAll(new RegExp(`\\s${attr}="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('ids in a card with two sections', () => {
  it("each section's permission notes have their own ids, and each button names its own", () => {
    const html = renderToStaticMarkup(
      <>
        <CustomerActions state={FOUND} email="jane@acme.io" hooks={{}} />
        <CustomerActions state={FOUND} email="jane@acme.io" hooks={{ workspace: 'wglobex' }} />
      </>,
    );
    const all = ids(html);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    expect(refs(html, 'aria-describedby').sort()).toEqual([...all].sort());
  });

  it("two forms' fields: each label is for its own input, each error is its own input's", () => {
    const html = renderToStaticMarkup(
      <>
        <TitleField error="Enter a title" />
        <TitleField error="Enter a title" />
      </>,
    );
    const all = ids(html);
    expect(new Set(all).size).toBe(all.length);
    const inputs = [...html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    expect(inputs).toHaveLength(2);
    expect(refs(html, 'for')).toEqual(inputs);
    expect(refs(html, 'aria-describedby')).toEqual(inputs.map((i) => `${i}-error`));
    expect(refs(html, 'data-field-error')).toEqual(['title', 'title']);
  });
});
