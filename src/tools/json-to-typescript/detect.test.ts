import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-to-typescript detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a minified object', '{"id":1,"name":"Ada"}'],
    ['an array of records', '[{"id": 1}, {"id": 2}]'],
  ])('suggests itself, below the JSON formatter, for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThan(0.5);
  });

  it('suggests itself for the start of a truncated document', () => {
    expect(score('{"config": {"values": [' + '1, '.repeat(30_000), true)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
  });

  it.each([
    ['an array of plain values, with no shape to name', '[1, 2, 3]'],
    ['JSON with a mistake', '{"a": 1,}'],
    ['TypeScript, which is where it goes', 'interface Root {\n  id: number;\n}'],
    ['prose', 'Make TypeScript types from this JSON please.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('never outranks the formatter, which claims every JSON document first', () => {
    const ranked = rankTools(SAMPLE_INPUT);
    expect(ranked[0]!.tool.id).toBe('json-formatter');
    const entry = ranked.find((candidate) => candidate.tool.id === 'json-to-typescript');
    expect(entry).toMatchObject({ state: { input: SAMPLE_INPUT } });
    expect(entry!.score).toBeLessThan(ranked[0]!.score);
  });
});
