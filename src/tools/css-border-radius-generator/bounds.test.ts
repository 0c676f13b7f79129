import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  cssOf,
  DEFAULT_STATE,
  importBorderRadius,
  PRESETS,
  presetState,
  RADIUS_BOUNDS,
  tailwindOf,
  uniformRadii,
  UNITS,
  type RadiusUnit,
} from './core';

const RULES = { choices: { unit: UNITS }, bounds: RADIUS_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);

describe('a restored state is held to the controls’ limits', () => {
  it('clamps each corner’s radii into 0–10,000, with the notice', () => {
    const radii = { ...uniformRadii(24), topRight: { h: 1e9, v: -5 } };
    const { state, outOfBounds } = restore({ radii });
    expect(state.radii).toEqual({ ...uniformRadii(24), topRight: { h: 10_000, v: 0 } });
    expect(outOfBounds).toEqual(['radii']);
  });

  it.each([
    ['width', 1e6, 280],
    ['height', 0, 40],
    ['width', 100.4, 100],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    expect(restore({ [field]: value }).state[field]).toBe(expected);
  });

  it('keeps every preset as it is, without a notice', () => {
    for (const preset of PRESETS) {
      const stored = { ...DEFAULT_STATE, ...presetState(preset, 'px') };
      expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
    }
  });
});

describe('a unit from a link never writes CSS of its own', () => {
  it.each(CSS_INJECTIONS)('the unit %s restores as the default, and is never written', (unit) => {
    expect(restore({ unit }).state.unit).toBe('px');
    const state = { unit: unit as RadiusUnit, radii: uniformRadii(12) };
    expect(cssOf(state)).toBe('border-radius: 12px;');
    expect(tailwindOf(state)).toBe('rounded-[12px]');
  });
});

describe('an import is held to the same limits', () => {
  it.each([
    ['a radius of 20000px', 'border-radius: 20000px', '“20000px” (the top-left horizontal radius) is over 10000px'],
    [
      'a text over the limit',
      `border-radius: 4px; /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,026 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => importBorderRadius(text)).toThrow(message);
  });

  it('takes the pill preset’s 9999px', () => {
    expect(importBorderRadius('9999px').radii).toEqual(uniformRadii(9999));
  });
});
