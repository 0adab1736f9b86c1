/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChangeThreadPriorityInput = {
  priority: number;
  threadId: string | number;
};

export type ComponentBadgeColor =
  | 'BLUE'
  | 'GREEN'
  | 'GREY'
  | 'RED'
  | 'YELLOW';

export type ComponentBadgeInput = {
  badgeColor?: ComponentBadgeColor | null | undefined;
  /** The label of the badge. Maximum 500 characters. */
  badgeLabel: string;
};

export type ComponentContainerContentInput = {
  componentBadge?: ComponentBadgeInput | null | undefined;
  componentCopyButton?: ComponentCopyButtonInput | null | undefined;
  componentDateTime?: ComponentDateTimeInput | null | undefined;
  componentDivider?: ComponentDividerInput | null | undefined;
  componentLinkButton?: ComponentLinkButtonInput | null | undefined;
  componentPlainText?: ComponentPlainTextInput | null | undefined;
  componentRow?: ComponentRowInput | null | undefined;
  componentSpacer?: ComponentSpacerInput | null | undefined;
  componentText?: ComponentTextInput | null | undefined;
  componentUser?: ComponentUserInput | null | undefined;
  componentWorkflowButton?: ComponentWorkflowButtonInput | null | undefined;
};

export type ComponentContainerInput = {
  /** Must contain at least one component. */
  containerContent: Array<ComponentContainerContentInput>;
};

export type ComponentCopyButtonInput = {
  /** The tooltip label. Maximum 500 characters. */
  copyButtonTooltipLabel?: string | null | undefined;
  /** The value to be copied. Maximum 1000 characters. */
  copyButtonValue: string;
};

export type ComponentDateTimeInput = {
  /** An ISO 8601 datetime string. The frontend formats it in the viewer's local timezone. */
  dateTimeIso8601: string;
};

export type ComponentDividerInput = {
  dividerSpacingSize?: ComponentDividerSpacingSize | null | undefined;
  /** @deprecated use dividerSpacingSize instead */
  spacingSize?: ComponentDividerSpacingSize | null | undefined;
};

export type ComponentDividerSpacingSize =
  | 'L'
  | 'M'
  | 'S'
  | 'XL'
  | 'XS';

export type ComponentInput = {
  componentBadge?: ComponentBadgeInput | null | undefined;
  componentContainer?: ComponentContainerInput | null | undefined;
  componentCopyButton?: ComponentCopyButtonInput | null | undefined;
  componentDateTime?: ComponentDateTimeInput | null | undefined;
  componentDivider?: ComponentDividerInput | null | undefined;
  componentLinkButton?: ComponentLinkButtonInput | null | undefined;
  componentPlainText?: ComponentPlainTextInput | null | undefined;
  componentRow?: ComponentRowInput | null | undefined;
  componentSpacer?: ComponentSpacerInput | null | undefined;
  componentText?: ComponentTextInput | null | undefined;
  componentUser?: ComponentUserInput | null | undefined;
  componentWorkflowButton?: ComponentWorkflowButtonInput | null | undefined;
};

export type ComponentLinkButtonInput = {
  /** @deprecated use linkButtonLabel instead */
  label?: string | null | undefined;
  /** The label of the button. Maximum 500 characters. */
  linkButtonLabel?: string | null | undefined;
  /** Must be a valid URL. */
  linkButtonUrl?: string | null | undefined;
  /** @deprecated use linkButtonUrl instead */
  url?: string | null | undefined;
};

export type ComponentPlainTextColor =
  | 'ERROR'
  | 'MUTED'
  | 'NORMAL'
  | 'SUCCESS'
  | 'WARNING';

export type ComponentPlainTextInput = {
  /** The text content, without markdown support. Must be between 1 and 10000 characters. */
  plainText: string;
  plainTextColor?: ComponentPlainTextColor | null | undefined;
  plainTextSize?: ComponentPlainTextSize | null | undefined;
};

export type ComponentPlainTextSize =
  | 'L'
  | 'M'
  | 'S';

export type ComponentRowContentInput = {
  componentBadge?: ComponentBadgeInput | null | undefined;
  componentCopyButton?: ComponentCopyButtonInput | null | undefined;
  componentDateTime?: ComponentDateTimeInput | null | undefined;
  componentDivider?: ComponentDividerInput | null | undefined;
  componentLinkButton?: ComponentLinkButtonInput | null | undefined;
  componentPlainText?: ComponentPlainTextInput | null | undefined;
  componentSpacer?: ComponentSpacerInput | null | undefined;
  componentText?: ComponentTextInput | null | undefined;
  componentUser?: ComponentUserInput | null | undefined;
  componentWorkflowButton?: ComponentWorkflowButtonInput | null | undefined;
};

export type ComponentRowInput = {
  rowAsideContent: Array<ComponentRowContentInput>;
  /** Must contain at least one component. */
  rowMainContent: Array<ComponentRowContentInput>;
};

export type ComponentSpacerInput = {
  /** @deprecated use spacerSize instead */
  size?: ComponentSpacerSize | null | undefined;
  /** Required input, will be made required after deprecated fields are removed. */
  spacerSize?: ComponentSpacerSize | null | undefined;
};

export type ComponentSpacerSize =
  | 'L'
  | 'M'
  | 'S'
  | 'XL'
  | 'XS';

export type ComponentTextColor =
  | 'ERROR'
  | 'MUTED'
  | 'NORMAL'
  | 'SUCCESS'
  | 'WARNING';

export type ComponentTextInput = {
  /** @deprecated use textColor instead */
  color?: ComponentTextColor | null | undefined;
  /** @deprecated use textSize instead */
  size?: ComponentTextSize | null | undefined;
  /** The text content, with markdown support. Must be between 1 and 10000 characters. */
  text: string;
  textColor?: ComponentTextColor | null | undefined;
  textSize?: ComponentTextSize | null | undefined;
};

export type ComponentTextSize =
  | 'L'
  | 'M'
  | 'S';

export type ComponentUserInput = {
  userIdentifier: UserIdentifierInput;
};

export type ComponentWorkflowButtonInput = {
  /** The label of the button. Maximum 500 characters. */
  workflowButtonLabel: string;
  workflowButtonWorkflowIdentifier: ComponentWorkflowButtonWorkflowIdentifierInput;
};

export type ComponentWorkflowButtonWorkflowIdentifierInput = {
  workflowId?: string | number | null | undefined;
  workflowKey?: string | null | undefined;
};

export type CreateCustomerEventInput = {
  /** The components used to create the event's contents. */
  components: Array<EventComponentInput>;
  /** The customer id of the customer that the event is for. */
  customerIdentifier: CustomerIdentifierInput;
  /** The external ID of this event. You can use this field to store your own unique identifier for this event. This must be unique. */
  externalId?: string | number | null | undefined;
  /** When provided, this will override the timestamp of the event. Useful when backfilling events. Must be in ISO 8601 format (e.g. 2024-10-28T18:30:00Z). */
  timestamp?: string | null | undefined;
  /** The title of the event. */
  title: string;
};

export type CreateNoteInput = {
  attachmentIds?: Array<string | number> | null | undefined;
  customerId: string | number;
  markdown?: string | null | undefined;
  text: string;
  threadId?: string | number | null | undefined;
};

/** Only one of the fields can be set. */
export type CreateThreadAssignedToInput = {
  machineUserId?: string | number | null | undefined;
  userId?: string | number | null | undefined;
};

export type CreateThreadFieldOnThreadInput = {
  booleanValue?: boolean | null | undefined;
  dateValue?: string | null | undefined;
  key: string;
  numberValue?: number | null | undefined;
  stringValue?: string | null | undefined;
  type: ThreadFieldSchemaType;
};

export type CreateThreadInput = {
  /** User or machine user this thread should be assigned to. */
  assignedTo?: CreateThreadAssignedToInput | null | undefined;
  /**
   * An array of attachments for the first timeline entry in the thread.
   * @deprecated Use sendChat and sendCustomerChat mutations instead. Both allow you to backdate messages.
   */
  attachmentIds?: Array<string | number> | null | undefined;
  /** The channel to create the thread for. Currently supported: API, EMAIL, SLACK, MS_TEAMS, CHAT, or INTERNAL. Defaults to API. */
  channel?: ThreadChannel | null | undefined;
  /** Channel details for the thread, required if channel is SLACK or MS_TEAMS */
  channelDetails?: ThreadChannelDetailsInput | null | undefined;
  /**
   * The components used to create the first timeline entry in the thread.
   * @deprecated Use sendChat and sendCustomerChat mutations instead. Both allow you to backdate messages.
   */
  components?: Array<ComponentInput> | null | undefined;
  /** The identifier of the customer being either the existing customer ID, the customer's email address or and external ID. */
  customerIdentifier: CustomerIdentifierInput;
  /**
   * The optional description for this thread. This is used to display a preview of the thread in the UI.
   * If not provided, we will automatically infer it from the components you provided.
   */
  description?: string | null | undefined;
  /** The external ID of this thread. You can use this field to store your own unique identifier for this thread. */
  externalId?: string | number | null | undefined;
  /** An array of label types to attach to the thread upon creation. */
  labelTypeIds?: Array<string | number> | null | undefined;
  /** The priority of the thread. Valid values are 0, 1, 2, 3, from most to least urgent, defaults to 2 (normal). */
  priority?: number | null | undefined;
  /** A thread may be assigned to a specific tenant. */
  tenantIdentifier?: TenantIdentifierInput | null | undefined;
  /** An array of thread fields to attach to the thread upon creation. */
  threadFields?: Array<CreateThreadFieldOnThreadInput> | null | undefined;
  /** The title of the thread. */
  title?: string | null | undefined;
};

export type CustomerGroupIdentifier = {
  customerGroupId?: string | number | null | undefined;
  customerGroupKey?: string | null | undefined;
  externalId?: string | null | undefined;
};

/** Only one of the fields can be set. */
export type CustomerIdentifierInput = {
  customerId?: string | number | null | undefined;
  emailAddress?: string | null | undefined;
  externalId?: string | number | null | undefined;
};

/**
 * The customer attributes available for search, each of them mapped to a search expression.
 * Exactly one of them must be provided in a single search condition.
 */
export type CustomerSearchCondition = {
  /** Search expression on the customer's email address. */
  email?: StringSearchExpression | null | undefined;
  /** Search expression on the customer's external id. */
  externalId?: StringSearchExpression | null | undefined;
  /** Search expression on the customer's full name. */
  fullName?: StringSearchExpression | null | undefined;
  /** Search expression on the customer's short name. */
  shortName?: StringSearchExpression | null | undefined;
  /**
   * Search expression on specific timeline entries' text (email, chat) sent or received by the customer.
   * Common English stop-words will be removed from the text to search.
   */
  timelineEntryText?: StringSearchExpression | null | undefined;
};

/**
 * A query to search for customers. Search queries are combinations of search conditions, as defined
 * below. At least one search condition must be provided.
 */
export type CustomersSearchQuery = {
  /** An array of search conditions that will be combined using a 'logical OR' to search for customers. */
  or?: Array<CustomerSearchCondition> | null | undefined;
};

export type EmailAddressInput = {
  email: string;
  isVerified: boolean;
};

export type EventComponentInput = {
  componentBadge?: ComponentBadgeInput | null | undefined;
  componentCopyButton?: ComponentCopyButtonInput | null | undefined;
  componentDateTime?: ComponentDateTimeInput | null | undefined;
  componentDivider?: ComponentDividerInput | null | undefined;
  componentLinkButton?: ComponentLinkButtonInput | null | undefined;
  componentPlainText?: ComponentPlainTextInput | null | undefined;
  componentRow?: ComponentRowInput | null | undefined;
  componentSpacer?: ComponentSpacerInput | null | undefined;
  componentText?: ComponentTextInput | null | undefined;
  componentUser?: ComponentUserInput | null | undefined;
  componentWorkflowButton?: ComponentWorkflowButtonInput | null | undefined;
};

export type MsTeamsThreadChannelDetailsInput = {
  msTeamsChannelId: string | number;
  msTeamsTeamId: string | number;
};

/** An enum for why the mutation failed overall. */
export type MutationErrorType =
  /** The user is not authorized to do this mutation. See `message` for details on which permissions are missing. */
  | 'FORBIDDEN'
  /** An unknown internal server error occurred. Retry the mutation and if it persists, please email help@plain.com */
  | 'INTERNAL'
  /** Input validation failed, see the `fields` for details on why the input was invalid. */
  | 'VALIDATION';

/** An enum specific to each field, explaining why validation failed. */
export type MutationFieldErrorType =
  /** The input field referenced an entity that wasn't found. */
  | 'NOT_FOUND'
  /** The field is required to be provided. String inputs may be trimmed and checked for emptiness. */
  | 'REQUIRED'
  /** The field was provided, but didn't pass the requirements of the field. See `message` for details on why. */
  | 'VALIDATION';

export type OptionalStringInput = {
  value?: string | null | undefined;
};

export type SlackThreadChannelDetailsInput = {
  slackChannelId: string | number;
  slackTeamId: string | number;
};

export type StringInput = {
  value: string;
};

/**
 * The different ways in which a string is matched.
 * Exactly one of these must be provided in a single search expression.
 */
export type StringSearchExpression = {
  /** Case-insensitive match values containing the provided string. */
  caseInsensitiveContains?: string | null | undefined;
};

export type TenantIdentifierInput = {
  externalId?: string | null | undefined;
  tenantId?: string | number | null | undefined;
};

export type ThreadChannel =
  | 'API'
  | 'CHAT'
  | 'DISCORD'
  | 'EMAIL'
  | 'IMPORT'
  | 'INTERNAL'
  | 'MS_TEAMS'
  | 'SLACK';

export type ThreadChannelDetailsInput = {
  msTeams?: MsTeamsThreadChannelDetailsInput | null | undefined;
  slack?: SlackThreadChannelDetailsInput | null | undefined;
};

export type ThreadFieldSchemaType =
  | 'BOOL'
  | 'CURRENCY'
  | 'DATE'
  | 'ENUM'
  | 'NUMBER'
  | 'STRING';

export type ThreadStatus =
  | 'DONE'
  | 'SNOOZED'
  | 'TODO';

export type UpdateThreadTitleInput = {
  threadId: string | number;
  title: string;
};

export type UpsertCustomerIdentifierInput = {
  customerId?: string | number | null | undefined;
  emailAddress?: string | null | undefined;
  externalId?: string | number | null | undefined;
};

export type UpsertCustomerInput = {
  identifier: UpsertCustomerIdentifierInput;
  onCreate: UpsertCustomerOnCreateInput;
  onUpdate: UpsertCustomerOnUpdateInput;
};

export type UpsertCustomerOnCreateInput = {
  customerGroupIdentifiers?: Array<CustomerGroupIdentifier> | null | undefined;
  email: EmailAddressInput;
  externalId?: string | number | null | undefined;
  fullName: string;
  shortName?: string | null | undefined;
  tenantIdentifiers?: Array<TenantIdentifierInput> | null | undefined;
};

export type UpsertCustomerOnUpdateInput = {
  email?: EmailAddressInput | null | undefined;
  externalId?: OptionalStringInput | null | undefined;
  fullName?: StringInput | null | undefined;
  shortName?: OptionalStringInput | null | undefined;
};

export type UpsertResult =
  | 'CREATED'
  | 'NOOP'
  | 'UPDATED';

/** Identifies a Plain user. Exactly one field must be set. */
export type UserIdentifierInput = {
  emailAddress?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type CustomerContextQueryVariables = Exact<{
  customerId: string | number;
}>;


export type CustomerContextQuery = { who: { id: string, externalId: string | null, email: { isVerified: boolean }, createdAt: { iso8601: string }, assignedToUser: { user: { fullName: string } } | null, markedAsSpamAt: { iso8601: string } | null } | null, company: { id: string, company: { name: string, domainName: string, tier: { name: string, color: string } | null } | null } | null, tenants: { id: string, tenantMemberships: { edges: Array<{ node: { tenant: { name: string, tier: { name: string, color: string } | null } } }> } } | null, groups: { id: string, customerGroupMemberships: { edges: Array<{ node: { customerGroup: { name: string, color: string } } }> } } | null };

export type ConnectionProbeCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectionProbeCustomerQuery = { customers: { edges: Array<{ node: { id: string } }> } };

export type CustomerOpenThreadsQueryVariables = Exact<{
  customerId: string | number;
}>;


export type CustomerOpenThreadsQuery = { threads: { totalCount: number, edges: Array<{ node: { id: string, ref: string, title: string, status: ThreadStatus, priority: number, updatedAt: { iso8601: string }, assignedTo:
          | { __typename: 'MachineUser', fullName: string }
          | { __typename: 'System' }
          | { __typename: 'User', fullName: string }
         | null } }> } };

type CardLeaf_ComponentBadge_Fragment = { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null };

type CardLeaf_ComponentCopyButton_Fragment = { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null };

type CardLeaf_ComponentDateTime_Fragment = { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } };

type CardLeaf_ComponentDivider_Fragment = { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null };

type CardLeaf_ComponentLinkButton_Fragment = { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string };

type CardLeaf_ComponentPlainText_Fragment = { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string };

type CardLeaf_ComponentSpacer_Fragment = { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize };

type CardLeaf_ComponentText_Fragment = { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string };

type CardLeaf_ComponentUser_Fragment = { __typename: 'ComponentUser', user: { fullName: string } | null };

type CardLeaf_ComponentWorkflowButton_Fragment = { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string };

export type CardLeafFragment =
  | CardLeaf_ComponentBadge_Fragment
  | CardLeaf_ComponentCopyButton_Fragment
  | CardLeaf_ComponentDateTime_Fragment
  | CardLeaf_ComponentDivider_Fragment
  | CardLeaf_ComponentLinkButton_Fragment
  | CardLeaf_ComponentPlainText_Fragment
  | CardLeaf_ComponentSpacer_Fragment
  | CardLeaf_ComponentText_Fragment
  | CardLeaf_ComponentUser_Fragment
  | CardLeaf_ComponentWorkflowButton_Fragment
;

export type CardRowFragment = { rowMainContent: Array<
    | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
    | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
    | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
    | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
    | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
    | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
    | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
    | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
    | { __typename: 'ComponentUser', user: { fullName: string } | null }
    | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
  >, rowAsideContent: Array<
    | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
    | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
    | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
    | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
    | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
    | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
    | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
    | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
    | { __typename: 'ComponentUser', user: { fullName: string } | null }
    | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
  > };

export type CustomerCardsQueryVariables = Exact<{
  customerId: string | number;
}>;


export type CustomerCardsQuery = { customerCardInstances: Array<
    | { __typename: 'CustomerCardInstanceError', id: string, errorDetail:
        | { __typename: 'CustomerCardInstanceCardTooBigErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceMissingCardErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceRequestErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceResponseBodyErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceStatusCodeErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceTimeoutErrorDetail', message: string }
        | { __typename: 'CustomerCardInstanceUnknownErrorDetail', message: string }
      , customerCardConfig: { key: string, title: string } }
    | { __typename: 'CustomerCardInstanceLoaded', id: string, expiresAt: { iso8601: string }, components: Array<
        | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
        | { __typename: 'ComponentContainer', containerContent: Array<
            | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
            | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
            | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
            | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
            | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
            | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
            | { __typename: 'ComponentRow', rowMainContent: Array<
                | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
                | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
                | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
                | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
                | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
                | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
                | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
                | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
                | { __typename: 'ComponentUser', user: { fullName: string } | null }
                | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
              >, rowAsideContent: Array<
                | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
                | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
                | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
                | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
                | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
                | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
                | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
                | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
                | { __typename: 'ComponentUser', user: { fullName: string } | null }
                | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
              > }
            | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
            | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
            | { __typename: 'ComponentUser', user: { fullName: string } | null }
            | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
          > }
        | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
        | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
        | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
        | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
        | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
        | { __typename: 'ComponentRow', rowMainContent: Array<
            | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
            | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
            | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
            | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
            | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
            | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
            | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
            | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
            | { __typename: 'ComponentUser', user: { fullName: string } | null }
            | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
          >, rowAsideContent: Array<
            | { __typename: 'ComponentBadge', badgeLabel: string, badgeColor: ComponentBadgeColor | null }
            | { __typename: 'ComponentCopyButton', copyButtonValue: string, copyButtonTooltipLabel: string | null }
            | { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: string } }
            | { __typename: 'ComponentDivider', dividerSpacingSize: ComponentDividerSpacingSize | null }
            | { __typename: 'ComponentLinkButton', linkButtonUrl: string, linkButtonLabel: string }
            | { __typename: 'ComponentPlainText', plainTextSize: ComponentPlainTextSize | null, plainTextColor: ComponentPlainTextColor | null, plainText: string }
            | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
            | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
            | { __typename: 'ComponentUser', user: { fullName: string } | null }
            | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
          > }
        | { __typename: 'ComponentSpacer', spacerSize: ComponentSpacerSize }
        | { __typename: 'ComponentText', textSize: ComponentTextSize | null, textColor: ComponentTextColor | null, text: string }
        | { __typename: 'ComponentUser', user: { fullName: string } | null }
        | { __typename: 'ComponentWorkflowButton', workflowButtonLabel: string }
      > | null, customerCardConfig: { key: string, title: string } }
    | { __typename: 'CustomerCardInstanceLoading', id: string, createdAt: { iso8601: string }, customerCardConfig: { key: string, title: string } }
  > };

export type CustomerByEmailQueryVariables = Exact<{
  email: string;
}>;


export type CustomerByEmailQuery = { customerByEmail: { id: string, fullName: string, updatedAt: { iso8601: string } } | null };

export type ConnectionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectionCheckQuery = { myPermissions: { permissions: Array<string> }, myWorkspace: { id: string, name: string, domainNames: Array<string> } | null };

export type CreateCustomerEventMutationVariables = Exact<{
  input: CreateCustomerEventInput;
}>;


export type CreateCustomerEventMutation = { createCustomerEvent: { customerEvent: { id: string, title: string, createdAt: { iso8601: string } } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export type CreateNoteMutationVariables = Exact<{
  input: CreateNoteInput;
}>;


export type CreateNoteMutation = { createNote: { note: { id: string, createdAt: { iso8601: string } } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export type TimelineEntriesQueryVariables = Exact<{
  customerId: string | number;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type TimelineEntriesQuery = { timelineEntries: { edges: Array<{ node: { id: string, timestamp: { iso8601: string }, actor:
          | { __typename: 'CustomerActor' }
          | { __typename: 'DeletedCustomerActor' }
          | { __typename: 'MachineUserActor', machineUserId: string, machineUser: { fullName: string } }
          | { __typename: 'SystemActor' }
          | { __typename: 'UserActor', userId: string, user: { fullName: string } }
        , entry:
          | { __typename: 'ChatEntry' }
          | { __typename: 'CustomEntry' }
          | { __typename: 'CustomerEventEntry', externalId: string | null }
          | { __typename: 'CustomerSurveyRequestedEntry' }
          | { __typename: 'DiscordMessageEntry' }
          | { __typename: 'EmailEntry' }
          | { __typename: 'HelpCenterAiConversationMessageEntry' }
          | { __typename: 'LinearIssueThreadLinkStateTransitionedEntry' }
          | { __typename: 'MSTeamsMessageEntry' }
          | { __typename: 'MergedThreadMessageEntry' }
          | { __typename: 'NoteEntry', text: string }
          | { __typename: 'ServiceLevelAgreementStatusTransitionedEntry' }
          | { __typename: 'SlackMessageEntry' }
          | { __typename: 'SlackReplyEntry' }
          | { __typename: 'ThreadAdditionalAssigneesTransitionedEntry' }
          | { __typename: 'ThreadAssignmentTransitionedEntry' }
          | { __typename: 'ThreadDiscussionEntry' }
          | { __typename: 'ThreadDiscussionMessageEntry' }
          | { __typename: 'ThreadDiscussionResolvedEntry' }
          | { __typename: 'ThreadEventEntry' }
          | { __typename: 'ThreadLabelsChangedEntry' }
          | { __typename: 'ThreadLinkCreatedEntry' }
          | { __typename: 'ThreadLinkDeletedEntry' }
          | { __typename: 'ThreadLinkTargetCreatedEntry' }
          | { __typename: 'ThreadLinkTargetDeletedEntry' }
          | { __typename: 'ThreadLinkUpdatedEntry' }
          | { __typename: 'ThreadPriorityChangedEntry' }
          | { __typename: 'ThreadStatusTransitionedEntry' }
         } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } };

export type MutationErrorPartsFragment = { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> };

export type SearchCustomersQueryVariables = Exact<{
  searchQuery: CustomersSearchQuery;
  first?: number | null | undefined;
}>;


export type SearchCustomersQuery = { searchCustomers: { edges: Array<{ node: { id: string, fullName: string, shortName: string | null, externalId: string | null, email: { email: string }, company: { name: string } | null } }> } };

export type SearchCompaniesQueryVariables = Exact<{
  term: string;
  first?: number | null | undefined;
}>;


export type SearchCompaniesQuery = { searchCompanies: { edges: Array<{ node: { company: { id: string, name: string, domainName: string, tier: { name: string, color: string } | null } } }> } };

export type SearchThreadsQueryVariables = Exact<{
  term: string;
  first?: number | null | undefined;
}>;


export type SearchThreadsQuery = { searchThreads: { edges: Array<{ node: { thread: { id: string, ref: string, title: string, status: ThreadStatus, customer: { id: string, fullName: string, email: { email: string } } } } }> } };

export type SearchThreadsAndRefQueryVariables = Exact<{
  term: string;
  refs: Array<string> | string;
  first?: number | null | undefined;
}>;


export type SearchThreadsAndRefQuery = { byRef: { edges: Array<{ node: { id: string, ref: string, title: string, status: ThreadStatus, customer: { id: string, fullName: string, email: { email: string } } } }> }, searchThreads: { edges: Array<{ node: { thread: { id: string, ref: string, title: string, status: ThreadStatus, customer: { id: string, fullName: string, email: { email: string } } } } }> } };

export type CompanyCustomersQueryVariables = Exact<{
  companyId: string | number;
  first?: number | null | undefined;
}>;


export type CompanyCustomersQuery = { customers: { edges: Array<{ node: { id: string, fullName: string, shortName: string | null, externalId: string | null, email: { email: string }, company: { name: string } | null } }> } };

export type UpsertCustomerMutationVariables = Exact<{
  input: UpsertCustomerInput;
}>;


export type UpsertCustomerMutation = { upsertCustomer: { result: UpsertResult | null, customer: { id: string, fullName: string, updatedAt: { iso8601: string } } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export type CreateThreadMutationVariables = Exact<{
  input: CreateThreadInput;
}>;


export type CreateThreadMutation = { createThread: { thread: { id: string, ref: string, title: string, priority: number } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export type ThreadByExternalIdQueryVariables = Exact<{
  customerId: string | number;
  externalId: string | number;
}>;


export type ThreadByExternalIdQuery = { threadByExternalId: { id: string, ref: string, title: string, priority: number, description: string | null } | null };

export type UpdateThreadTitleMutationVariables = Exact<{
  input: UpdateThreadTitleInput;
}>;


export type UpdateThreadTitleMutation = { updateThreadTitle: { thread: { id: string, ref: string, title: string, priority: number } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export type ChangeThreadPriorityMutationVariables = Exact<{
  input: ChangeThreadPriorityInput;
}>;


export type ChangeThreadPriorityMutation = { changeThreadPriority: { thread: { id: string, ref: string, title: string, priority: number } | null, error: { message: string, type: MutationErrorType, code: string, fields: Array<{ field: string, message: string, type: MutationFieldErrorType }> } | null } };

export const CardLeafFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardLeaf"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentRowContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlainText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainTextSize"}},{"kind":"Field","name":{"kind":"Name","value":"plainTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"plainText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSpacer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spacerSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDivider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dividerSpacingSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentLinkButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkButtonUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentWorkflowButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentCopyButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyButtonValue"}},{"kind":"Field","name":{"kind":"Name","value":"copyButtonTooltipLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDateTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateTimeIso8601"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<CardLeafFragment, unknown>;
export const CardRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowMainContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowAsideContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardLeaf"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentRowContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlainText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainTextSize"}},{"kind":"Field","name":{"kind":"Name","value":"plainTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"plainText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSpacer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spacerSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDivider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dividerSpacingSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentLinkButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkButtonUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentWorkflowButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentCopyButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyButtonValue"}},{"kind":"Field","name":{"kind":"Name","value":"copyButtonTooltipLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDateTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateTimeIso8601"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<CardRowFragment, unknown>;
export const MutationErrorPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<MutationErrorPartsFragment, unknown>;
export const CustomerContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"who"},"name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedToUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"markedAsSpamAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"company"},"name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"tenants"},"name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groups"},"name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerGroupMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerContextQuery, CustomerContextQueryVariables>;
export const ConnectionProbeCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"connectionProbeCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConnectionProbeCustomerQuery, ConnectionProbeCustomerQueryVariables>;
export const CustomerOpenThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerOpenThreads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"TODO"},{"kind":"EnumValue","value":"SNOOZED"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomerOpenThreadsQuery, CustomerOpenThreadsQueryVariables>;
export const CustomerCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCardInstances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCardConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceLoading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceLoaded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardRow"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentContainer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"containerContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardRow"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceMissingCardErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceResponseBodyErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceStatusCodeErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceRequestErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceUnknownErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceTimeoutErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCardInstanceCardTooBigErrorDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardLeaf"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentRowContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlainText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainTextSize"}},{"kind":"Field","name":{"kind":"Name","value":"plainTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"plainText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSpacer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spacerSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDivider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dividerSpacingSize"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentLinkButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkButtonUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentWorkflowButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowButtonLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentCopyButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyButtonValue"}},{"kind":"Field","name":{"kind":"Name","value":"copyButtonTooltipLabel"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentDateTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateTimeIso8601"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowMainContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowAsideContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardLeaf"}}]}}]}}]} as unknown as DocumentNode<CustomerCardsQuery, CustomerCardsQueryVariables>;
export const CustomerByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"customerByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerByEmailQuery, CustomerByEmailQueryVariables>;
export const ConnectionCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"connectionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domainNames"}}]}}]}}]} as unknown as DocumentNode<ConnectionCheckQuery, ConnectionCheckQueryVariables>;
export const CreateCustomerEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createCustomerEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomerEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerEventMutation, CreateCustomerEventMutationVariables>;
export const CreateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CreateNoteMutation, CreateNoteMutationVariables>;
export const TimelineEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"timelineEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timelineEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserActor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineUserActor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineUserId"}},{"kind":"Field","name":{"kind":"Name","value":"machineUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerEventEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoteEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TimelineEntriesQuery, TimelineEntriesQueryVariables>;
export const SearchCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomersSearchQuery"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchQuery"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchCustomersQuery, SearchCustomersQueryVariables>;
export const SearchCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domainName"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchCompaniesQuery, SearchCompaniesQueryVariables>;
export const SearchThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchThreads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchThreads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchThreadsQuery, SearchThreadsQueryVariables>;
export const SearchThreadsAndRefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"searchThreadsAndRef"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"byRef"},"name":{"kind":"Name","value":"threads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refs"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchThreads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchThreadsAndRefQuery, SearchThreadsAndRefQueryVariables>;
export const CompanyCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"companyCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyIdentifiers"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyCustomersQuery, CompanyCustomersQueryVariables>;
export const UpsertCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"upsertCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iso8601"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<UpsertCustomerMutation, UpsertCustomerMutationVariables>;
export const CreateThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CreateThreadMutation, CreateThreadMutationVariables>;
export const ThreadByExternalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"threadByExternalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threadByExternalId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"externalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"externalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ThreadByExternalIdQuery, ThreadByExternalIdQueryVariables>;
export const UpdateThreadTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateThreadTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateThreadTitleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateThreadTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<UpdateThreadTitleMutation, UpdateThreadTitleMutationVariables>;
export const ChangeThreadPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"changeThreadPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeThreadPriorityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeThreadPriority"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MutationErrorParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MutationErrorParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ChangeThreadPriorityMutation, ChangeThreadPriorityMutationVariables>;