import { describe, expect, it } from 'vitest';
import { destinationsFor, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('color-converter detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a hex colour', '#ff0000'],
    ['a short hex colour with alpha', '#f00a'],
    ['an 8-digit hex colour', '  #663399CC\n'],
    ['legacy rgba', 'rgba(255, 0, 0, 0.5)'],
    ['modern rgb', 'rgb(255 0 0 / 50%)'],
    ['hsl with units', 'hsl(270deg 50% 40%)'],
    ['hwb', 'hwb(270 20% 40%)'],
    ['lab', 'lab(32.39 38.42 -47.69)'],
    ['oklch', 'oklch(0.628 0.2577 29.23)'],
    ['oklch with none', 'oklch(0.5 0 none)'],
    ['display-p3', 'color(display-p3 1 0 0)'],
  ])('claims one colour: %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    ['a colour name', 'red'],
    ['hex bytes', '48656c6c6f'],
    ['a hash with #', '#hashtag'],
    ['a five-digit hex', '#12345'],
    ['two colours', '#fff #000'],
    ['a CSS declaration', 'color: #ff0000;'],
    ['a box-shadow', '0 4px 6px rgba(0, 0, 0, 0.1)'],
    ['a function call in code', 'rgb(getRed(), 0, 0)'],
    ['a JSON document', '{\n  "a": 1\n}'],
    ['markup', '<p>Hello</p>'],
    ['prose', 'The lab results came back.'],
  ])('claims nothing else: %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text', () => {
    expect(destinationsFor(SAMPLE_INPUT)[0]?.tool.id).toBe('color-converter');
    expect(destinationsFor('#663399')[0]?.tool.id).toBe('color-converter');
  });
});
