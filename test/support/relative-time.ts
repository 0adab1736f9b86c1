/**
 * How the card words a past time relatively in English (Intl.RelativeTimeFormat, numeric 'auto'):
 * "3 days ago", "yesterday", "last week", "last month"... The seed's dates are fixed, so which of
 * these a test sees depends on the day it runs.
 */
export const RELATIVE_PAST = /\bago\b|yesterday|today|\bnow\b|last (?:week|month|year)/;
