import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';
import { ToolError } from './tool-error';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** RFC 4648 section 10, "Test Vectors". */
const RFC_4648_BASE64 = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
] as const;

describe('RFC 4648 section 10 test vectors', () => {
  it.each(RFC_4648_BASE64)('BASE64(%j) = %j', (input, expected) => {
    expect(encodeBase64(ascii(input))).toBe(expected);
    expect(latin1(decodeBase64(expected).bytes)).toBe(input);
  });

  it.each(RFC_4648_BASE64)('base64url of %j without padding, and back', (input, expected) => {
    const unpadded = expected.replace(/=+$/, '');
    expect(encodeBase64(ascii(input), { urlSafe: true, padding: false })).toBe(unpadded);
    expect(latin1(decodeBase64(unpadded).bytes)).toBe(input);
  });
});

describe('the two alphabets (RFC 4648 sections 4 and 5)', () => {
  // 0xfb 0xff 0xbf encodes to the characters of value 62 and 63, which differ between the alphabets.
  const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0xfe]);

  it('standard uses + and /, URL-safe uses - and _', () => {
    expect(encodeBase64(bytes)).toBe('+/+//g==');
    expect(encodeBase64(bytes, { urlSafe: true })).toBe('-_-__g==');
    expect(encodeBase64(bytes, { urlSafe: true, padding: false })).toBe('-_-__g');
  });

  it.each([
    ['+/+//g==', 'standard'],
    ['-_-__g==', 'url-safe'],
    ['-_-__g', 'url-safe'],
    ['+_-//g', 'mixed'],
  ] as const)('decodes %j (%s alphabet)', (text, alphabet) => {
    const decoded = decodeBase64(text);
    expect([...decoded.bytes]).toEqual([...bytes]);
    expect(decoded.alphabet).toBe(alphabet);
  });

  it('reports "either" when no alphabet-specific character appears', () => {
    expect(decodeBase64('Zm9v').alphabet).toBe('either');
  });
});

describe('line breaking', () => {
  it('breaks lines at the given length', () => {
    const encoded = encodeBase64(new Uint8Array(60), { lineLength: 76 });
    expect(encoded.split('\n').map((line) => line.length)).toEqual([76, 4]);
    expect(encodeBase64(new Uint8Array(48), { lineLength: 64 })).not.toContain('\n');
  });

  it('decodes MIME-style text with CRLF, tabs and spaces', () => {
    expect(latin1(decodeBase64(' Zm9v\r\n\tYmFy \n').bytes)).toBe('foobar');
  });
});

describe('data: URL prefix', () => {
  it('is skipped and its MIME type kept', () => {
    const decoded = decodeBase64('data:text/plain;charset=utf-8;base64,aGk=');
    expect(latin1(decoded.bytes)).toBe('hi');
    expect(decoded.dataUrlMimeType).toBe('text/plain');
  });

  it('may name no type', () => {
    expect(decodeBase64('  DATA:;BASE64,aGk').dataUrlMimeType).toBe('');
  });

  it('must be Base64', () => {
    expect(() => decodeBase64('data:text/plain,hello')).toThrow(/not Base64-encoded/);
  });

  it('may hold no data (an empty file)', () => {
    expect(decodeBase64('data:image/png;base64,')).toEqual({
      bytes: new Uint8Array(0),
      alphabet: 'either',
      padded: false,
      dataUrlMimeType: 'image/png',
    });
  });

  it('must have a comma', () => {
    expect(() => decodeBase64('data:image/png;base64')).toThrow(/has no comma/);
  });
});

describe('errors say what and where', () => {
  const errorOf = (text: string) => {
    try {
      decodeBase64(text);
    } catch (error) {
      expect(error).toBeInstanceOf(ToolError);
      return error as ToolError;
    }
    throw new Error(`expected ${JSON.stringify(text)} to fail`);
  };

  it.each([
    [
      'Zm9v!',
      'Invalid Base64 character "!" (U+0021) at line 1, column 5 (offset 4)',
      { line: 1, column: 5, offset: 4 },
    ],
    [
      'Zm9v\nYm€y',
      'Invalid Base64 character "€" (U+20AC) at line 2, column 3 (offset 7)',
      { line: 2, column: 3, offset: 7 },
    ],
    [
      'Zm9v😀',
      'Invalid Base64 character "😀" (U+1F600) at line 1, column 5 (offset 4)',
      { line: 1, column: 5, offset: 4 },
    ],
    ['Zm\u00009v', 'Invalid Base64 character U+0000 at line 1, column 3 (offset 2)', { line: 1, column: 3, offset: 2 }],
    [
      'Zm9vY',
      'its last group is the single character "Y" (U+0059) at line 1, column 5 (offset 4)',
      { line: 1, column: 5, offset: 4 },
    ],
    [
      'Zg=',
      'Wrong padding at line 1, column 3 (offset 2): the last group has 2 data characters, so it needs exactly 2 "=" to make four, but has 1.',
      { line: 1, column: 3, offset: 2 },
    ],
    ['Zg===', 'needs exactly 2 "=" to make four, but has 3', { line: 1, column: 3, offset: 2 }],
    ['Zm9v=', 'Unexpected padding "=" at line 1, column 5 (offset 4)', { line: 1, column: 5, offset: 4 }],
    [
      'Zg==Zg==',
      'Padding "=" at line 1, column 3 (offset 2) is followed by more data at line 1, column 5',
      { line: 1, column: 3, offset: 2 },
    ],
  ])('%j', (text, message, location) => {
    const error = errorOf(text);
    expect(error.message).toContain(message);
    expect(error.location).toEqual(location);
  });
});

describe('properties', () => {
  const options = fc.record({
    urlSafe: fc.boolean(),
    padding: fc.boolean(),
    lineLength: fc.constantFrom(0, 4, 64, 76),
  });

  it('decode(encode(bytes)) == bytes for every option combination', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), options, (bytes, opts) => {
        expect([...decodeBase64(encodeBase64(bytes, opts)).bytes]).toEqual([...bytes]);
      }),
    );
  });

  it('agrees with Node Buffer on standard and URL-safe output', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(encodeBase64(bytes, { urlSafe: true, padding: false })).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });

  it('encodes a multi-megabyte buffer', () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 1).map((_, index) => index * 7);
    const encoded = encodeBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    // Buffer.equals: a deep toEqual over millions of elements takes seconds.
    expect(Buffer.from(decodeBase64(encoded).bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});
