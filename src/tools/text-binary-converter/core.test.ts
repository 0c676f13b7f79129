import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binaryToText, convertBinary, SAMPLE_BINARY, SAMPLE_TEXT, textToBinary, type BinarySeparator } from './core';
import { toolErrorOf } from '../../test/errors';

describe('textToBinary', () => {
  it.each([
    { name: 'ASCII', text: 'Hi', separator: 'space' as BinarySeparator, output: '01001000 01101001' },
    { name: 'no separator', text: 'Hi', separator: 'none' as BinarySeparator, output: '0100100001101001' },
    { name: 'one byte per line', text: 'Hi', separator: 'newline' as BinarySeparator, output: '01001000\n01101001' },
    { name: 'two-byte é', text: 'é', separator: 'space' as BinarySeparator, output: '11000011 10101001' },
    {
      name: 'four-byte emoji',
      text: '😀',
      separator: 'space' as BinarySeparator,
      output: '11110000 10011111 10011000 10000000',
    },
    {
      name: 'combining mark',
      text: 'e\u0301',
      separator: 'space' as BinarySeparator,
      output: '01100101 11001100 10000001',
    },
    { name: 'Hebrew (RTL)', text: 'ש', separator: 'space' as BinarySeparator, output: '11010111 10101001' },
    { name: 'empty', text: '', separator: 'space' as BinarySeparator, output: '' },
  ])('$name', ({ text, separator, output }) => {
    expect(textToBinary(text, separator).output).toBe(output);
  });

  it('counts characters, not UTF-16 units, and bytes', () => {
    expect(textToBinary('a😀', 'space')).toMatchObject({ characters: 2, bytes: 5 });
  });

  it('refuses a lone surrogate with its position', () => {
    const error = toolErrorOf(() => textToBinary('ok\n\ud800', 'space'));
    expect(error.message).toBe(
      'The text holds a lone surrogate U+D800 at line 2, column 1: half of a UTF-16 pair, not a character, so it has no UTF-8 bytes',
    );
    expect(error.location).toEqual({ line: 2, column: 1, offset: 3 });
  });
});

describe('binaryToText', () => {
  it.each([
    { name: 'space separated', binary: '01001000 01101001', text: 'Hi' },
    { name: 'run together', binary: '0100100001101001', text: 'Hi' },
    { name: 'lines, commas and 0b', binary: '0b01001000,\n  01101001\n', text: 'Hi' },
    { name: 'emoji', binary: '11110000 10011111 10011000 10000000', text: '😀' },
    { name: 'BOM is kept', binary: '11101111 10111011 10111111 01000001', text: '\ufeffA' },
    { name: 'only separators', binary: ' \n', text: '' },
  ])('$name', ({ binary, text }) => {
    expect(binaryToText(binary).output).toBe(text);
  });

  it.each([
    {
      name: 'a digit that is not 0 or 1',
      binary: '01001000 01102001',
      message: '"2" at line 1, column 14 is not a binary digit (0 or 1)',
      location: { line: 1, column: 14, offset: 13 },
    },
    {
      name: 'a short group',
      binary: '01001000\n0110100',
      message: 'Group 2 "0110100" at line 2, column 1 has 7 bits, but a byte has 8',
      location: { line: 2, column: 1, offset: 9 },
    },
    {
      name: 'a truncated sequence',
      binary: '01000001 11000011',
      message:
        'The bytes are not valid UTF-8: 1 invalid sequence.\n• Truncated sequence at byte offset 1 (line 1, column 10): 0xC3 starts a 2-byte sequence, but the bytes end after it.',
      location: { line: 1, column: 10, offset: 9 },
    },
    {
      name: 'an unexpected continuation byte',
      binary: '10000000',
      message:
        'The bytes are not valid UTF-8: 1 invalid sequence.\n• Unexpected continuation byte at byte offset 0 (line 1, column 1): 0x80 is a continuation byte with no lead byte before it.',
      location: { line: 1, column: 1, offset: 0 },
    },
    // Invisible characters are named by their code point, never quoted raw.
    {
      name: 'a NUL',
      binary: '0100\u00000',
      message: 'U+0000 at line 1, column 5 is not a binary digit (0 or 1)',
      location: { line: 1, column: 5, offset: 4 },
    },
    {
      name: 'a zero-width space',
      binary: '01001000\u200B',
      message: 'U+200B at line 1, column 9 is not a binary digit (0 or 1)',
      location: { line: 1, column: 9, offset: 8 },
    },
  ])('reports $name with where it is', ({ binary, message, location }) => {
    const error = toolErrorOf(() => binaryToText(binary));
    expect(error.message).toBe(message);
    expect(error.location).toEqual(location);
  });

  it('points at a byte inside a run of several', () => {
    expect(toolErrorOf(() => binaryToText('0100000111111111')).message).toContain(
      'Invalid byte at byte offset 1 (line 1, column 9): 0xFF never appears in UTF-8.',
    );
  });
});

describe('round trip', () => {
  it('decode(encode(text)) is the text, for any Unicode text and separator', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        fc.constantFrom<BinarySeparator>('space', 'none', 'newline'),
        (text, separator) => {
          expect(binaryToText(textToBinary(text, separator).output).output).toBe(text);
        },
      ),
    );
  });

  it('the samples convert', () => {
    expect(convertBinary(SAMPLE_TEXT, 'encode', 'space').bytes).toBe(13);
    expect(convertBinary(SAMPLE_BINARY, 'decode', 'space').output).toBe('Hi 👋');
  });
});
