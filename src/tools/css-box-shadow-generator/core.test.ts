import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  addLayer,
  cssOf,
  layerCss,
  materialElevation,
  MATERIAL_ELEVATIONS,
  moveLayer,
  PRESETS,
  readBoxShadow,
  readShadowLayers,
  removeLayer,
  SAMPLE_INPUT,
  shade,
  shadowValue,
  tailwindOf,
  type ShadowLayer,
} from './core';

const layer = (partial: Partial<ShadowLayer>): ShadowLayer => ({
  x: 0,
  y: 0,
  blur: 0,
  spread: 0,
  color: '#000000',
  inset: false,
  ...partial,
});

describe('layerCss and cssOf', () => {
  it.each([
    [layer({ x: 0, y: 4, blur: 12 }), '0 4px 12px #000000'],
    [layer({ x: 1, y: 2 }), '1px 2px #000000'],
    [layer({ x: 1, y: 2, spread: 3 }), '1px 2px 0 3px #000000'],
    [layer({ x: -1.5, y: 0.25, blur: 2, spread: -1, inset: true }), 'inset -1.5px 0.25px 2px -1px #000000'],
    [layer({ color: 'rgb(0 0 0 / 0.2)', y: 1, blur: 3 }), '0 1px 3px rgb(0 0 0 / 0.2)'],
  ])('%o is %s', (input, expected) => {
    expect(layerCss(input)).toBe(expected);
  });

  it('writes one layer on the line of the property, several one per line, none as none', () => {
    expect(cssOf({ layers: [layer({ y: 1 })] })).toBe('box-shadow: 0 1px #000000;');
    expect(cssOf({ layers: [] })).toBe('box-shadow: none;');
    expect(cssOf({ layers: [layer({ y: 1 }), layer({ y: 2, inset: true })] })).toBe(
      'box-shadow:\n  0 1px #000000,\n  inset 0 2px #000000;',
    );
  });

  it.each([
    [[], 'shadow-none'],
    [[layer({ y: 4, blur: 6, color: 'rgb(0 0 0 / 0.1)' })], 'shadow-[0_4px_6px_rgb(0_0_0/0.1)]'],
    [[layer({ y: 1 }), layer({ inset: true, x: 2, y: 2 })], 'shadow-[0_1px_#000000,inset_2px_2px_#000000]'],
  ])('Tailwind class for %o is %s', (layers, expected) => {
    expect(tailwindOf(layers)).toBe(expected);
  });
});

describe('readShadowLayers', () => {
  it.each([
    ['0 4px 12px red', [layer({ y: 4, blur: 12, color: '#ff0000' })]],
    ['box-shadow: 0 4px 12px red;', [layer({ y: 4, blur: 12, color: '#ff0000' })]],
    ['.card { color: red; box-shadow: 1px 1px blue !important }', [layer({ x: 1, y: 1, color: '#0000ff' })]],
    ['red 0 4px', [layer({ y: 4, color: '#ff0000' })]],
    ['0 4px inset', [layer({ y: 4, inset: true })]],
    [
      'inset rgba(0, 0, 0, 0.5) 1px 2px 3px 4px',
      [layer({ x: 1, y: 2, blur: 3, spread: 4, inset: true, color: 'rgb(0 0 0 / 0.5)' })],
    ],
    ['2px 2px rgba(0, 0, 0, .5) inset', [layer({ x: 2, y: 2, inset: true, color: 'rgb(0 0 0 / 0.5)' })]],
    [
      '0 1px 2px rgba(0,0,0,.2), 0 2px hsl(0, 100%, 50%)',
      [layer({ y: 1, blur: 2, color: 'rgb(0 0 0 / 0.2)' }), layer({ y: 2, color: '#ff0000' })],
    ],
    ['0 1px #000', [layer({ y: 1 })]],
    ['0.5rem 1rem #000', [layer({ x: 8, y: 16 })]],
    ['0px 0.333px 0 #000', [layer({ y: 0.33 })]],
    ['NONE', []],
    ['box-shadow: none;', []],
    ['INSET 0 1PX #FFF', [layer({ y: 1, inset: true, color: '#ffffff' })]],
    ['0 1px transparent', [layer({ y: 1, color: 'rgb(0 0 0 / 0)' })]],
  ])('%s', (text, expected) => {
    expect(readShadowLayers(text)).toEqual(expected);
  });

  it.each([
    ['', 'There is no box-shadow value'],
    ['0 1px red, 2px 3em blue', '“3em” in layer 2 is in em'],
    ['0 1px red, 2px', 'Layer 2 has only one length'],
    ['red', 'Layer 1 has no lengths'],
    ['0 1px -2px red', 'The blur in layer 1 is negative'],
    ['0 1px 2px 3px 4px red', 'Layer 1 has more than 4 lengths'],
    ['0 1px red blue', 'Layer 1 has two colours'],
    ['0 red 1px', 'Layer 1 has its lengths split'],
    ['0 1px 12qx red', '“12qx” is not a length, a colour or “inset” in layer 1'],
    ['0 5 red', '“5” in layer 1 needs a unit'],
    ['0 1px oklch(0.5 0.1 200)', 'In layer 1: oklch() colours are not read here'],
    ['0 1px #12', 'In layer 1: “#12” is not a hex colour'],
    ['0 1px currentcolor', 'Layer 1 uses currentcolor'],
    ['inset inset 0 1px red', 'Layer 1 says “inset” twice'],
    ['0 1px red,, 0 2px blue', 'empty layer'],
    ['0 1px red,', 'empty layer'],
    ['.card { color: red; }', 'There is no box-shadow declaration here'],
    ['-webkit-box-shadow: 0 1px red', 'There is no box-shadow declaration here'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => readShadowLayers(text)).toThrow(ToolError);
    expect(() => readShadowLayers(text)).toThrow(message);
  });

  it('reads its sample', () => {
    expect(readShadowLayers(SAMPLE_INPUT)).toEqual([
      layer({ y: 1, blur: 2, color: 'rgb(15 23 42 / 0.08)' }),
      layer({ y: 8, blur: 24, spread: -4, color: 'rgb(15 23 42 / 0.16)' }),
      layer({ spread: 1, inset: true, color: 'rgb(255 255 255 / 0.6)' }),
    ]);
  });
});

/** Lengths with up to two decimals, as the controls and the import keep them. */
const length = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100 || 0);
const color = fc
  .record({
    r: fc.integer({ min: 0, max: 255 }),
    g: fc.integer({ min: 0, max: 255 }),
    b: fc.integer({ min: 0, max: 255 }),
    a: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ r, g, b, a }) =>
    a === 100
      ? `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
      : `rgb(${r} ${g} ${b} / ${a / 100})`,
  );
const layerArbitrary = fc.record({
  x: length(-200, 200),
  y: length(-200, 200),
  blur: length(0, 200),
  spread: length(-100, 100),
  color,
  inset: fc.boolean(),
});

describe('import(export(state))', () => {
  it('gives back the same layers', () => {
    fc.assert(
      fc.property(fc.array(layerArbitrary, { maxLength: 6 }), (layers) => {
        expect(readBoxShadow(cssOf({ layers }))).toEqual({ layers, selected: 0 });
        expect(readShadowLayers(shadowValue(layers))).toEqual(layers);
      }),
    );
  });

  it('reads every preset back', () => {
    const scene = { boxColor: '#ffffff', background: '#e0e5ec', width: 200, height: 200, radius: 12 };
    const all = [...PRESETS.map((preset) => preset.apply(scene).layers), ...MATERIAL_ELEVATIONS.map(materialElevation)];
    for (const layers of all) expect(readShadowLayers(cssOf({ layers }))).toEqual(layers);
  });
});

describe('material elevations', () => {
  it('are the three-layer shadows of Material Design', () => {
    expect(shadowValue(materialElevation(1))).toBe(
      '0 2px 1px -1px rgb(0 0 0 / 0.2), 0 1px 1px rgb(0 0 0 / 0.14), 0 1px 3px rgb(0 0 0 / 0.12)',
    );
    expect(shadowValue(materialElevation(24))).toBe(
      '0 11px 15px -7px rgb(0 0 0 / 0.2), 0 24px 38px 3px rgb(0 0 0 / 0.14), 0 9px 46px 8px rgb(0 0 0 / 0.12)',
    );
    expect(MATERIAL_ELEVATIONS.slice(0, 5)).toEqual([1, 2, 3, 4, 6]);
  });
});

describe('neumorphic presets', () => {
  it('take both shadows from the background and give the box its colour', () => {
    const preset = PRESETS.find((entry) => entry.id === 'neumorphic')!;
    const result = preset.apply({ boxColor: '#ffffff', background: '#e0e5ec', width: 1, height: 1, radius: 0 });
    expect(result.scene).toEqual({ boxColor: '#e0e5ec' });
    expect(result.layers.map((entry) => entry.color)).toEqual([shade('#e0e5ec', -0.18), shade('#e0e5ec', 0.7)]);
  });

  it.each([
    ['#808080', -0.5, '#404040'],
    ['#808080', 0.5, '#c0c0c0'],
    ['#ffffff', -0.18, '#d1d1d1'],
    ['not a colour', 0, '#e0e5ec'],
  ])('shade(%s, %d) is %s', (color, amount, expected) => {
    expect(shade(color, amount)).toBe(expected);
  });
});

describe('editing layers', () => {
  const [a, b, c] = [layer({ x: 1 }), layer({ x: 2 }), layer({ x: 3 })];

  it.each([
    ['adds a copy after the selected layer', addLayer([a, b], 0), [a, a, b], 1],
    ['adds the default layer to an empty list', addLayer([], 0), [expect.objectContaining({ y: 4, blur: 12 })], 0],
    ['removes a layer before the selected one', removeLayer([a, b, c], 0, 2), [b, c], 1],
    ['removes the selected last layer', removeLayer([a, b, c], 2, 2), [a, b], 1],
    ['removes the selected middle layer', removeLayer([a, b, c], 1, 1), [a, c], 1],
    ['removes the only layer', removeLayer([a], 0, 0), [], 0],
    ['moves the selected layer up', moveLayer([a, b, c], 1, -1, 1), [b, a, c], 0],
    ['moves a layer down past the selected one', moveLayer([a, b, c], 0, 1, 1), [b, a, c], 0],
    ['moves another layer, the selection stays', moveLayer([a, b, c], 0, 1, 2), [b, a, c], 2],
    ['does not move the first layer up', moveLayer([a, b], 0, -1, 0), [a, b], 0],
    ['does not move the last layer down', moveLayer([a, b], 1, 1, 1), [a, b], 1],
  ])('%s', (_name, edit, layers, selected) => {
    expect(edit).toEqual({ layers, selected });
  });
});
