import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TOKEN } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (header: unknown, payload: unknown, signature = 'c2lnbmF0dXJl') =>
  `${base64url(header)}.${base64url(payload)}.${signature}`;

const RS256 = token({ typ: 'JWT', alg: 'RS256', kid: 'k1' }, { sub: '42', scope: 'read write' });
/** A header written with spaces, so that it does not start "eyJ". */
const SPACED_HEADER = `${btoa('{ "alg": "ES256", "typ": "JWT" }').replace(/=+$/, '')}.${base64url({ sub: '42' })}.c2ln`;

describe('jwt-decoder detector', () => {
  it.each([
    ['its sample (HS256)', SAMPLE_TOKEN],
    ['an RS256 token whose header starts with "typ"', RS256],
    ['an ES256 token whose header has spaces', SPACED_HEADER],
    ['a token after "Bearer"', `Bearer ${SAMPLE_TOKEN}`],
    ['a token with a line break after it', `${SAMPLE_TOKEN}\n`],
    ['an unsecured token (no signature)', token({ alg: 'none' }, { sub: '1' }, '')],
  ])('recognises %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.95);
  });

  it('offers itself for a header with no algorithm, lower', () => {
    const text = token({ typ: 'JWT' }, { sub: '1' });
    expect(score(text)).toBeGreaterThanOrEqual(0.5);
    expect(score(text)).toBeLessThan(0.95);
  });

  it.each([
    ['three dotted words', 'alpha.beta.gamma'],
    ['a version', '1.22.3'],
    ['a domain name', 'www.example.com'],
    ['a header that is not JSON', 'aGVsbG8.d29ybGQ.c2ln'],
    ['Base64 with no dots', SAMPLE_TOKEN.split('.')[0]!],
    ['two parts', SAMPLE_TOKEN.split('.').slice(0, 2).join('.')],
    ['a token inside a sentence', `The token is ${SAMPLE_TOKEN} today`],
    ['prose', 'JSON Web Tokens carry claims.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('leaves a truncated text alone: no token is 64 KB long', () => {
    expect(score(SAMPLE_TOKEN, true)).toBe(0);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_TOKEN)[0]).toMatchObject({ tool: { id: 'jwt-decoder' }, state: { input: SAMPLE_TOKEN } });
  });

  it('ranks another algorithm’s token first', () => {
    expect(rankTools(RS256)[0]?.tool.id).toBe('jwt-decoder');
  });
});
