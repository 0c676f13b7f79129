import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocator } from './text-locator';
import { locate } from './tool-error';

describe('createLocator', () => {
  it('gives what locate gives, for offsets in any order', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '\n', '😀', 'é', '\r', '\uD800', 'ש'), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.array(fc.nat({ max: 45 }), { maxLength: 12 }), (value, offsets) => {
        const locateAt = createLocator(value);
        // Offsets between the halves of a pair are not asked by tools; compare only character boundaries.
        const boundaries = offsets.filter(
          (offset) =>
            !(
              offset > 0 &&
              offset < value.length &&
              /[\uDC00-\uDFFF]/.test(value.charAt(offset)) &&
              /[\uD800-\uDBFF]/.test(value.charAt(offset - 1))
            ),
        );
        for (const offset of boundaries) expect(locateAt(offset)).toEqual(locate(value, offset));
      }),
      { numRuns: 500 },
    );
  });

  it('counts columns by code point', () => {
    const locateAt = createLocator('😀😀x\nab');
    expect(locateAt(4)).toEqual({ line: 1, column: 3, offset: 4 });
    expect(locateAt(7)).toEqual({ line: 2, column: 2, offset: 7 });
    expect(locateAt(2)).toEqual({ line: 1, column: 2, offset: 2 });
  });
});
