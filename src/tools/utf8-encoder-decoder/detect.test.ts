import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT, sampleBytes, type ByteFormat } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;
const FORMATS: ByteFormat[] = ['hex', 'escape', 'percent', 'decimal'];

describe('utf8-encoder-decoder detector', () => {
  it.each(FORMATS)('recognises its %s byte sample, to decode in that notation', (format) => {
    const detection = detect(sampleBytes(format), false);
    expect(detection?.score).toBeGreaterThanOrEqual(0.9);
    expect(detection?.state).toEqual({ direction: 'decode', format });
  });

  it.each([
    ['escapes mixed with text', 'caf\\xc3\\xa9 cr\\xc3\\xa8me', 'escape', 0.9],
    ['decimal bytes of an emoji', '240 159 145 139', 'decimal', 0.9],
    ['upper-case pairs of a euro sign', 'E2 82 AC', 'hex', 0.9],
    ['lower-case pairs with UTF-8 sequences', 'e2 82 ac 20 41', 'hex', 0.7],
    ['upper-case pairs of ASCII', '48 65 6C 6C 6F', 'hex', 0.5],
  ])('recognises %s', (_name, text, format, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(detect(text, false)?.state).toEqual({ direction: 'decode', format });
  });

  it('offers to encode short text with non-ASCII characters', () => {
    expect(detect(SAMPLE_TEXT, false)).toEqual({ score: 0.25, state: { direction: 'encode' } });
    expect(detect('naïve café', false)?.state).toEqual({ direction: 'encode' });
  });

  it.each([
    ['plain ASCII text', 'Hello, world'],
    ['ASCII codes, the ASCII tool’s', '72 101 108 108 111'],
    ['decimal numbers beyond a byte', '300 400 500'],
    ['long text with non-ASCII characters', 'Ünïcödé text that goes on. '.repeat(20)],
    ['a JSON document with non-ASCII characters', '{"name": "Zoë"}'],
    ['a URL with a few escapes', 'https://example.com/caf%C3%A9?q=1'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it.each(FORMATS)('ranks its %s byte sample first, with that notation', (format) => {
    const sample = sampleBytes(format);
    expect(rankTools(sample)[0]).toMatchObject({
      tool: { id: 'utf8-encoder-decoder' },
      state: { input: sample, direction: 'decode', format },
    });
  });

  it('suggests itself for its text sample, to encode', () => {
    // The text sample is contrived (a price, accents, CJK and an emoji); its non-ASCII characters are the
    // feature, but other text tools may score as high on it, so only the suggestion is asserted.
    const entry = rankTools(SAMPLE_TEXT).find((ranked) => ranked.tool.id === 'utf8-encoder-decoder');
    expect(entry).toMatchObject({ state: { input: SAMPLE_TEXT, direction: 'encode' } });
  });
});
