import { describe, expect, it } from 'vitest';
import {
  declarationValue,
  formatLength,
  formatNumber,
  gapPixels,
  lengthInPixels,
  parseLength,
  splitTopLevel,
} from './values';
import { tailwindArbitrary } from './tailwind';

describe('splitTopLevel', () => {
  it.each<[string, ',' | ' ' | '/', string[]]>([
    ['0 1px rgb(0, 0, 0), inset 0 0 4px red', ',', ['0 1px rgb(0, 0, 0)', 'inset 0 0 4px red']],
    ['0  1px\n rgb(0 0 0 / 0.2)', ' ', ['0', '1px', 'rgb(0 0 0 / 0.2)']],
    ['10px 20px / 5px', '/', ['10px 20px', '5px']],
    ['"a, b", c', ',', ['"a, b"', 'c']],
    ['', ',', []],
  ])('%s split at "%s"', (value, separator, parts) => {
    expect(splitTopLevel(value, separator)).toEqual(parts);
  });
});

describe('declarationValue', () => {
  it.each([
    ['box-shadow: 0 1px red;', 'box-shadow', '0 1px red'],
    ['.card {\n  color: red;\n  box-shadow: 0 1px red !important;\n}', 'box-shadow', '0 1px red'],
    ['0 1px red', 'box-shadow', '0 1px red'],
    ['border-radius: 1px; border-radius: 2px', 'border-radius', '2px'],
    // A longer property with the same ending is not the property.
    ['-webkit-box-shadow: 1px 1px red; box-shadow: 2px 2px red', 'box-shadow', '2px 2px red'],
  ])('%s', (text, property, value) => {
    expect(declarationValue(text, property)).toBe(value);
  });
});

describe('numbers and lengths', () => {
  it.each([
    [1.23456, '1.235'],
    [-0.0001, '0'],
    [10, '10'],
    [0.5, '0.5'],
  ])('formatNumber(%d) is %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([
    ['12px', { value: 12, unit: 'px' }],
    ['-0.5REM', { value: -0.5, unit: 'rem' }],
    ['.5em', { value: 0.5, unit: 'em' }],
    ['50%', { value: 50, unit: '%' }],
    ['0', { value: 0, unit: '' }],
    ['1e2px', { value: 100, unit: 'px' }],
    ['px', null],
    ['1px2', null],
  ])('parseLength(%s)', (token, length) => {
    expect(parseLength(token)).toEqual(length);
  });

  it.each([
    [{ value: 0, unit: 'px' }, '0'],
    [{ value: 0, unit: '%' }, '0%'],
    [{ value: 1.5, unit: 'rem' }, '1.5rem'],
  ])('formatLength(%o) is %s', (length, text) => {
    expect(formatLength(length)).toBe(text);
  });
});

describe('tailwindArbitrary', () => {
  it.each([
    ['shadow', '0 4px 6px rgb(0 0 0 / 0.1)', 'shadow-[0_4px_6px_rgb(0_0_0/0.1)]'],
    ['bg', 'linear-gradient(90deg, red, blue)', 'bg-[linear-gradient(90deg,red,blue)]'],
    ['animate', 'my_spin 1s linear', 'animate-[my\\_spin_1s_linear]'],
  ])('%s: %s', (utility, value, className) => {
    expect(tailwindArbitrary(utility, value)).toBe(className);
  });
});

it.each([
  [{ value: 12, unit: 'px' }, 12],
  [{ value: 0, unit: '' }, 0],
  [{ value: 1.5, unit: 'rem' }, 24],
  [{ value: 2, unit: 'em' }, null],
  [{ value: 3, unit: '' }, null],
])('lengthInPixels(%o) is %s', (length, pixels) => {
  expect(lengthInPixels(length)).toBe(pixels);
});

describe('gapPixels', () => {
  it.each([
    ['12px', 12],
    ['1.5rem', 24],
    ['0', 0],
    ['200px', 200],
  ])('%s is %d px', (token, pixels) => {
    expect(gapPixels(token, '', 200)).toBe(pixels);
  });

  it.each([
    ['201px', '', 'The gap “201px” is over 200px'],
    ['2em', ' in rule 1', '“2em” is not a gap this tool sets in rule 1: give it in px (or rem)'],
    ['-4px', '', '“-4px” is not a gap this tool sets: give it in px (or rem)'],
  ])('refuses %s', (token, where, message) => {
    expect(() => gapPixels(token, where, 200)).toThrow(message);
  });
});
