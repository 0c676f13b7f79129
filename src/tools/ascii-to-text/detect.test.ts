import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_CODES } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('ascii-to-text detector', () => {
  it.each([
    ['its sample (decimal, 0x and U+ codes)', SAMPLE_CODES, 0.9],
    ['decimal ASCII codes', '72 101 108 108 111', 0.85],
    ['codes separated by commas', '72,105,33', 0.85],
    ['hex codes', '0x48 0x69', 0.9],
    ['code points', 'U+1F600 U+1F44B', 0.9],
    ['octal and binary codes', '0o110 0b1101001', 0.9],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('opens with the number format on auto-detect', () => {
    expect(detect('72 105 33', false)?.state).toEqual({ base: 'auto' });
  });

  it('recognises the start of a long list (truncated, last code cut)', () => {
    expect(score('72 101 108 108 111 '.repeat(4000) + '1', true)).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ['UTF-8 bytes, which the UTF-8 tool reads', '72 195 169 108 108 111'],
    ['groups of eight bits, which the binary converter reads', '01001000 01101001'],
  ])('offers itself lower for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThanOrEqual(0.6);
  });

  it.each([
    ['"1010", a number', '1010'],
    ['a single number', '72'],
    ['small numbers that are control codes', '1 2 3'],
    ['years', '2024 2025'],
    ['a time', '12:30'],
    ['a sum', '1 + 2 = 3'],
    ['prose', 'ASCII has 128 codes.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_CODES)[0]).toMatchObject({
      tool: { id: 'ascii-to-text' },
      state: { input: SAMPLE_CODES, base: 'auto' },
    });
  });

  it('ranks plain decimal codes first', () => {
    expect(rankTools('72 101 108 108 111 44 32 87 111 114 108 100')[0]?.tool.id).toBe('ascii-to-text');
  });
});
