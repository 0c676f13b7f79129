import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  addStop,
  cssOf,
  DEFAULT_CONTROLS,
  DEFAULT_STATE,
  GRADIENT_BOUNDS,
  importGradient,
  MAX_STOPS,
  tailwindOf,
  type ColorStop,
} from './core';

const RULES = { bounds: GRADIENT_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);
const stop = (position: number, color = '#112233'): ColorStop => ({ color, position });

describe('a restored state is held to the controls’ limits', () => {
  it('keeps the first 50 of 20,000 stops, with the notice', () => {
    const { state, outOfBounds } = restore({
      stops: Array.from({ length: 20_000 }, (_, index) => stop(index % 100)),
    });
    expect(state.stops).toHaveLength(MAX_STOPS);
    expect(outOfBounds).toEqual(['stops']);
  });

  it.each([
    ['angle', 720, 359.9],
    ['fromAngle', -90, 0],
    ['positionX', 150, 100],
    ['positionY', -5, 0],
    ['radiusX', 1e7, 1000],
    ['radiusY', -1, 0],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    const { state, outOfBounds } = restore({ [field]: value });
    expect(state[field]).toBe(expected);
    expect(outOfBounds).toEqual([field]);
  });

  it('clamps a stop’s position into 0–100%', () => {
    expect(restore({ stops: [stop(-20), stop(300)] }).state.stops).toEqual([stop(0), stop(100)]);
  });

  it('restores a pasted text longer than the import takes as empty', () => {
    expect(restore({ input: 'x'.repeat(CSS_IMPORT_LIMIT + 1) }).state.input).toBe('');
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const stored = { ...DEFAULT_STATE, angle: 359.9, stops: Array.from({ length: 50 }, (_, index) => stop(index * 2)) };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('colours from a link never reach the CSS', () => {
  it.each(CSS_INJECTIONS)('a stop coloured %s is dropped on restore', (color) => {
    const { state, outOfBounds } = restore({ stops: [stop(0, color), stop(50), stop(100)] });
    expect(state.stops).toEqual([stop(50), stop(100)]);
    expect(outOfBounds).toEqual(['stops']);
  });

  it.each(CSS_INJECTIONS)('the CSS written for a stop coloured %s holds a colour, never the text', (color) => {
    const controls = { ...DEFAULT_CONTROLS, stops: [stop(0, color), stop(100, 'red')] };
    expect(cssOf(controls)).toBe('background-image: linear-gradient(90deg, #000000 0%, #ff0000 100%);');
    expect(tailwindOf(controls)).toBe('bg-[linear-gradient(90deg,#000000_0%,#ff0000_100%)]');
  });
});

describe('an import is held to the same limits', () => {
  const stops = (count: number) => Array.from({ length: count }, (_, index) => `red ${index % 100}%`).join(',');
  it.each([
    ['51 stops', `linear-gradient(${stops(51)})`, 'There are 51 colour stops: this editor takes up to 50.'],
    ['10,000 stops', `linear-gradient(${stops(10_000)})`, 'There are 10,000 colour stops: this editor takes up to 50.'],
    [
      'a stop past 100%',
      'linear-gradient(red 0%, blue 120%)',
      'The position of stop 2 is 120: this editor sets it from 0 to 100.',
    ],
    [
      'a stop before 0%',
      'linear-gradient(red -10%, blue)',
      'The position of stop 1 is -10: this editor sets it from 0 to 100.',
    ],
    [
      'a centre off the box',
      'radial-gradient(at 150% 50%, red, blue)',
      'Centre x is 150: this editor sets it from 0 to 100.',
    ],
    [
      'a circle of 2000px',
      'radial-gradient(circle 2000px, red, blue)',
      'The radius is 2000px: this editor sets it up to 1000px.',
    ],
    [
      'an ellipse 80em tall',
      'radial-gradient(10em 80em, red, blue)',
      'The vertical radius is 80em: this editor sets it up to 60em.',
    ],
    [
      'a text over the limit',
      `linear-gradient(red, blue) /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,033 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => importGradient(text)).toThrow(message);
  });

  it('takes 50 stops and the ends of the ranges', () => {
    expect(importGradient(`linear-gradient(${stops(50)})`).stops).toHaveLength(50);
    expect(importGradient('radial-gradient(circle 1000px at 100% 0%, red 0%, blue 100%)')).toMatchObject({
      radiusX: 1000,
      positionX: 100,
      positionY: 0,
    });
  });
});

describe('addStop', () => {
  it('adds none past 50 stops', () => {
    const full = Array.from({ length: MAX_STOPS }, (_, index) => stop(index * 2));
    expect(addStop(full, 51)).toEqual({ stops: full, index: -1 });
  });
});
