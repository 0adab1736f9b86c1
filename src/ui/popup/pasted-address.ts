/**
 * What agents paste into the lookup box from a mail client or a link: `mailto:x@y.io` (perhaps
 * with `?subject=…`), `Jane Doe <x@y.io>`, `"Doe, Jane" <x@y.io>`. The address inside is what is
 * looked up. Anything else comes back trimmed, for the box's own check to judge, so `mailto:` with
 * two addresses, or a name with none, is still refused there.
 */
export function addressFromPaste(input: string): string {
  let text = input.trim();
  // The address is the last <…> and ends the text: a display name before it may hold anything.
  const angled = /<([^<>]*)>$/.exec(text);
  if (angled) text = angled[1]!.trim();
  const mailto = /^mailto:([^?#]*)/i.exec(text);
  if (mailto) text = decoded(mailto[1]!).trim();
  return text;
}

/** `mailto:` addresses may be percent-encoded (`jane%2Bsupport@acme.io`). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
