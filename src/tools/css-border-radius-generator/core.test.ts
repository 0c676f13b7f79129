import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  circularRadii,
  convertRadii,
  CORNERS,
  cssOf,
  expandList,
  fromPx,
  linkRadii,
  presetState,
  PRESETS,
  radiusValue,
  readBorderRadius,
  SAMPLE_INPUT,
  setRadius,
  shortestList,
  tailwindOf,
  toPx,
  uniformRadii,
  UNITS,
  type Radii,
  type RadiusState,
  type RadiusUnit,
} from './core';

/** Radii from the shorthand's order: horizontal tl tr br bl, then vertical (the same when not given). */
const radii = (h: number[], v: number[] = h): Radii => ({
  topLeft: { h: h[0]!, v: v[0]! },
  topRight: { h: h[1]!, v: v[1]! },
  bottomRight: { h: h[2]!, v: v[2]! },
  bottomLeft: { h: h[3]!, v: v[3]! },
});

describe('shortestList', () => {
  it.each([
    [['1', '1', '1', '1'], ['1']],
    [
      ['1', '2', '1', '2'],
      ['1', '2'],
    ],
    [
      ['1', '2', '3', '2'],
      ['1', '2', '3'],
    ],
    [
      ['1', '2', '3', '4'],
      ['1', '2', '3', '4'],
    ],
    [
      ['1', '1', '1', '2'],
      ['1', '1', '1', '2'],
    ],
    [
      ['1', '1', '2', '1'],
      ['1', '1', '2'],
    ],
    [
      ['2', '1', '1', '1'],
      ['2', '1', '1'],
    ],
    [
      ['1', '2', '2', '2'],
      ['1', '2', '2'],
    ],
    [
      ['1', '1', '2', '2'],
      ['1', '1', '2', '2'],
    ],
    [
      ['1', '2', '2', '1'],
      ['1', '2', '2', '1'],
    ],
    [
      ['1', '2', '1', '1'],
      ['1', '2', '1', '1'],
    ],
    [
      ['1', '2', '1', '3'],
      ['1', '2', '1', '3'],
    ],
  ] as [[string, string, string, string], string[]][])('%j → %j', (values, expected) => {
    expect(shortestList(values)).toEqual(expected);
    expect(expandList(expected)).toEqual(values);
  });
});

describe('expandList', () => {
  it.each([
    [['a'], ['a', 'a', 'a', 'a']],
    [
      ['a', 'b'],
      ['a', 'b', 'a', 'b'],
    ],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'b'],
    ],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd'],
    ],
  ])('%j → %j', (values, expected) => {
    expect(expandList(values)).toEqual(expected);
  });
});

describe('radiusValue', () => {
  it.each([
    ['px', radii([0, 0, 0, 0]), '0'],
    ['px', radii([10, 10, 10, 10]), '10px'],
    ['%', radii([50, 50, 50, 50]), '50%'],
    ['rem', radii([0.5, 0.5, 0.5, 0.5]), '0.5rem'],
    ['px', radii([10, 20, 10, 20]), '10px 20px'],
    ['px', radii([10, 20, 30, 20]), '10px 20px 30px'],
    ['px', radii([10, 20, 30, 40]), '10px 20px 30px 40px'],
    ['px', radii([12, 12, 0, 0]), '12px 12px 0 0'],
    ['px', radii([10, 10, 10, 10], [20, 20, 20, 20]), '10px / 20px'],
    ['px', radii([10, 20, 10, 20], [5, 5, 5, 5]), '10px 20px / 5px'],
    ['%', radii([30, 70, 70, 30], [30, 30, 70, 70]), '30% 70% 70% 30% / 30% 30% 70% 70%'],
    ['%', radii([50, 50, 50, 50], [60, 60, 40, 40]), '50% / 60% 60% 40% 40%'],
    // One corner elliptical: the vertical half is needed, each half as short as it can be.
    ['px', radii([10, 10, 10, 10], [10, 10, 10, 20]), '10px / 10px 10px 10px 20px'],
    ['px', radii([0, 0, 0, 0], [0, 5, 0, 5]), '0 / 0 5px'],
    ['px', radii([1.234, 1, 1, 1]), '1.23px 1px 1px'],
  ] as [RadiusUnit, Radii, string][])('%s %o → %s', (unit, value, expected) => {
    expect(radiusValue({ unit, radii: value })).toBe(expected);
  });

  it.each([
    ['px', radii([0, 0, 0, 0]), 'rounded-none'],
    ['px', radii([12, 12, 0, 0]), 'rounded-[12px_12px_0_0]'],
    ['%', radii([30, 70, 70, 30], [30, 30, 70, 70]), 'rounded-[30%_70%_70%_30%/30%_30%_70%_70%]'],
  ] as [RadiusUnit, Radii, string][])('Tailwind for %s %o is %s', (unit, value, expected) => {
    expect(tailwindOf({ unit, radii: value })).toBe(expected);
  });
});

describe('readBorderRadius', () => {
  it.each([
    ['10px', { radii: radii([10, 10, 10, 10]), unit: 'px' }],
    ['border-radius: 10px;', { radii: radii([10, 10, 10, 10]), unit: 'px' }],
    ['border-radius: 0;', { radii: radii([0, 0, 0, 0]) }],
    ['10px 20px', { radii: radii([10, 20, 10, 20]), unit: 'px', linked: false }],
    ['10px 20px 30px', { radii: radii([10, 20, 30, 20]), unit: 'px', linked: false }],
    ['1rem / 2rem', { radii: radii([1, 1, 1, 1], [2, 2, 2, 2]), unit: 'rem', elliptical: true }],
    [
      '30% 70% 70% 30% / 30% 30% 70% 70%',
      { radii: radii([30, 70, 70, 30], [30, 30, 70, 70]), unit: '%', linked: false, elliptical: true },
    ],
    ['.a { BORDER-RADIUS: 8PX !important }', { radii: radii([8, 8, 8, 8]), unit: 'px' }],
    [
      'border-top-left-radius: 10px 20px;',
      { radii: radii([10, 0, 0, 0], [20, 0, 0, 0]), unit: 'px', linked: false, elliptical: true },
    ],
    [
      'border-top-left-radius: 4px; border-top-right-radius: 4px; border-bottom-right-radius: 4px; border-bottom-left-radius: 4px;',
      { radii: radii([4, 4, 4, 4]), unit: 'px' },
    ],
    [
      'border-radius: 10px; border-bottom-left-radius: 0;',
      { radii: radii([10, 10, 10, 0]), unit: 'px', linked: false },
    ],
    ['border-bottom-left-radius: 5px; border-radius: 1px;', { radii: radii([1, 1, 1, 1]), unit: 'px' }],
    ['0 50%', { radii: radii([0, 50, 0, 50]), unit: '%', linked: false }],
    ['0.125rem', { radii: radii([0.13, 0.13, 0.13, 0.13]), unit: 'rem' }],
  ] as [string, Partial<RadiusState>][])('%s', (text, expected) => {
    expect(readBorderRadius(text)).toEqual(expected);
  });

  it.each([
    ['', 'There is no border-radius value'],
    ['border-radius: ;', 'border-radius has no value'],
    ['10px 5%', 'The radii mix px and %'],
    ['border-top-left-radius: 1rem; border-top-right-radius: 4px', 'The radii mix rem and px'],
    ['1em', '“1em” (the top-left horizontal radius) is in em'],
    ['10px / 5px 2vw', '“2vw” (the top-right vertical radius) is in vw'],
    ['-1px', 'is negative'],
    ['5', '“5” (the top-left horizontal radius) needs a unit'],
    ['1px 2px 3px 4px 5px', 'The horizontal radii are 5 values'],
    ['1px / 1px / 1px', 'one “/” at most'],
    ['1px /', 'one “/” at most'],
    ['1px // 2px', 'one “/” at most'],
    ['inherit', '“inherit” (the top-left horizontal radius) is not a length'],
    ['border-top-left-radius: 1px 2px 3px', 'border-top-left-radius takes one or two radii'],
    ['.a { color: red }', 'There is no border-radius declaration here'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => readBorderRadius(text)).toThrow(ToolError);
    expect(() => readBorderRadius(text)).toThrow(message);
  });

  it('reads its sample', () => {
    expect(readBorderRadius(SAMPLE_INPUT)).toMatchObject({
      radii: radii([40, 60, 60, 40], [40, 40, 60, 60]),
      unit: '%',
    });
  });
});

/* Property tests over the states the controls can hold: two-decimal radii, corners linked only when equal. */
const radius = fc.integer({ min: 0, max: 40000 }).map((n) => n / 100);
const corner = fc.record({ h: radius, v: radius });
const anyRadii = fc.oneof(
  fc.record({ topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner }),
  // Few distinct values, so that the shortened forms come up often.
  fc
    .tuple(fc.array(fc.constantFrom(0, 5, 10), { minLength: 8, maxLength: 8 }))
    .map(([values]) => radii(values.slice(0, 4), values.slice(4))),
  corner.map(({ h, v }) => uniformRadii(h, v)),
);
const stateArbitrary = fc
  .record({ unit: fc.constantFrom(...UNITS), radii: anyRadii, linkedWish: fc.boolean(), ellipticalWish: fc.boolean() })
  .map(({ unit, radii: value, linkedWish, ellipticalWish }): RadiusState => {
    const equal = CORNERS.every((name) => value[name].h === value.topLeft.h && value[name].v === value.topLeft.v);
    const elliptical = CORNERS.some((name) => value[name].h !== value[name].v);
    return { unit, radii: value, linked: equal && linkedWish, elliptical: elliptical || ellipticalWish };
  });

const valueOf = (text: string) => /^border-radius: (.*);$/.exec(text)![1]!;

describe('properties', () => {
  it('import(export(state)) gives the same state', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        expect({ ...state, ...readBorderRadius(cssOf(state)) }).toEqual(state);
      }),
    );
  });

  it('the output expands, as a browser expands it, to the state, and no shorter list would', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const value = valueOf(cssOf(state));
        const halves = value.split(' / ');
        const horizontal = halves[0]!.split(' ');
        const vertical = (halves[1] ?? halves[0]!).split(' ');
        const write = (number: number) => (number === 0 ? '0' : `${number}${state.unit}`);
        const expected = (axis: 'h' | 'v') => CORNERS.map((name) => write(state.radii[name][axis]));
        expect(expandList(horizontal)).toEqual(expected('h'));
        expect(expandList(vertical)).toEqual(expected('v'));
        for (const half of [horizontal, vertical]) {
          for (let length = 1; length < half.length; length++)
            expect(expandList(half.slice(0, length))).not.toEqual(expandList(half));
        }
        // The vertical half only when it differs.
        if (halves[1] !== undefined) expect(expected('v')).not.toEqual(expected('h'));
      }),
    );
  });
});

describe('editing', () => {
  const base: RadiusState = { unit: 'px', radii: uniformRadii(10), linked: true, elliptical: false };

  it.each([
    ['linked and circular: every radius', base, uniformRadii(20)],
    ['linked and elliptical: every corner’s horizontal', { ...base, elliptical: true }, uniformRadii(20, 10)],
    ['one corner, circular', { ...base, linked: false }, { ...uniformRadii(10), topRight: { h: 20, v: 20 } }],
    [
      'one corner, elliptical',
      { ...base, linked: false, elliptical: true },
      { ...uniformRadii(10), topRight: { h: 20, v: 10 } },
    ],
  ] as [string, RadiusState, Radii][])('setRadius: %s', (_name, state, expected) => {
    expect(setRadius(state, 'topRight', 'h', 20)).toEqual(expected);
  });

  it('setRadius keeps radii at 0 or more and to two decimals', () => {
    expect(setRadius(base, 'topLeft', 'h', -5).topLeft).toEqual({ h: 0, v: 0 });
    expect(setRadius(base, 'topLeft', 'h', 1.23456).topLeft).toEqual({ h: 1.23, v: 1.23 });
  });

  it('linkRadii and circularRadii', () => {
    const mixed = radii([1, 2, 3, 4], [5, 6, 7, 8]);
    expect(linkRadii(mixed)).toEqual(uniformRadii(1, 5));
    expect(circularRadii(mixed)).toEqual(radii([1, 2, 3, 4]));
  });

  const box = { width: 200, height: 100 };
  it.each([
    [10, 'px', 'h', 10],
    [2, 'rem', 'v', 32],
    [50, '%', 'h', 100],
    [50, '%', 'v', 50],
  ] as [number, RadiusUnit, 'h' | 'v', number][])('toPx(%d %s, %s) is %d px', (value, unit, axis, px) => {
    expect(toPx(value, unit, axis, box)).toBe(px);
  });

  it.each([
    [10.4, 'px', 'h', 10],
    [33, 'rem', 'h', 2],
    [37, 'rem', 'h', 2.25],
    [101, '%', 'h', 51],
    [101, '%', 'v', 101],
    [-5, 'px', 'h', 0],
  ] as [number, RadiusUnit, 'h' | 'v', number][])('fromPx(%d px, %s, %s) is %d', (px, unit, axis, value) => {
    expect(fromPx(px, unit, axis, box)).toBe(value);
  });

  it('convertRadii keeps the size on the box', () => {
    expect(convertRadii(uniformRadii(20), 'px', '%', box)).toEqual(uniformRadii(10, 20));
    expect(convertRadii(uniformRadii(10, 20), '%', 'rem', box)).toEqual(uniformRadii(1.25));
    expect(convertRadii(uniformRadii(1.25), 'rem', 'px', box)).toEqual(uniformRadii(20));
    expect(convertRadii(uniformRadii(7), 'px', 'px', box)).toEqual(uniformRadii(7));
  });
});

describe('presets', () => {
  it.each(PRESETS.map((preset) => [preset.label, preset] as const))('%s writes its own CSS back', (_label, preset) => {
    const state = presetState(preset, 'px');
    expect(radiusValue(state)).toBe(preset.css);
    expect({ ...state, ...readBorderRadius(cssOf(state)) }).toEqual(state);
  });

  it('link and unlink as their corners need', () => {
    expect(
      presetState(
        PRESETS.find((preset) => preset.id === 'rounded')!,
        '%',
      ),
    ).toEqual({
      unit: 'px',
      radii: uniformRadii(12),
      linked: true,
      elliptical: false,
    });
    expect(
      presetState(
        PRESETS.find((preset) => preset.id === 'square')!,
        'rem',
      ).unit,
    ).toBe('rem');
    expect(
      presetState(
        PRESETS.find((preset) => preset.id === 'blob-1')!,
        'px',
      ),
    ).toMatchObject({
      linked: false,
      elliptical: true,
    });
  });
});
