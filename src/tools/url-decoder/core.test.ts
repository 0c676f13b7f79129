import { describe, expect, it } from 'vitest';
import type { TextLocation } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import { SAMPLE_ENCODED, decodeUrl, type UrlDecodeMode } from './core';

const decode = (text: string, mode: UrlDecodeMode = 'component') => decodeUrl(text, mode).output;

describe('component mode (decodeURIComponent)', () => {
  it.each([
    ['', ''],
    ['hello', 'hello'],
    ['a%20b%26c%3Dd%2Fe%3Ff%23g', 'a b&c=d/e?f#g'],
    ['50%25%20off', '50% off'],
    ['a+b', 'a+b'],
    ['caf%C3%A9', 'café'],
    ['caf%c3%a9', 'café'],
    ['e%CC%81', 'e\u0301'],
    ['%F0%9F%98%80', '😀'],
    ['%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7', '👨‍👩‍👧'],
    ['%D7%A9%D7%9C%D7%95%D7%9D', 'שלום'],
    ['%D9%85%D8%B1%D8%AD%D8%A8%D8%A7', 'مرحبا'],
    ['already decoded: é 😀 שלום', 'already decoded: é 😀 שלום'],
    ['line%0Aone\nline two', 'line\none\nline two'],
    ['%EF%BB%BFbom', '\uFEFFbom'],
  ])('%j → %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });
});

describe('whole-URL mode (decodeURI) keeps reserved escapes', () => {
  it.each([
    ['https://example.com/a%20b?q=%C3%BC', 'https://example.com/a b?q=ü'],
    ['/docs%2Fguide%3Fx%3D1%26y%23top', '/docs%2Fguide%3Fx%3D1%26y%23top'],
    ['%2f%3b%40%24%2C%2b', '%2f%3b%40%24%2C%2b'],
    ['100%25', '100%'],
    ['%C3%A9%2F%C3%A9', 'é%2Fé'],
  ])('%j → %j', (input, expected) => {
    expect(decode(input, 'uri')).toBe(expected);
  });
});

describe('form mode (application/x-www-form-urlencoded)', () => {
  it.each([
    ['a+b', 'a b'],
    ['a%2Bb', 'a+b'],
    ['q=caf%C3%A9+cr%C3%A8me&x=%F0%9F%98%80', 'q=café crème&x=😀'],
    ['%21%27%28%29%7E', "!'()~"],
    ['++', '  '],
  ])('%j → %j', (input, expected) => {
    expect(decode(input, 'form')).toBe(expected);
  });
});

it('decodes the sample', () => {
  expect(decode(SAMPLE_ENCODED)).toBe('https://example.com/search?q=crème brûlée & café&emoji=🍰&path=/menu/désserts');
  expect(decode(SAMPLE_ENCODED, 'uri')).toBe(
    'https://example.com/search?q=crème brûlée %26 café&emoji=🍰&path=%2Fmenu%2Fdésserts',
  );
});

it('counts the escapes it decoded', () => {
  expect(decodeUrl('a%20b%C3%A9', 'component').decodedEscapes).toBe(3);
  expect(decodeUrl('a%20b%2F', 'uri').decodedEscapes).toBe(1);
});

describe('malformed input says what and where', () => {
  it.each<[string, string, TextLocation]>([
    ['100%', 'A lone "%" at line 1, column 4 (offset 3) ends the text.', { line: 1, column: 4, offset: 3 }],
    [
      '50% off',
      'Malformed percent sequence "% o" at line 1, column 3 (offset 2): a space is not a hexadecimal digit.',
      { line: 1, column: 3, offset: 2 },
    ],
    [
      'ab%4',
      'Incomplete percent sequence "%4" at line 1, column 3 (offset 2): the text ends after one hex digit.',
      { line: 1, column: 3, offset: 2 },
    ],
    [
      'x\n%G1',
      'Malformed percent sequence "%G1" at line 2, column 1 (offset 2): "G" is not a hexadecimal digit.',
      { line: 2, column: 1, offset: 2 },
    ],
    [
      '%4x',
      'Malformed percent sequence "%4x" at line 1, column 1 (offset 0): "x" is not a hexadecimal digit.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      '😀%😀',
      'Malformed percent sequence "%😀" at line 1, column 2 (offset 2): "😀" is not a hexadecimal digit.',
      { line: 1, column: 2, offset: 2 },
    ],
    [
      '%\n',
      'Malformed percent sequence "%↵" at line 1, column 1 (offset 0): a line break is not a hexadecimal digit.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      'caf%C3',
      'The percent-encoded bytes "%C3" at line 1, column 4 (offset 3) are not valid UTF-8: 0xC3 starts a 2-byte UTF-8 sequence, but the text ends before the rest of it.',
      { line: 1, column: 4, offset: 3 },
    ],
    [
      'caf%C3x',
      '0xC3 starts a 2-byte UTF-8 sequence, but "x" follows instead of another %XX escape.',
      { line: 1, column: 4, offset: 3 },
    ],
    [
      '%C3%28',
      'The percent-encoded bytes "%C3" at line 1, column 1 (offset 0) are not valid UTF-8: 0xC3 starts a 2-byte sequence, but the next byte 0x28 is not a continuation byte.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      'ok%41%A9',
      'The percent-encoded bytes "%A9" at line 1, column 6 (offset 5) are not valid UTF-8: 0xA9 is a continuation byte with no lead byte before it.',
      { line: 1, column: 6, offset: 5 },
    ],
    [
      '%ED%A0%80',
      'The percent-encoded bytes "%ED%A0%80" at line 1, column 1 (offset 0) are not valid UTF-8: 0xED 0xA0 0x80 would encode a surrogate',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      '%C0%AF',
      'The percent-encoded bytes "%C0%AF" at line 1, column 1 (offset 0) are not valid UTF-8: 0xC0 0xAF starts with 0xC0',
      { line: 1, column: 1, offset: 0 },
    ],
    ['%F4%90%80%80', 'would encode a code point beyond U+10FFFF', { line: 1, column: 1, offset: 0 }],
    ['%FF', '0xFF never appears in UTF-8', { line: 1, column: 1, offset: 0 }],
    // Invisible characters in the quoted input are named, never printed raw.
    [
      'a%\u00004',
      'Malformed percent sequence "%<U+0000>4" at line 1, column 2 (offset 1): "<U+0000>" is not a hexadecimal digit.',
      { line: 1, column: 2, offset: 1 },
    ],
    [
      '%\t1',
      'Malformed percent sequence "%<U+0009>1" at line 1, column 1 (offset 0): a tab is not a hexadecimal digit.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      '%4\u202E',
      'Malformed percent sequence "%4<U+202E>" at line 1, column 1 (offset 0): "<U+202E>" is not a hexadecimal digit.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      '%\uD800x',
      'Malformed percent sequence "%<U+D800>x" at line 1, column 1 (offset 0): "<U+D800>" is not a hexadecimal digit.',
      { line: 1, column: 1, offset: 0 },
    ],
    [
      '%C3\u001b',
      '0xC3 starts a 2-byte UTF-8 sequence, but "<U+001B>" follows instead of another %XX escape.',
      { line: 1, column: 1, offset: 0 },
    ],
  ])('%j', (input, message, location) => {
    for (const mode of ['component', 'uri', 'form'] as const) {
      const error = toolErrorOf(() => decodeUrl(input, mode));
      expect(error.message).toContain(message);
      expect(error.location).toEqual(location);
    }
  });

  it('a truncated sequence cut by a reserved escape is still an error in whole-URL mode', () => {
    expect(() => decode('%C3%2F', 'uri')).toThrow(
      '0xC3 starts a 2-byte sequence, but the next byte 0x2F is not a continuation byte',
    );
  });

  it('suggests %25 for a literal percent sign', () => {
    expect(() => decode('100% sure')).toThrow('write a literal "%" as %25');
  });
});

it('decodes a large text exactly', () => {
  const big = '%F0%9F%98%80caf%C3%A9+'.repeat(200_000);
  const { output, decodedEscapes } = decodeUrl(big, 'form');
  expect(output).toBe('😀café '.repeat(200_000));
  expect(decodedEscapes).toBe(6 * 200_000);
});
