/**
 * Plain's customer card components as CardComponent data: every type, the unions of rows and
 * containers, unknown types dropped, card instance states, and hostile values kept as text.
 */
import { describe, expect, it } from 'vitest';
import { readCards } from '../../../../src/background/story/cards/cards';
import { readComponents } from '../../../../src/background/story/cards/components';
import { errorCard, loadedCard, loadingCard } from '../../support/context-answers';

const text = (t: string) => ({ __typename: 'ComponentText', text: t, textSize: 'S', textColor: 'MUTED' });
const LEAVES = [
  text('Plan'),
  { __typename: 'ComponentPlainText', plainText: 'Pro', plainTextSize: 'L', plainTextColor: 'SUCCESS' },
  { __typename: 'ComponentSpacer', spacerSize: 'XL' },
  { __typename: 'ComponentDivider', dividerSpacingSize: null },
  { __typename: 'ComponentLinkButton', linkButtonUrl: 'https://billing.example/c/1', linkButtonLabel: 'Billing' },
  {
    __typename: 'ComponentWorkflowButton',
    workflowButtonLabel: 'Refund',
    workflowButtonWorkflowIdentifier: { workflowId: 'w1', workflowKey: null },
  },
  { __typename: 'ComponentBadge', badgeLabel: 'Paid', badgeColor: 'GREEN' },
  { __typename: 'ComponentCopyButton', copyButtonValue: 'cus_123', copyButtonTooltipLabel: null },
  { __typename: 'ComponentDateTime', dateTimeIso8601: { iso8601: '2026-01-02T03:04:05.000Z', unixTimestamp: '1' } },
  { __typename: 'ComponentUser', user: { fullName: 'Sam Agent' } },
];
const MAPPED = [
  { type: 'text', text: 'Plan', size: 'S', color: 'MUTED' },
  { type: 'plainText', text: 'Pro', size: 'L', color: 'SUCCESS' },
  { type: 'spacer', size: 'XL' },
  { type: 'divider', spacing: null },
  { type: 'linkButton', url: 'https://billing.example/c/1', label: 'Billing' },
  { type: 'workflowButton', label: 'Refund' },
  { type: 'badge', label: 'Paid', color: 'GREEN' },
  { type: 'copyButton', value: 'cus_123', tooltip: null },
  { type: 'dateTime', iso: '2026-01-02T03:04:05.000Z' },
  { type: 'user', fullName: 'Sam Agent' },
];

describe('card components', () => {
  it('maps every leaf component type', () => {
    expect(readComponents(LEAVES)).toEqual(MAPPED);
  });

  it('maps rows and containers with their own unions (a container may hold a row)', () => {
    const row = { __typename: 'ComponentRow', rowMainContent: [text('Seats')], rowAsideContent: LEAVES };
    const container = { __typename: 'ComponentContainer', containerContent: [...LEAVES, row] };
    const rowOut = { type: 'row', main: [{ type: 'text', text: 'Seats', size: 'S', color: 'MUTED' }], aside: MAPPED };
    expect(readComponents([row, container])).toEqual([rowOut, { type: 'container', content: [...MAPPED, rowOut] }]);
  });

  it('drops unknown types, components where their union allows none, and bad required fields', () => {
    const container = { __typename: 'ComponentContainer', containerContent: [text('in')] };
    const rowWithRow = {
      __typename: 'ComponentRow',
      rowMainContent: [{ __typename: 'ComponentRow', rowMainContent: [], rowAsideContent: [] }, container],
      rowAsideContent: [],
    };
    const out = readComponents([
      { __typename: 'ComponentHologram', text: 'x' },
      { text: 'no type' },
      { __typename: 'ComponentContainer', containerContent: [container] },
      rowWithRow,
      { __typename: 'ComponentSpacer', spacerSize: 'HUGE' },
      { __typename: 'ComponentText', text: 42 },
      { __typename: 'ComponentLinkButton', linkButtonLabel: 'no url' },
      { __typename: 'ComponentBadge', badgeLabel: 'odd colour', badgeColor: 'PINK' },
      'ComponentText',
      null,
    ]);
    expect(out).toEqual([
      { type: 'container', content: [] },
      { type: 'row', main: [], aside: [] },
      { type: 'badge', label: 'odd colour', color: null },
    ]);
    expect(readComponents('not a list')).toBeUndefined();
  });

  it('keeps hostile values as the text they are: no parsing, no trimming, links left for the renderer to check', () => {
    const markup = '<img src=x onerror="alert(1)"> &amp; <script>x()</script>\u202e';
    const out = readComponents([
      text(markup),
      { __typename: 'ComponentLinkButton', linkButtonUrl: 'javascript:alert(1)', linkButtonLabel: markup },
      { __typename: 'ComponentCopyButton', copyButtonValue: '  spaced  ', copyButtonTooltipLabel: markup },
      { __typename: 'ComponentUser', user: null },
    ]);
    expect(out).toEqual([
      { type: 'text', text: markup, size: 'S', color: 'MUTED' },
      { type: 'linkButton', url: 'javascript:alert(1)', label: markup },
      { type: 'copyButton', value: '  spaced  ', tooltip: markup },
      { type: 'user', fullName: null },
    ]);
  });
});

describe('card instances', () => {
  it('loaded, loading and error instances; null components is an empty card; unknown instances dropped', () => {
    const cards = readCards([
      loadedCard('a'),
      loadedCard('empty', null),
      loadingCard('b'),
      errorCard('c', 'Status code 500 returned'),
      { ...loadedCard('d'), __typename: 'CustomerCardInstanceTeleported' },
      { ...loadedCard('e'), customerCardConfig: null },
      { ...errorCard('f', 'x'), errorDetail: { __typename: 'Whatever' } },
    ]);
    expect(cards).toEqual([
      { key: 'a', title: 'Card a', state: 'loaded', components: [{ type: 'text', text: 'Plan: Pro', size: 'M', color: 'NORMAL' }] },
      { key: 'empty', title: 'Card empty', state: 'loaded', components: [] },
      { key: 'b', title: 'Card b', state: 'loading' },
      { key: 'c', title: 'Card c', state: 'error', message: 'Status code 500 returned' },
    ]);
  });
});
