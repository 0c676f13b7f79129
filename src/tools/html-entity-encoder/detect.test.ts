import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('html-entity-encoder detector', () => {
  it.each([
    ['its sample, markup with raw & and <', SAMPLE_TEXT, 0.4],
    ['a tag', '<div class="card">Hello</div>', 0.4],
    ['a script', '<script>alert(1)</script>', 0.4],
    ['prose with an ampersand', 'Tom & Jerry are back', 0.3],
    ['a comparison in code', 'if (a < b) { return; }', 0.3],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['text already encoded', '&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;'],
    ['prose with nothing to escape', 'Nothing special in this sentence.'],
    ['a JSON document with an ampersand', '{"company": "Acme & Co"}'],
    ['a query string', 'https://example.com/?a=1&b=2'],
    ['a YAML anchor', 'base: &defaults\n  a: 1'],
    ['a short text', 'a & b'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, which holds markup', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'html-entity-encoder' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
