// Customer cards adapted from Plain's own examples, team-plain/example-customer-cards (MIT,
// Copyright (c) 2022 Plain): usage, latest invoice, last order, Sentry errors and subscription
// status, with their generated dates and random ids replaced by fixed values (the seed is
// deterministic). The `c.*` builders write Plain's component shapes.
import type { SeedComponent } from '../resolvers/card-components.js';

type Size = 'S' | 'M' | 'L';
type TextColor = 'NORMAL' | 'MUTED' | 'SUCCESS' | 'WARNING' | 'ERROR';
type Space = 'XS' | 'S' | 'M' | 'L' | 'XL';
type Badge = 'GREY' | 'GREEN' | 'YELLOW' | 'RED' | 'BLUE';

export const c = {
  text: (text: string, textSize?: Size, textColor?: TextColor): SeedComponent => ({
    __typename: 'ComponentText',
    text,
    textSize,
    textColor,
  }),
  plainText: (plainText: string, plainTextSize?: Size, plainTextColor?: TextColor): SeedComponent => ({
    __typename: 'ComponentPlainText',
    plainText,
    plainTextSize,
    plainTextColor,
  }),
  spacer: (spacerSize: Space): SeedComponent => ({ __typename: 'ComponentSpacer', spacerSize }),
  divider: (dividerSpacingSize?: Space): SeedComponent => ({ __typename: 'ComponentDivider', dividerSpacingSize }),
  link: (linkButtonLabel: string, linkButtonUrl: string): SeedComponent => ({
    __typename: 'ComponentLinkButton',
    linkButtonLabel,
    linkButtonUrl,
  }),
  workflow: (workflowButtonLabel: string, workflowKey: string): SeedComponent => ({
    __typename: 'ComponentWorkflowButton',
    workflowButtonLabel,
    workflowButtonWorkflowIdentifier: { workflowId: null, workflowKey },
  }),
  badge: (badgeLabel: string, badgeColor?: Badge): SeedComponent => ({ __typename: 'ComponentBadge', badgeLabel, badgeColor }),
  copy: (copyButtonValue: string, copyButtonTooltipLabel?: string): SeedComponent => ({
    __typename: 'ComponentCopyButton',
    copyButtonValue,
    copyButtonTooltipLabel,
  }),
  dateTime: (dateTimeIso8601: string): SeedComponent => ({ __typename: 'ComponentDateTime', dateTimeIso8601 }),
  user: (userId: string): SeedComponent => ({ __typename: 'ComponentUser', userId }),
  row: (rowMainContent: SeedComponent[], rowAsideContent: SeedComponent[]): SeedComponent => ({
    __typename: 'ComponentRow',
    rowMainContent,
    rowAsideContent,
  }),
  container: (...containerContent: SeedComponent[]): SeedComponent => ({ __typename: 'ComponentContainer', containerContent }),
};

const label = (text: string) => c.text(text, 'S', 'MUTED');

export function subscriptionCard(plan: string, color: Badge, expires: string): SeedComponent[] {
  return [
    c.row([c.text('Plan', 'M', 'MUTED')], [c.badge(plan, color)]),
    c.spacer('M'),
    c.row([c.text('Expires', 'M', 'MUTED')], [c.text(expires, 'M', 'MUTED')]),
  ];
}

export function usageCard(used: number, limit: number, day: number, week: number): SeedComponent[] {
  const stat = (name: string, value: number) => c.row([c.text(name, 'M', 'MUTED')], [c.text(`**${value}**`, 'M', 'NORMAL')]);
  return [
    c.container(
      c.spacer('S'),
      c.row(
        [c.text('Events sent', 'M', 'NORMAL'), label('This billing period')],
        [c.badge(`${used} of ${limit}`, used < limit ? 'GREEN' : 'RED')],
      ),
      c.divider('M'),
      stat('Last 24 hours', day),
      c.spacer('S'),
      stat('Last 7 days', week),
      c.divider('M'),
      c.link('View usage report', 'https://app.acme.io/admin/usage'),
    ),
  ];
}

export function invoiceCard(): SeedComponent[] {
  const item = (name: string, amount: string) => c.row([c.text(name, 'M', 'NORMAL')], [c.text(amount, 'M')]);
  return [
    c.spacer('XS'),
    c.row([c.text('Invoice #251-82', 'M', 'NORMAL'), label('Due date: Nov 19, 2026')], [c.badge('Past due', 'RED')]),
    c.spacer('M'),
    label('Billing period'),
    c.text('Oct 1, 2026 – Oct 31, 2026', 'M', 'NORMAL'),
    c.spacer('M'),
    c.text('Invoice items', 'M', 'MUTED'),
    c.spacer('S'),
    item('14 x Pro Licenses @ $20', '$280.00'),
    c.spacer('S'),
    item('68 x Extra Credits @ $5.25', '$357.00'),
    c.spacer('S'),
    item('**Total**', '**$637.00**'),
    c.spacer('M'),
    c.row([c.link('View in Stripe', 'https://dashboard.stripe.com/invoices/in_251_82')], [c.copy('#251-82', 'Copy invoice number')]),
  ];
}

export function lastOrderCard(): SeedComponent[] {
  return [
    c.container(
      c.spacer('S'),
      c.row([c.text('Order #123', 'M', 'NORMAL'), label('17 Nov 2026')], [c.badge('Delivered', 'GREEN')]),
      c.divider('M'),
      label('Order value'),
      c.text('£512.00', 'M', 'NORMAL'),
      c.spacer('S'),
      label('Shipping address'),
      c.text('123 Example Street, Fakerton, FA6 4UX, Hertfordshire, UK', 'M', 'NORMAL'),
      c.divider('M'),
      c.link('Track order', 'https://track.example.com/orders/123'),
    ),
  ];
}

function sentryIssue(level: string, color: Badge, service: string, id: string, message: string, requestId: string): SeedComponent {
  const heading = (t: string) => c.text(`**${t}**`, 'S', 'MUTED');
  return c.container(
    c.spacer('XS'),
    c.row([c.badge(level, color)], [c.text(service, undefined, 'MUTED')]),
    c.spacer('M'),
    heading('Sentry ID'),
    c.spacer('XS'),
    c.row([c.text(id, 'S')], [c.copy(id, 'Copy Sentry id')]),
    c.spacer('M'),
    heading('Message'),
    c.spacer('XS'),
    c.text(message, 'S'),
    c.spacer('M'),
    heading('Request ID'),
    c.spacer('XS'),
    c.row([c.text(requestId, 'S')], [c.copy(requestId, 'Copy request id')]),
    c.spacer('M'),
    c.row(
      [c.text(level === 'ERROR' ? 'Unhandled' : 'Warning', 'S', level === 'ERROR' ? 'ERROR' : 'WARNING')],
      [c.text('Environment: **production**', 'S', 'MUTED')],
    ),
    c.spacer('M'),
    c.row(
      [c.link('View Sentry', `https://sentry.io/issues/${id}`)],
      [c.link('View Logs', `https://logs.example.com/requests/${requestId}`)],
    ),
  );
}

export function sentryCard(): SeedComponent[] {
  return [
    sentryIssue(
      'ERROR',
      'RED',
      'prod-email-sender',
      'BACKEND-PROD-5N3',
      'There has been an error sending user email uem_01GFNH9MEQWA5P2JJB8GSYW96D. Error code: ERR_TIMEOUT',
      'k3j9x2m1q8w7-p0o9i8u7y6t5',
    ),
    c.spacer('S'),
    sentryIssue(
      'WARN',
      'YELLOW',
      'prod-background-job',
      'BACKEND-PROD-4J2',
      '[THROTTLE] Request rate exceeded. Backing off and retrying in 412ms.',
      'z8x7c6v5b4n3-m2l1k0j9h8g7',
    ),
  ];
}
