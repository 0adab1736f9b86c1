/** How an internationalised label's ASCII spelling (its A-label) begins. */
export const IDN_PREFIX = 'xn--';

/**
 * An A-label's digest as the data keeps it (scripts/gen-tlds.ts): FNV-1a, folded to 24 bits,
 * written as four characters from '0' up, 6 bits each. Digests, not the labels, ship because
 * Punycode is close to random text, which compresses to little.
 */
export function idnKey(aLabel: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < aLabel.length; i++) hash = Math.imul(hash ^ aLabel.charCodeAt(i), 0x01000193);
  hash = (hash >>> 24) ^ (hash & 0xffffff);
  let key = '';
  for (let shift = 18; shift >= 0; shift -= 6) key += String.fromCharCode(48 + ((hash >>> shift) & 63));
  return key;
}
