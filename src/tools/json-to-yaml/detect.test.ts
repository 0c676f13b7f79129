import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_JSON } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-to-yaml detector', () => {
  it.each([
    ['its sample', SAMPLE_JSON],
    ['a minified object', '{"service":"api","port":8080}'],
    ['an array', '[{"name": "a"}, {"name": "b"}]'],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.5);
  });

  it('suggests itself for the start of a truncated document', () => {
    expect(score('{"config": {"values": [' + '1, '.repeat(30_000), true)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['YAML, which is where it goes', 'service: api\nport: 8080\n'],
    ['JSON with a mistake', '{"a": 1,}'],
    ['prose', 'Convert this to YAML please.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('suggests itself for its Load Sample text, without ranking first', () => {
    // Exempt from ranking first: the sample is a general JSON document, which the formatter takes first.
    const entry = rankTools(SAMPLE_JSON).find((ranked) => ranked.tool.id === 'json-to-yaml');
    expect(entry).toMatchObject({ state: { input: SAMPLE_JSON } });
    expect(entry!.score).toBeGreaterThanOrEqual(0.5);
  });
});
