import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../test/errors';
import { ToolError } from './tool-error';
import { visibleText, withVisibleInput } from './visible-text';

describe('visibleText', () => {
  it.each([
    { name: 'plain ASCII', text: 'abc 123 "x"', shown: 'abc 123 "x"' },
    { name: 'nothing', text: '', shown: '' },
    { name: 'NUL', text: 'a\0b', shown: 'a<U+0000>b' },
    { name: 'C0 controls: bell, escape, delete', text: '\u0007\u001b\u007f', shown: '<U+0007><U+001B><U+007F>' },
    { name: 'tab, line feed and carriage return', text: '\t\n\r', shown: '<U+0009><U+000A><U+000D>' },
    { name: 'a C1 control', text: 'x\u0085', shown: 'x<U+0085>' },
    { name: 'line and paragraph separators', text: '\u2028\u2029', shown: '<U+2028><U+2029>' },
    { name: 'zero-width space and joiner', text: 'a\u200Bb\u200Dc', shown: 'a<U+200B>b<U+200D>c' },
    { name: 'a right-to-left override', text: 'abc\u202Edef', shown: 'abc<U+202E>def' },
    { name: 'a byte order mark', text: '\uFEFF1', shown: '<U+FEFF>1' },
    { name: 'a lone high surrogate', text: 'x\uD83D', shown: 'x<U+D83D>' },
    { name: 'a lone low surrogate', text: '\uDE00x', shown: '<U+DE00>x' },
    // Visible characters, however unusual, are quoted as they are.
    { name: 'accents, emoji, right-to-left letters', text: 'é 😀 שלום', shown: 'é 😀 שלום' },
    { name: 'a combining mark', text: 'e\u0301', shown: 'e\u0301' },
    { name: 'a no-break space', text: 'a\u00A0b', shown: 'a\u00A0b' },
    { name: 'text that looks like a label', text: '<U+0000>', shown: '<U+0000>' },
  ])('$name', ({ text, shown }) => {
    expect(visibleText(text)).toBe(shown);
  });

  it('leaves no control, format, surrogate or separator character in any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(visibleText(text)).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u);
      }),
    );
  });
});

describe('withVisibleInput', () => {
  it('passes a result through', () => {
    expect(withVisibleInput(() => 42)).toBe(42);
  });

  it('shows the quoted input of a ToolError, keeping its location', () => {
    const location = { line: 1, column: 4, offset: 3 };
    const error = toolErrorOf(() =>
      withVisibleInput(() => {
        throw new ToolError('Token 2 "a\0b" is not a number', location);
      }),
    );
    expect(error.message).toBe('Token 2 "a<U+0000>b" is not a number');
    expect(error.location).toEqual(location);
  });

  it('rethrows anything else as it is', () => {
    const bug = new TypeError('x is undefined');
    expect(() =>
      withVisibleInput(() => {
        throw bug;
      }),
    ).toThrow(bug);
  });
});
