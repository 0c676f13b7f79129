import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('phone-number-validator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['a list of international numbers', '+44 20 7946 0958\n+1 (212) 555-0123\n+49 30 901820', 0.9],
    ['a national number with a trunk 0', '020 7946 0958', 0.6],
    ['a US number with the area code in brackets', '(212) 555-0123', 0.6],
  ])('claims %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'Call me tomorrow at the office.'],
    ['an epoch timestamp', '1700000000'],
    ['a date', '2024-01-31'],
    ['a date with slashes', '31/01/2024'],
    ['an IPv4 address', '192.168.0.1'],
    ['a card number', '4111 1111 1111 1111'],
    ['a JSON document', '{"phone": "+44 20 7946 0958"}'],
    ['a time', '12:30'],
    ['a short number', '+44 12'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its sample', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'phone-number-validator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
