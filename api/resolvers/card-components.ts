// Customer card components as the seed keeps them: Plain's GraphQL shape with `__typename`
// (so graphql-js's default resolveType picks the union member), except that ComponentDateTime
// holds an ISO string and ComponentUser a user id, resolved at read time as Plain does.
// Validation is strict and follows Plain's unions: a row holds no rows or containers, a
// container holds no containers.

const TEXT_SIZES = ['S', 'M', 'L'];
const TEXT_COLORS = ['NORMAL', 'MUTED', 'SUCCESS', 'WARNING', 'ERROR'];
const SPACES = ['XS', 'S', 'M', 'L', 'XL'];
const BADGE_COLORS = ['GREY', 'GREEN', 'YELLOW', 'RED', 'BLUE'];

type Maybe<T> = T | null | undefined;
export type SeedComponent =
  | { __typename: 'ComponentText'; text: string; textSize?: Maybe<string>; textColor?: Maybe<string> }
  | { __typename: 'ComponentPlainText'; plainText: string; plainTextSize?: Maybe<string>; plainTextColor?: Maybe<string> }
  | { __typename: 'ComponentSpacer'; spacerSize: string }
  | { __typename: 'ComponentDivider'; dividerSpacingSize?: Maybe<string> }
  | { __typename: 'ComponentLinkButton'; linkButtonUrl: string; linkButtonLabel: string }
  | {
      __typename: 'ComponentWorkflowButton';
      workflowButtonLabel: string;
      workflowButtonWorkflowIdentifier: { workflowId?: Maybe<string>; workflowKey?: Maybe<string> };
    }
  | { __typename: 'ComponentBadge'; badgeLabel: string; badgeColor?: Maybe<string> }
  | { __typename: 'ComponentCopyButton'; copyButtonValue: string; copyButtonTooltipLabel?: Maybe<string> }
  | { __typename: 'ComponentDateTime'; dateTimeIso8601: string }
  | { __typename: 'ComponentUser'; userId: string }
  | { __typename: 'ComponentRow'; rowMainContent: SeedComponent[]; rowAsideContent: SeedComponent[] }
  | { __typename: 'ComponentContainer'; containerContent: SeedComponent[] };

export type ComponentTypename = SeedComponent['__typename'];

export type SeedErrorDetail =
  | { __typename: 'CustomerCardInstanceMissingCardErrorDetail'; message: string; cardKey: string }
  | { __typename: 'CustomerCardInstanceResponseBodyErrorDetail'; message: string }
  | { __typename: 'CustomerCardInstanceStatusCodeErrorDetail'; message: string; statusCode: number }
  | { __typename: 'CustomerCardInstanceRequestErrorDetail'; message: string; errorCode: string }
  | { __typename: 'CustomerCardInstanceUnknownErrorDetail'; message: string }
  | { __typename: 'CustomerCardInstanceTimeoutErrorDetail'; message: string; timeoutSeconds: number }
  | { __typename: 'CustomerCardInstanceCardTooBigErrorDetail'; message: string; cardKey: string; sizeBytes: number; maxSizeBytes: number };

type Check = (v: unknown, where: string) => string | null;
const ok = null;
const str: Check = (v) => (typeof v === 'string' ? ok : 'must be a string');
const int: Check = (v) => (Number.isInteger(v) ? ok : 'must be an integer');
const optional =
  (check: Check): Check =>
  (v, where) =>
    v == null ? ok : check(v, where);
const oneOf =
  (values: string[]): Check =>
  (v) =>
    values.includes(v as string) ? ok : `must be one of ${values.join(', ')}`;
const iso: Check = (v) =>
  typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v) ? ok : 'must be ISO 8601 with ms and Z';
const workflowIdentifier: Check = (v) => {
  const o = v as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || Object.keys(o).some((k) => k !== 'workflowId' && k !== 'workflowKey'))
    return 'must be { workflowId?, workflowKey? }';
  return typeof o.workflowId === 'string' || typeof o.workflowKey === 'string' ? ok : 'needs a workflowId or a workflowKey';
};

const LEAVES: ComponentTypename[] = [
  'ComponentText',
  'ComponentPlainText',
  'ComponentSpacer',
  'ComponentDivider',
  'ComponentLinkButton',
  'ComponentWorkflowButton',
  'ComponentBadge',
  'ComponentCopyButton',
  'ComponentDateTime',
  'ComponentUser',
];
/** Plain's ComponentRowContent, ComponentContainerContent and CustomerCardComponent unions. */
export const ROW_CONTENT: readonly ComponentTypename[] = LEAVES;
export const CONTAINER_CONTENT: readonly ComponentTypename[] = [...LEAVES, 'ComponentRow'];
export const CARD_COMPONENT: readonly ComponentTypename[] = [...LEAVES, 'ComponentRow', 'ComponentContainer'];

const list =
  (allowed: readonly ComponentTypename[]): Check =>
  (v, where) => {
    if (!Array.isArray(v)) return 'must be an array';
    for (const [i, c] of v.entries()) {
      const problem = componentProblem(c, allowed, `${where}[${i}]`);
      if (problem) return problem;
    }
    return ok;
  };

const COMPONENT_FIELDS: Record<ComponentTypename, Record<string, Check>> = {
  ComponentText: { text: str, textSize: optional(oneOf(TEXT_SIZES)), textColor: optional(oneOf(TEXT_COLORS)) },
  ComponentPlainText: { plainText: str, plainTextSize: optional(oneOf(TEXT_SIZES)), plainTextColor: optional(oneOf(TEXT_COLORS)) },
  ComponentSpacer: { spacerSize: oneOf(SPACES) },
  ComponentDivider: { dividerSpacingSize: optional(oneOf(SPACES)) },
  ComponentLinkButton: { linkButtonUrl: str, linkButtonLabel: str },
  ComponentWorkflowButton: { workflowButtonLabel: str, workflowButtonWorkflowIdentifier: workflowIdentifier },
  ComponentBadge: { badgeLabel: str, badgeColor: optional(oneOf(BADGE_COLORS)) },
  ComponentCopyButton: { copyButtonValue: str, copyButtonTooltipLabel: optional(str) },
  ComponentDateTime: { dateTimeIso8601: iso },
  ComponentUser: { userId: str },
  ComponentRow: { rowMainContent: list(ROW_CONTENT), rowAsideContent: list(ROW_CONTENT) },
  ComponentContainer: { containerContent: list(CONTAINER_CONTENT) },
};

const ERROR_FIELDS: Record<SeedErrorDetail['__typename'], Record<string, Check>> = {
  CustomerCardInstanceMissingCardErrorDetail: { message: str, cardKey: str },
  CustomerCardInstanceResponseBodyErrorDetail: { message: str },
  CustomerCardInstanceStatusCodeErrorDetail: { message: str, statusCode: int },
  CustomerCardInstanceRequestErrorDetail: { message: str, errorCode: str },
  CustomerCardInstanceUnknownErrorDetail: { message: str },
  CustomerCardInstanceTimeoutErrorDetail: { message: str, timeoutSeconds: int },
  CustomerCardInstanceCardTooBigErrorDetail: { message: str, cardKey: str, sizeBytes: int, maxSizeBytes: int },
};

function shapeProblem(
  value: unknown,
  table: Record<string, Record<string, Check>>,
  allowed: readonly string[],
  where: string,
): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `${where} must be an object`;
  const obj = value as Record<string, unknown>;
  const name = obj.__typename as string;
  if (!allowed.includes(name) || !Object.hasOwn(table, name)) return `${where}.__typename must be one of ${allowed.join(', ')}`;
  const fields = table[name]!;
  for (const key of Object.keys(obj))
    if (key !== '__typename' && !Object.hasOwn(fields, key)) return `${where}: unknown field "${key}" on ${name}`;
  for (const [key, check] of Object.entries(fields)) {
    const problem = check(obj[key], `${where}.${key}`);
    if (problem) return problem.startsWith(where) ? problem : `${where}.${key} ${problem}`;
  }
  return null;
}

/** Why `value` is not a valid component allowed at this place, or null. */
export function componentProblem(value: unknown, allowed: readonly ComponentTypename[], where: string): string | null {
  return shapeProblem(value, COMPONENT_FIELDS, allowed, where);
}

export function errorDetailProblem(value: unknown, where: string): string | null {
  return shapeProblem(value, ERROR_FIELDS, Object.keys(ERROR_FIELDS), where);
}
