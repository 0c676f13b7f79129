import { describe, expect, it } from 'vitest';
import { cssOf, importBorder, readBorder, SAMPLE_INPUT } from './core';

describe('cssOf', () => {
  it.each([
    [{ width: 2, style: 'solid' as const }, 'border: 2px solid;'],
    [{ width: 0, style: 'double' as const }, 'border: 0px double;'],
  ])('%j gives %s', (state, css) => {
    expect(cssOf(state)).toBe(css);
  });
});

describe('readBorder', () => {
  it.each([
    [SAMPLE_INPUT, { width: 4, style: 'dashed' }],
    ['border: 1px solid;', { width: 1, style: 'solid' }],
    ['dotted 3px', { width: 3, style: 'dotted' }],
    ['BORDER: DOUBLE', { style: 'double' }],
    ['0', { width: 0 }],
    [cssOf({ width: 7, style: 'dashed' }), { width: 7, style: 'dashed' }],
  ])('%j reads as %j', (text, state) => {
    expect(readBorder(text)).toEqual(state);
  });

  it.each([
    ['this is not CSS {{', 'There is no border declaration here'],
    ['color: red;', 'There is no border declaration here'],
    ['border: ;', 'The border has no value'],
    ['2px red', '"red" is not a width in px or a style'],
    ['2em solid', '"2em" is not a width in px or a style'],
  ])('refuses %j', (text, message) => {
    expect(() => readBorder(text)).toThrow(message);
  });

  it('holds an import to the width the slider allows', () => {
    expect(() => importBorder('border: 50px solid')).toThrow('Border width is 50: this editor sets it from 0 to 20.');
  });
});
