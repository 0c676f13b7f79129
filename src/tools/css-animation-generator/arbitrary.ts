/**
 * Any state the animation controls can hold, for the property tests here and the browser test
 * (e2e/tools/css-animation-generator.spec.ts). Test-only: the screen never imports it.
 */
import fc from 'fast-check';
import {
  BLANK_KEYFRAME,
  DIRECTIONS,
  FILL_MODES,
  nameProblem,
  STEP_POSITIONS,
  TIMINGS,
  type AnimationControls,
  type Keyframe,
} from './core';

const byte = fc.integer({ min: 0, max: 255 });
const color = fc
  .record({ r: byte, g: byte, b: byte, a: fc.constantFrom(1, 1, 0.5) })
  .map(({ r, g, b, a }) =>
    a === 1
      ? `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
      : `rgb(${r} ${g} ${b} / ${a})`,
  );
const scaled = (min: number, max: number, per: number) =>
  fc.integer({ min: Math.round(min * per), max: Math.round(max * per) }).map((value) => value / per);

/** A keyframe as the controls hold it: what it does not set is at the blank keyframe's values. */
const keyframe: fc.Arbitrary<Keyframe> = fc
  .record({
    offset: scaled(0, 100, 10),
    hasTransform: fc.boolean(),
    translateX: scaled(-300, 300, 10),
    translateY: scaled(-300, 300, 10),
    rotate: scaled(-720, 720, 10),
    scale: scaled(0, 3, 100),
    hasOpacity: fc.boolean(),
    opacity: scaled(0, 1, 100),
    hasColor: fc.boolean(),
    color,
  } satisfies { [K in keyof Keyframe]: fc.Arbitrary<Keyframe[K]> })
  .map((frame) => ({
    ...frame,
    ...(frame.hasTransform
      ? {}
      : {
          translateX: BLANK_KEYFRAME.translateX,
          translateY: BLANK_KEYFRAME.translateY,
          rotate: BLANK_KEYFRAME.rotate,
          scale: BLANK_KEYFRAME.scale,
        }),
    ...(frame.hasOpacity ? {} : { opacity: BLANK_KEYFRAME.opacity }),
    ...(frame.hasColor ? {} : { color: BLANK_KEYFRAME.color }),
  }));

export const animationControls: fc.Arbitrary<AnimationControls> = fc
  .record({
    name: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/).filter((name) => nameProblem(name) === null),
    keyframes: fc.uniqueArray(keyframe, { minLength: 1, maxLength: 5, selector: (frame) => frame.offset }),
    duration: fc.integer({ min: 0, max: 10000 }),
    delay: fc.integer({ min: -5000, max: 5000 }),
    infinite: fc.boolean(),
    iterations: scaled(0, 10, 100),
    direction: fc.constantFrom(...DIRECTIONS),
    fillMode: fc.constantFrom(...FILL_MODES),
    timing: fc.constantFrom(...TIMINGS),
    x1: scaled(0, 1, 100),
    y1: scaled(-1, 2, 100),
    x2: scaled(0, 1, 100),
    y2: scaled(-1, 2, 100),
    steps: fc.integer({ min: 2, max: 20 }),
    stepPosition: fc.constantFrom(...STEP_POSITIONS),
  } satisfies { [K in keyof AnimationControls]: fc.Arbitrary<AnimationControls[K]> })
  .map((state) => ({ ...state, keyframes: [...state.keyframes].sort((a, b) => a.offset - b.offset) }));
