import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_JSON } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-to-csv detector', () => {
  it.each([
    ['its sample, an array of records', SAMPLE_JSON],
    ['a minified array of records', '[{"a":1,"b":2},{"a":3,"b":4}]'],
    ['records with one odd item out', '[{"a":1},{"a":2},{"a":3},{"a":4},null]'],
  ])('recognises %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.95);
  });

  it('recognises the start of a large array of records (truncated)', () => {
    expect(score('[\n' + '  {"id": 1, "name": "Ada"},\n'.repeat(4000), true)).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['an object', '{"a": 1, "b": 2}'],
    ['an array of numbers', '[1, 2, 3]'],
    ['an empty array', '[]'],
  ])('offers itself only weakly for other JSON: %s', (_name, text) => {
    expect(score(text)).toBeLessThan(0.5);
  });

  it.each([
    ['CSV, which is where it goes', 'a,b\n1,2\n3,4'],
    ['prose', 'Make a spreadsheet of this.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_JSON)[0]).toMatchObject({ tool: { id: 'json-to-csv' }, state: { input: SAMPLE_JSON } });
  });
});
