import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeToken,
  forEachToken,
  formatNumber,
  isDigits,
  PieceJoiner,
  readCodePoints,
  readDigits,
  writeCodePoints,
  type CodeBase,
  type NumberToken,
  type ReadBase,
} from './codes';
import { sliceWholeCharacters } from './unicode';
import { ToolError } from './tool-error';

function tokens(text: string): NumberToken[] {
  const found: NumberToken[] = [];
  forEachToken(text, (token) => found.push(token));
  return found;
}

describe('forEachToken', () => {
  it('splits on spaces, commas and new lines, remembering index and offset', () => {
    expect(tokens(' 72, 101\n\t0x6C,,0b1 ')).toEqual([
      { text: '72', index: 1, start: 1 },
      { text: '101', index: 2, start: 5 },
      { text: '0x6C', index: 3, start: 10 },
      { text: '0b1', index: 4, start: 16 },
    ]);
    expect(tokens('  \n,')).toEqual([]);
  });

  it('can be run twice on the same text', () => {
    expect(tokens('1 2')).toHaveLength(2);
    expect(tokens('1 2')).toHaveLength(2);
  });
});

describe('describeToken', () => {
  it('names the token, its number, line and column (columns count characters)', () => {
    const text = '😀 1\n 2 x';
    const fourth = tokens(text)[3]!;
    expect(describeToken(text, fourth)).toBe('token 4 "x" (line 2, column 4)');
  });

  it('shortens long tokens', () => {
    const text = 'a'.repeat(40);
    expect(describeToken(text, tokens(text)[0]!)).toBe(`token 1 "${'a'.repeat(20)}…" (line 1, column 1)`);
  });
});

describe('readDigits', () => {
  it.each([
    { digits: '1114111', radix: 10 as const, value: 0x10ffff },
    { digits: '1114112', radix: 10 as const, value: Infinity },
    { digits: '0000000000000072', radix: 10 as const, value: 72 },
    { digits: '99999999999999999999999', radix: 10 as const, value: Infinity },
    { digits: '10FFFF', radix: 16 as const, value: 0x10ffff },
    { digits: '110000', radix: 16 as const, value: Infinity },
    { digits: '0', radix: 2 as const, value: 0 },
    { digits: '100001111111111111111', radix: 2 as const, value: 0x10ffff },
    { digits: '4177777', radix: 8 as const, value: 0x10ffff },
  ])('$digits in base $radix', ({ digits, radix, value }) => {
    expect(readDigits(digits, radix, 0x10ffff)).toBe(value);
  });

  it('checks digits by base', () => {
    expect(isDigits('0101', 2)).toBe(true);
    expect(isDigits('012', 2)).toBe(false);
    expect(isDigits('fF09', 16)).toBe(true);
    expect(isDigits('', 10)).toBe(false);
    expect(isDigits('8', 8)).toBe(false);
  });
});

describe('formatNumber and PieceJoiner', () => {
  it('pads, upper-cases and prefixes', () => {
    expect(formatNumber(10, 16, 2, '0x')).toBe('0x0A');
    expect(formatNumber(0x1f600, 16, 2, '')).toBe('1F600');
    expect(formatNumber(5, 2, 8, '')).toBe('00000101');
  });

  it('joins many pieces across blocks', () => {
    const joiner = new PieceJoiner(',');
    for (let index = 0; index < 20_000; index += 1) joiner.push(String(index % 10));
    const joined = joiner.toString();
    expect(joined.split(',')).toHaveLength(20_000);
    expect(new PieceJoiner(' ').toString()).toBe('');
  });
});

describe('writeCodePoints', () => {
  it.each([
    { base: 'decimal' as const, prefix: true, expected: '72 105 10 233 128512' },
    { base: 'hex' as const, prefix: true, expected: '0x48 0x69 0x0A 0xE9 0x1F600' },
    { base: 'hex' as const, prefix: false, expected: '48 69 0A E9 1F600' },
    { base: 'octal' as const, prefix: true, expected: '0o110 0o151 0o012 0o351 0o373000' },
    { base: 'binary' as const, prefix: false, expected: '01001000 01101001 00001010 11101001 11111011000000000' },
  ])('$base, prefix $prefix', ({ base, prefix, expected }) => {
    expect(writeCodePoints('Hi\né😀', { base, prefix, separator: ' ' })).toBe(expected);
  });

  it('writes one code per code point, combining marks and RTL included', () => {
    expect(writeCodePoints('e\u0301ש', { base: 'decimal', prefix: false, separator: ',' })).toBe('101,769,1513');
    expect(writeCodePoints('', { base: 'decimal', prefix: false, separator: ',' })).toBe('');
  });
});

describe('readCodePoints', () => {
  it.each([
    { input: '72 105', base: 'auto' as const, text: 'Hi' },
    { input: '72,105\n33', base: 'auto' as const, text: 'Hi!' },
    { input: '0x48, 0X69 U+1F600 u+e9', base: 'auto' as const, text: 'Hi😀é' },
    { input: '0b1001000 01101001 0o41', base: 'auto' as const, text: 'Hi!' },
    { input: '128512 0x1f600', base: 'auto' as const, text: '😀😀' },
    { input: '55357 56832', base: 'auto' as const, text: '😀' },
    { input: '48 69', base: 'hex' as const, text: 'Hi' },
    { input: '0B 0b1 0x0B', base: 'hex' as const, text: '\v±\v' },
    { input: '0x48 U+69', base: 'hex' as const, text: 'Hi' },
    { input: '110 151', base: 'octal' as const, text: 'Hi' },
    { input: '1001000 0b1101001', base: 'binary' as const, text: 'Hi' },
    { input: '00000072', base: 'decimal' as const, text: 'H' },
    { input: '  \n ,', base: 'auto' as const, text: '' },
    { input: '1114111', base: 'decimal' as const, text: '\u{10FFFF}' },
    { input: '0', base: 'auto' as const, text: '\0' },
  ])('$input ($base)', ({ input, base, text }) => {
    expect(readCodePoints(input, base).text).toBe(text);
  });

  it.each([
    {
      input: '72 abc',
      base: 'auto' as const,
      message:
        'Token 2 "abc" (line 1, column 4) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
    },
    {
      input: '72\n 1114112',
      base: 'auto' as const,
      message: 'Token 2 "1114112" (line 2, column 2) is beyond U+10FFFF, the largest code point',
    },
    {
      input: '99999999999999999999999',
      base: 'decimal' as const,
      message: 'Token 1 "99999999999999999999999" (line 1, column 1) is beyond U+10FFFF, the largest code point',
    },
    {
      input: '0x110000',
      base: 'auto' as const,
      message: 'Token 1 "0x110000" (line 1, column 1) is beyond U+10FFFF, the largest code point',
    },
    {
      input: '65 0xD800 65',
      base: 'auto' as const,
      message:
        'Token 2 "0xD800" (line 1, column 4) is U+D800, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters',
    },
    {
      input: '65 56832',
      base: 'auto' as const,
      message:
        'Token 2 "56832" (line 1, column 4) is U+DE00, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters',
    },
    {
      input: '55357',
      base: 'auto' as const,
      message:
        'Token 1 "55357" (line 1, column 1) is U+D83D, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters',
    },
    { input: '0x48', base: 'decimal' as const, message: 'Token 1 "0x48" (line 1, column 1) is not a decimal number' },
    {
      input: '0o17',
      base: 'hex' as const,
      message: 'Token 1 "0o17" (line 1, column 1) is not a hexadecimal number (0x and U+ prefixes allowed)',
    },
    {
      input: '0xg1',
      base: 'hex' as const,
      message: 'Token 1 "0xg1" (line 1, column 1) is not a hexadecimal number (0x and U+ prefixes allowed)',
    },
    {
      input: '12',
      base: 'binary' as const,
      message: 'Token 1 "12" (line 1, column 1) is not a binary number (0b prefix allowed)',
    },
    {
      input: '😀 9',
      base: 'octal' as const,
      message: 'Token 1 "😀" (line 1, column 1) is not an octal number (0o prefix allowed)',
    },
    {
      input: '-5',
      base: 'auto' as const,
      message:
        'Token 1 "-5" (line 1, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
    },
    {
      input: '0x',
      base: 'auto' as const,
      message:
        'Token 1 "0x" (line 1, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
    },
  ])('rejects $input ($base)', ({ input, base, message }) => {
    let thrown: unknown;
    try {
      readCodePoints(input, base);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolError);
    expect((thrown as ToolError).message).toBe(message);
  });

  it('points the error location at the token', () => {
    try {
      readCodePoints('1 2\n x', 'auto');
    } catch (error) {
      expect((error as ToolError).location).toEqual({ line: 2, column: 2, offset: 5 });
    }
    expect.assertions(1);
  });

  it('counts the numbers read', () => {
    expect(readCodePoints('55357 56832 65', 'auto')).toEqual({ text: '😀A', codes: 3 });
  });
});

describe('text → codes → text never loses or invents a character', () => {
  const bases: CodeBase[] = ['decimal', 'hex', 'octal', 'binary'];
  const anyText = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
  const separator = fc.constantFrom(' ', ',', '\n', ', ');

  it.each(bases)('%s with prefixes, read back by auto-detect and by its own base', (base) => {
    fc.assert(
      fc.property(anyText, separator, (text, sep) => {
        const written = writeCodePoints(text, { base, separator: sep, prefix: true });
        expect(readCodePoints(written, 'auto').text).toBe(text);
        expect(readCodePoints(written, base).text).toBe(text);
      }),
    );
  });

  it.each(bases)('%s without prefixes, read back by its own base', (base) => {
    fc.assert(
      fc.property(anyText, separator, (text, sep) => {
        const written = writeCodePoints(text, { base, separator: sep, prefix: false });
        expect(readCodePoints(written, base as ReadBase).text).toBe(text);
      }),
    );
  });

  it('ASCII in 8-digit binary groups reads back by auto-detect', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii' }).map((text) => text.replace(/[^\0-\x7f]/g, '')),
        (text) => {
          expect(
            readCodePoints(writeCodePoints(text, { base: 'binary', separator: ' ', prefix: false }), 'auto').text,
          ).toBe(text);
        },
      ),
    );
  });
});

describe('sliceWholeCharacters', () => {
  it.each([
    { name: 'shorter than the limit: whole', text: 'abc', limit: 5, slice: 'abc' },
    { name: 'cut at the limit', text: 'abcdef', limit: 4, slice: 'abcd' },
    { name: 'never between the halves of a pair', text: 'ab😀c', limit: 3, slice: 'ab' },
    { name: 'after a whole pair', text: 'ab😀c', limit: 4, slice: 'ab😀' },
    { name: 'a lone high surrogate at the end of short text is kept', text: 'a\ud800', limit: 2, slice: 'a\ud800' },
  ])('$name', ({ text, limit, slice }) => {
    expect(sliceWholeCharacters(text, limit)).toBe(slice);
  });
});
