import { describe, expect, it } from 'vitest';
import { SAMPLE_INPUT, SAMPLE_QUERY } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('jsonpath-tester detector', () => {
  it.each([SAMPLE_QUERY, '$.store.book[*].author', '$..price', "$['a b'][0]", '  $.a.b  '])(
    'opens the query %j in the query field',
    (text) => {
      expect(detect(text, false)).toEqual({ score: 0.9, state: { query: text.trim(), json: '' } });
    },
  );

  it.each([
    ['its JSON sample (the JSON formatter takes documents)', SAMPLE_INPUT],
    ['a price', '$12.50'],
    ['a shell variable', '$HOME'],
    ['prose', 'The total is $5. That is cheap.'],
    ['code', 'const $ = jQuery;\n$.ajax();'],
    ['a bare dollar', '$'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });
});
