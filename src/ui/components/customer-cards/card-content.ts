/**
 * Whether a customer card's components show the agent anything. A workspace's API answers a
 * customer it knows nothing about with a loaded card and no components (Plain's own examples have
 * `components: []` as the "no data" card), or with only layout: spacers, dividers, an empty row
 * or container. Drawn as they are, such a card is a bare title; the list says so in words instead.
 */
import type { CardComponent } from '../../../shared/customer-context';

export function showsSomething(components: readonly CardComponent[]): boolean {
  return components.some(shows);
}

function shows(c: CardComponent): boolean {
  switch (c.type) {
    case 'text':
    case 'plainText':
      return c.text.trim() !== '';
    case 'badge':
    case 'workflowButton':
    case 'linkButton':
      return c.label.trim() !== '';
    case 'row':
      return showsSomething(c.main) || showsSomething(c.aside);
    case 'container':
      return showsSomething(c.content);
    case 'spacer':
    case 'divider':
      return false;
    // A value, a date or a user always draws something (a date that is no date shows as it came,
    // a user with no name as "Unknown user").
    case 'copyButton':
    case 'dateTime':
    case 'user':
      return true;
    default: {
      // Unreachable by type; an unknown type is drawn as nothing (CardComponents), so it shows nothing.
      const unknown: never = c;
      void unknown;
      return false;
    }
  }
}
