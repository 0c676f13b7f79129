import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../lib/base64';
import { decodeUtf8 } from '../../lib/utf8';
import { toolErrorOf } from '../../test/errors';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, encodeFile, encodeText, type Base64EncoderOptions } from './core';

const encode = (text: string, options: Partial<Base64EncoderOptions> = {}) =>
  encodeText(text, { ...DEFAULT_OPTIONS, ...options }).output;

describe('RFC 4648 section 10 test vectors', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('BASE64(%j) = %j; base64url without padding too', (input, expected) => {
    expect(encode(input)).toBe(expected);
    expect(encode(input, { urlSafe: true, omitPadding: true })).toBe(expected.replace(/=+$/, ''));
  });
});

describe('UTF-8 text', () => {
  it.each([
    ['é', 'w6k='],
    ['e\u0301', 'ZcyB'],
    ['😀', '8J+YgA=='],
    ['👨‍👩‍👧', '8J+RqOKAjfCfkanigI3wn5Gn'],
    ['שלום', '16nXnNeV150='],
    ['مرحبا', '2YXYsdit2KjYpw=='],
    ['日本語', '5pel5pys6Kqe'],
    ['a\r\nb', 'YQ0KYg=='],
    ['\u0000', 'AA=='],
  ])('%j → %j', (input, expected) => {
    expect(encode(input)).toBe(expected);
  });

  it('uses - and _ in the URL-safe alphabet', () => {
    // "ü?>" encodes to characters of value 62 and 63.
    expect(encode('ü?>')).toBe('w7w/Pg==');
    expect(encode('ü?>', { urlSafe: true })).toBe('w7w_Pg==');
    expect(encode('ü?>', { urlSafe: true, omitPadding: true })).toBe('w7w_Pg');
    expect(encode('~~~')).toBe('fn5+');
    expect(encode('~~~', { urlSafe: true })).toBe('fn5-');
  });

  it('breaks lines for MIME and PEM', () => {
    const text = 'x'.repeat(100);
    expect(
      encode(text, { lineLength: 76 })
        .split('\n')
        .map((line) => line.length),
    ).toEqual([76, 60]);
    expect(
      encode(text, { lineLength: 64 })
        .split('\n')
        .map((line) => line.length),
    ).toEqual([64, 64, 8]);
  });

  it('writes a data URL in the standard alphabet with padding, whatever the other options', () => {
    expect(encode('ü?>', { dataUrl: true })).toBe('data:text/plain;charset=utf-8;base64,w7w/Pg==');
    expect(encode('ü?>', { dataUrl: true, urlSafe: true, omitPadding: true, lineLength: 76 })).toBe(
      'data:text/plain;charset=utf-8;base64,w7w/Pg==',
    );
  });

  it('counts the UTF-8 bytes', () => {
    expect(encodeText('a😀é', DEFAULT_OPTIONS).inputBytes).toBe(1 + 4 + 2);
  });

  it('refuses a lone surrogate, saying where', () => {
    const error = toolErrorOf(() => encode('ok\n😀 \uD83D!'));
    expect(error.message).toContain('lone surrogate U+D83D at line 2, column 3');
    expect(error.location).toEqual({ line: 2, column: 3, offset: 6 });
  });

  it('shows the sample as UTF-8 Base64', () => {
    expect(Buffer.from(encode(SAMPLE_TEXT), 'base64').toString('utf8')).toBe(SAMPLE_TEXT);
  });
});

describe('files', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]);

  it('encodes any bytes', () => {
    expect(encodeFile(png, 'image/png', DEFAULT_OPTIONS)).toEqual({ output: 'iVBORw0KGgr//g==', inputBytes: 10 });
    expect(encodeFile(png, 'image/png', { ...DEFAULT_OPTIONS, urlSafe: true, omitPadding: true }).output).toBe(
      'iVBORw0KGgr__g',
    );
  });

  it('writes a data URL with the file type, or application/octet-stream when unknown', () => {
    expect(encodeFile(png, 'image/png', { ...DEFAULT_OPTIONS, dataUrl: true }).output).toBe(
      'data:image/png;base64,iVBORw0KGgr//g==',
    );
    expect(encodeFile(png, '', { ...DEFAULT_OPTIONS, dataUrl: true }).output).toBe(
      'data:application/octet-stream;base64,iVBORw0KGgr//g==',
    );
  });

  it('encodes an empty file', () => {
    expect(encodeFile(new Uint8Array(0), 'text/plain', DEFAULT_OPTIONS)).toEqual({ output: '', inputBytes: 0 });
  });
});

describe('decode(encode(x)) == x for every option combination', () => {
  const options = fc.record({
    urlSafe: fc.boolean(),
    omitPadding: fc.boolean(),
    lineLength: fc.constantFrom<0 | 64 | 76>(0, 64, 76),
    dataUrl: fc.boolean(),
  });

  it('arbitrary Unicode text (graphemes)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), options, (text, opts) => {
        expect(decodeUtf8(decodeBase64(encodeText(text, opts).output).bytes)).toBe(text);
      }),
    );
  });

  it('arbitrary code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), options, (text, opts) => {
        expect(decodeUtf8(decodeBase64(encodeText(text, opts).output).bytes)).toBe(text);
      }),
    );
  });

  it('arbitrary file bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), options, (bytes, opts) => {
        const decoded = decodeBase64(encodeFile(bytes, 'application/pdf', opts).output);
        expect([...decoded.bytes]).toEqual([...bytes]);
        expect(decoded.dataUrlMimeType).toBe(opts.dataUrl ? 'application/pdf' : null);
      }),
    );
  });
});
