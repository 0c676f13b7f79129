import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { encodeUrl, type UrlEncodeMode } from './core';

const component = (text: string) => encodeUrl(text, { mode: 'component', perLine: false }).output;
const uri = (text: string) => encodeUrl(text, { mode: 'uri', perLine: false }).output;
const form = (text: string) => encodeUrl(text, { mode: 'form', perLine: false }).output;

describe('component mode (encodeURIComponent)', () => {
  it.each([
    ['', ''],
    ['hello', 'hello'],
    ['a b&c=d/e?f#g', 'a%20b%26c%3Dd%2Fe%3Ff%23g'],
    ["-_.!~*'()", "-_.!~*'()"],
    ['50% off', '50%25%20off'],
    ['+', '%2B'],
    ['café', 'caf%C3%A9'],
    // e + combining acute accent: two code points, both kept
    ['e\u0301', 'e%CC%81'],
    ['😀', '%F0%9F%98%80'],
    ['👨‍👩‍👧', '%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7'],
    ['שלום', '%D7%A9%D7%9C%D7%95%D7%9D'],
    ['مرحبا', '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'],
    ['日本', '%E6%97%A5%E6%9C%AC'],
    ['a\nb', 'a%0Ab'],
  ])('%j → %j', (input, expected) => {
    expect(component(input)).toBe(expected);
  });
});

describe('whole-URL mode (encodeURI)', () => {
  it.each([
    ['https://example.com/a b?q=1&r=ü#top', 'https://example.com/a%20b?q=1&r=%C3%BC#top'],
    [";,/?:@&=+$#-_.!~*'()", ";,/?:@&=+$#-_.!~*'()"],
    ['[::1]', '%5B::1%5D'],
    ['100%', '100%25'],
    ['https://ex.com/😀', 'https://ex.com/%F0%9F%98%80'],
  ])('%j → %j', (input, expected) => {
    expect(uri(input)).toBe(expected);
  });
});

describe('form mode (application/x-www-form-urlencoded)', () => {
  it.each([
    ['a b', 'a+b'],
    ['a+b', 'a%2Bb'],
    ["!'()~*-._", '%21%27%28%29%7E*-._'],
    ['x=1&y=2', 'x%3D1%26y%3D2'],
    ['café 😀', 'caf%C3%A9+%F0%9F%98%80'],
  ])('%j → %j', (input, expected) => {
    expect(form(input)).toBe(expected);
  });

  it('matches URLSearchParams on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(form(text)).toBe(new URLSearchParams({ v: text }).toString().slice(2));
      }),
    );
  });
});

describe('matches the built-in functions', () => {
  it('component and uri modes on arbitrary well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(component(text)).toBe(encodeURIComponent(text));
        expect(uri(text)).toBe(encodeURI(text));
      }),
    );
  });
});

describe('each line on its own', () => {
  it.each<[UrlEncodeMode, string, string]>([
    ['component', 'a b\nc/d\r\ne', 'a%20b\nc%2Fd\r\ne'],
    ['form', 'a b\n\nc d', 'a+b\n\nc+d'],
    ['uri', 'http://x/ a\rhttp://y/ b', 'http://x/%20a\rhttp://y/%20b'],
  ])('%s: %j', (mode, input, expected) => {
    expect(encodeUrl(input, { mode, perLine: true }).output).toBe(expected);
  });
});

it('counts the encoded bytes', () => {
  expect(encodeUrl('a é 😀', { mode: 'component', perLine: false }).encodedBytes).toBe(2 + 2 + 4);
  expect(encodeUrl('a b', { mode: 'form', perLine: false }).encodedBytes).toBe(0);
});

describe('lone surrogates', () => {
  it.each([
    ['ab\uD83D', { line: 1, column: 3, offset: 2 }, 'U+D83D'],
    ['😀\n x\uDE00y', { line: 2, column: 3, offset: 5 }, 'U+DE00'],
    ['\uDE00\uD83D', { line: 1, column: 1, offset: 0 }, 'U+DE00'],
  ])('%j is refused with its position', (input, location, label) => {
    for (const mode of ['component', 'uri', 'form'] as const) {
      let error: unknown;
      try {
        encodeUrl(input, { mode, perLine: false });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ToolError);
      expect((error as ToolError).location).toEqual(location);
      expect((error as ToolError).message).toContain(
        `Lone surrogate ${label} at line ${location.line}, column ${location.column} (offset ${location.offset})`,
      );
    }
  });
});
