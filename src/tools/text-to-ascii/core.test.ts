import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, NON_ASCII_LIMIT, SAMPLE_TEXT, textToAscii, type TextToAsciiOptions } from './core';

const convert = (text: string, options: Partial<TextToAsciiOptions> = {}) =>
  textToAscii(text, { ...DEFAULT_OPTIONS, ...options });

describe('textToAscii', () => {
  it.each([
    { name: 'ASCII in decimal', text: 'Hi!', options: {}, output: '72 105 33' },
    { name: 'hex with prefix', text: 'Hi!', options: { format: 'hex' as const }, output: '0x48 0x69 0x21' },
    {
      name: 'hex without prefix',
      text: 'Hi\n',
      options: { format: 'hex' as const, prefix: false },
      output: '48 69 0A',
    },
    { name: 'octal', text: 'Hi', options: { format: 'octal' as const }, output: '0o110 0o151' },
    {
      name: 'binary bytes',
      text: 'Hi',
      options: { format: 'binary' as const, prefix: false },
      output: '01001000 01101001',
    },
    { name: 'comma separator', text: 'abc', options: { separator: 'comma' as const }, output: '97,98,99' },
    { name: 'new line separator', text: 'ab', options: { separator: 'newline' as const }, output: '97\n98' },
    { name: 'emoji is one code point', text: '😀', options: {}, output: '128512' },
    { name: 'emoji in hex', text: '😀', options: { format: 'hex' as const }, output: '0x1F600' },
    { name: 'combining mark is its own code', text: 'e\u0301', options: {}, output: '101 769' },
    { name: 'flag is two regional indicators', text: '🇫🇷', options: {}, output: '127467 127479' },
    { name: 'Arabic (RTL)', text: 'سلام', options: {}, output: '1587 1604 1575 1605' },
    { name: 'control characters and NUL', text: '\0\t', options: {}, output: '0 9' },
    { name: 'empty', text: '', options: {}, output: '' },
  ])('$name', ({ text, options, output }) => {
    expect(convert(text, options).output).toBe(output);
  });

  it('flags characters outside ASCII with their positions, counting characters by code point', () => {
    const result = convert('a😀\ncé');
    expect(result.characters).toBe(5);
    expect(result.nonAsciiCount).toBe(2);
    expect(result.nonAscii).toEqual([
      { character: '😀', codePoint: 0x1f600, label: 'U+1F600', position: 2, line: 1, column: 2, loneSurrogate: false },
      { character: 'é', codePoint: 0xe9, label: 'U+00E9', position: 5, line: 2, column: 2, loneSurrogate: false },
    ]);
  });

  it('flags a lone surrogate rather than inventing a character', () => {
    const result = convert('a\ud83d');
    expect(result.output).toBe('97 55357');
    expect(result.nonAscii[0]).toMatchObject({ codePoint: 0xd83d, loneSurrogate: true, character: '' });
  });

  it('lists at most the limit but counts them all', () => {
    const result = convert('é'.repeat(NON_ASCII_LIMIT + 50));
    expect(result.nonAsciiCount).toBe(NON_ASCII_LIMIT + 50);
    expect(result.nonAscii).toHaveLength(NON_ASCII_LIMIT);
  });

  it('converts its sample', () => {
    const result = convert(SAMPLE_TEXT);
    expect(result.output.startsWith('72 101 108 108 111 44 32')).toBe(true);
    expect(result.nonAsciiCount).toBe(6);
  });

  it('writes exactly one code per code point, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        const output = convert(text, { format: 'hex', separator: 'comma' }).output;
        const decoded =
          output === '' ? '' : String.fromCodePoint(...output.split(',').map((code) => parseInt(code, 16)));
        expect(decoded).toBe(text);
      }),
    );
  });

  it('converts 2 MB, listing the first non-ASCII characters and counting them all', () => {
    const line = 'Hello, World! Café 😀\n';
    const result = convert(line.repeat(100_000));
    expect(result.characters).toBe(2_100_000);
    expect(result.nonAsciiCount).toBe(200_000);
    expect(result.nonAscii).toHaveLength(NON_ASCII_LIMIT);
    expect(result.nonAscii.at(-1)).toMatchObject({ label: 'U+1F600', line: 100, column: 20 });
    expect(
      result.output.startsWith(`72 101 108 108 111 44 32 87 111 114 108 100 33 32 67 97 102 233 32 128512 10 72`),
    ).toBe(true);
  });
});
