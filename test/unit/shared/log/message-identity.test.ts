// The identity of a logged e-mail, its event's externalId: the same message gives the same id
// across reloads and agents (however the page writes its id, date or case), different messages
// give different ids, every id is prefixed with the workspace and stays within its length.
import { describe, expect, it } from 'vitest';
import { MAX_EXTERNAL_ID_LENGTH, gmailNumber, messageExternalId, type MessageFacts } from '../../../../src/shared/log/message-identity';

const WORKSPACE = 'w_01HQ3ZABCDEFGHJKMNPQRSTVWX';
const facts: MessageFacts = {
  url: 'https://support.example.com/tickets/4812#message-2',
  from: 'noor@kestrel-labs.io',
  subject: 'Invoice INV-2041 charged twice',
  date: '2026-11-18T10:42:00.000Z',
};
const id = (more: Partial<MessageFacts>, workspace = WORKSPACE) => messageExternalId(workspace, { ...facts, ...more });

describe('messageExternalId', () => {
  it('is the same for the same message, whenever and by whomever it is computed', async () => {
    const first = await id({});
    expect(await id({})).toBe(first);
    // Another agent's page: the sender's case, spaces in the subject, the date as another instant notation.
    expect(
      await id({ from: ' Noor@Kestrel-Labs.io', subject: 'Invoice  INV-2041\ncharged twice', date: '2026-11-18T11:42:00+01:00' }),
    ).toBe(first);
    expect(first).toMatch(new RegExp(`^${WORKSPACE}:sha256:[0-9a-f]{64}$`));
  });

  it('a date shown without its zone is the same for agents in different time zones', async () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const inLondon = await id({ date: 'Nov 18, 2026, 10:42 AM' });
      process.env.TZ = 'Asia/Tokyo';
      expect(await id({ date: 'Nov 18, 2026, 10:42 AM' })).toBe(inLondon);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('differs for different messages: another date, sender, subject or address', async () => {
    const ids = await Promise.all([
      id({}),
      id({ date: '2026-11-18T10:43:00.000Z' }),
      id({ from: 'ana@acme.io' }),
      id({ subject: 'Invoice INV-2042 charged twice' }),
      id({ url: 'https://support.example.com/tickets/4812#message-3' }),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('Gmail: the message id and the legacy id are one number, and win over the digest', async () => {
    // 0x18c2f6e9a7b3d410 written both ways, as Gmail's two attributes carry it.
    const decimal = BigInt('0x18c2f6e9a7b3d410').toString(10);
    const a = await id({ gmailMessageId: `#msg-f:${decimal}` });
    expect(a).toBe(`${WORKSPACE}:gmail:18c2f6e9a7b3d410`);
    expect(await id({ gmailMessageId: '18C2F6E9A7B3D410', url: 'https://mail.google.com/mail/u/1/#inbox/FMfcgz' })).toBe(a);
    expect(await id({ gmailMessageId: `#msg-f:${decimal}`, subject: 'Other' })).toBe(a);
    expect(await id({ gmailMessageId: '#msg-f:1785' })).not.toBe(a);
    expect(gmailNumber('not an id')).toBeNull();
  });

  it("a Message-ID shown in the page wins over the app's id: the same in every mailbox", async () => {
    const header = '<CAFx1=abc.123@mail.kestrel-labs.io>';
    const a = await id({ messageIdHeader: header, gmailMessageId: '18c2f6e9a7b3d410' });
    expect(a).toBe(`${WORKSPACE}:mid:CAFx1=abc.123@mail.kestrel-labs.io`);
    expect(await id({ messageIdHeader: ' CAFx1=abc.123@mail.kestrel-labs.io ', gmailMessageId: '99' })).toBe(a);
    // Not a Message-ID (no "@"): the next best id is used.
    expect(await id({ messageIdHeader: 'unknown', gmailMessageId: '18c2f6e9a7b3d410' })).toBe(`${WORKSPACE}:gmail:18c2f6e9a7b3d410`);
  });

  it('two workspaces never share an id for the same message', async () => {
    expect(await id({}, 'w_other')).not.toBe(await id({}));
    expect(await id({ gmailMessageId: '1f' }, 'w_other')).toBe('w_other:gmail:1f');
  });

  it('stays within the length limit: a long Message-ID is digested', async () => {
    const long = await id({ messageIdHeader: `<${'x'.repeat(300)}@example.com>` });
    expect(long.length).toBeLessThanOrEqual(MAX_EXTERNAL_ID_LENGTH);
    expect(long).toMatch(new RegExp(`^${WORKSPACE}:sha256:[0-9a-f]{64}$`));
    expect(await id({ messageIdHeader: `<${'x'.repeat(300)}@example.org>` })).not.toBe(long);
  });
});
