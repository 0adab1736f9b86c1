// createCustomerEvent over real HTTP, as the extension sends it: the event is made once per
// externalId (a second one is refused as Plain refuses it, whoever sends it), refusals are data,
// FORBIDDEN names customerEvent:create, and nothing is written whenever the answer is an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS } from '../support/http.js';
import { emailEvent, freshExternalId, logEvent, timeline } from '../support/log.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const jane = () => server.seed.customerByEmail('jane.cooper@acme.io')!;
const devon = () => server.seed.customerByEmail('devon.lane@globex.com')!;
const loggedIds = async (customerId: string) =>
  (await timeline(server, customerId, 100)).body.data.timelineEntries.edges.map((e: any) => e.node.entry.externalId ?? null);

describe('createCustomerEvent', () => {
  it("makes the event with its title and components, by the key's machine user", async () => {
    const externalId = freshExternalId();
    const { customerEvent, error } = await logEvent(server, emailEvent(jane().id, externalId));
    expect(error).toBeNull();
    expect(customerEvent).toMatchObject({
      id: expect.stringMatching(/^cuev_[0-9A-HJKMNP-TV-Z]{26}$/),
      title: 'E-mail: Invoice INV-2041 charged twice',
    });
    expect(Date.now() - Date.parse(customerEvent.createdAt.iso8601)).toBeLessThan(60_000);
    expect(await loggedIds(jane().id)).toContain(externalId);
  });

  it('a second event with the same externalId is refused, whoever sends it and for whichever customer', async () => {
    const externalId = freshExternalId();
    expect((await logEvent(server, emailEvent(jane().id, externalId))).error).toBeNull();
    const again = await logEvent(server, emailEvent(jane().id, externalId));
    const otherAgent = await logEvent(server, emailEvent(jane().id, externalId), KEYS.noThreadCreate);
    const otherCustomer = await logEvent(server, emailEvent(devon().id, externalId));
    for (const refused of [again, otherAgent, otherCustomer]) {
      expect(refused).toEqual({
        customerEvent: null,
        error: {
          message: `A customer event with externalId "${externalId}" already exists.`,
          type: 'VALIDATION',
          code: 'input_validation',
          fields: [
            { field: 'externalId', type: 'VALIDATION', message: `A customer event with externalId "${externalId}" already exists.` },
          ],
        },
      });
    }
    expect((await loggedIds(jane().id)).filter((id: string) => id === externalId)).toHaveLength(1);
    expect(await loggedIds(devon().id)).not.toContain(externalId);
  });

  it('events without an externalId are not deduplicated', async () => {
    const before = (await loggedIds(devon().id)).length;
    for (let i = 0; i < 2; i++) expect((await logEvent(server, emailEvent(devon().id, null))).error).toBeNull();
    expect(await loggedIds(devon().id)).toHaveLength(before + 2);
  });
});

describe('createCustomerEvent: refusals are data, and nothing is written', () => {
  it('an empty or blank title is REQUIRED on title', async () => {
    for (const title of ['', '   ']) {
      const externalId = freshExternalId();
      const { customerEvent, error } = await logEvent(server, emailEvent(jane().id, externalId, title));
      expect(customerEvent).toBeNull();
      expect(error).toEqual({
        message: 'title is required.',
        type: 'VALIDATION',
        code: 'input_validation',
        fields: [{ field: 'title', type: 'REQUIRED', message: 'title is required.' }],
      });
      expect(await loggedIds(jane().id)).not.toContain(externalId);
      // The same externalId is still free: the refused event was not written.
      expect((await logEvent(server, emailEvent(jane().id, externalId))).error).toBeNull();
    }
  });

  it('an unknown customer is NOT_FOUND on customerIdentifier', async () => {
    const { error } = await logEvent(server, { ...emailEvent('c_nope', freshExternalId()) });
    expect(error.fields).toEqual([{ field: 'customerIdentifier', type: 'NOT_FOUND', message: 'No customer with customerId "c_nope".' }]);
  });

  it('components break the limits Plain states: each problem named by its place', async () => {
    const input = {
      ...emailEvent(jane().id, freshExternalId()),
      components: [
        { componentPlainText: { plainText: '' } },
        { componentText: { text: 'x'.repeat(10_001) } },
        { componentLinkButton: { linkButtonUrl: 'javascript:alert(1)', linkButtonLabel: 'Open' } },
        { componentDateTime: { dateTimeIso8601: 'yesterday' } },
        {},
        { componentText: { text: 'a' }, componentPlainText: { plainText: 'b' } },
      ],
    };
    const { customerEvent, error } = await logEvent(server, input);
    expect(customerEvent).toBeNull();
    expect(error.fields.map((f: any) => f.field)).toEqual([
      'components.0.componentPlainText.plainText',
      'components.1.componentText.text',
      'components.2.componentLinkButton.linkButtonUrl',
      'components.3.componentDateTime.dateTimeIso8601',
      'components.4',
      'components.5',
    ]);
  });

  it('a key without customerEvent:create: FORBIDDEN naming it, and no event', async () => {
    const externalId = freshExternalId();
    const { customerEvent, error } = await logEvent(server, emailEvent(jane().id, externalId), KEYS.noCustomerEventCreate);
    expect(customerEvent).toBeNull();
    expect(error).toEqual({
      message: 'Insufficient permissions, missing "customerEvent:create".',
      type: 'FORBIDDEN',
      code: 'forbidden',
      fields: [],
    });
    expect(await loggedIds(jane().id)).not.toContain(externalId);
  });
});
