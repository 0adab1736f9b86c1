import { TLD_DATA } from './tld-data';

let known: Set<string> | undefined;

/** `label` must already be lower case. The set is built on first use: most pages never need it. */
export function isTld(label: string): boolean {
  known ??= decodeTlds(TLD_DATA);
  return known.has(label);
}

/** Undoes the front coding written by scripts/gen-tlds.ts. */
export function decodeTlds(data: string): Set<string> {
  const out = new Set<string>();
  let entry = '';
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (i > 0) out.add(entry);
      entry = entry.slice(0, c - 65);
    } else {
      entry += data[i];
    }
  }
  if (entry) out.add(entry);
  return out;
}
