// An event's components as createCustomerEvent receives them (EventComponentInput: exactly one
// member set, as Plain's input unions take) and as the timeline serves them (the card
// components' stored shape, so the same union resolution and DateTime rule apply).
// Limits are the ones Plain's schema states in its descriptions.
import { problem, type FieldError } from './mutation-kit.js';
import type { SeedComponent } from '../card-components.js';

type Maybe<T> = T | null | undefined;
export interface EventComponentInput {
  componentText?: Maybe<{ text: string; textSize?: Maybe<string>; textColor?: Maybe<string> }>;
  componentPlainText?: Maybe<{ plainText: string; plainTextSize?: Maybe<string>; plainTextColor?: Maybe<string> }>;
  componentLinkButton?: Maybe<{ linkButtonUrl?: Maybe<string>; linkButtonLabel?: Maybe<string> }>;
  componentDateTime?: Maybe<{ dateTimeIso8601: string }>;
}

const TEXT_MAX = 10_000;
const LABEL_MAX = 500;
const length = (s: string) => [...s].length;

/** Plain: "Must be a valid URL." Read as an absolute http(s) URL, what a link button can open. */
export function isWebUrl(s: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}

/** A time Date.parse reads, written as ISO 8601 (a date, then a time). */
export const isIsoDateTime = (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(s) && !Number.isNaN(Date.parse(s));

function textProblems(field: string, text: string): FieldError[] {
  const n = length(text);
  return n < 1 || n > TEXT_MAX ? [problem(field, 'VALIDATION', `${field} must be between 1 and ${TEXT_MAX} characters.`)] : [];
}

/** The problems of component `i`, each named by its path in the input. */
function problemsOf(c: EventComponentInput, i: number): FieldError[] {
  const at = `components.${i}`;
  const set = Object.entries(c).filter(([, v]) => v != null);
  if (set.length !== 1) return [problem(at, 'VALIDATION', `${at} must have exactly one component set.`)];
  if (c.componentText) return textProblems(`${at}.componentText.text`, c.componentText.text);
  if (c.componentPlainText) return textProblems(`${at}.componentPlainText.plainText`, c.componentPlainText.plainText);
  if (c.componentLinkButton) {
    const { linkButtonUrl: url, linkButtonLabel: label } = c.componentLinkButton;
    const found: FieldError[] = [];
    if (url == null || !isWebUrl(url))
      found.push(
        problem(`${at}.componentLinkButton.linkButtonUrl`, 'VALIDATION', `${at}.componentLinkButton.linkButtonUrl must be a valid URL.`),
      );
    if (label == null || label.trim() === '')
      found.push(
        problem(`${at}.componentLinkButton.linkButtonLabel`, 'REQUIRED', `${at}.componentLinkButton.linkButtonLabel is required.`),
      );
    else if (length(label) > LABEL_MAX)
      found.push(
        problem(
          `${at}.componentLinkButton.linkButtonLabel`,
          'VALIDATION',
          `${at}.componentLinkButton.linkButtonLabel must be at most ${LABEL_MAX} characters.`,
        ),
      );
    return found;
  }
  const iso = c.componentDateTime!.dateTimeIso8601;
  return isIsoDateTime(iso)
    ? []
    : [
        problem(
          `${at}.componentDateTime.dateTimeIso8601`,
          'VALIDATION',
          `${at}.componentDateTime.dateTimeIso8601 must be an ISO 8601 date-time.`,
        ),
      ];
}

export const componentProblems = (components: readonly EventComponentInput[]): FieldError[] => components.flatMap(problemsOf);

/** A checked component, stored as the timeline serves it (times normalised to ISO with ms and Z). */
export function storedComponent(c: EventComponentInput): SeedComponent {
  if (c.componentText) return { __typename: 'ComponentText', ...c.componentText };
  if (c.componentPlainText) return { __typename: 'ComponentPlainText', ...c.componentPlainText };
  if (c.componentLinkButton)
    return {
      __typename: 'ComponentLinkButton',
      linkButtonUrl: c.componentLinkButton.linkButtonUrl!,
      linkButtonLabel: c.componentLinkButton.linkButtonLabel!,
    };
  return { __typename: 'ComponentDateTime', dateTimeIso8601: new Date(c.componentDateTime!.dateTimeIso8601).toISOString() };
}
