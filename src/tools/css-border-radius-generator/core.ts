/**
 * Border radii as the generator keeps them: each corner's horizontal and vertical radius in one unit (px, %
 * or rem), written as the SHORTEST `border-radius` shorthand that gives them, read back from a pasted
 * shorthand or the four longhands, and shown as Tailwind's `rounded-[…]`.
 */
import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import { formatNumber, parseLength, PX_PER_REM, splitTopLevel } from '../../lib/css/values';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';

export const UNITS = ['px', '%', 'rem'] as const;
export type RadiusUnit = (typeof UNITS)[number];

/** The corners in the order the shorthand lists them. */
export const CORNERS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
export type Corner = (typeof CORNERS)[number];
export type Axis = 'h' | 'v';

export interface CornerRadius {
  /** Horizontal radius (along the top or bottom edge). */
  h: number;
  /** Vertical radius (along the left or right edge). */
  v: number;
}

export type Radii = Record<Corner, CornerRadius>;

export interface RadiusState {
  unit: RadiusUnit;
  radii: Radii;
  /** One value for all four corners. */
  linked: boolean;
  /** Each corner has its own vertical radius; otherwise vertical follows horizontal. */
  elliptical: boolean;
}

export const CORNER_NAMES: Record<Corner, string> = {
  topLeft: 'Top-left',
  topRight: 'Top-right',
  bottomRight: 'Bottom-right',
  bottomLeft: 'Bottom-left',
};

const LONGHANDS: Record<string, Corner> = {
  'border-top-left-radius': 'topLeft',
  'border-top-right-radius': 'topRight',
  'border-bottom-right-radius': 'bottomRight',
  'border-bottom-left-radius': 'bottomLeft',
};

/** Radii are kept to two decimals, so the written CSS reads back to the same numbers. */
export const roundRadius = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The slider's range and step for a unit. */
export const UNIT_RANGE: Record<RadiusUnit, { max: number; step: number }> = {
  px: { max: 320, step: 1 },
  '%': { max: 100, step: 1 },
  rem: { max: 20, step: 0.25 },
};

/**
 * The largest radius in any unit: past the sliders' ranges (a radius they show stays where it is, as the
 * 9999px pill preset does), far past any box's size.
 */
export const MAX_RADIUS = 10_000;
/** The preview box's sliders, in px. */
export const BOX_RANGE = { min: 40, max: 280 };

export const uniformRadii = (h: number, v = h): Radii => ({
  topLeft: { h, v },
  topRight: { h, v },
  bottomRight: { h, v },
  bottomLeft: { h, v },
});

/* Writing. */

/**
 * The shortest list of 1–4 values that expands to `values` (top-left, top-right, bottom-right,
 * bottom-left), as for margins: bottom-left is left out when it equals top-right, then bottom-right when it
 * equals top-left, then top-right when it equals top-left.
 */
export function shortestList(values: readonly [string, string, string, string]): string[] {
  const [a, b, c, d] = values;
  if (d !== b) return [a, b, c, d];
  if (c !== a) return [a, b, c];
  if (b !== a) return [a, b];
  return [a];
}

/** The four corners' values from a list of 1–4, as the browser expands it. */
export function expandList(values: readonly string[]): [string, string, string, string] {
  const [a, b = a, c = a, d = b] = values as [string, string?, string?, string?];
  return [a, b, c, d];
}

export function formatRadius(value: number, unit: RadiusUnit): string {
  const number = formatNumber(value, 2);
  // The unit goes into CSS text: one of the controls' (a link could hold `px;}body{…}`).
  return number === '0' ? '0' : `${number}${UNITS.includes(unit) ? unit : 'px'}`;
}

/** The shorthand's value, as short as it can be: `10px`, `10px 20px / 5px`, `30% 70% 70% 30% / 30% 30% 70% 70%`. */
export function radiusValue({ unit, radii }: Pick<RadiusState, 'unit' | 'radii'>): string {
  const half = (axis: Axis) =>
    CORNERS.map((corner) => formatRadius(radii[corner][axis], unit)) as [string, string, string, string];
  const horizontal = half('h');
  const vertical = half('v');
  const first = shortestList(horizontal).join(' ');
  if (horizontal.every((value, index) => value === vertical[index])) return first;
  return `${first} / ${shortestList(vertical).join(' ')}`;
}

export function cssOf(state: Pick<RadiusState, 'unit' | 'radii'>): string {
  return `border-radius: ${radiusValue(state)};`;
}

export function tailwindOf(state: Pick<RadiusState, 'unit' | 'radii'>): string {
  const value = radiusValue(state);
  return value === '0' ? 'rounded-none' : tailwindArbitrary('rounded', value);
}

/* Reading. */

/** A radius with its unit ('' for a bare 0). */
interface ReadRadius {
  value: number;
  unit: RadiusUnit | '';
}

function readRadius(token: string, where: string): ReadRadius {
  const length = parseLength(token);
  if (!length) throw new ToolError(`“${token}” ${where} is not a length`);
  if (length.value < 0) throw new ToolError(`“${token}” ${where} is negative: a radius is 0 or more`);
  if (length.unit === '' && length.value === 0) return { value: 0, unit: '' };
  if (length.unit === '') throw new ToolError(`“${token}” ${where} needs a unit: px, % or rem`);
  if (!(UNITS as readonly string[]).includes(length.unit))
    throw new ToolError(`“${token}” ${where} is in ${length.unit}: this generator takes px, % and rem`);
  if (length.value > MAX_RADIUS)
    throw new ToolError(`“${token}” ${where} is over ${MAX_RADIUS}${length.unit}, the most this generator sets`);
  return { value: roundRadius(length.value), unit: length.unit as RadiusUnit };
}

type ReadCorners = Record<Corner, { h: ReadRadius; v: ReadRadius }>;

function readShorthand(value: string): ReadCorners {
  const halves = splitTopLevel(value, '/');
  if (halves.length === 0) throw new ToolError('There is no border-radius value to read');
  if (halves.length > 2 || /^\s*\/|\/\s*$|\/\s*\//.test(value))
    throw new ToolError('A border-radius has one “/” at most, with radii on both sides of it');
  const read = (half: string, side: string) => {
    const tokens = splitTopLevel(half, ' ');
    if (tokens.length > 4)
      throw new ToolError(
        `The ${side} radii are ${tokens.length} values: a border-radius takes 1 to 4 on each side of the “/”`,
      );
    return expandList(tokens).map((token, index) =>
      readRadius(token, `(the ${CORNER_NAMES[CORNERS[index]!].toLowerCase()} ${side} radius)`),
    );
  };
  const horizontal = read(halves[0]!, 'horizontal');
  const vertical = halves[1] === undefined ? horizontal : read(halves[1], 'vertical');
  return Object.fromEntries(
    CORNERS.map((corner, index) => [corner, { h: horizontal[index]!, v: vertical[index]! }]),
  ) as ReadCorners;
}

function readLonghand(property: string, value: string): { h: ReadRadius; v: ReadRadius } {
  const corner = CORNER_NAMES[LONGHANDS[property]!].toLowerCase();
  const tokens = splitTopLevel(value, ' ');
  if (tokens.length === 0 || tokens.length > 2)
    throw new ToolError(`${property} takes one or two radii (horizontal, then vertical), not ${tokens.length}`);
  const h = readRadius(tokens[0]!, `(the ${corner} horizontal radius)`);
  const v = tokens[1] === undefined ? h : readRadius(tokens[1], `(the ${corner} vertical radius)`);
  return { h, v };
}

const DECLARATION = /(?:^|[\s{;])(border-radius|border-(?:top|bottom)-(?:left|right)-radius)\s*:\s*([^;{}]*)/gi;

const clean = (value: string) =>
  value
    .trim()
    .replace(/\s*!important$/i, '')
    .trim();

/**
 * The control state for a pasted `border-radius` value, declaration or rule, or the four longhands (later
 * declarations win, as in CSS; corners no declaration sets are 0). Gives `linked: false` only when the
 * corners differ and `elliptical: true` only when a corner is elliptical, so importing what the tool wrote
 * keeps the controls exactly as they were; the unit only when some radius has one.
 */
export function readBorderRadius(text: string): Partial<RadiusState> {
  const declarations = [...text.matchAll(DECLARATION)];
  let corners: ReadCorners;
  if (declarations.length === 0) {
    if (/[:{]/.test(text))
      throw new ToolError(
        'There is no border-radius declaration here: paste a border-radius value or declaration, or its longhands',
      );
    const value = clean(text.replace(/;\s*$/, ''));
    if (value === '') throw new ToolError('There is no border-radius value to read');
    corners = readShorthand(value);
  } else {
    const zero = (): { h: ReadRadius; v: ReadRadius } => ({ h: { value: 0, unit: '' }, v: { value: 0, unit: '' } });
    corners = { topLeft: zero(), topRight: zero(), bottomRight: zero(), bottomLeft: zero() };
    for (const [, name, raw] of declarations) {
      const property = name!.toLowerCase();
      const value = clean(raw!);
      if (value === '') throw new ToolError(`${property} has no value`);
      if (property === 'border-radius') corners = readShorthand(value);
      else corners = { ...corners, [LONGHANDS[property]!]: readLonghand(property, value) };
    }
  }

  const units = new Set<RadiusUnit>();
  for (const corner of CORNERS)
    for (const axis of ['h', 'v'] as const) {
      const { unit } = corners[corner][axis];
      if (unit !== '') units.add(unit);
    }
  if (units.size > 1)
    throw new ToolError(
      `The radii mix ${[...units].join(' and ')}: this generator keeps one unit for the whole value, so convert them to one of px, % or rem`,
    );

  const radii = Object.fromEntries(
    CORNERS.map((corner) => [corner, { h: corners[corner].h.value, v: corners[corner].v.value }]),
  ) as Radii;
  const result: Partial<RadiusState> = { radii };
  const [unit] = units;
  if (unit) result.unit = unit;
  if (!cornersEqual(radii)) result.linked = false;
  if (isElliptical(radii)) result.elliptical = true;
  return result;
}

const RADIUS = { min: 0, max: MAX_RADIUS };
const CORNER_BOUND = { fields: { h: RADIUS, v: RADIUS } };

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them, and an import is held to them.
 */
export const RADIUS_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  radii: {
    fields: { topLeft: CORNER_BOUND, topRight: CORNER_BOUND, bottomRight: CORNER_BOUND, bottomLeft: CORNER_BOUND },
  },
  width: { ...BOX_RANGE, integer: true },
  height: { ...BOX_RANGE, integer: true },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const RADIUS_NAMES = {
  input: 'import field',
  imported: 'imported text',
  radii: 'box',
  topLeft: 'top-left corner',
  topRight: 'top-right corner',
  bottomRight: 'bottom-right corner',
  bottomLeft: 'bottom-left corner',
  h: 'horizontal radius',
  v: 'vertical radius',
  width: 'box width',
  height: 'box height',
};

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
export const DEFAULT_STATE = {
  input: '',
  imported: '',
  unit: 'px' as RadiusUnit,
  linked: true,
  elliptical: false,
  radii: uniformRadii(24),
  width: 240,
  height: 160,
};

/** A pasted radius, as readBorderRadius reads it, held to the limits the controls keep (useTextImport). */
export const importBorderRadius = boundedReader(readBorderRadius, RADIUS_BOUNDS, RADIUS_NAMES, CSS_IMPORT_LIMIT);

export function cornersEqual(radii: Radii): boolean {
  const { h, v } = radii.topLeft;
  return CORNERS.every((corner) => radii[corner].h === h && radii[corner].v === v);
}

export function isElliptical(radii: Radii): boolean {
  return CORNERS.some((corner) => radii[corner].h !== radii[corner].v);
}

/* Editing. */

/** Sets one radius, for all corners when linked, and the vertical one with it when corners are circular. */
export function setRadius(state: RadiusState, corner: Corner, axis: Axis, value: number): Radii {
  const rounded = roundRadius(Math.max(0, value));
  const targets = state.linked ? CORNERS : [corner];
  const radii = { ...state.radii };
  for (const target of targets) {
    radii[target] = state.elliptical ? { ...radii[target], [axis]: rounded } : { h: rounded, v: rounded };
  }
  return radii;
}

/** Linking gives every corner the top-left corner's radii. */
export function linkRadii(radii: Radii): Radii {
  return uniformRadii(radii.topLeft.h, radii.topLeft.v);
}

/** Circular corners: each corner's vertical radius becomes its horizontal one. */
export function circularRadii(radii: Radii): Radii {
  return Object.fromEntries(CORNERS.map((corner) => [corner, { h: radii[corner].h, v: radii[corner].h }])) as Radii;
}

export interface BoxSize {
  width: number;
  height: number;
}

/** A radius in px on the preview box: % of its width (horizontal) or height (vertical), rem at 16 px. */
export function toPx(value: number, unit: RadiusUnit, axis: Axis, box: BoxSize): number {
  if (unit === 'px') return value;
  if (unit === 'rem') return value * PX_PER_REM;
  return (value / 100) * (axis === 'h' ? box.width : box.height);
}

/** A length in px on the preview box, in `unit` (unrounded): the inverse of toPx. */
function inUnit(px: number, unit: RadiusUnit, axis: Axis, box: BoxSize): number {
  if (unit === 'px') return px;
  if (unit === 'rem') return px / PX_PER_REM;
  return (px / (axis === 'h' ? box.width : box.height)) * 100;
}

/** A length in px on the preview box in `unit`, rounded to what the unit's slider steps by. */
export function fromPx(px: number, unit: RadiusUnit, axis: Axis, box: BoxSize): number {
  const raw = inUnit(px, unit, axis, box);
  const { step } = UNIT_RANGE[unit];
  return roundRadius(Math.max(0, Math.round(raw / step) * step));
}

/** The radii in another unit, the same size on the preview box (rounded to two decimals). */
export function convertRadii(radii: Radii, from: RadiusUnit, to: RadiusUnit, box: BoxSize): Radii {
  if (from === to) return radii;
  const convert = (value: number, axis: Axis) => roundRadius(inUnit(toPx(value, from, axis, box), to, axis, box));
  return Object.fromEntries(
    CORNERS.map((corner) => [corner, { h: convert(radii[corner].h, 'h'), v: convert(radii[corner].v, 'v') }]),
  ) as Radii;
}

/* Presets. */

export interface RadiusPreset {
  id: string;
  label: string;
  css: string;
}

/** Each preset is the CSS it stands for, read like an import. */
export const PRESETS: readonly RadiusPreset[] = [
  { id: 'square', label: 'Square', css: '0' },
  { id: 'rounded', label: 'Rounded', css: '12px' },
  { id: 'circle', label: 'Circle / ellipse', css: '50%' },
  { id: 'pill', label: 'Pill', css: '9999px' },
  { id: 'tab', label: 'Tab', css: '12px 12px 0 0' },
  { id: 'bubble', label: 'Speech bubble', css: '24px 24px 24px 0' },
  { id: 'leaf', label: 'Leaf', css: '0 100%' },
  { id: 'drop', label: 'Drop', css: '50% 0 50% 50%' },
  { id: 'egg', label: 'Egg', css: '50% / 60% 60% 40% 40%' },
  { id: 'blob-1', label: 'Blob 1', css: '30% 70% 70% 30% / 30% 30% 70% 70%' },
  { id: 'blob-2', label: 'Blob 2', css: '60% 40% 30% 70% / 60% 30% 70% 40%' },
  { id: 'blob-3', label: 'Blob 3', css: '40% 60% 70% 30% / 40% 50% 60%' },
  { id: 'blob-4', label: 'Blob 4', css: '73% 27% 44% 56% / 49% 63% 37% 51%' },
];

/** The whole control state a preset gives: unlike an import, it also links or unlinks the corners. */
export function presetState(preset: RadiusPreset, current: RadiusUnit): RadiusState {
  const read = readBorderRadius(preset.css);
  const radii = read.radii!;
  return { unit: read.unit ?? current, radii, linked: cornersEqual(radii), elliptical: isElliptical(radii) };
}

export const SAMPLE_INPUT = `.avatar {
  border-radius: 40% 60% 60% 40% / 40% 40% 60% 60%;
}`;
