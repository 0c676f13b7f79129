import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertHex,
  DEFAULT_OPTIONS,
  hexToText,
  SAMPLE_HEX,
  SAMPLE_TEXT,
  textToHex,
  type HexOptions,
  type HexSeparator,
} from './core';
import { toolErrorOf } from '../../test/errors';

const encode = (text: string, options: Partial<HexOptions> = {}) =>
  textToHex(text, { ...DEFAULT_OPTIONS, ...options }).output;

describe('RFC 4648 section 10 Base16 test vectors', () => {
  const vectors = [
    ['', ''],
    ['f', '66'],
    ['fo', '666F'],
    ['foo', '666F6F'],
    ['foob', '666F6F62'],
    ['fooba', '666F6F6261'],
    ['foobar', '666F6F626172'],
  ] as const;

  it.each(vectors)('BASE16(%j) = %j', (text, hex) => {
    expect(encode(text, { separator: 'none', uppercase: true })).toBe(hex);
  });

  it.each(vectors)('decodes %j from %j', (text, hex) => {
    expect(hexToText(hex).output).toBe(text);
    expect(hexToText(hex.toLowerCase()).output).toBe(text);
  });
});

describe('textToHex', () => {
  it.each([
    { name: 'spaced lower case (default)', text: 'Hi!', options: {}, output: '48 69 21' },
    {
      name: 'upper case, colons',
      text: 'Hi!',
      options: { uppercase: true, separator: 'colon' as HexSeparator },
      output: '48:69:21',
    },
    { name: '0x on each separated byte', text: 'Hi', options: { prefix: true }, output: '0x48 0x69' },
    {
      name: 'one 0x for an unseparated run',
      text: 'Hi',
      options: { prefix: true, separator: 'none' as HexSeparator },
      output: '0x4869',
    },
    { name: 'two-byte é', text: 'é', options: {}, output: 'c3 a9' },
    { name: 'emoji is four bytes', text: '😀', options: {}, output: 'f0 9f 98 80' },
    { name: 'combining mark', text: 'e\u0301', options: {}, output: '65 cc 81' },
    { name: 'Arabic (RTL)', text: 'سلام', options: {}, output: 'd8 b3 d9 84 d8 a7 d9 85' },
    {
      name: 'ZWJ sequence',
      text: '👨‍👩',
      options: { separator: 'none' as HexSeparator },
      output: 'f09f91a8e2808df09f91a9',
    },
  ])('$name', ({ text, options, output }) => {
    expect(encode(text, options)).toBe(output);
  });

  it('counts characters and bytes', () => {
    expect(textToHex('a😀', DEFAULT_OPTIONS)).toMatchObject({ characters: 2, bytes: 5 });
  });

  it('refuses a lone surrogate with its position', () => {
    expect(toolErrorOf(() => encode('a\udfff')).message).toContain('lone surrogate U+DFFF at line 1, column 2');
  });
});

describe('hexToText', () => {
  it.each([
    { name: 'plain', hex: '48656c6c6f', text: 'Hello' },
    { name: 'spaces and new lines', hex: '48 65\n6C 6c\t6F\n', text: 'Hello' },
    { name: 'colons', hex: '48:65:6c:6c:6f', text: 'Hello' },
    { name: 'C array', hex: '0x48, 0x65, 0x6C, 0x6C, 0x6F', text: 'Hello' },
    { name: 'single prefix', hex: '0x48656C6C6F', text: 'Hello' },
    { name: 'xxd-style groups', hex: '4865 6c6c 6f0a', text: 'Hello\n' },
    { name: 'emoji', hex: 'F0 9F 98 80', text: '😀' },
    { name: 'empty', hex: '', text: '' },
  ])('$name', ({ hex, text }) => {
    expect(hexToText(hex).output).toBe(text);
  });

  it.each([
    {
      name: 'odd length',
      hex: '48656',
      message: 'Odd number of hex digits: "48656" at line 1, column 1 has 5, but every byte takes two',
      location: { line: 1, column: 1, offset: 0 },
    },
    {
      name: 'odd group',
      hex: '48 65\n6 6c',
      message: 'Odd number of hex digits: "6" at line 2, column 1 has 1, but every byte takes two',
      location: { line: 2, column: 1, offset: 6 },
    },
    {
      name: 'bad digit',
      hex: '48 6g',
      message: '"g" at line 1, column 5 is not a hex digit (0-9, a-f, A-F)',
      location: { line: 1, column: 5, offset: 4 },
    },
    {
      name: 'invalid UTF-8',
      hex: '48 ff 69',
      message:
        'The bytes are not valid UTF-8: 1 invalid sequence.\n• Invalid byte at byte offset 1 (line 1, column 4): 0xFF never appears in UTF-8.',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      name: 'a sequence cut short by the end of the bytes',
      hex: '48 e2 82',
      message:
        'The bytes are not valid UTF-8: 1 invalid sequence.\n• Truncated sequence at byte offset 1 (line 1, column 4): 0xE2 starts a 3-byte sequence, but the bytes end after 0xE2 0x82.',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      name: 'overlong and surrogate',
      hex: 'c0 af\ned a0 80',
      message:
        'The bytes are not valid UTF-8: 2 invalid sequences.\n• Overlong encoding at byte offset 0 (line 1, column 1): 0xC0 0xAF starts with 0xC0, which only ever starts an overlong form of an ASCII character.\n• Surrogate at byte offset 2 (line 2, column 1): 0xED 0xA0 0x80 would encode a surrogate (U+D800 to U+DFFF), which is not a character.',
      location: { line: 1, column: 1, offset: 0 },
    },
    // Invisible characters are named by their code point, never quoted raw.
    {
      name: 'a NUL',
      hex: '48 \u0000',
      message: 'U+0000 at line 1, column 4 is not a hex digit (0-9, a-f, A-F)',
      location: { line: 1, column: 4, offset: 3 },
    },
    {
      name: 'a right-to-left override',
      hex: '4\u202E8',
      message: 'U+202E at line 1, column 2 is not a hex digit (0-9, a-f, A-F)',
      location: { line: 1, column: 2, offset: 1 },
    },
    {
      name: 'a lone surrogate',
      hex: '\uD800',
      message: 'U+D800 at line 1, column 1 is not a hex digit (0-9, a-f, A-F)',
      location: { line: 1, column: 1, offset: 0 },
    },
  ])('reports $name with where it is', ({ hex, message, location }) => {
    const error = toolErrorOf(() => hexToText(hex));
    expect(error.message).toBe(message);
    expect(error.location).toEqual(location);
  });
});

describe('round trip', () => {
  const options = fc.record({
    separator: fc.constantFrom<HexSeparator>('none', 'space', 'colon'),
    uppercase: fc.boolean(),
    prefix: fc.boolean(),
  });

  it('decode(encode(text)) is the text, for any Unicode text and any format', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), options, (text, format) => {
        expect(hexToText(textToHex(text, format).output).output).toBe(text);
      }),
    );
  });

  it('the samples are each other', () => {
    expect(convertHex(SAMPLE_TEXT, 'encode', DEFAULT_OPTIONS).output).toBe(SAMPLE_HEX);
    expect(convertHex(SAMPLE_HEX, 'decode', DEFAULT_OPTIONS).output).toBe(SAMPLE_TEXT);
  });
});
