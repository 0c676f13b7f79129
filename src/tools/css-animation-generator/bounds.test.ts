import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  addKeyframe,
  ANIMATION_BOUNDS,
  BLANK_KEYFRAME,
  cssOf,
  DEFAULT_CONTROLS,
  DEFAULT_STATE,
  importAnimation,
  MAX_KEYFRAMES,
  type Keyframe,
} from './core';

const RULES = { bounds: ANIMATION_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);
const frame = (offset: number, patch: Partial<Keyframe> = {}): Keyframe => ({ ...BLANK_KEYFRAME, offset, ...patch });

describe('a restored state is held to the controls’ limits', () => {
  it('keeps the first 50 of 20,000 keyframes, with the notice', () => {
    const { state, outOfBounds } = restore({
      keyframes: Array.from({ length: 20_000 }, (_, index) => frame(index % 100)),
    });
    expect(state.keyframes).toHaveLength(MAX_KEYFRAMES);
    expect(outOfBounds).toEqual(['keyframes']);
  });

  it.each([
    ['duration', 1e9, 10_000],
    ['delay', -60_000, -5000],
    ['iterations', 1e6, 20],
    ['x1', 5, 1],
    ['y2', -40, -1],
    ['steps', 1e6, 30],
    ['steps', 2.4, 2],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    const { state, outOfBounds } = restore({ [field]: value });
    expect(state[field]).toBe(expected);
    expect(outOfBounds).toEqual([field]);
  });

  it.each([
    ['offset', 500, 100],
    ['translateX', 1e5, 300],
    ['translateY', -1e5, -300],
    ['rotate', 7200, 720],
    ['scale', 99, 3],
    ['opacity', -1, 0],
  ] as const)('clamps a keyframe’s %s %d to %d', (field, value, expected) => {
    expect(restore({ keyframes: [frame(0, { [field]: value })] }).state.keyframes[0]![field]).toBe(expected);
  });

  it('restores a name longer than the field takes as the default', () => {
    const { state, outOfBounds } = restore({ name: 'a'.repeat(101) });
    expect(state.name).toBe(DEFAULT_STATE.name);
    expect(outOfBounds).toEqual(['name']);
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const stored = { ...DEFAULT_STATE, duration: 10_000, delay: -5000, y1: 2, keyframes: [frame(0), frame(100)] };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('colours from a link never reach the CSS', () => {
  it.each(CSS_INJECTIONS)('a keyframe coloured %s is dropped on restore', (color) => {
    const { state } = restore({ keyframes: [frame(0, { hasColor: true, color }), frame(100)] });
    expect(state.keyframes).toEqual([frame(100)]);
  });

  it.each(CSS_INJECTIONS)('the CSS written for a keyframe coloured %s holds a colour, never the text', (color) => {
    const css = cssOf({ ...DEFAULT_CONTROLS, keyframes: [frame(0, { hasColor: true, color })] });
    expect(css).toContain('0% { background-color: #6366f1; }');
    expect(css).not.toContain(color);
  });
});

describe('an import is held to the same limits', () => {
  const frames = (count: number) =>
    `@keyframes a { ${Array.from({ length: count }, (_, index) => `${(index * 100) / count}% { opacity: 1 }`).join(' ')} }`;
  it.each([
    ['51 keyframes', frames(51), 'There are 51 keyframes: this editor takes up to 50.'],
    ['a duration of 20s', 'animation: a 20s', 'Duration (ms) is 20,000: this editor sets it from 0 to 10,000.'],
    ['a delay of -6s', 'animation: a 1s -6s', 'Delay (ms) is -6,000: this editor sets it from -5,000 to 5,000.'],
    ['30 iterations', 'animation: a 1s 30', 'Iteration count is 30: this editor sets it from 0 to 20.'],
    [
      'a curve overshooting to 3',
      'animation: a 1s cubic-bezier(0, 3, 1, 0)',
      'Cubic-bezier y1 is 3: this editor sets it from -1 to 2.',
    ],
    ['40 steps', 'animation: a 1s steps(40)', 'Number of steps is 40: this editor sets it from 1 to 30.'],
    [
      'a translation of 400px',
      '@keyframes a { to { transform: translateX(400px) } }',
      'The translate x (px) of keyframe 1 is 400: this editor sets it from -300 to 300.',
    ],
    [
      'a scale of 5',
      '@keyframes a { to { scale: 5 } }',
      'The scale of keyframe 1 is 5: this editor sets it from 0 to 3.',
    ],
    [
      'a name of 101 characters',
      `animation: ${'a'.repeat(101)} 1s`,
      'Name is 101 characters long: this editor takes up to 100.',
    ],
    [
      'a text over the limit',
      `animation: a 1s; /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,023 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => importAnimation(text)).toThrow(message);
  });

  it('takes 50 keyframes and the ends of the ranges', () => {
    expect(importAnimation(frames(50)).keyframes).toHaveLength(50);
    expect(importAnimation('animation: a 10s cubic-bezier(1, -1, 0, 2) -5s 20')).toMatchObject({
      duration: 10_000,
      delay: -5000,
      iterations: 20,
      y1: -1,
      y2: 2,
    });
  });
});

describe('addKeyframe', () => {
  it('adds none past 50 keyframes', () => {
    const full = Array.from({ length: MAX_KEYFRAMES }, (_, index) => frame(index * 2));
    expect(addKeyframe(full)).toEqual({ keyframes: full, index: -1 });
  });
});
