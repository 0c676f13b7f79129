import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../lib/base64';
import type { TextLocation } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import { NOTHING_TO_DECODE, SAMPLE_BASE64, decodeBase64Input, hexDump } from './core';
import { fileTypeForMimeType, sniffFileType } from './file-type';

const b64 = (bytes: readonly number[]) => Buffer.from(bytes).toString('base64');
const decodeText = (input: string) => {
  const result = decodeBase64Input(input);
  expect(result.kind).toBe('text');
  return result.output;
};

describe('RFC 4648 section 10 test vectors', () => {
  it.each([
    ['', ''],
    ['Zg==', 'f'],
    ['Zm8=', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg==', 'foob'],
    ['Zm9vYmE=', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
  ])('%j decodes to %j, with or without padding', (input, expected) => {
    expect(decodeText(input)).toBe(expected);
    expect(decodeText(input.replace(/=+$/, ''))).toBe(expected);
  });
});

describe('text', () => {
  it.each([
    ['w6k=', 'é'],
    ['ZcyB', 'e\u0301'],
    ['8J+YgA==', '😀'],
    ['8J-YgA', '😀'],
    ['8J+RqOKAjfCfkanigI3wn5Gn', '👨‍👩‍👧'],
    ['16nXnNeV150=', 'שלום'],
    ['2YXYsdit2KjYpw==', 'مرحبا'],
    ['5pel5pys6Kqe', '日本語'],
    ['YQ0KYgkbWzFt', 'a\r\nb\t\u001b[1m'],
    ['  Zm9v\r\n  YmFy\n', 'foobar'],
    ['data:text/plain;charset=utf-8;base64,aGk=', 'hi'],
    ['w7w_Pg', 'ü?>'],
    ['w7w/Pg==', 'ü?>'],
  ])('%j → %j', (input, expected) => {
    expect(decodeText(input)).toBe(expected);
  });

  it('decodes the sample', () => {
    expect(decodeText(SAMPLE_BASE64)).toBe(
      'Hello, world! 👋\nCafé, naïve, Zoë — ünïcödé.\nשלום · مرحبا · こんにちは · 🏳️‍🌈',
    );
  });

  it('reports the alphabet and padding', () => {
    expect(decodeBase64Input('w7w/Pg==')).toMatchObject({ alphabet: 'standard', padded: true });
    expect(decodeBase64Input('w7w_Pg')).toMatchObject({ alphabet: 'url-safe', padded: false });
  });

  it('names a text file after the data URL type', () => {
    expect(decodeBase64Input('data:image/svg+xml;base64,PHN2Zy8+').fileType).toEqual({
      mimeType: 'image/svg+xml',
      extension: 'svg',
      description: 'image/svg+xml data',
    });
    expect(decodeBase64Input('Zm9v').fileType.extension).toBe('txt');
  });
});

describe('binary data', () => {
  const PNG = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x01,
  ];

  it('is shown as a hex dump, and its bytes kept, when it is not UTF-8', () => {
    const result = decodeBase64Input(b64(PNG));
    expect(result.kind).toBe('binary');
    expect([...result.bytes]).toEqual(PNG);
    expect(result.output).toBe(
      '00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|\n00000010  00 01                                             |..|',
    );
    expect(result.fileType).toEqual({ mimeType: 'image/png', extension: 'png', description: 'a PNG image' });
    expect(result.binaryReason).toBe(
      'The bytes are not valid UTF-8 text: at byte 0, 0x89 is a continuation byte with no lead byte before it.',
    );
    expect(result.hexBytesShown).toBe(PNG.length);
  });

  it('counts further invalid sequences', () => {
    expect(decodeBase64Input(b64([0x41, 0xff, 0xfe, 0xc3])).binaryReason).toBe(
      'The bytes are not valid UTF-8 text: at byte 1, 0xFF never appears in UTF-8 (and 2 more invalid sequences).',
    );
  });

  it('treats valid UTF-8 with control characters as binary', () => {
    const result = decodeBase64Input('AAAA');
    expect(result.kind).toBe('binary');
    expect(result.binaryReason).toBe(
      'The bytes are valid UTF-8 but hold a control character (U+0000) at byte 0, so they are most likely binary data, not text.',
    );
    expect(decodeBase64Input(b64([0xc3, 0xa9, 0x7f])).binaryReason).toContain('(U+007F) at byte 2');
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg', 'jpg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x80], 'image/gif', 'gif'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3], 'application/pdf', 'pdf'],
    [[0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff], 'application/zip', 'zip'],
    [
      [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 0xff],
      'image/webp',
      'webp',
    ],
    [[0x1f, 0x8b, 0x08, 0x00, 0xff], 'application/gzip', 'gz'],
    [[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], 'application/wasm', 'wasm'],
    [[0xfe, 0xed, 0xfa, 0xce], 'application/octet-stream', 'bin'],
  ])('sniffs %j as %s', (bytes, mimeType, extension) => {
    const result = decodeBase64Input(b64(bytes));
    expect(result.kind).toBe('binary');
    expect(result.fileType).toMatchObject({ mimeType, extension });
  });

  it('falls back to the data URL type when the signature is unknown', () => {
    expect(decodeBase64Input(`data:audio/x-custom;base64,${b64([0xfe, 0xed])}`).fileType).toMatchObject({
      mimeType: 'audio/x-custom',
      extension: 'custom',
    });
    // A recognized signature wins over a wrong declared type.
    expect(decodeBase64Input(`data:text/plain;base64,${b64(PNG)}`).fileType.mimeType).toBe('image/png');
  });

  it('shows at most 64 KiB as hex, but keeps every byte', () => {
    const bytes = new Uint8Array(100_000).fill(0xff);
    const result = decodeBase64Input(encodeBase64(bytes));
    expect(result.hexBytesShown).toBe(65_536);
    expect(result.output.split('\n')).toHaveLength(4096);
    expect(result.bytes.length).toBe(100_000);
  });

  it('text that starts like a file signature stays text', () => {
    expect(decodeText(Buffer.from('ID3 tags and %PDF- notes').toString('base64'))).toBe('ID3 tags and %PDF- notes');
  });
});

describe('hexDump', () => {
  it('pads a short last line so the ASCII column lines up', () => {
    expect(hexDump(Uint8Array.from([0x41, 0x42, 0x00, 0x7e, 0x7f, 0x20, 0x41, 0x42, 0x43]))).toBe(
      '00000000  41 42 00 7e 7f 20 41 42  43                       |AB.~. ABC|',
    );
  });

  it('is empty for no bytes', () => {
    expect(hexDump(new Uint8Array(0))).toBe('');
  });
});

describe('file-type helpers', () => {
  it('does not sniff short or unknown data', () => {
    expect(sniffFileType(Uint8Array.from([0x89, 0x50]))).toBeNull();
    expect(sniffFileType(new Uint8Array(0))).toBeNull();
  });

  it('maps MIME types to extensions', () => {
    expect(fileTypeForMimeType('application/json').extension).toBe('json');
    expect(fileTypeForMimeType('text/javascript').extension).toBe('js');
    expect(fileTypeForMimeType('application/vnd.ms-excel').extension).toBe('bin');
  });
});

describe('bad input says what and where', () => {
  it.each<[string, string, TextLocation]>([
    [
      'Zm9v!',
      'Invalid Base64 character "!" (U+0021) at line 1, column 5 (offset 4).',
      { line: 1, column: 5, offset: 4 },
    ],
    [
      'Zm9v\nYm é',
      'Invalid Base64 character "é" (U+00E9) at line 2, column 4 (offset 8).',
      { line: 2, column: 4, offset: 8 },
    ],
    [
      '😀',
      'Invalid Base64 character "😀" (U+1F600) at line 1, column 1 (offset 0).',
      { line: 1, column: 1, offset: 0 },
    ],
    ['Zm9vY', 'the single character "Y" (U+0059) at line 1, column 5 (offset 4)', { line: 1, column: 5, offset: 4 }],
    ['Zg=', 'needs exactly 2 "=" to make four, but has 1', { line: 1, column: 3, offset: 2 }],
    ['Zm9v==', 'Unexpected padding "=" at line 1, column 5 (offset 4)', { line: 1, column: 5, offset: 4 }],
    ['Zg==Zm9v', 'may only appear at the very end', { line: 1, column: 3, offset: 2 }],
    ['data:text/plain,hello', 'is not Base64-encoded', { line: 1, column: 1, offset: 0 }],
  ])('%j', (input, message, location) => {
    const error = toolErrorOf(() => decodeBase64Input(input));
    expect(error.message).toContain(message);
    expect(error.location).toEqual(location);
  });

  it.each([' ', '\n', ' \r\n\t '])('says there is nothing to decode in whitespace alone (%j)', (input) => {
    const error = toolErrorOf(() => decodeBase64Input(input));
    expect(error.message).toBe(NOTHING_TO_DECODE);
    expect(error.location).toBeUndefined();
  });

  it('decodes empty input to nothing, without an error', () => {
    expect(decodeBase64Input('')).toMatchObject({ kind: 'text', output: '', bytes: new Uint8Array(0) });
  });
});

describe('properties', () => {
  it('decodes every Unicode string that Node encodes, in both alphabets, padded or not', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.boolean(),
        fc.boolean(),
        (text, urlSafe, padded) => {
          let encoded = Buffer.from(text, 'utf8').toString(urlSafe ? 'base64url' : 'base64');
          encoded = padded ? encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=') : encoded.replace(/=+$/, '');
          const result = decodeBase64Input(encoded);
          if (result.kind === 'text') expect(result.output).toBe(text);
          // fast-check's graphemes include control characters, which make the bytes binary.
          else expect(Buffer.from(result.bytes).toString('utf8')).toBe(text);
        },
      ),
    );
  });

  it('never loses or invents a byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect([...decodeBase64Input(b64([...bytes])).bytes]).toEqual([...bytes]);
      }),
    );
  });
});
