import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_CSV } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('csv-to-json detector', () => {
  it.each([
    ['its sample (quoted fields with commas and quotes)', SAMPLE_CSV, 0.85],
    ['semicolons, with decimal commas in the values', 'id;name;price\n1;Apple;0,50\n2;Pear;1,20\n3;Plum;2,00', 0.85],
    ['tabs', 'name\tage\tcity\nAda\t36\tLondon\nGrace\t85\tNew York', 0.85],
    ['two rows of three columns', 'a,b,c\n1,2,3', 0.7],
    ['a header and rows of two columns', 'name,age\nAda,36\nGrace,85', 0.7],
    ['rows with an empty field', 'a,b,c\n1,,3\n4,5,', 0.7],
    ['Windows line breaks', 'a,b,c\r\n1,2,3\r\n4,5,6\r\n', 0.85],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('recognises the start of a large file (truncated, last row cut)', () => {
    expect(score('id,name,email\n' + '1,Ada,ada@example.com\n'.repeat(3000) + '2,Gra', true)).toBeGreaterThanOrEqual(
      0.85,
    );
  });

  it.each([
    ['numbers only, with no header', '1,2,3\n4,5,6\n7,8,9'],
    ['fields after ", " as people write lists', 'name, age\nAda, 36\nGrace, 85'],
  ])('offers itself lower for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    ['two lines of prose with a comma each', 'Hello, world\nGoodbye, world'],
    ['prose with commas', 'Yes, I came; I saw, and I left.\nThen, at last, I wrote it all down for you.\nNo.'],
    [
      'sentences split by commas',
      'We walked along the river at dawn, and the mist rose slowly over the water\nThe birds were singing in the trees, and nobody else was around at all',
    ],
    ['one line', 'a,b,c'],
    ['a list of words', 'apple\nbanana\ncherry'],
    ['JSON lines', '[1,2]\n[3,4]'],
    ['a JSON array', '[\n  "a",\n  "b"\n]'],
    ['YAML', 'a: 1\nb: 2'],
    ['rows that disagree', 'a,b,c\n1,2\n3,4,5,6'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_CSV)[0]).toMatchObject({ tool: { id: 'csv-to-json' }, state: { input: SAMPLE_CSV } });
  });

  it('ranks a semicolon file first too', () => {
    expect(rankTools('id;name;price\n1;Apple;0,50\n2;Pear;1,20')[0]?.tool.id).toBe('csv-to-json');
  });
});
