import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('credit-card-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['an Amex number as printed', '3782 822463 10005', 0.9],
    ['a list of grouped numbers', '4242-4242-4242-4242\n5555 5555 5555 4444\n3782 822463 10005', 0.9],
    ['a bare Luhn-valid Visa number', '4111111111111111', 0.6],
  ])('proposes itself for %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['a number failing Luhn', '4242 4242 4242 4241'],
    ['an epoch timestamp', '1732579200'],
    ['a phone number', '+44 20 7946 0958'],
    ['an IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['prose', 'Pay with card 4242 4242 4242 4242 at the desk.\nThank you.'],
    ['JSON', '{"card": "4242424242424242"}'],
    ['an IIN no payment card starts with', '9999 9999 9999 9995'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({ tool: { id: 'credit-card-validator' } });
  });
});
