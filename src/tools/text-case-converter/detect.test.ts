import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('text-case-converter detector', () => {
  it.each([
    ['its sample (identifiers in several cases)', SAMPLE_TEXT],
    ['a camelCase name', 'userFirstName'],
    ['a PascalCase name with an acronym', 'XMLHttpRequest'],
    ['a CONSTANT_CASE name', 'MAX_RETRY_COUNT'],
    ['a snake_case name in a sentence', 'rename the user_id column please'],
    ['a line in capitals', 'PLEASE READ THIS CAREFULLY'],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.35);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it('suggests itself for prose, lower', () => {
    expect(score('The quick brown fox jumps over the lazy dog, twice a day.')).toBe(0.25);
  });

  it.each([
    ['a word', 'hello'],
    ['a short query, as typed in the palette', 'convert json to yaml'],
    ['an abbreviation', 'NASA'],
    ['hex in capitals', '48 C3 A9 6C 6C 6F 20 E2 82 AC'],
    ['a CSV row', 'id,name,email\n1,Ada,ada@example.com'],
    ['a JSON document', '{"userFirstName": "Ada"}'],
    ['numbers', '12 34 56 78 90 12 34 56 78 90'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, which holds names in programming cases', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({
      tool: { id: 'text-case-converter' },
      state: { input: SAMPLE_TEXT },
    });
  });
});
