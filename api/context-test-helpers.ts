// The three context operations in the shape the extension sends them (see the brief for
// issue #13), shared by the api/*.test.ts files that check the context over real HTTP.
import type { ApiServer } from './server.js';
import { post } from './test-helpers.js';

export const CUSTOMER_CONTEXT = `query customerContext($customerId: ID!) {
  who: customer(customerId: $customerId) {
    id externalId email { email isVerified } createdAt { iso8601 } assignedToUser { user { fullName } } markedAsSpamAt { iso8601 }
  }
  company: customer(customerId: $customerId) { company { name domainName tier { name color } } }
  tenants: customer(customerId: $customerId) { tenantMemberships(first: 25) { edges { node { tenant { name tier { name color } } } } } }
  groups: customer(customerId: $customerId) { customerGroupMemberships(first: 25) { edges { node { customerGroup { name color } } } } }
}`;

export const CUSTOMER_OPEN_THREADS = `query customerOpenThreads($customerId: ID!) {
  threads(filters: { customerIds: [$customerId], statuses: [TODO, SNOOZED] }, sortBy: { field: CREATED_AT, direction: DESC }, first: 25) {
    totalCount
    edges { node { id ref title status priority updatedAt { iso8601 } createdAt { iso8601 }
      assignedTo { __typename ... on User { fullName } ... on MachineUser { fullName } ... on System { id } } } }
  }
}`;

const LEAVES = `fragment Leaves on ComponentContainerContent {
  __typename
  ... on ComponentText { text textSize textColor }
  ... on ComponentPlainText { plainText plainTextSize plainTextColor }
  ... on ComponentSpacer { spacerSize }
  ... on ComponentDivider { dividerSpacingSize }
  ... on ComponentLinkButton { linkButtonUrl linkButtonLabel }
  ... on ComponentWorkflowButton { workflowButtonLabel workflowButtonWorkflowIdentifier { workflowId workflowKey } }
  ... on ComponentBadge { badgeLabel badgeColor }
  ... on ComponentCopyButton { copyButtonValue copyButtonTooltipLabel }
  ... on ComponentDateTime { dateTimeIso8601 { iso8601 } }
  ... on ComponentUser { user { fullName } }
}
fragment Row on ComponentRow { rowMainContent { ...Leaves } rowAsideContent { ...Leaves } }`;

export const CUSTOMER_CARDS = `query customerCards($customerId: ID!) {
  customerCardInstances(customerId: $customerId) {
    __typename id customerId threadId
    customerCardConfig { id key title order }
    ... on CustomerCardInstanceLoaded {
      components { __typename ...Leaves ... on ComponentRow { ...Row } ... on ComponentContainer { containerContent { ...Leaves ... on ComponentRow { ...Row } } } }
    }
    ... on CustomerCardInstanceError {
      errorDetail { __typename
        ... on CustomerCardInstanceStatusCodeErrorDetail { message statusCode }
        ... on CustomerCardInstanceTimeoutErrorDetail { message timeoutSeconds } }
    }
  }
}
${LEAVES}`;

const OPERATIONS = { customerContext: CUSTOMER_CONTEXT, customerOpenThreads: CUSTOMER_OPEN_THREADS, customerCards: CUSTOMER_CARDS };
export type ContextOperation = keyof typeof OPERATIONS;

/** Sends one context operation for a customer; returns the HTTP status and parsed body. */
export async function ask(server: ApiServer, operationName: ContextOperation, customerId: string, key?: string) {
  const res = await post(server, { query: OPERATIONS[operationName], operationName, variables: { customerId } }, { key });
  return { status: res.status, body: (await res.json()) as any };
}

/** The seed customer with this e-mail (the fixtures the brief names). */
export function customerId(server: ApiServer, email: string): string {
  const found = server.seed.customerByEmail(email);
  if (!found) throw new Error(`no seed customer ${email}`);
  return found.id;
}
