// The served schema must be a faithful subset of Plain's published schema,
// so anything the extension gets working locally also works against Plain.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compareSchemaSubset } from '../../../api/schema/subset.js';

// The project's own copy of Plain's published schema (team-plain/sdk, 2026-05-11), so the check
// needs nothing outside the repository.
const REFERENCE = fileURLToPath(new URL('../../fixtures/plain-schema.graphql', import.meta.url));
const SUBSET = fileURLToPath(new URL('../../../api/schema/schema.graphql', import.meta.url));

function readReference(): string {
  // Deliberately fails (never skips): a missing reference means the check did not run.
  if (!existsSync(REFERENCE)) {
    throw new Error(`Plain reference schema not found at ${REFERENCE}; it is needed to prove api/schema/schema.graphql is a subset of it.`);
  }
  return readFileSync(REFERENCE, 'utf8');
}

describe('api/schema/schema.graphql vs the Plain reference schema', () => {
  const subset = readFileSync(SUBSET, 'utf8');

  it('every type, field type and argument matches the reference exactly', () => {
    expect(compareSchemaSubset(subset, readReference())).toEqual([]);
  });

  it('serves the operations and fields the brief requires', () => {
    const schema = buildSchema(subset);
    const fields = (type: string) => {
      const t = schema.getType(type);
      if (!t || !('getFields' in t)) throw new Error(`missing type ${type}`);
      return Object.fromEntries(Object.values(t.getFields()).map((f) => [f.name, String(f.type)]));
    };
    expect(fields('Query')).toEqual({
      customer: 'Customer',
      customerByEmail: 'Customer',
      myPermissions: 'Permissions!',
      myWorkspace: 'Workspace',
      customerCardInstances: '[CustomerCardInstance!]!',
      threads: 'ThreadConnection!',
      // Test connection lists one customer to ask the context operations about.
      customers: 'CustomerConnection!',
      // A retried createThread asks for the thread it may already have made.
      thread: 'Thread',
      threadByExternalId: 'Thread',
      // Whether a message was logged already: a CustomerEventEntry with its externalId.
      timelineEntries: 'TimelineEntryConnection!',
      // The popup's and the panel's search.
      searchCustomers: 'CustomerSearchConnection!',
      searchCompanies: 'CompanySearchResultConnection!',
      searchThreads: 'ThreadSearchResultConnection!',
    });
    expect(fields('Mutation')).toEqual({
      upsertCustomer: 'UpsertCustomerOutput!',
      createThread: 'CreateThreadOutput!',
      changeThreadPriority: 'ChangeThreadPriorityOutput!',
      updateThreadTitle: 'UpdateThreadTitleOutput!',
      createCustomerEvent: 'CreateCustomerEventOutput!',
      createNote: 'CreateNoteOutput!',
    });
    expect(Object.keys(fields('EventComponentInput')).sort()).toEqual([
      'componentDateTime',
      'componentLinkButton',
      'componentPlainText',
      'componentText',
    ]);
    expect(fields('CustomerEventEntry')).toMatchObject({ externalId: 'ID', title: 'String!', components: '[EventComponent!]!' });
    expect(fields('TimelineEntry')).toMatchObject({ timestamp: 'DateTime!', entry: 'Entry!', actor: 'Actor!' });
    expect(fields('Thread')).toMatchObject({
      id: 'ID!',
      ref: 'String!',
      title: 'String!',
      description: 'String',
      externalId: 'ID',
      status: 'ThreadStatus!',
      priority: 'Int!',
      createdAt: 'DateTime!',
      updatedAt: 'DateTime!',
      customer: 'Customer!',
    });
    expect(fields('MutationError')).toEqual({
      message: 'String!',
      type: 'MutationErrorType!',
      code: 'String!',
      fields: '[MutationFieldError!]!',
    });
    // Complete where the local API can honour every field; each left-out field fails validation.
    expect(Object.keys(fields('UpsertCustomerOnUpdateInput')).sort()).toEqual(['email', 'externalId', 'fullName', 'shortName']);
    expect(Object.keys(fields('CreateThreadInput')).sort()).toEqual([
      'customerIdentifier',
      'description',
      'externalId',
      'priority',
      'title',
    ]);
    expect(
      schema
        .getQueryType()
        ?.getFields()
        .customerByEmail?.args.map((a) => `${a.name}: ${a.type.toString()}`),
    ).toEqual(['email: String!']);
    expect(fields('Customer')).toMatchObject({
      id: 'ID!',
      fullName: 'String!',
      shortName: 'String',
      email: 'EmailAddress!',
      createdAt: 'DateTime!',
      updatedAt: 'DateTime!',
    });
    expect(fields('Customer')).toMatchObject({
      externalId: 'ID',
      assignedToUser: 'UserActor',
      company: 'Company',
      markedAsSpamAt: 'DateTime',
      tenantMemberships: 'CustomerTenantMembershipConnection!',
      customerGroupMemberships: 'CustomerGroupMembershipConnection!',
    });
    // Every member of Plain's card component union, so any card a workspace sends can be served.
    const union = schema.getType('CustomerCardComponent');
    expect(union && 'getTypes' in union ? union.getTypes().map(String).sort() : []).toEqual([
      'ComponentBadge',
      'ComponentContainer',
      'ComponentCopyButton',
      'ComponentDateTime',
      'ComponentDivider',
      'ComponentLinkButton',
      'ComponentPlainText',
      'ComponentRow',
      'ComponentSpacer',
      'ComponentText',
      'ComponentUser',
      'ComponentWorkflowButton',
    ]);
    expect(fields('EmailAddress')).toMatchObject({ email: 'String!', isVerified: 'Boolean!' });
    expect(fields('DateTime')).toEqual({ unixTimestamp: 'String!', iso8601: 'String!' });
    expect(fields('Permissions')).toEqual({ permissions: '[String!]!' });
    expect(fields('Workspace')).toMatchObject({ id: 'ID!', name: 'String!', publicName: 'String!', domainNames: '[String!]!' });
  });

  it('the checker catches each kind of drift (so the first test can fail)', () => {
    const reference = readReference();
    const cases: Array<[string, RegExp]> = [
      ['type Customer { fullName: String }', /Customer\.fullName is String here but String! in the reference/],
      ['type Customer { nickname: String }', /Customer\.nickname does not exist/],
      ['type Query { customerByEmail(email: String): Customer }', /customerByEmail has arguments \(email: String\) here/],
      ['type Query { customerByEmail(mail: String!): Customer }', /customerByEmail has arguments/],
      ['type Query { myWorkspace(id: ID): Workspace }', /myWorkspace has arguments \(id: ID\) here but \(\)/],
      ['type Gadget { id: ID! }', /type Gadget does not exist/],
      ['input Customer { id: ID! }', /Customer is a InputObjectTypeDefinition here/],
      ['enum CustomerStatus { IDLE GONE }', /CustomerStatus\.GONE does not exist/],
    ];
    for (const [sdl, message] of cases) {
      parse(sdl); // the case itself must be valid SDL
      expect(compareSchemaSubset(sdl, reference).join('\n')).toMatch(message);
    }
  });
});
