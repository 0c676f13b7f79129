import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('sort-lines detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT],
    ['a list of names', 'Grace Hopper\nAda Lovelace\nAlan Turing\nBarbara Liskov'],
    ['a list of versions', 'v1.10\nv1.2\nv1.9\nv1.1'],
  ])('suggests itself for an unsorted list: %s', (_name, text) => {
    expect(score(text)).toBe(0.35);
  });

  it('suggests itself lower for a list already in order', () => {
    expect(score('apple\nBanana\ncherry\ndate')).toBe(0.2);
    expect(score('item10\nitem9\nitem2\nitem1')).toBe(0.2);
  });

  it.each([
    ['three lines', 'c\nb\na'],
    ['prose paragraphs', 'This is a sentence that goes on for a while.\nAnd here is another one that does too.'],
    ['a list of sentences', 'Buy milk.\nCall Ada.\nFix the bug.\nWrite tests.'],
    ['a JSON array', '[\n  "c",\n  "b",\n  "a",\n  "d"\n]'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, an unsorted list', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({ tool: { id: 'sort-lines' }, state: { input: SAMPLE_TEXT } });
  });
});
