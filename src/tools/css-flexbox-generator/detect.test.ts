import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? null;

describe('css-flexbox-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a one-line rule', '.nav { display: flex; gap: 8px }'],
    ['a bare declaration list', 'display: flex;\njustify-content: center;'],
    ['inline-flex', '.tag{display:inline-flex}'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBe(0.85);
  });

  it.each([
    ['prose', 'Flexbox is a layout model; display it flexibly.'],
    ['a grid rule', '.g { display: grid; grid-template-columns: 1fr 1fr }'],
    ['keyframes', '@keyframes pulse { from { opacity: 0 } } .a { display: flex }'],
    ['a gradient', '.a { display: flex; background: linear-gradient(red, blue) }'],
    ['JSON', '{"display": "flex"}'],
    ['a page with a style sheet', '<!doctype html><style>.a { display: flex }</style>'],
    ['display: flexible', '.a { display: flexible }'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-flexbox-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
