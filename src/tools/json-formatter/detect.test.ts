import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_JSON } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;
const pretty = JSON.stringify({ user: { id: 1, name: 'Ada', roles: ['admin'] }, active: true }, null, 2);

describe('json-formatter detector', () => {
  it.each([
    ['its minified sample', SAMPLE_JSON, 0.95],
    ['a pretty-printed object', pretty, 0.9],
    ['an array of numbers', '[1, 2, 3]', 0.9],
    ['an empty object', '{}', 0.9],
    ['JSON after a byte order mark and blank lines', '\uFEFF\n\n{"a": null}\n', 0.9],
    ['the start of a 5 MB array (truncated)', '[' + '{"id": 1, "name": "x"},'.repeat(3000), 0.9],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text, text.endsWith(',') && text.length > 60_000)).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ['a trailing comma', '{"a": 1,}'],
    ['single quotes', "{'a': 1}"],
    ['comments', '{\n  // a comment\n  "a": 1\n}'],
    ['JSON lines', '{"a": 1}\n{"a": 2}'],
    ['an unfinished document', '{"a": [1, 2'],
  ])('offers to validate JSON with a mistake: %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThan(0.5);
  });

  it.each([
    ['prose', 'The quick brown fox jumps over the lazy dog.'],
    ['a bare number', '42'],
    ['a bare string', '"hello"'],
    ['a literal', 'true'],
    ['a Markdown link', '[the docs](https://example.com)'],
    ['a template', '{{ user.name }}'],
    ['YAML', 'name: app\nversion: 1'],
    ['CSV', 'a,b\n1,2\n3,4'],
    ['blank text', '   '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_JSON)[0]).toMatchObject({ tool: { id: 'json-formatter' }, state: { input: SAMPLE_JSON } });
  });

  it('ranks first for pretty-printed JSON too, the minifier right after it', () => {
    // Validating is the commonest reason to paste JSON, whatever its layout; the minifier is the change a
    // pretty document can still undergo, so it comes next.
    expect(
      rankTools(pretty)
        .map((entry) => entry.tool.id)
        .slice(0, 2),
    ).toEqual(['json-formatter', 'json-minifier']);
  });
});
