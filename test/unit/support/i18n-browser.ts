/**
 * Just enough of `browser` for rendering the UI in node: `i18n.getMessage` from the English
 * messages, with their `$1`-style placeholders filled in as the browser does.
 */
import { readFileSync } from 'node:fs';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const en = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Messages;

export function getMessage(key: string, substitutions?: string | string[]): string {
  const entry = en[key];
  if (!entry) return '';
  const subs = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  return entry.message.replace(/\$([A-Z0-9_]+)\$/g, (_, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content ?? '';
    return content.replace(/\$(\d)/g, (_m, n: string) => subs[Number(n) - 1] ?? '');
  });
}

export const i18nBrowser = { i18n: { getMessage }, runtime: { openOptionsPage: async () => {} } };
