/**
 * Box shadows as the generator keeps them: a list of layers (x, y, blur, spread in px, a colour and inset),
 * written as the `box-shadow` declaration and Tailwind's `shadow-[…]` class, and read back from pasted CSS.
 */
import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import {
  ColorError,
  formatColor,
  isColor,
  looksLikeColor,
  parseColor,
  safeColor,
  type Rgba,
} from '../../lib/css/color';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import { declarationValue, formatNumber, lengthInPixels, parseLength, splitTopLevel } from '../../lib/css/values';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';

export interface ShadowLayer {
  /** Offsets, blur and spread in px. */
  x: number;
  y: number;
  /** Never negative. */
  blur: number;
  spread: number;
  /** A colour as lib/css/color's formatColor writes it. */
  color: string;
  inset: boolean;
}

/** Where the preview box is shown; not part of the generated CSS. */
export interface ShadowScene {
  boxColor: string;
  background: string;
  width: number;
  height: number;
  radius: number;
}

/** Lengths are kept to two decimals: finer steps cannot be seen, and the written CSS reads back exactly. */
export const roundLength = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The most layers the list takes: past this the list and the preview stop being usable. */
export const MAX_LAYERS = 20;
/** The ranges of the layer sliders and the preview box's, in px. */
export const OFFSET_RANGE = { min: -200, max: 200 };
export const BLUR_RANGE = { min: 0, max: 200 };
export const SPREAD_RANGE = { min: -100, max: 100 };
export const BOX_SIZE_RANGE = { min: 20, max: 280 };
export const BOX_RADIUS_RANGE = { min: 0, max: 140 };

/** What goes in a layer's colour when the value given is no colour. */
const FALLBACK_COLOR = '#000000';

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them, and an import is held to them. A colour must be one the colour fields read.
 */
export const SHADOW_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  layers: {
    maxItems: MAX_LAYERS,
    items: {
      fields: {
        x: OFFSET_RANGE,
        y: OFFSET_RANGE,
        blur: BLUR_RANGE,
        spread: SPREAD_RANGE,
        color: { valid: isColor },
      },
    },
  },
  selected: { min: 0, max: MAX_LAYERS - 1, integer: true },
  boxColor: { valid: isColor },
  background: { valid: isColor },
  width: { ...BOX_SIZE_RANGE, integer: true },
  height: { ...BOX_SIZE_RANGE, integer: true },
  radius: { ...BOX_RADIUS_RANGE, integer: true },
} satisfies Record<string, Bound>;

export const NEW_LAYER: ShadowLayer = { x: 0, y: 4, blur: 12, spread: 0, color: 'rgb(0 0 0 / 0.15)', inset: false };

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. The default list holds
 * one layer, which is also the shape a restored list's layers are checked against.
 */
export const DEFAULT_STATE = {
  input: '',
  imported: '',
  layers: [NEW_LAYER] as ShadowLayer[],
  selected: 0,
  boxColor: '#ffffff',
  background: '#f1f5f9',
  width: 200,
  height: 140,
  radius: 12,
};

/** What the notices and messages call the fields, where the state's name would not say. */
export const SHADOW_NAMES = {
  input: 'import field',
  imported: 'imported text',
  boxColor: 'box colour',
  background: 'page background',
  'layers[]': 'layer',
  x: 'x offset',
  y: 'y offset',
};

const px = (value: number) => (value === 0 ? '0' : `${formatNumber(value, 2)}px`);

/** One layer as CSS, trailing zero blur and spread left out: `inset 0 2px 4px rgb(0 0 0 / 0.2)`. */
export function layerCss({ x, y, blur, spread, color, inset }: ShadowLayer): string {
  const lengths = [px(x), px(y)];
  if (blur !== 0 || spread !== 0) lengths.push(px(blur));
  if (spread !== 0) lengths.push(px(spread));
  // The colour goes into CSS text: never anything but a colour (a link could hold `red;}body{…}`).
  return `${inset ? 'inset ' : ''}${lengths.join(' ')} ${safeColor(color, FALLBACK_COLOR)}`;
}

/** The value on one line (`none` for no layers): what the preview, CSS.supports and Tailwind take. */
export function shadowValue(layers: readonly ShadowLayer[]): string {
  return layers.length === 0 ? 'none' : layers.map(layerCss).join(', ');
}

/** The declaration as the tool shows it: one layer per line when there are several. */
export function cssOf({ layers }: { layers: readonly ShadowLayer[] }): string {
  if (layers.length <= 1) return `box-shadow: ${shadowValue(layers)};`;
  return `box-shadow:\n${layers.map((layer) => `  ${layerCss(layer)}`).join(',\n')};`;
}

/** Tailwind's class for the same shadow. */
export function tailwindOf(layers: readonly ShadowLayer[]): string {
  return layers.length === 0 ? 'shadow-none' : tailwindArbitrary('shadow', shadowValue(layers));
}

/** Units CSS has for lengths, other than px and rem: named in the message that they are not taken here. */
const CSS_LENGTH_UNITS = new Set(
  'em ex ch ic cap lh rlh vw vh vi vb vmin vmax svw svh lvw lvh dvw dvh cqw cqh cqi cqb cqmin cqmax cm mm q in pt pc %'.split(
    ' ',
  ),
);

/** A length of a layer in px: px, a unitless 0, or rem (at 16 px). */
function readLength(token: string, where: string): number {
  const length = parseLength(token);
  if (!length) throw new ToolError(`“${token}” is not a length, a colour or “inset” ${where}`);
  const pixels = lengthInPixels(length);
  if (pixels !== null) return roundLength(pixels);
  if (length.unit === '') throw new ToolError(`“${token}” ${where} needs a unit: write ${token}px`);
  if (!CSS_LENGTH_UNITS.has(length.unit))
    throw new ToolError(`“${token}” is not a length, a colour or “inset” ${where}`);
  throw new ToolError(
    `“${token}” ${where} is in ${length.unit}: this generator works in px (rem is read as 16 px); convert it to px`,
  );
}

/** One layer of a box-shadow value; `number` is 1-based, for the messages. */
export function readLayer(text: string, number: number): ShadowLayer {
  const where = `in layer ${number}`;
  const lengths: number[] = [];
  let lengthsEnded = false;
  let color: string | undefined;
  let inset = false;
  for (const token of splitTopLevel(text, ' ')) {
    if (token.toLowerCase() === 'inset') {
      if (inset) throw new ToolError(`Layer ${number} says “inset” twice`);
      inset = true;
      if (lengths.length > 0) lengthsEnded = true;
    } else if (looksLikeColor(token) || /^[a-z-]+\(/i.test(token)) {
      if (color !== undefined) throw new ToolError(`Layer ${number} has two colours: “${color}” and “${token}”`);
      color = readColor(token, number);
      if (lengths.length > 0) lengthsEnded = true;
    } else {
      const value = readLength(token, where);
      if (lengthsEnded)
        throw new ToolError(`Layer ${number} has its lengths split by a colour or “inset”: write them together`);
      if (lengths.length === 4)
        throw new ToolError(`Layer ${number} has more than 4 lengths: a shadow takes x, y, blur and spread`);
      lengths.push(value);
    }
  }
  if (lengths.length < 2)
    throw new ToolError(
      `Layer ${number} has ${lengths.length === 0 ? 'no lengths' : 'only one length'}: a shadow needs at least its x and y offsets`,
    );
  const [x, y, blur = 0, spread = 0] = lengths as [number, number, number?, number?];
  if (blur < 0) throw new ToolError(`The blur in layer ${number} is negative (${blur}px): a blur is 0 or more`);
  return { x, y, blur, spread, color: color ?? formatColor(BLACK), inset };
}

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function readColor(token: string, number: number): string {
  if (token.toLowerCase() === 'currentcolor')
    throw new ToolError(
      `Layer ${number} uses currentcolor: give it a colour this generator can edit (hex, rgb(), hsl())`,
    );
  try {
    return formatColor(parseColor(token));
  } catch (error) {
    if (error instanceof ColorError) throw new ToolError(`In layer ${number}: ${error.message}`);
    throw error;
  }
}

/** The layers of a pasted `box-shadow` value, declaration or rule; `none` is no layers. */
export function readShadowLayers(text: string): ShadowLayer[] {
  if (/[:{]/.test(text) && !/(?:^|[\s{;])box-shadow\s*:/i.test(text))
    throw new ToolError('There is no box-shadow declaration here: paste a box-shadow value, declaration or rule');
  const value = declarationValue(text, 'box-shadow');
  if (value === '') throw new ToolError('There is no box-shadow value to read');
  if (value.toLowerCase() === 'none') return [];
  const layers = splitTopLevel(value, ',');
  if (layers.length === 0) throw new ToolError('There is no box-shadow value to read');
  if (/,\s*$|^\s*,|,\s*,/.test(value)) throw new ToolError('The value has an empty layer between its commas');
  return layers.map((layer, index) => readLayer(layer, index + 1));
}

/**
 * What an import sets: the layers, the first one selected, within the limits the controls keep. For
 * useTextImport.
 */
export const readBoxShadow = boundedReader(
  (text: string): { layers: ShadowLayer[]; selected: number } => ({ layers: readShadowLayers(text), selected: 0 }),
  SHADOW_BOUNDS,
  SHADOW_NAMES,
  CSS_IMPORT_LIMIT,
);

export const SAMPLE_INPUT = `.card {
  box-shadow:
    0 1px 2px rgba(15, 23, 42, 0.08),
    0 8px 24px -4px rgba(15, 23, 42, 0.16),
    inset 0 0 0 1px rgb(255 255 255 / 0.6);
}`;

/* Editing the list of layers. Each returns the new layers and which one is selected. */

export interface LayerEdit {
  layers: ShadowLayer[];
  selected: number;
}

/** A new layer after the selected one: a copy of it, so building up a shadow starts from what is there. */
export function addLayer(layers: readonly ShadowLayer[], selected: number): LayerEdit {
  if (layers.length >= MAX_LAYERS) return { layers: [...layers], selected };
  const source = layers[selected];
  const added = source ? { ...source } : { ...NEW_LAYER };
  const at = source ? selected + 1 : layers.length;
  return { layers: [...layers.slice(0, at), added, ...layers.slice(at)], selected: at };
}

export function removeLayer(layers: readonly ShadowLayer[], index: number, selected: number): LayerEdit {
  const next = layers.filter((_, position) => position !== index);
  const stillSelected = selected > index || (selected === index && selected === next.length) ? selected - 1 : selected;
  return { layers: next, selected: Math.max(0, Math.min(stillSelected, next.length - 1)) };
}

/** Moves a layer one place: −1 is up, towards the first layer, which CSS paints on top of the others. */
export function moveLayer(layers: readonly ShadowLayer[], index: number, by: -1 | 1, selected: number): LayerEdit {
  const to = index + by;
  if (to < 0 || to >= layers.length) return { layers: [...layers], selected };
  const next = [...layers];
  [next[index], next[to]] = [next[to]!, next[index]!];
  const followed = selected === index ? to : selected === to ? index : selected;
  return { layers: next, selected: followed };
}

/* Presets. */

const black = (alpha: number) => `rgb(0 0 0 / ${alpha})`;
const layer = (x: number, y: number, blur: number, spread: number, color: string, inset = false): ShadowLayer => ({
  x,
  y,
  blur,
  spread,
  color,
  inset,
});

/**
 * Material Design's elevation shadows (Material 2 / MDC Web's mdc-elevation), three layers each: the key
 * light's umbra (20 %), penumbra (14 %) and the ambient light (12 %).
 */
const MATERIAL: Record<number, [number, number, number, number][]> = {
  1: [
    [0, 2, 1, -1],
    [0, 1, 1, 0],
    [0, 1, 3, 0],
  ],
  2: [
    [0, 3, 1, -2],
    [0, 2, 2, 0],
    [0, 1, 5, 0],
  ],
  3: [
    [0, 3, 3, -2],
    [0, 3, 4, 0],
    [0, 1, 8, 0],
  ],
  4: [
    [0, 2, 4, -1],
    [0, 4, 5, 0],
    [0, 1, 10, 0],
  ],
  6: [
    [0, 3, 5, -1],
    [0, 6, 10, 0],
    [0, 1, 18, 0],
  ],
  8: [
    [0, 5, 5, -3],
    [0, 8, 10, 1],
    [0, 3, 14, 2],
  ],
  12: [
    [0, 7, 8, -4],
    [0, 12, 17, 2],
    [0, 5, 22, 4],
  ],
  16: [
    [0, 8, 10, -5],
    [0, 16, 24, 2],
    [0, 6, 30, 5],
  ],
  24: [
    [0, 11, 15, -7],
    [0, 24, 38, 3],
    [0, 9, 46, 8],
  ],
};

export const MATERIAL_ELEVATIONS = Object.keys(MATERIAL).map(Number);

export function materialElevation(dp: number): ShadowLayer[] {
  const alphas = [0.2, 0.14, 0.12];
  return (MATERIAL[dp] ?? []).map(([x, y, blur, spread], index) => layer(x, y, blur, spread, black(alphas[index]!)));
}

/** A colour moved towards black (amount < 0) or white (amount > 0), for shadows that match a background. */
export function shade(color: string, amount: number): string {
  let rgba: Rgba;
  try {
    rgba = parseColor(color);
  } catch {
    rgba = { r: 224, g: 229, b: 236, a: 1 };
  }
  const towards = amount < 0 ? 0 : 255;
  const mix = (channel: number) => Math.round(channel + (towards - channel) * Math.abs(amount));
  return formatColor({ r: mix(rgba.r), g: mix(rgba.g), b: mix(rgba.b), a: 1 });
}

export interface ShadowPreset {
  id: string;
  label: string;
  /** The layers, and the scene where the preset only works with it (neumorphism: box and page alike). */
  apply: (scene: ShadowScene) => { layers: ShadowLayer[]; scene?: Partial<ShadowScene> };
}

export const PRESETS: readonly ShadowPreset[] = [
  {
    id: 'soft',
    label: 'Soft',
    apply: () => ({ layers: [layer(0, 2, 4, 0, black(0.04)), layer(0, 8, 24, 0, black(0.08))] }),
  },
  {
    id: 'smooth',
    label: 'Smooth (layered)',
    apply: () => ({
      layers: [
        layer(0, 1, 1, 0, black(0.08)),
        layer(0, 2, 2, 0, black(0.08)),
        layer(0, 4, 4, 0, black(0.08)),
        layer(0, 8, 8, 0, black(0.08)),
        layer(0, 16, 16, 0, black(0.08)),
      ],
    }),
  },
  {
    id: 'neumorphic',
    label: 'Neumorphic',
    // Light from the top left: a darker shade of the page below right, a lighter one above left.
    apply: ({ background }) => ({
      layers: [layer(8, 8, 16, 0, shade(background, -0.18)), layer(-8, -8, 16, 0, shade(background, 0.7))],
      scene: { boxColor: background },
    }),
  },
  {
    id: 'neumorphic-pressed',
    label: 'Neumorphic (pressed)',
    apply: ({ background }) => ({
      layers: [layer(6, 6, 12, 0, shade(background, -0.18), true), layer(-6, -6, 12, 0, shade(background, 0.7), true)],
      scene: { boxColor: background },
    }),
  },
  { id: 'inner', label: 'Inner', apply: () => ({ layers: [layer(0, 2, 6, 0, black(0.2), true)] }) },
  { id: 'hard', label: 'Hard (retro)', apply: () => ({ layers: [layer(6, 6, 0, 0, '#0f172a')] }) },
  { id: 'glow', label: 'Glow', apply: () => ({ layers: [layer(0, 0, 16, 4, 'rgb(59 130 246 / 0.6)')] }) },
  {
    id: 'ring',
    label: 'Focus ring',
    apply: () => ({ layers: [layer(0, 0, 0, 2, '#ffffff'), layer(0, 0, 0, 4, '#2563eb')] }),
  },
];
