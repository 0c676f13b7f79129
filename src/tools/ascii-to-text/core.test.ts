import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiToText, SAMPLE_CODES, type InputBase } from './core';
import { toolErrorOf } from '../../test/errors';

describe('asciiToText', () => {
  it.each([
    { name: 'decimal', input: '72 101 108 108 111', base: 'auto' as InputBase, text: 'Hello' },
    { name: 'commas and new lines', input: '72,101\n108, 108\r\n111', base: 'auto' as InputBase, text: 'Hello' },
    { name: '0x hex', input: '0x48 0x69', base: 'auto' as InputBase, text: 'Hi' },
    { name: '0b binary', input: '0b1001000 0b1101001', base: 'auto' as InputBase, text: 'Hi' },
    { name: '8-digit binary groups', input: '01001000 01101001', base: 'auto' as InputBase, text: 'Hi' },
    { name: 'mixed bases', input: '72 0x69 0b100001 0o41', base: 'auto' as InputBase, text: 'Hi!!' },
    { name: 'emoji by code point', input: '128512 U+1F44D', base: 'auto' as InputBase, text: '😀👍' },
    { name: 'emoji by surrogate pair', input: '55357 56832', base: 'auto' as InputBase, text: '😀' },
    { name: 'combining mark', input: '101 769', base: 'auto' as InputBase, text: 'e\u0301' },
    { name: 'Hebrew (RTL)', input: '1513 1500 1493 1501', base: 'auto' as InputBase, text: 'שלום' },
    { name: 'ZWJ family emoji', input: '0x1F468 0x200D 0x1F469 0x200D 0x1F467', base: 'auto' as InputBase, text: '👨‍👩‍👧' },
    { name: 'hex without prefix', input: '48 65 6c 6C 6f', base: 'hex' as InputBase, text: 'Hello' },
    { name: 'octal', input: '110 145', base: 'octal' as InputBase, text: 'He' },
    { name: 'binary of any length', input: '1001000 11111011000000000', base: 'binary' as InputBase, text: 'H😀' },
    { name: 'leading zeros in decimal', input: '072', base: 'decimal' as InputBase, text: 'H' },
    { name: 'nothing but separators', input: ' ,\n ', base: 'auto' as InputBase, text: '' },
  ])('$name', ({ input, base, text }) => {
    expect(asciiToText(input, base).text).toBe(text);
  });

  it('counts codes and characters', () => {
    expect(asciiToText('55357 56832 65', 'auto')).toEqual({ text: '😀A', codes: 3, characters: 2 });
  });

  it.each([
    {
      input: '72 1O1',
      message:
        'Token 2 "1O1" (line 1, column 4) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      input: '72\n101 1114112',
      message: 'Token 3 "1114112" (line 2, column 5) is beyond U+10FFFF, the largest code point',
      location: { line: 2, column: 5, offset: 7 },
    },
    {
      input: '65 0xDC00',
      message:
        'Token 2 "0xDC00" (line 1, column 4) is U+DC00, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      input: '😀 9',
      message:
        'Token 1 "😀" (line 1, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 1, offset: 0 },
    },
    {
      input: '72 55357 72',
      message:
        'Token 2 "55357" (line 1, column 4) is U+D83D, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters',
      location: { line: 1, column: 4, offset: 3 },
    },
    // Invisible characters in a quoted token are named, never printed raw.
    {
      input: '72 \0 105',
      message:
        'Token 2 "<U+0000>" (line 1, column 4) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      input: '7\u00002 105',
      message:
        'Token 1 "7<U+0000>2" (line 1, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 1, offset: 0 },
    },
    {
      input: '65 \u001b[31m',
      message:
        'Token 2 "<U+001B>[31m" (line 1, column 4) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      input: '65\n1\u202E23',
      message:
        'Token 2 "1<U+202E>23" (line 2, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 2, column: 1, offset: 3 },
    },
    {
      input: '0x4\u200B1',
      message:
        'Token 1 "0x4<U+200B>1" (line 1, column 1) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 1, offset: 0 },
    },
    {
      input: '65 \uD800',
      message:
        'Token 2 "<U+D800>" (line 1, column 4) is not a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
      location: { line: 1, column: 4, offset: 3 },
    },
  ])('reports $input with its token and position', ({ input, message, location }) => {
    const error = toolErrorOf(() => asciiToText(input, 'auto'));
    expect(error.message).toBe(message);
    expect(error.location).toEqual(location);
  });

  it('decodes its sample', () => {
    expect(asciiToText(SAMPLE_CODES, 'auto').text).toBe('Hello, World!\nCafé 😀');
  });

  it('reads back any text written as decimal code points, never losing or inventing a character', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        fc.constantFrom(' ', ',', '\n'),
        (text, separator) => {
          const codes = [...text].map((character) => character.codePointAt(0)).join(separator);
          expect(asciiToText(codes, 'auto').text).toBe(text);
        },
      ),
    );
  });

  it('reads 200,000 codes', () => {
    const input = Array.from({ length: 200_000 }, (_, index) => String(65 + (index % 26))).join(' ');
    const { text, characters } = asciiToText(input, 'auto');
    expect(characters).toBe(200_000);
    expect(text.slice(0, 27)).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZA');
  });
});
