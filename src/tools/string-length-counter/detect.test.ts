import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('string-length-counter detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT],
    ['an emoji family', 'Family: 👩‍👩‍👧'],
    ['a combining accent', 'cafe\u0301 au lait'],
    ['a flag', 'Made in 🇫🇷'],
    ['an astral letter', 'Let 𝒳 be a set'],
    ['an emoji with a skin tone', 'Thanks 👍🏽'],
  ])('suggests itself for text whose length depends on how it is counted: %s', (_name, text) => {
    expect(score(text)).toBe(0.3);
  });

  it.each([
    ['plain ASCII text', 'How long is this sentence?'],
    ['accents written as single characters', 'Café crème'],
    ['Japanese in the basic plane', '日本語のテキスト'],
    ['a JSON document with an emoji', '{"reaction": "👍"}'],
    ['a lone emoji', '👍'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first among the text tools for its Load Sample text', () => {
    // The sample is built from what makes lengths differ (emoji sequences, a combining accent, flags, an
    // astral letter), the feature this detector looks for.
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'string-length-counter' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
