import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeWrittenBytes,
  formatBinary,
  formatDecimal,
  formatEscapes,
  formatHex,
  formatPercent,
  readBytes,
  scanBinary,
  scanDecimal,
  scanEscapes,
  scanHex,
  scanPercent,
  type ByteScanner,
} from './byte-notation';
import { ToolError } from './tool-error';
import { encodeUtf8 } from './utf8';
import { toolErrorOf } from '../test/errors';

const read = (text: string, scan: ByteScanner) => [...readBytes(text, scan)];

/** The message of the ToolError the call throws. */
const errorOf = (call: () => unknown): string => toolErrorOf(call).message;

describe('scanHex', () => {
  it.each([
    { input: '48656c6c6f', expected: [0x48, 0x65, 0x6c, 0x6c, 0x6f] },
    { input: '48 65:6C,6c-6F', expected: [0x48, 0x65, 0x6c, 0x6c, 0x6f] },
    { input: '0x48 0X65\n0x6c6c', expected: [0x48, 0x65, 0x6c, 0x6c] },
    { input: '0x48656C', expected: [0x48, 0x65, 0x6c] },
    { input: ' \n ', expected: [] },
  ])('$input', ({ input, expected }) => {
    expect(read(input, scanHex)).toEqual(expected);
  });

  it.each([
    { input: '48 6', message: 'Odd number of hex digits: "6" at line 1, column 4 has 1, but every byte takes two' },
    { input: '486', message: 'Odd number of hex digits: "486" at line 1, column 1 has 3, but every byte takes two' },
    {
      input: '48\n0x4',
      message: 'Odd number of hex digits: "0x4" at line 2, column 1 has 1, but every byte takes two',
    },
    { input: '4g', message: '"g" at line 1, column 2 is not a hex digit (0-9, a-f, A-F)' },
    { input: '😀 zz', message: '"😀" at line 1, column 1 is not a hex digit (0-9, a-f, A-F)' },
    { input: '48 0x', message: '"0x" at line 1, column 4 has no hex digits after it' },
    { input: '48\u00a065', message: 'U+00A0 at line 1, column 3 is not a hex digit (0-9, a-f, A-F)' },
  ])('rejects $input', ({ input, message }) => {
    expect(errorOf(() => readBytes(input, scanHex))).toBe(message);
  });
});

describe('scanBinary', () => {
  it.each([
    { input: '01001000 01101001', expected: [0x48, 0x69] },
    { input: '0100100001101001', expected: [0x48, 0x69] },
    { input: '0b01001000,\n0B01101001', expected: [0x48, 0x69] },
  ])('$input', ({ input, expected }) => {
    expect(read(input, scanBinary)).toEqual(expected);
  });

  it.each([
    { input: '01001000 0110100', message: 'Group 2 "0110100" at line 1, column 10 has 7 bits, but a byte has 8' },
    {
      input: '010010001',
      message:
        'Group 1 "010010001" at line 1, column 1 has 9 bits, but a byte has 8 (and longer groups must be whole bytes: 16, 24... bits)',
    },
    { input: '01001000\n01201000', message: '"2" at line 2, column 3 is not a binary digit (0 or 1)' },
    { input: '0b', message: 'Group 1 "0b" at line 1, column 1 has 0 bits, but a byte has 8' },
  ])('rejects $input', ({ input, message }) => {
    expect(errorOf(() => readBytes(input, scanBinary))).toBe(message);
  });
});

describe('scanDecimal', () => {
  it('reads bytes 0 to 255', () => {
    expect(read('72, 101\n255 0 007', scanDecimal)).toEqual([72, 101, 255, 0, 7]);
  });

  it.each([
    { input: '72 256', message: 'Token 2 "256" (line 1, column 4) is not a byte: bytes go from 0 to 255' },
    { input: '72 -1', message: 'Token 2 "-1" (line 1, column 4) is not a decimal number' },
    { input: '0x41', message: 'Token 1 "0x41" (line 1, column 1) is not a decimal number' },
  ])('rejects $input', ({ input, message }) => {
    expect(errorOf(() => readBytes(input, scanDecimal))).toBe(message);
  });
});

describe('scanEscapes and scanPercent', () => {
  it('reads escapes between literal characters', () => {
    expect(decodeWrittenBytes('caf\\xc3\\xA9 \\\\ é😀', scanEscapes).text).toBe('café \\ é😀');
    expect(decodeWrittenBytes('caf%C3%a9+%F0%9F%98%80', scanPercent).text).toBe('café+😀');
  });

  it.each([
    {
      input: 'a\\n',
      scan: scanEscapes,
      message: '"\\n" at line 1, column 2 is not a \\xHH escape (write \\\\ for a backslash)',
    },
    {
      input: 'a\\',
      scan: scanEscapes,
      message: 'A backslash at the end at line 1, column 2 is not a \\xHH escape (write \\\\ for a backslash)',
    },
    {
      input: '\\x4',
      scan: scanEscapes,
      message: '"\\x4" at line 1, column 1 is not a \\xHH escape: \\x takes exactly two hex digits',
    },
    {
      input: 'a%2',
      scan: scanPercent,
      message: 'Malformed percent sequence "%2" at line 1, column 2: % must be followed by two hex digits',
    },
    {
      input: '%zz',
      scan: scanPercent,
      message: 'Malformed percent sequence "%zz" at line 1, column 1: % must be followed by two hex digits',
    },
    {
      input: 'x\ud800',
      scan: scanPercent,
      message: 'Lone surrogate U+D800 at line 1, column 2 is not a character and has no UTF-8 bytes',
    },
  ])('rejects $input', ({ input, scan, message }) => {
    expect(errorOf(() => readBytes(input, scan))).toBe(message);
  });
});

describe('decodeWrittenBytes', () => {
  it('names each invalid sequence by byte offset and input position', () => {
    const input = '48 69\nC3 28 80';
    expect(errorOf(() => decodeWrittenBytes(input, scanHex))).toBe(
      [
        'The bytes are not valid UTF-8: 2 invalid sequences.',
        '• Truncated sequence at byte offset 2 (line 2, column 1): 0xC3 starts a 2-byte sequence, but the next byte 0x28 is not a continuation byte.',
        '• Unexpected continuation byte at byte offset 4 (line 2, column 7): 0x80 is a continuation byte with no lead byte before it.',
      ].join('\n'),
    );
    try {
      decodeWrittenBytes(input, scanHex);
    } catch (error) {
      expect((error as ToolError).location).toEqual({ line: 2, column: 1, offset: 6 });
    }
  });

  it('says how many more problems there are past the first twenty', () => {
    const input = Array.from({ length: 25 }, () => '80').join(' ');
    expect(() => decodeWrittenBytes(input, scanHex)).toThrow(/25 invalid sequences[\s\S]*…and 5 more\.$/);
  });

  it('counts bytes', () => {
    expect(decodeWrittenBytes('F0 9F 98 80', scanHex)).toEqual({ text: '😀', bytes: 4 });
  });
});

describe('formatting', () => {
  const data = Uint8Array.from([0x48, 0xe9, 0x0a]);
  it.each([
    {
      name: 'hex plain',
      output: formatHex(data, { separator: '', uppercase: false, prefix: false }),
      expected: '48e90a',
    },
    {
      name: 'hex one prefix',
      output: formatHex(data, { separator: '', uppercase: true, prefix: true }),
      expected: '0x48E90A',
    },
    {
      name: 'hex spaced',
      output: formatHex(data, { separator: ' ', uppercase: false, prefix: false }),
      expected: '48 e9 0a',
    },
    {
      name: 'hex colon prefixed',
      output: formatHex(data, { separator: ':', uppercase: true, prefix: true }),
      expected: '0x48:0xE9:0x0A',
    },
    { name: 'binary', output: formatBinary(data, ' '), expected: '01001000 11101001 00001010' },
    { name: 'decimal', output: formatDecimal(data), expected: '72 233 10' },
    { name: 'escapes', output: formatEscapes(data), expected: '\\x48\\xe9\\x0a' },
    { name: 'percent', output: formatPercent(data), expected: '%48%E9%0A' },
    {
      name: 'empty hex with prefix',
      output: formatHex(new Uint8Array(), { separator: '', uppercase: false, prefix: true }),
      expected: '',
    },
  ])('$name', ({ output, expected }) => {
    expect(output).toBe(expected);
  });

  it('formats more bytes than one block', () => {
    const many = new Uint8Array(40_000).fill(0xab);
    expect(formatHex(many, { separator: ' ', uppercase: false, prefix: false })).toBe(
      Array(40_000).fill('ab').join(' '),
    );
  });
});

describe('every notation reads back what it writes', () => {
  const notations = [
    {
      name: 'hex',
      write: (bytes: Uint8Array) => formatHex(bytes, { separator: ' ', uppercase: false, prefix: true }),
      scan: scanHex,
    },
    {
      name: 'hex run',
      write: (bytes: Uint8Array) => formatHex(bytes, { separator: '', uppercase: true, prefix: true }),
      scan: scanHex,
    },
    { name: 'binary', write: (bytes: Uint8Array) => formatBinary(bytes, '\n'), scan: scanBinary },
    { name: 'decimal', write: (bytes: Uint8Array) => formatDecimal(bytes, ', '), scan: scanDecimal },
    { name: 'escapes', write: formatEscapes, scan: scanEscapes },
    { name: 'percent', write: formatPercent, scan: scanPercent },
  ];

  it.each(notations)('$name: any bytes', ({ write, scan }) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(readBytes(write(bytes), scan)).toEqual(bytes);
      }),
    );
  });

  it.each(notations)('$name: any text through UTF-8', ({ write, scan }) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        expect(decodeWrittenBytes(write(encodeUtf8(text)), scan).text).toBe(text);
      }),
    );
  });

  it('literal text in escape and percent notation is its own UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        fc.pre(!text.includes('\\') && !text.includes('%'));
        expect(decodeWrittenBytes(text, scanEscapes).text).toBe(text);
        expect(decodeWrittenBytes(text, scanPercent).text).toBe(text);
      }),
    );
  });
});
