/**
 * "Create customer" never sends an empty full name (the service answers "fullName is required"):
 * the form checks it on the agent's click and says so beside the field; a name typed, it sends.
 * Followed through the form's send (send-draft.ts) with its own check, the write faked.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CustomerFields, WriteFailure, WriteOutcome } from '../../../../src/shared/drafts';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { customerFieldsWrong } = await import('../../../../src/ui/components/actions/CreateCustomerForm');
const { fieldError } = await import('../../../../src/ui/components/actions/FieldError');
const { sendDraft } = await import('../../../../src/ui/components/actions/send-draft');

/** One click on Create customer with these fields: what was written, and what the form shows. */
async function click(fields: CustomerFields) {
  const written: CustomerFields[] = [];
  let failure: WriteFailure | null = null;
  const outcome = await sendDraft({
    trusted: true,
    sending: false,
    fields,
    check: customerFieldsWrong,
    write: async (f): Promise<WriteOutcome> => (
      written.push(f),
      { ok: true, state: { kind: 'not-found', email: 'noor.haddad@kestrel-labs.io' } as never }
    ),
    setSending: () => undefined,
    setFailure: (f) => (failure = f),
  });
  return { outcome, written, shown: fieldError(failure, 'fullName') };
}

describe('Create customer with no full name', () => {
  it('sends nothing and says beside the field that the name is needed', async () => {
    for (const fullName of ['', '   ']) {
      const { outcome, written, shown } = await click({ fullName, shortName: 'Noor' });
      expect(outcome).toBeNull();
      expect(written).toEqual([]);
      expect(shown).toBe('Enter the customer’s full name');
    }
  });

  it('with a name, sends it', async () => {
    const { written, shown } = await click({ fullName: 'Noor Haddad', shortName: '' });
    expect(written).toEqual([{ fullName: 'Noor Haddad', shortName: '' }]);
    expect(shown).toBeUndefined();
  });
});
