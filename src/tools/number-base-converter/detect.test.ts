import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('number-base-converter detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a hex literal', '0xDEADBEEF'],
    ['an octal mode', '0o755'],
    ['a binary literal with separators', '0b1111_0000'],
    ['a list of literals and decimals', '0xFF\n255\n-1\n0b11'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['bare digits', '1700000000'],
    ['a short binary word', '1010'],
    ['ASCII codes', '72 101 108 108 111'],
    ['hex bytes', '48 65 6c 6c 6f'],
    ['a hash', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['prose mentioning a literal', 'Set it to 0xFF please'],
    ['a broken literal', '0xZZ'],
    ['a float', '3.14'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'number-base-converter' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
