import { describe, expect, it } from 'vitest';
import { findYamlRanges } from './yaml-source';

const TEXT = `openapi: 3.1.0
info:
  title: "Pets"
  'version': '1'
paths:
  /pets/{id}:
    get: &op
      tags: [a, b]
      responses: {}
  /b:
    get: *op
---
second: document
`;

/** The source text of each pointer's value (and key) in TEXT. */
function texts(pointers: string[]) {
  const ranges = findYamlRanges(TEXT, pointers);
  return Object.fromEntries(
    pointers.map((pointer) => {
      const range = ranges.get(pointer);
      if (!range) return [pointer, null];
      const key = range.keyStart === undefined ? null : TEXT.slice(range.keyStart, range.keyEnd);
      return [
        pointer,
        { key, value: TEXT.slice(range.start, range.end).split('\n')[0], collection: !!range.collection },
      ];
    }),
  );
}

describe('findYamlRanges', () => {
  it('finds keys and values by JSON Pointer, quotes included', () => {
    expect(texts(['', '/openapi', '/info/title', '/info/version', '/paths/~1pets~1{id}/get/tags/1'])).toEqual({
      '': { key: null, value: 'openapi: 3.1.0', collection: true },
      '/openapi': { key: 'openapi', value: '3.1.0', collection: false },
      '/info/title': { key: 'title', value: '"Pets"', collection: false },
      '/info/version': { key: "'version'", value: "'1'", collection: false },
      '/paths/~1pets~1{id}/get/tags/1': { key: null, value: 'b', collection: false },
    });
  });

  it('finds collections, and an alias where it is used, but nothing behind it or in a second document', () => {
    expect(texts(['/paths/~1pets~1{id}/get', '/paths/~1b/get', '/paths/~1b/get/responses', '/second'])).toEqual({
      '/paths/~1pets~1{id}/get': { key: 'get', value: 'tags: [a, b]', collection: true },
      '/paths/~1b/get': { key: 'get', value: '*op', collection: false },
      '/paths/~1b/get/responses': null,
      '/second': null,
    });
  });

  it('reads a deeply nested document without recursion', () => {
    const deep = `${'- '.repeat(400)}x\n`;
    const pointer = '/0'.repeat(400);
    expect(findYamlRanges(deep, [pointer]).get(pointer)).toMatchObject({ start: 800, end: 801 });
  });
});
