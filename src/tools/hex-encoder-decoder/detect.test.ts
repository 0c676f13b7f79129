import { describe, expect, it } from 'vitest';
import { destinationsFor, rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_HEX, SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('hex-encoder-decoder detector', () => {
  it.each([
    ['its hex sample (spaced lower-case pairs)', SAMPLE_HEX, 0.9],
    ['colon-separated pairs', 'de:ad:be:ef', 0.9],
    ['a run that decodes to text', '48656c6c6f2c20776f726c64', 0.85],
    ['upper-case pairs', '48 65 6C 6C 6F', 0.8],
    ['0x bytes', '0x48656c6c6f', 0.8],
    ['a hash, random bytes', '3f786850e387550fdab836ed7e6dc881de23001b', 0.5],
  ])('recognises %s, to decode', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(detect(text, false)?.state).toEqual({ direction: 'decode' });
  });

  it('recognises the start of a long dump (truncated, last pair cut)', () => {
    expect(score('48 65 6c 6c 6f '.repeat(3000) + '4', true)).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['pairs of digits only, which may be decimal', '12 34 56 78'],
    ['a word made of hex letters', 'deadbeef'],
  ])('offers itself only weakly for %s', (_name, text) => {
    expect(score(text)).toBeLessThan(0.5);
  });

  it.each([
    ['"cafe", hex and Base64 alike', 'cafe'],
    ['"face"', 'face'],
    ['numbers', '1234 5678'],
    ['a date', '2024-01-15'],
    ['an odd number of digits', '48 65 6'],
    ['\\x escapes, the UTF-8 tool’s', '\\x48\\x65\\x6c'],
    ['binary', '01001000 01101001'],
    ['prose', 'Hex uses sixteen digits.'],
    ['its text sample, which has no mark of being meant for hex', SAMPLE_TEXT],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its hex Load Sample text first, decoding', () => {
    expect(rankTools(SAMPLE_HEX)[0]).toMatchObject({
      tool: { id: 'hex-encoder-decoder' },
      state: { input: SAMPLE_HEX, direction: 'decode' },
    });
  });

  it('ranks a run of hex first', () => {
    expect(rankTools('48656c6c6f2c20776f726c64')[0]?.tool.id).toBe('hex-encoder-decoder');
  });

  it('is listed for its text sample among the tools that take any text', () => {
    // The text sample is contrived (a greeting in two scripts): nothing in it says "hex", so the tool is only
    // listed, and opens in its default direction, encoding.
    const entry = destinationsFor(SAMPLE_TEXT).find((destination) => destination.tool.id === 'hex-encoder-decoder');
    expect(entry).toEqual(expect.objectContaining({ score: 0, state: { input: SAMPLE_TEXT } }));
  });
});
