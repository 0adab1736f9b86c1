/**
 * A base URL pasted as Plain documents the endpoint (`…/graphql/v1`) is understood: the endpoint's
 * path is taken off, so requests go to `{base}/graphql/v1` once, not twice. Other paths stay.
 */
import { describe, expect, it } from 'vitest';
import { checkBaseUrl, graphqlEndpoint } from '../../../src/shared/settings/base-url';

const PLAIN = 'https://core-api.uk.plain.com';

describe('checkBaseUrl takes the endpoint path off what the agent pasted', () => {
  it.each([
    `${PLAIN}/graphql/v1`,
    `${PLAIN}/graphql/v1/`,
    `${PLAIN}/graphql/v1//`,
    `${PLAIN}/graphql/v1/schema.graphql`,
    `${PLAIN}/GraphQL/V1`,
    `  ${PLAIN}/graphql/v1  `,
  ])('%s is saved as the base URL', (pasted) => {
    expect(checkBaseUrl(pasted, false)).toEqual({ ok: true, url: PLAIN });
    expect(graphqlEndpoint(PLAIN)).toBe(`${PLAIN}/graphql/v1`);
  });

  it('keeps a proxy path in front of the endpoint, and the local API on loopback', () => {
    expect(checkBaseUrl('https://proxy.example.com/plain/graphql/v1', false)).toEqual({ ok: true, url: 'https://proxy.example.com/plain' });
    expect(checkBaseUrl('http://127.0.0.1:4010/graphql/v1/', true)).toEqual({ ok: true, url: 'http://127.0.0.1:4010' });
  });

  it.each([
    ['https://proxy.example.com/plain', 'https://proxy.example.com/plain'],
    ['https://proxy.example.com/plain/', 'https://proxy.example.com/plain'],
    ['https://proxy.example.com/graphql', 'https://proxy.example.com/graphql'],
    ['https://proxy.example.com/graphql/v1x', 'https://proxy.example.com/graphql/v1x'],
    ['https://proxy.example.com/my-graphql/v1', 'https://proxy.example.com/my-graphql/v1'],
  ])('leaves other paths alone: %s', (input, saved) => {
    expect(checkBaseUrl(input, false)).toEqual({ ok: true, url: saved });
  });

  it('still refuses what it refused before the endpoint is taken off', () => {
    expect(checkBaseUrl('http://core-api.uk.plain.com/graphql/v1', false)).toEqual({ ok: false, reason: 'baseUrlHttps' });
    expect(checkBaseUrl(`${PLAIN}/graphql/v1?x=1`, false)).toEqual({ ok: false, reason: 'baseUrlQuery' });
  });
});
