import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { countrySpecs } from 'ibantools';
import { detect, IBAN_LENGTHS } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('iban-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['an IBAN in electronic form', 'GB29NWBK60161331926819', 0.9],
    ['an IBAN with its prefix', 'IBAN: FR14 2004 1010 0505 0001 3M02 606', 0.9],
    ['a list of IBANs', 'DE89370400440532013000\nNL91 ABNA 0417 1643 00\nGB29 NWBK 6016 1331 9268 19', 0.9],
    ['a mistyped IBAN', 'DE88 3704 0044 0532 0130 00', 0.6],
  ])('proposes itself for %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['a card number', '4242 4242 4242 4242'],
    ['a wrong length', 'DE89 3704 0044 0532 0130'],
    ['an unknown country', 'XX89 3704 0044 0532 0130 00'],
    ['prose', 'Please pay to DE89 3704 0044 0532 0130 00 by Friday.'],
    ['JSON', '{"iban": "DE89370400440532013000"}'],
    ['a BIC', 'DEUTDEFFXXX'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('knows the length of every country ibantools knows', () => {
    const lengths = Object.entries(countrySpecs)
      .filter(([, spec]) => spec.chars)
      .map(([code, spec]) => `${code}${spec.chars}`)
      .join('');
    expect(IBAN_LENGTHS).toBe(lengths);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({ tool: { id: 'iban-validator' } });
  });
});
