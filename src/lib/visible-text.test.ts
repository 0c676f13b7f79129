import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanEscapes, scanPercent } from './byte-notation';
import { readCodePoints } from './codes';
import { percentDecode } from './percent-encoding';
import { toolErrorOf } from '../test/errors';
import { shownCharacters, visibleText } from './visible-text';

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

describe('the shared readers quote input visibly', () => {
  it.each([
    ['a code list', () => readCodePoints('72 4\u00002', 'decimal'), '"4<U+0000>2"'],
    ['a percent escape', () => percentDecode('%\u00004', 'component'), '"%<U+0000>4"'],
    ['a \\x escape', () => scanEscapes('\\x\u001b1', () => {}), '"\\x<U+001B>1"'],
    ['a percent byte', () => scanPercent('%4\u200e', () => {}), '"%4<U+200E>"'],
  ])('%s', (_name, read, quoted) => {
    const error = toolErrorOf(read);
    expect(error.message).toContain(quoted);
    for (const hidden of ['\u0000', '\u001b', '\u200e']) expect(error.message).not.toContain(hidden);
  });
});

describe('shownCharacters', () => {
  it.each([
    ['a', 'a'],
    ['👩‍👩‍👧', '👩\u200d👩\u200d👧'.replace(/\u200d/g, '<U+200D>')],
    [' ', '(space)'],
    ['\u00a0', '<U+00A0>'],
    ['\u0301', '◌\u0301'],
    ['\ud800', '(lone surrogate)'],
    ['\u200b', '<U+200B>'],
    ['\u0000', '<U+0000>'],
    ['&amp;', '&amp;'],
  ])('shows %j as %j', (text, shown) => {
    expect(shownCharacters(text)).toBe(shown);
  });
});
