import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointerSegment } from './json-pointer';
import { findValueRanges, prettyPrefix } from './json-source';

function slices(text: string, pointers: string[]): Record<string, string> {
  const ranges = findValueRanges(text, pointers);
  return Object.fromEntries([...ranges].map(([pointer, { start, end }]) => [pointer, text.slice(start, end)]));
}

/** Every JSON Pointer in a value, with the value there. */
function pointersOf(value: unknown, prefix = ''): [string, unknown][] {
  const here: [string, unknown][] = [[prefix, value]];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => pointersOf(item, `${prefix}/${index}`)));
  if (typeof value === 'object' && value !== null) {
    return here.concat(
      Object.entries(value).flatMap(([key, item]) => pointersOf(item, `${prefix}/${escapePointerSegment(key)}`)),
    );
  }
  return here;
}

describe('findValueRanges', () => {
  const text = '{ "a": {"b": [10, 2.50e1, {"c": null}]},\n  "x/y": "s\\"}", "t~": true, "": [] }';

  it.each([
    ['', text],
    ['/a', '{"b": [10, 2.50e1, {"c": null}]}'],
    ['/a/b/1', '2.50e1'],
    ['/a/b/2/c', 'null'],
    ['/x~1y', '"s\\"}"'],
    ['/t~0', 'true'],
    ['/', '[]'],
  ])('%j is found as written', (pointer, expected) => {
    expect(slices(text, [pointer])).toEqual({ [pointer]: expected });
  });

  it('finds many pointers in one pass and leaves out those that do not exist', () => {
    expect(slices(text, ['/a/b/0', '/a/b/9', '/missing', '/a/b/2'])).toEqual({
      '/a/b/0': '10',
      '/a/b/2': '{"c": null}',
    });
  });

  it('takes the last of duplicate keys, as JSON.parse does', () => {
    expect(slices('{"k": 1, "k": {"z": 2}}', ['/k', '/k/z'])).toEqual({ '/k': '{"z": 2}', '/k/z': '2' });
  });

  it('matches keys by their value, whatever escapes spell them', () => {
    expect(slices('{"caf\\u00e9": 1}', ['/café'])).toEqual({ '/café': '1' });
  });

  it('handles any nesting depth', () => {
    const deep = '['.repeat(50_000) + '7' + ']'.repeat(50_000);
    expect(slices(deep, ['/0'.repeat(50_000)])).toEqual({ ['/0'.repeat(50_000)]: '7' });
  });

  it('finds every value of any document (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const expected = pointersOf(JSON.parse(text));
        const ranges = findValueRanges(
          text,
          expected.map(([pointer]) => pointer),
        );
        for (const [pointer, at] of expected) {
          const range = ranges.get(pointer);
          expect(range).toBeDefined();
          expect(JSON.stringify(JSON.parse(text.slice(range!.start, range!.end)))).toBe(JSON.stringify(at));
        }
      }),
    );
  });
});

describe('prettyPrefix', () => {
  it.each([
    ['1e3', '1e3'],
    ['"a\\u00e9"', '"a\\u00e9"'],
    ['{ }', '{}'],
    ['[ ]', '[]'],
    ['{"a":[1,{"b":[ ]}],"c":{}}', '{\n  "a": [\n    1,\n    {\n      "b": []\n    }\n  ],\n  "c": {}\n}'],
    ['[12345678901234567890, -0.0]', '[\n  12345678901234567890,\n  -0.0\n]'],
  ])('%j → %j', (input, expected) => {
    expect(prettyPrefix(input, 0, input.length, 1000)).toEqual({ text: expected, truncated: false });
  });

  it('lays out like JSON.stringify(value, null, 2) (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(prettyPrefix(text, 0, text.length, Infinity).text).toBe(JSON.stringify(JSON.parse(text), null, 2));
      }),
    );
  });

  it('cuts long output', () => {
    const huge = `[${'"abcdefghij",'.repeat(1_000_000)}1]`;
    const { text, truncated } = prettyPrefix(huge, 0, huge.length, 100);
    expect(truncated).toBe(true);
    expect(text).toHaveLength(101);
    expect(text.startsWith('[\n  "abcdefghij",\n  "abcdefghij",')).toBe(true);
    const longString = JSON.stringify('x'.repeat(1_000_000));
    expect(prettyPrefix(longString, 0, longString.length, 10)).toEqual({ text: '"xxxxxxxxx…', truncated: true });
  });
});
