import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

const PARAGRAPH =
  'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of ' +
  'foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light.';

describe('word-frequency-counter detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT, 0.35],
    ['a paragraph with repeated words', PARAGRAPH, 0.35],
    [
      'prose without many repeats',
      'Some people prefer mornings for quiet work while others find their focus late at night after ' +
        'dinner, and neither habit seems better than the other in any study.',
      0.3,
    ],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it('suggests itself for the start of a long text (truncated)', () => {
    expect(score(`${PARAGRAPH}\n`.repeat(400), true)).toBeGreaterThanOrEqual(0.35);
  });

  it.each([
    ['a short sentence', 'Count the words in this sentence.'],
    ['a list of words', 'apple\nbanana\ncherry\napple\nbanana\ncherry\napple\nbanana\ncherry\napple'],
    ['CSV', 'id,name,email\n1,Ada,ada@example.com\n2,Grace,grace@example.com\n3,Alan,alan@example.com'],
    ['a long URL', 'https://example.com/search?q=one+two+three&lang=en&page=2&sort=asc&filter=a,b,c,d,e,f,g,h'],
    ['a JSON document', JSON.stringify({ text: PARAGRAPH })],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, prose with repeated words', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'word-frequency-counter' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
