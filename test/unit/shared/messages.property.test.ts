/**
 * fast-check: the content script's one message (with or without its intent) is accepted exactly
 * when it is well formed, for 10,000 random messages, and the validator never throws whatever it
 * is given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLookupRequest, parsePageRequest } from '../../../src/shared/messages';
import { isEmail } from '../../../src/shared/email/detect';

const goodEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,20}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'io', 'co.uk', 'dev', 'photography'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);

const message = fc.oneof(
  goodEmail.map((email) => ({ type: 'lookup', email })),
  fc.record({
    type: fc.constantFrom('lookup', 'Lookup', 'recent', 'get-key', ''),
    email: fc.oneof(goodEmail, fc.string(), fc.integer(), fc.constant(null)),
  }),
  fc.record({ type: fc.constant('lookup'), email: goodEmail, extra: fc.anything() }),
  fc.record({ type: fc.constant('lookup'), email: goodEmail, intent: fc.constantFrom('warm', 'show') }),
  fc.record({
    type: fc.constant('lookup'),
    email: goodEmail,
    intent: fc.oneof(fc.constantFrom('warm', 'show', 'Warm', 'open', ''), fc.anything()),
  }),
  fc.record({ type: fc.constant('lookup'), email: goodEmail, intent: fc.constantFrom('warm', 'show'), extra: fc.anything() }),
  fc.constant({ type: 'lookup', email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com` }), // 254
  fc.constant({ type: 'lookup', email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }), // 255
  fc.anything(),
);

/** The contract, stated independently of the validator's code. */
function wellFormed(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const keys = Object.keys(raw).sort().join(',');
  const m = raw as { type?: unknown; email?: unknown; intent?: unknown };
  return (
    (keys === 'email,type' || (keys === 'email,intent,type' && (m.intent === 'warm' || m.intent === 'show'))) &&
    m.type === 'lookup' &&
    typeof m.email === 'string' &&
    m.email.length > 0 &&
    m.email.length <= 254 &&
    isEmail(m.email.trim())
  );
}

describe('message validators (property)', () => {
  it('accept exactly the well-formed lookups, never throwing', () => {
    let accepted = 0;
    fc.assert(
      fc.property(message, (raw) => {
        const parsed = parseLookupRequest(raw);
        expect(parsed !== null).toBe(wellFormed(raw));
        // No intent means show; a warm-up is only ever what the sender asked for.
        if (parsed) expect(parsed.intent).toBe((raw as { intent?: string }).intent ?? 'show');
        if (parsed) accepted += 1;
        expect(() => parsePageRequest(raw)).not.toThrow();
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(1000); // the run did exercise the accepting side
  });
});
