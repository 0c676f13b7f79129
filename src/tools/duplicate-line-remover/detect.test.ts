import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('duplicate-line-remover detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT, 0.4],
    ['a log with repeated lines', 'GET /index\nGET /about\nGET /index\nGET /index\nPOST /login', 0.4],
    ['one repeat in a long list', 'a1\nb2\nc3\nd4\ne5\nf6\ng7\nh8\ni9\na1', 0.25],
    ['a repeat that differs only in spaces around it', 'alpha\n  beta  \ngamma\nbeta', 0.4],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['unique lines', 'alpha\nbeta\ngamma\ndelta'],
    ['two lines', 'same\nsame'],
    ['repeated punctuation lines in code', 'if (a) {\n  x();\n}\nif (b) {\n  y();\n}'],
    ['repeated empty lines', 'a\n\n\nb\n\n\nc'],
    ['a JSON document', '[\n  {"a": 1},\n  {"a": 1}\n]'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, which repeats lines', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'duplicate-line-remover' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
