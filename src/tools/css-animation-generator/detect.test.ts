import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('css-animation-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, 0.9],
    ['a lone @keyframes', '@keyframes spin { to { transform: rotate(360deg); } }', 0.9],
    ['an animation declaration', 'animation: spin 1s linear infinite;', 0.8],
    ['a rule with an animation', '.loader {\n  animation: spin 1s linear infinite;\n}', 0.8],
  ])('scores %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['prose', 'The animation: a short film about keyframes and timing.'.replace('animation:', 'animation')],
    ['a longhand only', 'animation-name: spin;'],
    ['a gradient', 'background: linear-gradient(red, blue);'],
    ['JSON', '{"animation": "spin"}'],
  ])('ignores %s', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-animation-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
