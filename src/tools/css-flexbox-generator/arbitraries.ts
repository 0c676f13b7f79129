import fc from 'fast-check';
import {
  ALIGN_CONTENTS,
  ALIGN_ITEMS,
  ALIGN_SELFS,
  BASIS_MAX,
  BASIS_UNITS,
  basisOf,
  DIRECTIONS,
  JUSTIFY_CONTENTS,
  MAX_ITEMS,
  WRAPS,
  type FlexItem,
  type FlexLayout,
} from './core';

/* For the property tests (core.test.ts) and the browser test's generated states; the screen never loads it. */

/** Layouts as the controls can hold them: every value rounded as the fields keep it. */
export const flexItemArbitrary: fc.Arbitrary<FlexItem> = fc.record({
  order: fc.integer({ min: -5, max: 10 }),
  grow: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(0.5, 1.25)),
  shrink: fc.integer({ min: 0, max: 5 }),
  basis: fc.oneof(
    fc.constant('auto'),
    fc
      .tuple(fc.constantFrom(...BASIS_UNITS), fc.integer({ min: 0, max: 400 }))
      // Each unit's basis slider goes up to its own maximum.
      .map(([unit, value]) => basisOf(unit, Math.min(unit === 'px' ? value : value / 4, BASIS_MAX[unit]))),
  ),
  alignSelf: fc.constantFrom(...ALIGN_SELFS),
});

export const flexLayoutArbitrary: fc.Arbitrary<FlexLayout> = fc.record({
  direction: fc.constantFrom(...DIRECTIONS),
  wrap: fc.constantFrom(...WRAPS),
  justifyContent: fc.constantFrom(...JUSTIFY_CONTENTS),
  alignItems: fc.constantFrom(...ALIGN_ITEMS),
  alignContent: fc.constantFrom(...ALIGN_CONTENTS),
  rowGap: fc.integer({ min: 0, max: 64 }),
  columnGap: fc.integer({ min: 0, max: 64 }),
  items: fc.array(flexItemArbitrary, { minLength: 0, maxLength: MAX_ITEMS }),
});
