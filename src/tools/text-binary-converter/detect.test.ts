import { describe, expect, it } from 'vitest';
import { destinationsFor, rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_BINARY, SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('text-binary-converter detector', () => {
  it.each([
    ['its binary sample', SAMPLE_BINARY],
    ['one long run of bits', '0100100001101001'],
    ['a byte a line', '01001000\n01101001\n'],
    ['bytes after 0b', '0b01001000, 0b01101001'],
    ['several bytes to a group', '0100100001101001 0010000100100001'],
  ])('recognises %s, to decode', (_name, text) => {
    expect(detect(text, false)).toEqual({ score: 0.95, state: { direction: 'decode' } });
  });

  it('recognises the start of a long run (truncated, last group cut)', () => {
    expect(score('01001000 '.repeat(8000) + '0100', true)).toBeGreaterThanOrEqual(0.95);
  });

  it('offers itself only weakly for a single byte, which may be a number', () => {
    expect(score('10101010')).toBeLessThan(0.5);
  });

  it.each([
    ['"1010", binary and decimal alike', '1010'],
    ['nibbles', '0100 1000'],
    ['seven-bit groups', '1001000 1101001'],
    ['bits with a stray digit', '01001000 01101002'],
    ['decimal codes', '72 101 108'],
    ['prose', 'Binary is base two.'],
    ['its text sample, which has no mark of being meant for binary', SAMPLE_TEXT],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its binary Load Sample text first, decoding', () => {
    expect(rankTools(SAMPLE_BINARY)[0]).toMatchObject({
      tool: { id: 'text-binary-converter' },
      state: { input: SAMPLE_BINARY, direction: 'decode' },
    });
  });

  it('is listed for its text sample among the tools that take any text', () => {
    // The text sample is contrived (an emoji and an accent): nothing in it says "binary", so the converter is
    // only listed, and opens in its default direction, encoding.
    const entry = destinationsFor(SAMPLE_TEXT).find((destination) => destination.tool.id === 'text-binary-converter');
    expect(entry).toEqual(expect.objectContaining({ score: 0, state: { input: SAMPLE_TEXT } }));
  });
});
