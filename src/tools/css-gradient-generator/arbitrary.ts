/**
 * Any state the gradient controls can hold, for the property tests here and the browser test
 * (e2e/tools/css-gradient-generator.spec.ts). Test-only: the screen never imports it.
 */
import fc from 'fast-check';
import {
  COLOR_SPACES,
  DIRECTIONS,
  HUE_METHODS,
  RADIAL_SIZES,
  RADIUS_MAX,
  sortStops,
  type GradientControls,
} from './core';

const byte = fc.integer({ min: 0, max: 255 });
const color = fc
  .record({ r: byte, g: byte, b: byte, a: fc.constantFrom(1, 1, 0.5, 0.25, 0) })
  .map(({ r, g, b, a }) =>
    a === 1
      ? `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
      : `rgb(${r} ${g} ${b} / ${a})`,
  );
const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((value) => value / 10);

/** Any state the controls can hold: stops in order of position, a circle's radius in a length unit. */
export const gradientControls: fc.Arbitrary<GradientControls> = fc
  .record({
    kind: fc.constantFrom('linear', 'radial', 'conic'),
    repeating: fc.boolean(),
    linearMode: fc.constantFrom('angle', 'direction'),
    angle: tenths(0, 359.9),
    direction: fc.constantFrom(...DIRECTIONS),
    shape: fc.constantFrom('ellipse', 'circle'),
    radialSize: fc.constantFrom(...RADIAL_SIZES),
    radiusX: tenths(0, 400),
    radiusY: tenths(0, 400),
    radiusUnit: fc.constantFrom('px', '%', 'em', 'rem'),
    positionX: tenths(0, 100),
    positionY: tenths(0, 100),
    fromAngle: tenths(0, 359.9),
    colorSpace: fc.constantFrom(...COLOR_SPACES),
    hue: fc.constantFrom(...HUE_METHODS),
    stops: fc.array(fc.record({ color, position: tenths(0, 100) }), { minLength: 2, maxLength: 6 }),
  } satisfies { [K in keyof GradientControls]: fc.Arbitrary<GradientControls[K]> })
  .map((state) => {
    const radiusUnit = state.shape === 'circle' && state.radiusUnit === '%' ? 'px' : state.radiusUnit;
    // Each unit's radius slider goes up to its own maximum.
    const radius = (value: number) => Math.min(value, RADIUS_MAX[radiusUnit]);
    return {
      ...state,
      radiusUnit,
      radiusX: radius(state.radiusX),
      radiusY: radius(state.radiusY),
      stops: sortStops(state.stops),
    };
  });
