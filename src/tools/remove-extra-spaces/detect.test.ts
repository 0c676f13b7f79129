import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('remove-extra-spaces detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT, 0.4],
    ['runs of spaces between words', 'Too  many   spaces in this line', 0.4],
    ['trailing spaces', 'first line   \nsecond line\t\nthird line', 0.35],
    ['no-break spaces from a web page', 'Price:\u00a0\u00a020\u00a0EUR per person', 0.4],
    ['several empty lines in a row', 'First paragraph here.\n\n\n\nSecond paragraph here.', 0.3],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it('scores higher the more lines are untidy', () => {
    const oneOfFour = 'tidy line one\ntidy line two\ntidy line three\nuntidy  line';
    expect(score(oneOfFour)).toBeLessThan(score('untidy  line\nuntidy  line two'));
  });

  it.each([
    ['tidy prose', 'Every word here has one space after it.'],
    ['indented code', 'function f() {\n  if (x) {\n    return 1;\n  }\n}'],
    ['a pretty-printed JSON document', '{\n  "a":  1\n}'],
    ['a short text', 'a  b'],
    ['one empty line between paragraphs', 'First paragraph here.\n\nSecond paragraph here.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, which is full of extra spaces', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'remove-extra-spaces' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
