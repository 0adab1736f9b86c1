/**
 * Colours from the API (a tier's, a group's) are data: only a plain hex colour is used, anything
 * else (a `url(…)`, an expression, a typo) falls back to a neutral grey. The colour is shown as a
 * small dot beside the name, never behind text, so every name keeps its contrast in both themes.
 */
const HEX = /^#[0-9a-f]{3,8}$/i;
export const NEUTRAL_COLOUR = '#98a2b3';

export function safeColour(colour: string | null | undefined): string {
  return colour && HEX.test(colour) ? colour : NEUTRAL_COLOUR;
}

export function ColourDot({ colour }: { colour: string | null | undefined }) {
  return <span className="dot" aria-hidden="true" style={{ backgroundColor: safeColour(colour) }} />;
}
