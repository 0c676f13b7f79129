import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('favicon-generator detector', () => {
  it.each([
    ['an emoji', '🚀'],
    ['an emoji with spaces around it', ' 🚀\n'],
    ['an emoji sequence', '👩🏽‍💻'],
    ['a flag', '🇫🇷'],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBe(0.6);
  });

  it.each([
    // A word this short is likelier a search in the palette than the letters of an icon.
    ['its sample (two letters)', SAMPLE_INPUT],
    ['one letter', 'A'],
    ['three letters', 'yml'],
    ['a word', 'hello'],
    ['digits', '1010'],
    ['two words', 'jsn fmt'],
    ['two emoji', '🚀🚀'],
    ['an emoji in prose', 'Launch 🚀'],
    ['an SVG document (opened as a file, not handed over)', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['JSON', '{"a": 1}'],
    ['an emoji cut off', '🚀'],
  ])('ignores %s', (name, text) => {
    expect(score(text, name === 'an emoji cut off')).toBe(0);
  });

  it('opens with an emoji handed over from paste-anything', () => {
    expect(rankTools('🦊')[0]).toMatchObject({ tool: { id: 'favicon-generator' }, state: { input: '🦊' } });
  });
});
