import { describe, expect, it } from 'vitest';
import {
  algorithmSummary,
  claimRows,
  includeTokenHint,
  keyField,
  verifiedMessage,
  type FieldInfo,
  type Validity,
} from './core';

// What the decoder's screen says about a token, worked out from the decoded token alone.

const now = Date.UTC(2025, 0, 1, 12);
const field = (name: string, kind: FieldInfo['kind'], time?: number | null): FieldInfo => ({
  name,
  value: '1',
  title: '',
  meaning: '',
  kind,
  ...(time === undefined ? {} : { time }),
});

describe('claimRows', () => {
  it.each([
    { kind: 'header', label: '' },
    { kind: 'registered', label: 'Registered claim' },
    { kind: 'public', label: 'Public claim' },
    { kind: 'private', label: 'Private claim' },
  ] as const)('a $kind field is labelled “$label”, with no date details', ({ kind, label }) => {
    const [row] = claimRows([field('x', kind)], now);
    expect(row?.kind).toBe(label);
    expect(row?.details).toBeUndefined();
  });

  it('a date is spelled out in local time, UTC and from now', () => {
    const [row] = claimRows([field('exp', 'registered', 1_300_819_380_000)], now, {
      locale: 'en-US',
      timeZone: 'UTC',
    });
    expect(row?.details).toEqual([
      { label: 'Local', value: 'Mar 22, 2011, 6:43:00 PM UTC' },
      { label: 'UTC', value: '2011-03-22T18:43:00Z' },
      { label: 'From now', value: '13 years ago' },
    ]);
  });

  it('an unusable date (null) has no details', () => {
    expect(claimRows([field('exp', 'registered', null)], now)[0]?.details).toBeUndefined();
  });
});

describe('verifiedMessage', () => {
  const outcome = { alg: 'HS256', key: 'HMAC secret, 38 bytes' };
  const proof =
    'The HS256 signature matches this key (HMAC secret, 38 bytes): the token was signed with it and has not been changed since.';
  const validity = (state: Validity['state']): Validity => ({ state, title: '', detail: 'DETAIL.', notes: [] });
  it.each([
    { state: null, expected: proof },
    { state: 'valid', expected: proof },
    { state: 'no-expiry', expected: proof },
    {
      state: 'expired',
      expected: `${proof} The token itself has expired, though, so a service would still refuse it. DETAIL.`,
    },
    { state: 'not-yet-valid', expected: `${proof} The token is not valid yet, though. DETAIL.` },
    { state: 'unknown', expected: `${proof} DETAIL.` },
  ] as const)('dates $state', ({ state, expected }) => {
    expect(verifiedMessage(outcome, state === null ? null : validity(state))).toBe(expected);
  });
});

describe('algorithmSummary', () => {
  it.each([
    { alg: null, tone: 'caution', unsigned: false, title: 'No algorithm', text: /does not say how/ },
    { alg: 'HS256', tone: 'neutral', unsigned: false, title: 'Algorithm: HS256', text: /^HMAC.*\.$/ },
    { alg: 'none', tone: 'bad', unsigned: true, title: 'Algorithm: none', text: /\.$/ },
    { alg: 'NoNe', tone: 'bad', unsigned: true, title: 'Algorithm: NoNe', text: /\.$/ },
  ])('$alg', ({ alg, text, ...expected }) => {
    const summary = algorithmSummary(alg);
    expect(summary).toMatchObject(expected);
    expect(summary.text).toMatch(text);
  });
});

describe('keyField', () => {
  it.each([
    { alg: null, label: 'Secret or public key', usesSecret: false, rows: 5, warnsOfUrls: false },
    { alg: 'XYZ', label: 'Secret or public key', usesSecret: false, rows: 5, warnsOfUrls: false },
    { alg: 'HS256', label: 'Secret', usesSecret: true, rows: 2, warnsOfUrls: false },
    { alg: 'RS256', label: 'Public key (PEM or JWK)', usesSecret: false, rows: 5, warnsOfUrls: true },
    { alg: 'ES256', label: 'Public key (PEM or JWK)', usesSecret: false, rows: 5, warnsOfUrls: true },
    { alg: 'EdDSA', label: 'Public key (PEM or JWK)', usesSecret: false, rows: 5, warnsOfUrls: true },
  ])('$alg asks for “$label”', ({ alg, warnsOfUrls, ...expected }) => {
    const words = keyField(alg);
    expect(words).toMatchObject(expected);
    expect(words.hint.startsWith('The key stays on this page and is never stored.')).toBe(true);
    expect(words.hint.includes('jku, x5u')).toBe(warnsOfUrls);
  });
});

describe('includeTokenHint', () => {
  it.each([
    { included: true, start: 'Share links hold the token' },
    { included: false, start: 'Share links leave the token out' },
  ])('ticked: $included', ({ included, start }) => {
    expect(includeTokenHint(included)).toMatch(
      new RegExp(`^${start}.*anyone who sees the link use it until it expires`),
    );
  });
});
