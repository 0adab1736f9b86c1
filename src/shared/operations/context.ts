/**
 * The customer's story beside the documented lookup: three operations, sent together
 * after `customerByEmail` answered, and only when a card or the popup shows the customer.
 *
 * Why three: `threads` and `customerCardInstances` are non-null root fields, so a FORBIDDEN on
 * either nulls `data` as a whole; apart, each can fail alone. Inside `customerContext` every
 * section is its own alias of the nullable `customer(customerId:)`, so a FORBIDDEN on a non-null
 * field below it (`tenantMemberships`) nulls that alias only.
 *
 * `customerCards` asks for every member of Plain's component unions, rows and containers too:
 * a type the extension does not know is dropped where the answer is read
 * (background/story/cards/cards.ts).
 */
import { graphql } from '../gql';

export const CUSTOMER_CONTEXT = graphql(`
  query customerContext($customerId: ID!) {
    who: customer(customerId: $customerId) {
      id
      externalId
      email { isVerified }
      createdAt { iso8601 }
      assignedToUser { user { fullName } }
      markedAsSpamAt { iso8601 }
    }
    company: customer(customerId: $customerId) {
      id
      company { name domainName tier { name color } }
    }
    tenants: customer(customerId: $customerId) {
      id
      tenantMemberships(first: 20) { edges { node { tenant { name tier { name color } } } } }
    }
    groups: customer(customerId: $customerId) {
      id
      customerGroupMemberships(first: 20) { edges { node { customerGroup { name color } } } }
    }
  }
`);

/**
 * "Test connection" only, when no customer was looked up yet: any one customer to ask the three
 * operations above about, so the sections below the customer (company, tenants, groups) can be
 * decided; a made-up id answers `customer: null` and leaves them unknown. Never sent on hover.
 */
export const CONNECTION_PROBE_CUSTOMER = graphql(`
  query connectionProbeCustomer {
    customers(first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

export const CUSTOMER_OPEN_THREADS = graphql(`
  query customerOpenThreads($customerId: ID!) {
    threads(
      filters: { customerIds: [$customerId], statuses: [TODO, SNOOZED] }
      sortBy: { field: CREATED_AT, direction: DESC }
      first: 25
    ) {
      totalCount
      edges {
        node {
          id
          ref
          title
          status
          priority
          updatedAt { iso8601 }
          assignedTo {
            __typename
            ... on User { fullName }
            ... on MachineUser { fullName }
          }
        }
      }
    }
  }
`);

/**
 * Every component a card may hold, once: `CardLeaf` is each member that holds no other (spread
 * wherever a component may stand: the card's top level, a row's two sides, a container), and
 * `CardRow` a row's two sides. Plain allows a row inside a container, nothing deeper. Declared
 * for the code generator only: the query that spreads them carries them, so nothing imports them.
 */
graphql(`
  fragment CardLeaf on ComponentRowContent {
    __typename
    ... on ComponentText { textSize textColor text }
    ... on ComponentPlainText { plainTextSize plainTextColor plainText }
    ... on ComponentSpacer { spacerSize }
    ... on ComponentDivider { dividerSpacingSize }
    ... on ComponentLinkButton { linkButtonUrl linkButtonLabel }
    ... on ComponentWorkflowButton { workflowButtonLabel }
    ... on ComponentBadge { badgeLabel badgeColor }
    ... on ComponentCopyButton { copyButtonValue copyButtonTooltipLabel }
    ... on ComponentDateTime { dateTimeIso8601 { iso8601 } }
    ... on ComponentUser { user { fullName } }
  }
`);

graphql(`
  fragment CardRow on ComponentRow {
    rowMainContent { ...CardLeaf }
    rowAsideContent { ...CardLeaf }
  }
`);

/** The document carries the two fragments with it (GraphQL Code Generator adds them). */
export const CUSTOMER_CARDS = graphql(`
  query customerCards($customerId: ID!) {
    customerCardInstances(customerId: $customerId) {
      __typename
      id
      customerCardConfig { key title }
      ... on CustomerCardInstanceLoading { createdAt { iso8601 } }
      ... on CustomerCardInstanceLoaded {
        expiresAt { iso8601 }
        components {
          __typename
          ...CardLeaf
          ...CardRow
          ... on ComponentContainer {
            containerContent {
              __typename
              ...CardLeaf
              ...CardRow
            }
          }
        }
      }
      ... on CustomerCardInstanceError {
        errorDetail {
          __typename
          ... on CustomerCardInstanceMissingCardErrorDetail { message }
          ... on CustomerCardInstanceResponseBodyErrorDetail { message }
          ... on CustomerCardInstanceStatusCodeErrorDetail { message }
          ... on CustomerCardInstanceRequestErrorDetail { message }
          ... on CustomerCardInstanceUnknownErrorDetail { message }
          ... on CustomerCardInstanceTimeoutErrorDetail { message }
          ... on CustomerCardInstanceCardTooBigErrorDetail { message }
        }
      }
    }
  }
`);
