import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS as INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import { cssOf, DEFAULT_STATE, MAX_LAYERS, NEW_LAYER, readBoxShadow, SHADOW_BOUNDS, tailwindOf } from './core';

const RULES = { bounds: SHADOW_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);

describe('a restored state is held to the controls’ limits', () => {
  it('keeps the first 20 of 20,000 layers, with the notice', () => {
    const { state, outOfBounds } = restore({ layers: Array.from({ length: 20_000 }, () => NEW_LAYER) });
    expect(state.layers).toHaveLength(MAX_LAYERS);
    expect(outOfBounds).toEqual(['layers']);
  });

  it.each([
    ['x', 5000, 200],
    ['y', -5000, -200],
    ['blur', -3, 0],
    ['spread', 1e9, 100],
  ] as const)('clamps a layer’s %s of %d to %d', (field, value, expected) => {
    const { state, outOfBounds } = restore({ layers: [{ ...NEW_LAYER, [field]: value }] });
    expect(state.layers[0]![field]).toBe(expected);
    expect(outOfBounds).toEqual(['layers']);
  });

  it.each([
    ['width', 1e6, 280],
    ['height', 1, 20],
    ['radius', 999, 140],
    ['selected', 5000, MAX_LAYERS - 1],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    const { state, outOfBounds } = restore({ [field]: value });
    expect(state[field]).toBe(expected);
    expect(outOfBounds).toEqual([field]);
  });

  it('restores a pasted text longer than the import takes as empty', () => {
    const { state, outOfBounds } = restore({ input: 'x'.repeat(CSS_IMPORT_LIMIT + 1), imported: '' });
    expect(state.input).toBe('');
    expect(outOfBounds).toEqual(['input']);
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const stored = {
      ...DEFAULT_STATE,
      layers: [{ ...NEW_LAYER, x: -200, spread: 100, color: 'rgb(1 2 3 / 0.5)' }],
      width: 280,
    };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('colours from a link never reach the CSS', () => {
  it.each(INJECTIONS)('a layer coloured %s is dropped on restore', (color) => {
    const { state, outOfBounds } = restore({ layers: [{ ...NEW_LAYER, color }, NEW_LAYER] });
    expect(state.layers).toEqual([NEW_LAYER]);
    expect(outOfBounds).toEqual(['layers']);
  });

  it.each(INJECTIONS)('a box or page colour %s restores as the default', (color) => {
    const { state } = restore({ boxColor: color, background: color });
    expect(state.boxColor).toBe(DEFAULT_STATE.boxColor);
    expect(state.background).toBe(DEFAULT_STATE.background);
  });

  it.each(INJECTIONS)('the CSS written for a layer coloured %s holds a colour, never the text', (color) => {
    const layers = [{ ...NEW_LAYER, color }];
    expect(cssOf({ layers })).toBe('box-shadow: 0 4px 12px #000000;');
    expect(tailwindOf(layers)).toBe('shadow-[0_4px_12px_#000000]');
  });

  it('writes a colour the fields read in the form they write it', () => {
    expect(cssOf({ layers: [{ ...NEW_LAYER, color: 'rgba(255, 0, 0, .5)' }] })).toBe(
      'box-shadow: 0 4px 12px rgb(255 0 0 / 0.5);',
    );
  });
});

describe('an import is held to the same limits', () => {
  it.each([
    [
      '21 layers',
      Array.from({ length: 21 }, () => '0 1px red').join(', '),
      'There are 21 layers: this editor takes up to 20.',
    ],
    [
      '12,000 layers',
      Array.from({ length: 12_000 }, () => '0 0 red').join(','),
      'There are 12,000 layers: this editor takes up to 20.',
    ],
    [
      'an x offset of 300px',
      'box-shadow: 0 0 4px red, 300px 0 red;',
      'The x offset of layer 2 is 300: this editor sets it from -200 to 200.',
    ],
    ['a blur of 250px', '0 0 250px red', 'The blur of layer 1 is 250: this editor sets it from 0 to 200.'],
    ['a spread of -101px', '0 0 0 -101px red', 'The spread of layer 1 is -101: this editor sets it from -100 to 100.'],
    [
      'a text over the limit',
      `0 0 red /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,014 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => readBoxShadow(text)).toThrow(message);
  });

  it('takes 20 layers at the ends of the ranges', () => {
    const text = Array.from({ length: 20 }, () => '-200px 200px 200px 100px red').join(', ');
    expect(readBoxShadow(text).layers).toHaveLength(20);
  });
});
