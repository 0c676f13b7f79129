import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('url-encoder detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT, 0.35],
    ['a URL with a space', 'https://example.com/my file.pdf', 0.4],
    ['a URL with non-ASCII characters', 'https://example.com/straße?q=münchen', 0.4],
    ['a query value', 'Tom & Jerry: 50% off?', 0.35],
    ['a path with spaces', '/docs/annual report 2024/summary.pdf', 0.35],
  ])('suggests itself for %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['text already encoded', 'https://example.com/my%20file.pdf'],
    ['a URL with nothing to escape', 'https://example.com/a/b?c=d'],
    ['prose without characters that mean something in a URL', 'Hello world, how are you today'],
    ['several lines', 'first line & more\nsecond line ?'],
    ['a short text', 'a & b'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text, which holds characters a URL must escape', () => {
    expect(rankTools(SAMPLE_TEXT)[0]).toMatchObject({ tool: { id: 'url-encoder' }, state: { input: SAMPLE_TEXT } });
  });
});
