import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ColorError,
  formatColor,
  isColor,
  looksLikeColor,
  normalizeColor,
  parseColor,
  safeColor,
  type Rgba,
} from './color';
import { CSS_INJECTIONS } from './injection-samples';

describe('parseColor', () => {
  it.each<[string, Rgba]>([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 0.53 }],
    ['#1E90FF', { r: 30, g: 144, b: 255, a: 1 }],
    ['#1e90ff80', { r: 30, g: 144, b: 255, a: 0.5 }],
    ['rgb(30, 144, 255)', { r: 30, g: 144, b: 255, a: 1 }],
    ['rgba(0,0,0,.25)', { r: 0, g: 0, b: 0, a: 0.25 }],
    ['rgb(0 0 0 / 20%)', { r: 0, g: 0, b: 0, a: 0.2 }],
    ['rgb(100% 50% 0%)', { r: 255, g: 128, b: 0, a: 1 }],
    ['hsl(210, 100%, 50%)', { r: 0, g: 128, b: 255, a: 1 }],
    ['hsl(0.5turn 100% 50% / 0.5)', { r: 0, g: 255, b: 255, a: 0.5 }],
    ['rebeccapurple', { r: 102, g: 51, b: 153, a: 1 }],
    ['White', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('%s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });

  it.each([
    ['#12345', '3, 4, 6 or 8 hex digits'],
    ['rgb(1 2)', 'needs 3 channels, found 2'],
    ['rgb(1 2 x)', '“x” is not a number for the blue'],
    ['hsl(10 50 50)', 'needs a %'],
    ['oklch(70% 0.1 200)', 'oklch() colours are not read here'],
    ['blurple', '“blurple” is not a colour'],
    ['', 'the colour is empty'],
  ])('%s is refused: %s', (text, message) => {
    expect(() => parseColor(text)).toThrow(ColorError);
    expect(() => parseColor(text)).toThrow(message);
  });
});

describe('formatColor', () => {
  it.each<[Rgba, string]>([
    [{ r: 30, g: 144, b: 255, a: 1 }, '#1e90ff'],
    [{ r: 0, g: 0, b: 0, a: 0.2 }, 'rgb(0 0 0 / 0.2)'],
    [{ r: 0, g: 0, b: 0, a: 0 }, 'rgb(0 0 0 / 0)'],
  ])('%o → %s', (color, text) => {
    expect(formatColor(color)).toBe(text);
  });

  it('reads back every colour it writes', () => {
    const colors = fc.record({
      r: fc.integer({ min: 0, max: 255 }),
      g: fc.integer({ min: 0, max: 255 }),
      b: fc.integer({ min: 0, max: 255 }),
      a: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
    });
    fc.assert(
      fc.property(colors, (color) => {
        expect(parseColor(formatColor(color))).toEqual(color);
      }),
    );
  });

  it('normalizes a legacy form to the modern one', () => {
    expect(normalizeColor('rgba(0, 0, 0, .5)')).toBe('rgb(0 0 0 / 0.5)');
  });
});

it.each([
  ['#000', true],
  ['rgb(0 0 0)', true],
  ['oklch(70% 0.1 200)', true],
  ['red', true],
  ['currentColor', true],
  ['10px', false],
  ['inset', false],
])('looksLikeColor(%s) is %s', (token, expected) => {
  expect(looksLikeColor(token)).toBe(expected);
});

describe('isColor and safeColor', () => {
  it.each(['#1e90ff', 'rgb(0 0 0 / 0.2)', 'rgba(0,0,0,.5)', 'hsl(210 100% 50%)', 'transparent', 'RebeccaPurple'])(
    '%s is a colour, written as normalizeColor writes it',
    (text) => {
      expect(isColor(text)).toBe(true);
      expect(safeColor(text, '#000000')).toBe(normalizeColor(text));
    },
  );

  it.each([...CSS_INJECTIONS, '', 'currentcolor', 'oklch(70% 0.1 200)', 42, null, undefined, ['red'], { r: 0 }])(
    '%s is not, and gives the fallback',
    (value) => {
      expect(isColor(value)).toBe(false);
      if (typeof value === 'string') expect(safeColor(value, '#abcdef')).toBe('#abcdef');
    },
  );
});
