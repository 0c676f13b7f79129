import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_LIMIT,
  convertUtf8,
  decodeBytes,
  encodeText,
  FORMATS,
  SAMPLE_TEXT,
  sampleBytes,
  type ByteFormat,
} from './core';
import { toolErrorOf } from '../../test/errors';

const formats = FORMATS.map((format) => format.value);

describe('encodeText', () => {
  it.each([
    { text: 'A€', format: 'hex' as ByteFormat, output: '41 E2 82 AC' },
    { text: 'A€', format: 'escape' as ByteFormat, output: '\\x41\\xe2\\x82\\xac' },
    { text: 'A€', format: 'percent' as ByteFormat, output: '%41%E2%82%AC' },
    { text: 'A€', format: 'decimal' as ByteFormat, output: '65 226 130 172' },
    { text: '😀', format: 'hex' as ByteFormat, output: 'F0 9F 98 80' },
    { text: 'e\u0301', format: 'hex' as ByteFormat, output: '65 CC 81' },
    { text: '👍🏽', format: 'hex' as ByteFormat, output: 'F0 9F 91 8D F0 9F 8F BD' },
    { text: 'עב', format: 'decimal' as ByteFormat, output: '215 162 215 145' },
    { text: '\u{10FFFF}', format: 'hex' as ByteFormat, output: 'F4 8F BF BF' },
    { text: '', format: 'hex' as ByteFormat, output: '' },
  ])('$text as $format', ({ text, format, output }) => {
    expect(encodeText(text, format).output).toBe(output);
  });

  it('breaks the text down character by character', () => {
    expect(encodeText('A€😀', 'hex').breakdown).toEqual([
      { character: 'A', codePoint: 'U+0041', bytes: '41', byteCount: 1 },
      { character: '€', codePoint: 'U+20AC', bytes: 'E2 82 AC', byteCount: 3 },
      { character: '😀', codePoint: 'U+1F600', bytes: 'F0 9F 98 80', byteCount: 4 },
    ]);
    expect(encodeText('x'.repeat(100), 'hex').breakdown).toHaveLength(BREAKDOWN_LIMIT);
  });

  it('counts characters and bytes', () => {
    expect(encodeText(SAMPLE_TEXT, 'hex')).toMatchObject({ characters: 33, bytes: 50 });
  });

  it('refuses a lone surrogate with its position', () => {
    expect(toolErrorOf(() => encodeText('ab\ud800', 'hex')).message).toContain(
      'lone surrogate U+D800 at line 1, column 3',
    );
  });
});

describe('decodeBytes', () => {
  it.each([
    { input: '41 e2 82 ac', format: 'hex' as ByteFormat, text: 'A€' },
    { input: '41:E2:82:AC', format: 'hex' as ByteFormat, text: 'A€' },
    { input: 'caf\\xc3\\xa9', format: 'escape' as ByteFormat, text: 'café' },
    { input: 'caf%C3%A9+ok', format: 'percent' as ByteFormat, text: 'café+ok' },
    { input: '99 97 102 195 169', format: 'decimal' as ByteFormat, text: 'café' },
    { input: '99,97,102,195,169', format: 'decimal' as ByteFormat, text: 'café' },
    { input: 'EF BB BF 41', format: 'hex' as ByteFormat, text: '\ufeffA' },
  ])('$input as $format', ({ input, format, text }) => {
    expect(decodeBytes(input, format).output).toBe(text);
  });

  it.each([
    {
      name: 'unexpected continuation byte',
      input: '41 80',
      kind: 'Unexpected continuation byte at byte offset 1 (line 1, column 4): 0x80 is a continuation byte with no lead byte before it.',
    },
    {
      name: 'truncated sequence',
      input: 'E2 82 41',
      kind: 'Truncated sequence at byte offset 0 (line 1, column 1): 0xE2 starts a 3-byte sequence, but the next byte 0x41 is not a continuation byte.',
    },
    {
      name: 'overlong',
      input: 'E0 80 AF',
      kind: 'Overlong encoding at byte offset 0 (line 1, column 1): 0xE0 0x80 0xAF is longer than needed: the same character has a shorter UTF-8 form.',
    },
    {
      name: 'surrogate',
      input: 'ED B0 80',
      kind: 'Surrogate at byte offset 0 (line 1, column 1): 0xED 0xB0 0x80 would encode a surrogate (U+D800 to U+DFFF), which is not a character.',
    },
    {
      name: 'beyond U+10FFFF',
      input: 'F4 90 80 80',
      kind: 'Beyond U+10FFFF at byte offset 0 (line 1, column 1): 0xF4 0x90 0x80 0x80 would encode a code point beyond U+10FFFF.',
    },
  ])('points out $name', ({ input, kind }) => {
    expect(toolErrorOf(() => decodeBytes(input, 'hex')).message).toBe(
      `The bytes are not valid UTF-8: 1 invalid sequence.\n• ${kind}`,
    );
  });

  it('points at the escape where a bad byte was written', () => {
    expect(toolErrorOf(() => decodeBytes('ok\n\\xc3(', 'escape')).message).toContain(
      'Truncated sequence at byte offset 3 (line 2, column 1)',
    );
    expect(toolErrorOf(() => decodeBytes('ok %FF', 'percent')).message).toContain(
      'Invalid byte at byte offset 3 (line 1, column 4)',
    );
    expect(toolErrorOf(() => decodeBytes('65 237 160 128', 'decimal')).message).toContain(
      'Surrogate at byte offset 1 (line 1, column 4)',
    );
  });

  it('reports notation mistakes with where', () => {
    expect(toolErrorOf(() => decodeBytes('%E2%8', 'percent')).message).toBe(
      'Malformed percent sequence "%8" at line 1, column 4: % must be followed by two hex digits',
    );
    expect(toolErrorOf(() => decodeBytes('\\xZZ', 'escape')).message).toBe(
      '"\\xZZ" at line 1, column 1 is not a \\xHH escape: \\x takes exactly two hex digits',
    );
    expect(toolErrorOf(() => decodeBytes('1 300', 'decimal')).message).toBe(
      'Token 2 "300" (line 1, column 3) is not a byte: bytes go from 0 to 255',
    );
  });

  it.each([
    {
      input: '65 6\u00005',
      format: 'decimal' as ByteFormat,
      message: 'Token 2 "6<U+0000>5" (line 1, column 4) is not a decimal number',
    },
    {
      input: 'a\\\u0000',
      format: 'escape' as ByteFormat,
      message: '"\\<U+0000>" at line 1, column 2 is not a \\xHH escape (write \\\\ for a backslash)',
    },
    {
      input: '\\\n',
      format: 'escape' as ByteFormat,
      message: '"\\<U+000A>" at line 1, column 1 is not a \\xHH escape (write \\\\ for a backslash)',
    },
    {
      input: '\\x4\u001b',
      format: 'escape' as ByteFormat,
      message: '"\\x4<U+001B>" at line 1, column 1 is not a \\xHH escape: \\x takes exactly two hex digits',
    },
    {
      input: 'ok%\u202E41',
      format: 'percent' as ByteFormat,
      message: 'Malformed percent sequence "%<U+202E>4" at line 1, column 3: % must be followed by two hex digits',
    },
  ])('shows invisible characters in the quoted $format input', ({ input, format, message }) => {
    expect(toolErrorOf(() => decodeBytes(input, format)).message).toBe(message);
  });

  it('keeps the line breaks of the invalid UTF-8 report', () => {
    expect(toolErrorOf(() => decodeBytes('80 80', 'hex')).message).toMatch(
      /^The bytes are not valid UTF-8: 2 invalid sequences\.\n• /,
    );
  });
});

describe('round trip', () => {
  it.each(formats)('decode(encode(text)) is the text in %s, for any Unicode text', (format) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        expect(decodeBytes(encodeText(text, format).output, format).output).toBe(text);
      }),
    );
  });

  it.each(formats)('the %s decode sample decodes', (format) => {
    expect(convertUtf8(sampleBytes(format), 'decode', format).output).toBe('Héllo € 👋');
  });
});
