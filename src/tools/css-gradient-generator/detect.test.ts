import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('css-gradient-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['a bare value', 'linear-gradient(90deg, red, blue)', 0.9],
    ['a repeating conic', 'background: repeating-conic-gradient(#000 0 25%, #fff 0 50%);', 0.9],
    ['keyframes painting a gradient', '@keyframes glow { to { background: linear-gradient(red, blue); } }', 0.5],
  ])('scores %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'A gradient is a gentle change from one colour to another.'],
    ['a box shadow', 'box-shadow: 0 4px 6px rgb(0 0 0 / 0.1);'],
    ['JSON', '{"background": "red"}'],
    ['a flex rule', '.row { display: flex; gap: 1rem; }'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-gradient-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
