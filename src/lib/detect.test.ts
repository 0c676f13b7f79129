import { describe, expect, it } from 'vitest';
import {
  contentLines,
  decodeBase64Bytes,
  DETECT_LIMIT,
  detectionSample,
  firstSignificant,
  hexBytes,
  HEAD_LIMIT,
  hexGroups,
  listTokens,
  opensLikeDocument,
  sampleHead,
  sampleLines,
  scanJsonDocument,
  shareOf,
  trimmedStart,
  utf8Profile,
} from './detect';

const utf8 = (text: string) => Array.from(new TextEncoder().encode(text));

describe('detectionSample', () => {
  it('gives short text whole, and the first DETECT_LIMIT characters of a longer one', () => {
    expect(detectionSample('abc')).toEqual({ sample: 'abc', truncated: false });
    const long = 'x'.repeat(DETECT_LIMIT + 1);
    expect(detectionSample(long)).toEqual({ sample: long.slice(0, DETECT_LIMIT), truncated: true });
  });
});

describe('sampleHead', () => {
  it('gives a short sample whole, keeping whether it was truncated', () => {
    expect(sampleHead('abc', false)).toEqual(['abc', false]);
    expect(sampleHead('abc', true)).toEqual(['abc', true]);
  });

  it('cuts a longer sample to the head and marks it truncated', () => {
    const long = 'y'.repeat(HEAD_LIMIT + 10);
    expect(sampleHead(long, false)).toEqual([long.slice(0, HEAD_LIMIT), true]);
    expect(sampleHead('abcdef', false, 4)).toEqual(['abcd', true]);
  });
});

describe('where the text starts', () => {
  it.each([
    ['  {"a":1}', '{', '{"a":1}', true],
    ['\uFEFF\n[1]', '[', '[1]', true],
    ['\t<root/>', '<', '<root/>', true],
    ['  hello', 'h', 'hello', false],
    [' \n ', '', '', false],
  ])('%j', (sample, first, trimmed, document) => {
    expect(firstSignificant(sample)).toBe(first);
    expect(trimmedStart(sample)).toBe(trimmed);
    expect(opensLikeDocument(sample)).toBe(document);
  });
});

describe('lines and tokens', () => {
  it('splits at every kind of line break, and drops the cut last line of a truncated sample', () => {
    expect(sampleLines('a\r\nb\nc\rd', false)).toEqual(['a', 'b', 'c', 'd']);
    expect(sampleLines('a\nb\nhalf a li', true)).toEqual(['a', 'b']);
    expect(sampleLines('one line cut', true)).toEqual(['one line cut']);
    expect(contentLines('a\n \n\nb', false)).toEqual(['a', 'b']);
  });

  it('splits lists at spaces, commas, semicolons and line breaks', () => {
    expect(listTokens(' 72, 101;108\n108 ', false)).toEqual(['72', '101', '108', '108']);
    expect(listTokens('72 101 10', true)).toEqual(['72', '101']);
  });

  it('measures the share of items that pass a test', () => {
    expect(shareOf([1, 2, 3, 4], (value) => value > 1)).toBe(0.75);
    expect(shareOf([], () => true)).toBe(0);
  });
});

describe('scanJsonDocument', () => {
  it.each([
    ['{"a":1,"b":[true,false,null],"c":{"d":"e"}}', 'object', false, ['a', 'b', 'c']],
    ['{\n  "name": "x",\n  "n": -1.5e3\n}', 'object', true, ['name', 'n']],
    ['[]', 'array', false, []],
    ['{}', 'object', false, []],
    ['\uFEFF  [1, "two", {"three": 3}]  \n', 'array', false, []],
    ['{"esc\\"aped \\u00e9": "\\n\\t\\\\"}', 'object', false, ['esc\\"aped \\u00e9']],
  ])('reads %j as one document', (text, root, multiline, keys) => {
    expect(scanJsonDocument(text, false)).toEqual(expect.objectContaining({ root, multiline, keys, complete: true }));
  });

  it.each([
    ['a bare number', '42'],
    ['a bare string', '"text"'],
    ['prose', 'Hello, world'],
    ['a trailing comma', '{"a": 1,}'],
    ['single quotes', "{'a': 1}"],
    ['an unquoted key', '{a: 1}'],
    ['a leading zero', '[01]'],
    ['two documents', '{"a":1}\n{"b":2}'],
    ['text after the document', '[1] and more'],
    ['an unfinished document', '{"a": [1, 2'],
    ['a raw line break in a string', '["a\nb"]'],
    ['a bad escape', '["\\q"]'],
    ['a misspelt literal', '[ture]'],
    ['a mismatched bracket', '{"a": [1}'],
    ['a log line', '[2024-01-01] started'],
    ['a Markdown link', '[link](https://example.com)'],
  ])('rejects %s', (_name, text) => {
    expect(scanJsonDocument(text, false)).toBeNull();
  });

  it('counts the items of a root array and how many are objects', () => {
    expect(scanJsonDocument('[{"a":1},{"a":2},3]', false)).toEqual(
      expect.objectContaining({ root: 'array', items: 3, objectItems: 2 }),
    );
  });

  it('keeps only the root object’s keys', () => {
    expect(scanJsonDocument('{"a":{"inner":1},"b":[{"deep":2}]}', false)?.keys).toEqual(['a', 'b']);
  });

  it.each([
    ['inside a string', '[{"name": "a long str'],
    ['inside a literal', '[true, fal'],
    ['inside a number', '[1, 2.'],
    ['inside an escape', '["\\u00'],
    ['after a comma', '{"a": 1, '],
  ])('accepts a truncated sample cut %s', (_name, text) => {
    expect(scanJsonDocument(text, true)).toEqual(expect.objectContaining({ complete: false }));
  });

  it('still rejects a truncated sample with a mistake well before its end', () => {
    expect(scanJsonDocument('{"a": 1,, "b": 2, "c": [1, 2, 3, 4, 5, 6, 7, 8]', true)).toBeNull();
  });
});

describe('decodeBase64Bytes', () => {
  it.each([
    ['SGVsbG8=', 'Hello'],
    ['SGVsbG8', 'Hello'],
    ['8J-Riw', '👋'],
    ['8J+Riw==', '👋'],
  ])('decodes %j', (text, expected) => {
    expect(Array.from(decodeBase64Bytes(text)!)).toEqual(utf8(expected));
  });

  it('rejects characters outside both alphabets, and padding in the middle', () => {
    expect(decodeBase64Bytes('SGV sbG8=')).toBeNull();
    expect(decodeBase64Bytes('SG=VsbG8')).toBeNull();
    expect(decodeBase64Bytes('héllo')).toBeNull();
  });

  it('decodes at most the characters asked for', () => {
    expect(decodeBase64Bytes('QUJDREVGR0g=', 4)).toHaveLength(3);
  });
});

describe('utf8Profile', () => {
  it.each([
    ['ASCII text', utf8('Hello\tworld\n'), { valid: true, printable: 1, multibyte: 0 }],
    ['multi-byte text', utf8('café 👋'), { valid: true, printable: 1, multibyte: 2 }],
    ['controls', [0x48, 0x00, 0x01, 0x49], { valid: true, printable: 0.5, multibyte: 0 }],
    ['a stray continuation byte', [0x41, 0x80], { valid: false, printable: 0.5, multibyte: 0 }],
    ['an overlong lead byte', [0xc0, 0x80], { valid: false, printable: 0, multibyte: 0 }],
    ['a sequence cut at the end', [0x41, 0xe2, 0x82], { valid: true, printable: 1, multibyte: 1 }],
    ['nothing', [], { valid: true, printable: 0, multibyte: 0 }],
  ])('%s', (_name, bytes, expected) => {
    expect(utf8Profile(bytes)).toEqual(expected);
  });
});

describe('hexGroups and hexBytes', () => {
  it.each([
    ['48 65 6c', ['48', '65', '6c']],
    ['48:65:6C', ['48', '65', '6C']],
    ['0x48, 0x65', ['48', '65']],
    ['48656c\n6c6f', ['48656c', '6c6f']],
    ['de-ad-be-ef', ['de', 'ad', 'be', 'ef']],
  ])('reads %j', (text, groups) => {
    expect(hexGroups(text, false)).toEqual(groups);
  });

  it.each(['486', 'hello', '48 6g', '', '   '])('rejects %j', (text) => {
    expect(hexGroups(text, false)).toBeNull();
  });

  it('leaves out the cut last group of a truncated sample', () => {
    expect(hexGroups('48 65 6', true)).toEqual(['48', '65']);
  });

  it('turns groups into bytes, up to a limit', () => {
    expect(hexBytes(['48656c', '6c'])).toEqual([0x48, 0x65, 0x6c, 0x6c]);
    expect(hexBytes(['48656c', '6c'], 2)).toEqual([0x48, 0x65]);
  });
});
