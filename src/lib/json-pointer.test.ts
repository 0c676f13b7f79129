import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointerSegment, pointerOf, pointerSegments, unescapePointerSegment } from './json-pointer';

describe('JSON Pointer', () => {
  it.each([
    ['a/b', 'a~1b'],
    ['m~n', 'm~0n'],
    ['~1', '~01'],
    ['', ''],
    ['plain', 'plain'],
  ])('escapes %j as %j and back', (segment, escaped) => {
    expect(escapePointerSegment(segment)).toBe(escaped);
    expect(unescapePointerSegment(escaped)).toBe(segment);
  });

  it.each<[string[], string]>([
    [[], ''],
    [['properties', 'a/b'], '/properties/a~1b'],
    [['', '0'], '//0'],
  ])('%j is the pointer %j', (segments, pointer) => {
    expect(pointerOf(segments)).toBe(pointer);
    expect(pointerSegments(pointer)).toEqual(segments);
  });

  it('round-trips any segments', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (segments) => {
        expect(pointerSegments(pointerOf(segments))).toEqual(segments);
      }),
    );
  });
});
