import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('css-border-radius-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['a lone declaration', 'border-radius: 8px;', 0.9],
    ['a longhand', 'border-top-left-radius: 10px 20px;', 0.9],
    ['a rule', '.pill {\n  padding: 4px 12px;\n  border-radius: 9999px;\n}', 0.9],
    ['a card with a shadow', '.card { border-radius: 8px; box-shadow: 0 1px 2px #000; }', 0.5],
    ['a flex container', '.bar { display: flex; border-radius: 4px; }', 0.5],
  ])('scores %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'Give the corners a radius of 8px.'],
    ['a bare value', '10px 20px'],
    ['JSON', '{"border-radius": 4}'],
    ['a shadow', 'box-shadow: 0 1px 2px #000;'],
    ['a property with radius in its name', 'shape-radius: 4px; --my-radius: 4px'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBe(0);
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-border-radius-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
