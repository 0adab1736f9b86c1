/**
 * A card's link comes from the workspace's own API, through Plain: only an absolute `https:` URL
 * becomes a link. `javascript:`, `data:`, `http:` and anything unparsable stay a label.
 */
export function safeHttpsUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
