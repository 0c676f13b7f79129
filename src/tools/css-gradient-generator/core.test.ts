import fc from 'fast-check';
import { gradientControls } from './arbitrary';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  addStop,
  colorAt,
  cssOf,
  DEFAULT_CONTROLS,
  distributePositions,
  gradientCss,
  gradientCount,
  gradientsIn,
  moveStop,
  POLAR_SPACES,
  PRESETS,
  presetControls,
  readGradient,
  SAMPLE_INPUT,
  tailwindOf,
  withSafeColors,
  type GradientControls,
} from './core';

const controls = (patch: Partial<GradientControls>): GradientControls => ({ ...DEFAULT_CONTROLS, ...patch });
const two = [
  { color: '#ff0000', position: 0 },
  { color: '#0000ff', position: 100 },
];

describe('gradientCss', () => {
  it.each<[string, Partial<GradientControls>, string]>([
    ['the default', {}, 'linear-gradient(90deg, #4f46e5 0%, #ec4899 100%)'],
    [
      'a direction',
      { linearMode: 'direction', direction: 'to bottom left' },
      'linear-gradient(to bottom left, #4f46e5 0%, #ec4899 100%)',
    ],
    ['a colour space', { colorSpace: 'oklab' }, 'linear-gradient(90deg in oklab, #4f46e5 0%, #ec4899 100%)'],
    [
      'a hue method',
      { colorSpace: 'oklch', hue: 'longer' },
      'linear-gradient(90deg in oklch longer hue, #4f46e5 0%, #ec4899 100%)',
    ],
    [
      'a hue method on a space without hue',
      { colorSpace: 'srgb', hue: 'longer' },
      'linear-gradient(90deg in srgb, #4f46e5 0%, #ec4899 100%)',
    ],
    [
      'repeating',
      {
        repeating: true,
        stops: [
          { color: '#000000', position: 0 },
          { color: '#ffffff', position: 10 },
        ],
      },
      'repeating-linear-gradient(90deg, #000000 0%, #ffffff 10%)',
    ],
    ['a radial default', { kind: 'radial', stops: two }, 'radial-gradient(#ff0000 0%, #0000ff 100%)'],
    [
      'a circle at a position',
      { kind: 'radial', shape: 'circle', positionX: 30, positionY: 20, stops: two },
      'radial-gradient(circle at 30% 20%, #ff0000 0%, #0000ff 100%)',
    ],
    [
      'a closest-side ellipse',
      { kind: 'radial', radialSize: 'closest-side', stops: two },
      'radial-gradient(closest-side, #ff0000 0%, #0000ff 100%)',
    ],
    [
      'an explicit circle',
      { kind: 'radial', shape: 'circle', radialSize: 'length', radiusX: 40, stops: two },
      'radial-gradient(circle 40px, #ff0000 0%, #0000ff 100%)',
    ],
    [
      'an explicit ellipse',
      { kind: 'radial', radialSize: 'length', radiusX: 50, radiusY: 25.5, radiusUnit: '%', stops: two },
      'radial-gradient(50% 25.5%, #ff0000 0%, #0000ff 100%)',
    ],
    [
      'a conic',
      { kind: 'conic', fromAngle: 45, positionX: 10, positionY: 90, colorSpace: 'hsl', stops: two },
      'conic-gradient(from 45deg at 10% 90% in hsl, #ff0000 0%, #0000ff 100%)',
    ],
    [
      'a hard stop as a two-position stop',
      {
        stops: [
          { color: '#ff0000', position: 0 },
          { color: '#ff0000', position: 50 },
          { color: '#0000ff', position: 50 },
          { color: '#0000ff', position: 100 },
        ],
      },
      'linear-gradient(90deg, #ff0000 0% 50%, #0000ff 50% 100%)',
    ],
    [
      'a translucent stop',
      {
        stops: [
          { color: 'rgb(255 0 0 / 0.5)', position: 0 },
          { color: '#0000ff', position: 100 },
        ],
      },
      'linear-gradient(90deg, rgb(255 0 0 / 0.5) 0%, #0000ff 100%)',
    ],
  ])('%s', (_name, patch, expected) => {
    expect(gradientCss(controls(patch))).toBe(expected);
  });

  it('gives the declaration and the Tailwind class', () => {
    expect(cssOf(DEFAULT_CONTROLS)).toBe('background-image: linear-gradient(90deg, #4f46e5 0%, #ec4899 100%);');
    expect(tailwindOf(DEFAULT_CONTROLS)).toBe('bg-[linear-gradient(90deg,#4f46e5_0%,#ec4899_100%)]');
    expect(
      tailwindOf(
        controls({ colorSpace: 'oklch', stops: [{ color: 'rgb(0 0 0 / 0.5)', position: 0 }, ...two.slice(1)] }),
      ),
    ).toBe('bg-[linear-gradient(90deg_in_oklch,rgb(0_0_0/0.5)_0%,#0000ff_100%)]');
  });
});

describe('readGradient', () => {
  it.each<[string, string, Partial<GradientControls>]>([
    [
      'a bare value',
      'linear-gradient(45deg, red, blue)',
      { kind: 'linear', linearMode: 'angle', angle: 45, stops: two },
    ],
    ['no angle (to bottom)', 'linear-gradient(red, blue)', { linearMode: 'angle', angle: 180 }],
    ['a turn', 'linear-gradient(0.25turn, red, blue)', { angle: 90 }],
    ['a negative angle', 'linear-gradient(-90deg, red, blue)', { angle: 270 }],
    [
      'a corner either way round',
      'linear-gradient(to right top, red, blue)',
      { linearMode: 'direction', direction: 'to top right' },
    ],
    ['a declaration', 'background-image: linear-gradient(to left, red, blue);', { direction: 'to left' }],
    [
      'a background shorthand in a rule',
      '.a {\n  color: red;\n  background: #fff linear-gradient(red, blue) no-repeat;\n}',
      { angle: 180 },
    ],
    [
      'the colour space before the angle',
      'linear-gradient(in oklch decreasing hue 30deg, red, blue)',
      { angle: 30, colorSpace: 'oklch', hue: 'decreasing' },
    ],
    ['a polar space without hue method', 'linear-gradient(in hsl, red, blue)', { colorSpace: 'hsl', hue: '' }],
    ['upper case', 'LINEAR-GRADIENT(TO RIGHT, RED, BLUE)', { direction: 'to right' }],
    [
      'colours of every form',
      'linear-gradient(rgba(255,0,0,.5), hsl(240 100% 50%) 100%)',
      {
        stops: [
          { color: 'rgb(255 0 0 / 0.5)', position: 0 },
          { color: '#0000ff', position: 100 },
        ],
      },
    ],
    [
      'stops spread as CSS spreads them',
      'linear-gradient(red, lime, blue 80%, white)',
      {
        stops: [
          { color: '#ff0000', position: 0 },
          { color: '#00ff00', position: 40 },
          { color: '#0000ff', position: 80 },
          { color: '#ffffff', position: 100 },
        ],
      },
    ],
    [
      'a two-position stop',
      'linear-gradient(red 20% 40%, blue 40%)',
      {
        stops: [
          { color: '#ff0000', position: 20 },
          { color: '#ff0000', position: 40 },
          { color: '#0000ff', position: 40 },
        ],
      },
    ],
    [
      'a stop before an earlier one is raised',
      'linear-gradient(red 50%, blue 20%)',
      {
        stops: [
          { color: '#ff0000', position: 50 },
          { color: '#0000ff', position: 50 },
        ],
      },
    ],
    [
      'a radial gradient',
      'radial-gradient(circle closest-corner at left top, red, blue)',
      { kind: 'radial', shape: 'circle', radialSize: 'closest-corner', positionX: 0, positionY: 0 },
    ],
    [
      'a radial with one keyword position',
      'radial-gradient(at bottom, red, blue)',
      { shape: 'ellipse', radialSize: 'farthest-corner', positionX: 50, positionY: 100 },
    ],
    [
      'a circle radius',
      'radial-gradient(3rem, red, blue)',
      { shape: 'circle', radialSize: 'length', radiusX: 3, radiusUnit: 'rem' },
    ],
    [
      'an ellipse in %',
      'radial-gradient(ellipse 50% 30%, red, blue)',
      { shape: 'ellipse', radialSize: 'length', radiusX: 50, radiusY: 30, radiusUnit: '%' },
    ],
    [
      'a conic with angles',
      'conic-gradient(from 0.5turn at 25% 75%, red 0deg, blue 90deg)',
      {
        kind: 'conic',
        fromAngle: 180,
        positionX: 25,
        positionY: 75,
        stops: [
          { color: '#ff0000', position: 0 },
          { color: '#0000ff', position: 25 },
        ],
      },
    ],
    [
      'a repeating conic',
      'repeating-conic-gradient(red 0% 25%, blue 25% 50%)',
      { kind: 'conic', repeating: true, fromAngle: 0 },
    ],
    [
      'the first of several layers',
      'background: linear-gradient(red, blue), radial-gradient(red, blue);',
      { kind: 'linear' },
    ],
  ])('%s', (_name, text, expected) => {
    expect(readGradient(text)).toMatchObject(expected);
  });

  it('leaves out what the text says nothing about', () => {
    const read = readGradient('linear-gradient(to right, red, blue)');
    expect(read).not.toHaveProperty('angle');
    expect(read).not.toHaveProperty('shape');
    expect(read).not.toHaveProperty('hue');
    expect(readGradient('linear-gradient(in srgb, red, blue)')).not.toHaveProperty('hue');
  });

  it.each([
    ['', 'Paste a gradient'],
    ['color: red', 'No gradient found'],
    ['linear-gradient(red, blue', 'is not closed'],
    ['linear-gradient(12qx, red, blue)', '“12qx” is not an angle'],
    ['linear-gradient(to up, red, blue)', 'is not a direction'],
    ['linear-gradient(to left right, red, blue)', 'is not a direction'],
    ['linear-gradient(red)', 'at least two colour stops'],
    ['linear-gradient(red, 30%, blue)', 'colour hint'],
    ['linear-gradient(red, bluish)', 'stop 2: “bluish” is not a colour'],
    ['linear-gradient(red 10px, blue)', '“10px” in stop 1'],
    ['linear-gradient(oklch(70% 0.1 200), blue)', 'stop 1: oklch() colours are not read here'],
    ['linear-gradient(in cmyk, red, blue)', 'colour space must be one of'],
    ['linear-gradient(in srgb longer hue, red, blue)', 'srgb has no hue'],
    ['radial-gradient(circle 20%, red, blue)', 'cannot be a percentage'],
    ['radial-gradient(circle 10px 20px, red, blue)', 'a circle takes one length'],
    ['radial-gradient(at 10px 20px, red, blue)', 'the position “10px”'],
    ['radial-gradient(at top 30%, red, blue)', 'two positions on one axis'],
    ['conic-gradient(at, red, blue)', 'give one or two positions'],
    ['radial-gradient(40px 2em at 10% 20%, red, blue)', 'mixes units'],
  ])('rejects %j', (text, message) => {
    expect(() => readGradient(text)).toThrow(ToolError);
    expect(() => readGradient(text)).toThrow(message);
  });

  it('reads its sample', () => {
    expect(readGradient(SAMPLE_INPUT)).toMatchObject({
      kind: 'radial',
      shape: 'circle',
      positionX: 30,
      positionY: 20,
      colorSpace: 'oklch',
      stops: [
        { color: '#fde68a', position: 0 },
        { color: '#f472b6', position: 45 },
        { color: '#6366f1', position: 100 },
      ],
    });
  });
});

describe('the round trip', () => {
  it('reading what was written gives the same controls', () => {
    fc.assert(
      fc.property(gradientControls, (state) => {
        expect({ ...state, ...readGradient(cssOf(state)) }).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('writing what was read gives the same CSS', () => {
    fc.assert(
      fc.property(gradientControls, (state) => {
        const once = cssOf(state);
        expect(cssOf({ ...DEFAULT_CONTROLS, ...readGradient(once) })).toBe(once);
      }),
    );
  });

  it.each(PRESETS.map((preset) => [preset.name, preset] as const))(
    'the %s preset reads and writes back',
    (_name, preset) => {
      const state = presetControls(preset);
      expect(state.stops.length).toBeGreaterThanOrEqual(2);
      expect({ ...state, ...readGradient(cssOf(state)) }).toEqual(state);
    },
  );

  it('the polar spaces are the ones with a hue method', () => {
    for (const space of POLAR_SPACES)
      expect(readGradient(`linear-gradient(in ${space} longer hue, red, blue)`).hue).toBe('longer');
  });
});

describe('editing stops', () => {
  const stops = [
    { color: '#000000', position: 0 },
    { color: '#ff0000', position: 50 },
    { color: '#ffffff', position: 100 },
  ];

  it.each<[number, number, number, number[]]>([
    [1, 30, 1, [0, 30, 100]],
    [0, 70, 1, [50, 70, 100]],
    [2, 10, 1, [0, 10, 50]],
    [0, 50, 1, [50, 50, 100]],
    [1, -5, 1, [0, 0, 100]],
    [1, 130, 2, [0, 100, 100]],
  ])('moving stop %i to %d puts it at index %i', (index, position, newIndex, positions) => {
    const moved = moveStop(stops, index, position);
    expect(moved.index).toBe(newIndex);
    expect(moved.stops.map((stop) => stop.position)).toEqual(positions);
    expect(moved.stops[newIndex]!.color).toBe(stops[index]!.color);
  });

  it.each([
    [0, '#000000'],
    [25, '#800000'],
    [50, '#ff0000'],
    [100, '#ffffff'],
    [120, '#ffffff'],
  ])('the colour at %d (percent) is %s', (position, expected) => {
    expect(colorAt(stops, position)).toBe(expected);
  });

  it('adds a stop in the widest gap, or where asked', () => {
    expect(addStop([stops[0]!, stops[2]!])).toEqual({
      stops: [stops[0], { color: '#808080', position: 50 }, stops[2]],
      index: 1,
    });
    expect(addStop(stops, 75).index).toBe(2);
  });

  it.each<[(number | null)[], number[]]>([
    [
      [null, null],
      [0, 100],
    ],
    [
      [null, null, null],
      [0, 50, 100],
    ],
    [
      [null, 30, null, null],
      [0, 30, 65, 100],
    ],
    [
      [40, null, 10],
      [40, 40, 40],
    ],
    [
      [null, 120],
      [0, 120],
    ],
  ])('spreads %j as %j', (positions, expected) => {
    expect(distributePositions(positions)).toEqual(expected);
  });

  it('makes stored colours safe to write into CSS', () => {
    const unsafe = controls({
      stops: [
        { color: 'red; } body { color: red', position: 0 },
        { color: 'rgba(0,0,0,.5)', position: 100 },
      ],
    });
    expect(withSafeColors(unsafe).stops).toEqual([
      { color: '#000000', position: 0 },
      { color: 'rgb(0 0 0 / 0.5)', position: 100 },
    ]);
    expect(withSafeColors(controls({ stops: [] })).stops).toEqual(DEFAULT_CONTROLS.stops);
  });

  it('counts the layers of a pasted background', () => {
    expect(gradientCount('background: linear-gradient(red, blue), radial-gradient(red, blue);')).toBe(2);
    expect(gradientCount('color: red')).toBe(0);
  });

  it('finds every gradient of a layered value', () => {
    expect(gradientsIn('url(a.png), linear-gradient(red, rgb(0 0 0)), conic-gradient(red, blue)')).toEqual([
      'linear-gradient(red, rgb(0 0 0))',
      'conic-gradient(red, blue)',
    ]);
  });
});
