import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('css-box-shadow-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['a lone declaration', 'box-shadow: 0 1px 2px #000;', 0.9],
    ['a rule with the radius too', '.card { border-radius: 8px; box-shadow: 0 1px 2px #000; }', 0.9],
    ['a flex container with a shadow', '.bar { display: flex; box-shadow: 0 1px 2px #000; }', 0.5],
    ['a bare value', '0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px #fff', 0.7],
  ])('scores %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'The shadow fell across the floor at 4 px.'],
    ['JSON', '{"box": 1}'],
    ['a gradient', 'linear-gradient(90deg, red, blue)'],
    ['a radius', 'border-radius: 10px 20px;'],
    ['lengths without a colour', '10px 20px'],
    ['a colour alone', '#ff0000'],
    ['a date', '2026-11-25'],
    ['none', 'none'],
    ['a colour and words', 'red and #fff are colours'],
    ['too many lengths', '1px 2px 3px 4px 5px #000'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-box-shadow-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
