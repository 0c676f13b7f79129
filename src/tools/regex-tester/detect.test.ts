import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { PATTERN_LIBRARY, SAMPLE_INPUT, SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('regex-tester detector', () => {
  it.each([
    ['a literal with flags', '/^\\d{3}-\\d{4}$/gm'],
    ['a literal with a class', '/[A-Z][a-z]+/'],
    ['a literal with a group, padded', '  /(?<year>\\d{4})-(?<month>\\d\\d)/u \n'],
  ])('is sure of %s', (_name, text) => {
    expect(score(text)).toBe(0.9);
  });

  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a phone pattern', '^\\+?\\d{1,3}[ -]?\\d{3}$'],
    ['a lookahead password rule', '^(?=.*[A-Z])(?=.*\\d).{8,}$'],
    ...PATTERN_LIBRARY.filter((entry) => entry.pattern.length > 20).map(
      (entry) => [entry.name, entry.pattern] as [string, string],
    ),
  ])('suggests itself, not above 0.6, for %s', (_name, text) => {
    expect(score(text)).toBe(0.6);
  });

  it.each([
    ['prose', 'Every line of this text\nstarts at the margin.'],
    ['prose with a bracket and a star', 'Call me at [home] or *work* (after 5pm), thanks!'],
    ['its test text', SAMPLE_TEXT],
    ['a JSON document', '{"a": [1, 2], "b": "x+y"}'],
    ['a JSON array', '["a", "b"]'],
    ['a URL', 'https://example.com/path?q=a+b&x=[1]'],
    ['a Unix path', '/usr/local/bin/'],
    ['a literal-looking path', '/api/v1/users/'],
    ['a Windows path', 'C:\\data\\docs\\work'],
    ['a comment', '/* a comment */'],
    ['a sum', '(a + b) * c'],
    ['a broken pattern', '([a-z]+\\d{2}'],
    ['a long text', `/a+/g${'x'.repeat(600)}`],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample pattern and for a literal', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'regex-tester' },
      state: { pattern: SAMPLE_INPUT },
    });
    expect(rankTools('/^\\d{3}-\\d{4}$/gm')[0]).toMatchObject({ tool: { id: 'regex-tester' } });
  });
});
