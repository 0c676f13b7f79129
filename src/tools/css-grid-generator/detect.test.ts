import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? null;

describe('css-grid-generator detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a one-line rule', '.cards { display: grid; gap: 8px }'],
    ['a bare template', 'grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));'],
    ['inline-grid', '.x{display:inline-grid}'],
    ['areas alone', '.page {\n  grid-template-areas: "a b";\n}'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBe(0.85);
  });

  it.each([
    ['prose', 'The grid of streets was laid out in 1811; display: it was not.'],
    ['a flex rule', '.nav { display: flex; gap: 8px }'],
    ['keyframes', '@keyframes x { to { opacity: 1 } } .a { display: grid }'],
    ['JSON', '{"display": "grid"}'],
    ['a page with a style sheet', '<!doctype html><style>.a { display: grid }</style>'],
    ['display: gridded', '.a { display: gridded }'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeNull();
  });

  it('ranks first for its Load Sample text', () => {
    expect(rankTools(SAMPLE_INPUT)[0]).toMatchObject({
      tool: { id: 'css-grid-generator' },
      state: { input: SAMPLE_INPUT },
    });
  });
});
