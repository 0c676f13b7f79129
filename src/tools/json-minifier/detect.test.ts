import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_JSON } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-minifier detector', () => {
  it.each([
    ['its pretty-printed sample', SAMPLE_JSON, 0.8],
    ['a pretty-printed array', '[\n  1,\n  2\n]', 0.8],
    ['minified JSON, already small', '{"a":1,"b":[true,null]}', 0.5],
    ['the start of a long pretty document (truncated)', '{\n  "items": [\n' + '    {"id": 1},\n'.repeat(5000), 0.8],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text, text.length > 60_000)).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ['JSON with a mistake, which it cannot minify', '{"a": 1,}'],
    ['prose', 'Keep it short.'],
    ['YAML', 'a: 1\nb: 2\nc: 3'],
    ['a bare number', '12345'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('suggests itself for its Load Sample text, second to the formatter', () => {
    // Exempt from ranking first: the sample is a general JSON document, which the formatter (a validator as
    // well) takes first; the minifier is the next suggestion for any pretty-printed document.
    const ranked = rankTools(SAMPLE_JSON);
    expect(ranked[0]?.tool.id).toBe('json-formatter');
    expect(ranked[1]).toMatchObject({ tool: { id: 'json-minifier' }, state: { input: SAMPLE_JSON } });
  });
});
