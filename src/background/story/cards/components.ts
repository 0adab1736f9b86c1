/**
 * Plain's customer card components (`CustomerCardComponent` and the unions inside rows and
 * containers) as the plain `CardComponent` data the card renders. Every value is checked: a
 * component with a missing or mistyped required field, or of a type we do not know, is dropped
 * (a newer Plain may add types); a component where its union does not allow it (a container in a
 * row) is dropped too, which also bounds the nesting. Text is kept exactly as sent.
 */
import type { BadgeColor, CardComponent, SpaceSize, TextColor, TextSize } from '../../../shared/customer-context';
import { iso, listOf, obj, oneOf, str, strOrNull, type Obj } from '../read';

const SIZES: TextSize[] = ['S', 'M', 'L'];
const COLORS: TextColor[] = ['NORMAL', 'MUTED', 'SUCCESS', 'WARNING', 'ERROR'];
const BADGES: BadgeColor[] = ['GREY', 'GREEN', 'YELLOW', 'RED', 'BLUE'];
const SPACES: SpaceSize[] = ['XS', 'S', 'M', 'L', 'XL'];

type Level = 'card' | 'container' | 'row';

const LEAVES: Record<string, (c: Obj) => CardComponent | undefined> = {
  ComponentText: (c) => {
    const text = str(c.text);
    return text === undefined ? undefined : { type: 'text', text, size: oneOf(c.textSize, SIZES), color: oneOf(c.textColor, COLORS) };
  },
  ComponentPlainText: (c) => {
    const text = str(c.plainText);
    return text === undefined
      ? undefined
      : { type: 'plainText', text, size: oneOf(c.plainTextSize, SIZES), color: oneOf(c.plainTextColor, COLORS) };
  },
  ComponentSpacer: (c) => {
    const size = oneOf(c.spacerSize, SPACES);
    return size === null ? undefined : { type: 'spacer', size };
  },
  ComponentDivider: (c) => ({ type: 'divider', spacing: oneOf(c.dividerSpacingSize, SPACES) }),
  ComponentLinkButton: (c) => {
    const url = str(c.linkButtonUrl);
    const label = str(c.linkButtonLabel);
    return url === undefined || label === undefined ? undefined : { type: 'linkButton', url, label };
  },
  ComponentWorkflowButton: (c) => {
    const label = str(c.workflowButtonLabel);
    return label === undefined ? undefined : { type: 'workflowButton', label };
  },
  ComponentBadge: (c) => {
    const label = str(c.badgeLabel);
    return label === undefined ? undefined : { type: 'badge', label, color: oneOf(c.badgeColor, BADGES) };
  },
  ComponentCopyButton: (c) => {
    const value = str(c.copyButtonValue);
    const tooltip = strOrNull(c.copyButtonTooltipLabel ?? null);
    return value === undefined || tooltip === undefined ? undefined : { type: 'copyButton', value, tooltip };
  },
  ComponentDateTime: (c) => {
    const at = iso(c.dateTimeIso8601);
    return at === undefined ? undefined : { type: 'dateTime', iso: at };
  },
  ComponentUser: (c) => {
    const user = c.user === null || c.user === undefined ? null : str(obj(c.user)?.fullName);
    return user === undefined ? undefined : { type: 'user', fullName: user };
  },
};

function readComponent(v: unknown, level: Level): CardComponent | undefined {
  const c = obj(v);
  const type = str(c?.__typename);
  if (!c || type === undefined) return undefined;
  if (type === 'ComponentRow') {
    if (level === 'row') return undefined;
    const main = readComponents(c.rowMainContent, 'row');
    const aside = readComponents(c.rowAsideContent, 'row');
    return main === undefined || aside === undefined ? undefined : { type: 'row', main, aside };
  }
  if (type === 'ComponentContainer') {
    if (level !== 'card') return undefined;
    const content = readComponents(c.containerContent, 'container');
    return content === undefined ? undefined : { type: 'container', content };
  }
  return Object.hasOwn(LEAVES, type) ? LEAVES[type]!(c) : undefined;
}

/** Undefined when it is not a list; `level` is where the list sits (a card, a container, a row). */
export function readComponents(v: unknown, level: Level = 'card'): CardComponent[] | undefined {
  return listOf(v, (item) => readComponent(item, level));
}
