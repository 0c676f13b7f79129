/**
 * CSS gradients as the generator's controls hold them: one linear, radial or conic gradient (or its
 * repeating form), its colour stops, and the colour space it interpolates in. `gradientCss` writes the
 * value; `readGradient` reads a pasted value, `background:`/`background-image:` declaration or rule back
 * into the controls, so that reading what was written gives the same controls.
 */
import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import {
  formatColor,
  isColor,
  looksLikeColor,
  normalizeColor,
  parseColor,
  safeColor,
  type Rgba,
} from '../../lib/css/color';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import { declarationValue, formatNumber, parseLength, splitTopLevel } from '../../lib/css/values';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';

export const GRADIENT_KINDS = ['linear', 'radial', 'conic'] as const;
export type GradientKind = (typeof GRADIENT_KINDS)[number];

export const LINEAR_MODES = ['angle', 'direction'] as const;
export type LinearMode = (typeof LINEAR_MODES)[number];

/** The side-or-corner keywords, each corner written vertical side first. */
export const DIRECTIONS = [
  'to top',
  'to top right',
  'to right',
  'to bottom right',
  'to bottom',
  'to bottom left',
  'to left',
  'to top left',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const SHAPES = ['ellipse', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];

export const RADIAL_SIZES = ['farthest-corner', 'farthest-side', 'closest-corner', 'closest-side', 'length'] as const;
export type RadialSize = (typeof RADIAL_SIZES)[number];

/** Units for an explicit radial size. A circle's radius cannot be a percentage in CSS. */
export const RADIUS_UNITS = ['px', '%', 'em', 'rem'] as const;
export type RadiusUnit = (typeof RADIUS_UNITS)[number];

/** The colour spaces of `in <space>`; '' writes none (the browser's default, Oklab for these colours). */
export const COLOR_SPACES = [
  '',
  'srgb',
  'srgb-linear',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'lab',
  'oklab',
  'xyz',
  'xyz-d50',
  'xyz-d65',
  'hsl',
  'hwb',
  'lch',
  'oklch',
] as const;
export type ColorSpace = (typeof COLOR_SPACES)[number];

/** The spaces with a hue, which take a hue interpolation method. */
export const POLAR_SPACES: readonly ColorSpace[] = ['hsl', 'hwb', 'lch', 'oklch'];

/** '' writes none (shorter, the default). */
export const HUE_METHODS = ['', 'shorter', 'longer', 'increasing', 'decreasing'] as const;
export type HueMethod = (typeof HUE_METHODS)[number];

export interface ColorStop {
  /** As lib/css/color writes it: `#rrggbb`, or `rgb(r g b / a)`. */
  color: string;
  /** Along the gradient line (or around the circle for conic), in %, to one decimal. */
  position: number;
}

export interface GradientControls {
  kind: GradientKind;
  repeating: boolean;
  linearMode: LinearMode;
  /** Degrees, 0 to 360 (to one decimal), for a linear gradient in angle mode. */
  angle: number;
  direction: Direction;
  shape: Shape;
  radialSize: RadialSize;
  /** The radii when `radialSize` is 'length': a circle uses radiusX only, in px. */
  radiusX: number;
  radiusY: number;
  radiusUnit: RadiusUnit;
  /** Where a radial gradient is centred, or the conic's centre, in % of the box. */
  positionX: number;
  positionY: number;
  /** Where a conic gradient starts, degrees. */
  fromAngle: number;
  colorSpace: ColorSpace;
  hue: HueMethod;
  /** In order of position (the screen keeps them sorted). */
  stops: ColorStop[];
}

export const DEFAULT_CONTROLS: GradientControls = {
  kind: 'linear',
  repeating: false,
  linearMode: 'angle',
  angle: 90,
  direction: 'to right',
  shape: 'ellipse',
  radialSize: 'farthest-corner',
  radiusX: 200,
  radiusY: 100,
  radiusUnit: 'px',
  positionX: 50,
  positionY: 50,
  fromAngle: 0,
  colorSpace: '',
  hue: '',
  stops: [
    { color: '#4f46e5', position: 0 },
    { color: '#ec4899', position: 100 },
  ],
};

/** The most colour stops the editor takes: each is a row of controls and a handle on the bar. */
export const MAX_STOPS = 50;
/** The sliders' ranges: angles in degrees (an angle is kept below a full turn), positions in %. */
export const ANGLE_RANGE = { min: 0, max: 359.9 };
export const POSITION_RANGE = { min: 0, max: 100 };
/** The radius slider's range in each unit (px and % in whole steps, em and rem in tenths). */
export const RADIUS_MAX: Record<RadiusUnit, number> = { px: 1000, '%': 200, em: 60, rem: 60 };

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them (a link of 20,000 stops keeps 50), and an import is held to them. A stop's colour must be one
 * the colour fields read.
 */
export const GRADIENT_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  angle: ANGLE_RANGE,
  fromAngle: ANGLE_RANGE,
  radiusX: { min: 0, max: Math.max(...Object.values(RADIUS_MAX)) },
  radiusY: { min: 0, max: Math.max(...Object.values(RADIUS_MAX)) },
  positionX: POSITION_RANGE,
  positionY: POSITION_RANGE,
  stops: {
    maxItems: MAX_STOPS,
    items: { fields: { color: { valid: isColor }, position: POSITION_RANGE } },
  },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const GRADIENT_NAMES = {
  input: 'import field',
  imported: 'imported text',
  fromAngle: 'start angle',
  radiusX: 'horizontal radius',
  radiusY: 'vertical radius',
  positionX: 'centre x',
  positionY: 'centre y',
  stops: 'colour stops',
  'stops[]': 'stop',
};

/** The tool's state, declared once: every control, the import field, and the text the controls came from. */
export const DEFAULT_STATE = { ...DEFAULT_CONTROLS, input: '', imported: '' };

export const SAMPLE_INPUT = `.hero {
  background-image: radial-gradient(circle at 30% 20% in oklch, #fde68a 0%, #f472b6 45%, #6366f1 100%);
}`;

/** One decimal: what the sliders and number fields hold. */
const tenth = (value: number) => Math.round(value * 10) / 10;
const hundredth = (value: number) => Math.round(value * 100) / 100;

/** An angle in degrees brought into 0–360. */
function normalizeAngle(degrees: number): number {
  const turned = tenth(((degrees % 360) + 360) % 360);
  return turned === 360 ? 0 : turned;
}

// ---------------------------------------------------------------------------------------------------------
// Writing

const isPolar = (space: ColorSpace) => POLAR_SPACES.includes(space);

function interpolationOf(controls: GradientControls): string {
  if (controls.colorSpace === '') return '';
  const hue = isPolar(controls.colorSpace) && controls.hue !== '' ? ` ${controls.hue} hue` : '';
  return `in ${controls.colorSpace}${hue}`;
}

const percent = (value: number) => `${formatNumber(value, 1)}%`;

function positionOf(controls: GradientControls): string {
  if (controls.positionX === 50 && controls.positionY === 50) return '';
  return `at ${percent(controls.positionX)} ${percent(controls.positionY)}`;
}

function radialSizeOf(controls: GradientControls): string {
  const circle = controls.shape === 'circle';
  if (controls.radialSize === 'length') {
    // A circle's radius is a length, never a percentage.
    const unit = circle && controls.radiusUnit === '%' ? 'px' : controls.radiusUnit;
    const length = (value: number) => `${formatNumber(value, 1)}${unit}`;
    return circle ? `circle ${length(controls.radiusX)}` : `${length(controls.radiusX)} ${length(controls.radiusY)}`;
  }
  const size = controls.radialSize === 'farthest-corner' ? '' : controls.radialSize;
  return [circle ? 'circle' : '', size].filter(Boolean).join(' ');
}

/** A stop's colour as CSS: never anything but a colour (a link could hold `red;}body{…}`). */
const colorOf = (stop: ColorStop) => safeColor(stop.color, '#000000');

/** The stops, two neighbours of one colour written as one two-position stop (`red 20% 40%`). */
function stopListOf(stops: readonly ColorStop[]): string[] {
  const written: string[] = [];
  for (let index = 0; index < stops.length; index++) {
    const stop = stops[index]!;
    const next = stops[index + 1];
    if (next && next.color === stop.color) {
      written.push(`${colorOf(stop)} ${percent(stop.position)} ${percent(next.position)}`);
      index++;
    } else written.push(`${colorOf(stop)} ${percent(stop.position)}`);
  }
  return written;
}

/** The gradient as a CSS value: `linear-gradient(90deg, #4f46e5 0%, #ec4899 100%)`. */
export function gradientCss(controls: GradientControls): string {
  let prelude: string[];
  if (controls.kind === 'linear') {
    prelude = [controls.linearMode === 'direction' ? controls.direction : `${formatNumber(controls.angle, 1)}deg`];
  } else if (controls.kind === 'radial') {
    prelude = [radialSizeOf(controls), positionOf(controls)];
  } else {
    prelude = [controls.fromAngle === 0 ? '' : `from ${formatNumber(controls.fromAngle, 1)}deg`, positionOf(controls)];
  }
  const head = [...prelude, interpolationOf(controls)].filter(Boolean).join(' ');
  const name = `${controls.repeating ? 'repeating-' : ''}${controls.kind}-gradient`;
  return `${name}(${[head, ...stopListOf(controls.stops)].filter(Boolean).join(', ')})`;
}

/** The CSS the tool shows: the declaration. */
export function cssOf(controls: GradientControls): string {
  return `background-image: ${gradientCss(controls)};`;
}

/** Tailwind's arbitrary background class for the gradient. */
export function tailwindOf(controls: GradientControls): string {
  return tailwindArbitrary('bg', gradientCss(controls));
}

// ---------------------------------------------------------------------------------------------------------
// Reading

const GRADIENT_NAME = /\b((?:repeating-)?(?:linear|radial|conic)-gradient)\(/i;

/** The gradient functions in a value, each as its whole text (`linear-gradient(…)`). */
export function gradientsIn(value: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(GRADIENT_NAME.source, 'gi');
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(value))) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let end = -1;
    for (let index = open; index < value.length; index++) {
      if (value[index] === '(') depth++;
      else if (value[index] === ')' && --depth === 0) {
        end = index;
        break;
      }
    }
    if (end < 0) {
      found.push(value.slice(match.index));
      break;
    }
    found.push(value.slice(match.index, end + 1));
    pattern.lastIndex = end + 1;
  }
  return found;
}

/** How many gradients (background layers) a pasted text holds. */
export function gradientCount(text: string): number {
  return gradientsIn(valueOf(text)).length;
}

/** The value to read in a pasted text: its background-image, else its background, else the text itself. */
function valueOf(text: string): string {
  if (/(?:^|[\s{;])background-image\s*:/i.test(text)) return declarationValue(text, 'background-image');
  if (/(?:^|[\s{;])background\s*:/i.test(text)) return declarationValue(text, 'background');
  return text.trim().replace(/;\s*$/, '');
}

function angleDegrees(token: string, where: string): number {
  const length = parseLength(token);
  const units: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
  if (!length || !(length.unit in units) || (length.unit === '' && length.value !== 0))
    throw new ToolError(`“${token}” is not an angle ${where} (write it like 45deg or 0.25turn)`);
  return length.value * (units[length.unit] ?? 1);
}

function isAngle(token: string): boolean {
  const length = parseLength(token);
  return length !== null && ['deg', 'turn', 'rad', 'grad'].includes(length.unit);
}

const POSITION_KEYWORDS: Record<string, { axis: 'x' | 'y' | 'either'; value: number }> = {
  left: { axis: 'x', value: 0 },
  right: { axis: 'x', value: 100 },
  top: { axis: 'y', value: 0 },
  bottom: { axis: 'y', value: 100 },
  center: { axis: 'either', value: 50 },
};

function positionPercent(token: string): number {
  const length = parseLength(token);
  if (!length || (length.unit !== '%' && !(length.unit === '' && length.value === 0)))
    throw new ToolError(`the position “${token}” is not read here: use % or left, center, right, top, bottom`);
  return tenth(length.value);
}

/** `at <position>` as x and y percentages: one or two keywords or percentages. */
function readPosition(tokens: readonly string[]): { positionX: number; positionY: number } {
  const written = `at ${tokens.join(' ')}`;
  if (tokens.length === 0 || tokens.length > 2)
    throw new ToolError(`“${written}” is not read here: give one or two positions (e.g. at 30% 70%)`);
  const lower = tokens.map((token) => token.toLowerCase());
  const keywords = lower.map((token) => POSITION_KEYWORDS[token]);
  if (lower.length === 1) {
    const keyword = keywords[0];
    if (keyword?.axis === 'y') return { positionX: 50, positionY: keyword.value };
    return { positionX: keyword ? keyword.value : positionPercent(lower[0]!), positionY: 50 };
  }
  // Two keywords may come in either order (`top left`); otherwise x comes first.
  if (keywords[0] && keywords[1] && (keywords[0].axis === 'y' || keywords[1].axis === 'x')) {
    lower.reverse();
    keywords.reverse();
  }
  if (keywords[0]?.axis === 'y' || keywords[1]?.axis === 'x')
    throw new ToolError(`“${written}” puts two positions on one axis`);
  return {
    positionX: keywords[0] ? keywords[0].value : positionPercent(lower[0]!),
    positionY: keywords[1] ? keywords[1].value : positionPercent(lower[1]!),
  };
}

function readInterpolation(tokens: string[], where: string): Pick<GradientControls, 'colorSpace' | 'hue'> | null {
  const at = tokens.findIndex((token) => token.toLowerCase() === 'in');
  if (at < 0) return null;
  // `in <space>`, perhaps followed by `<method> hue`: four tokens where the fourth is "hue".
  const length = tokens[at + 3]?.toLowerCase() === 'hue' ? 4 : 2;
  const [, spaceToken = '', ...rest] = tokens.splice(at, length).map((token) => token.toLowerCase());
  const space = spaceToken as ColorSpace;
  if (space === '' || !COLOR_SPACES.includes(space))
    throw new ToolError(
      `“in ${spaceToken}” ${where}: the colour space must be one of ${COLOR_SPACES.slice(1).join(', ')}`,
    );
  let hue: HueMethod = '';
  if (rest.length > 0) {
    const method = rest[0] as HueMethod;
    if (rest.length !== 2 || rest[1] !== 'hue' || method === '' || !HUE_METHODS.includes(method))
      throw new ToolError(
        `“${rest.join(' ')}” ${where} is not a hue method (shorter, longer, increasing or decreasing hue)`,
      );
    if (!isPolar(space))
      throw new ToolError(
        `${space} has no hue, so “${rest.join(' ')}” does not apply to it (use hsl, hwb, lch or oklch)`,
      );
    hue = method;
  }
  return { colorSpace: space, hue };
}

const CORNER_ORDER: Record<string, number> = { top: 0, bottom: 0, left: 1, right: 1 };

function readLinear(tokens: string[]): Partial<GradientControls> {
  if (tokens.length === 0) return { linearMode: 'angle', angle: 180 };
  if (tokens[0]!.toLowerCase() === 'to') {
    const sides = tokens.slice(1).map((token) => token.toLowerCase());
    const valid =
      (sides.length === 1 && sides[0]! in CORNER_ORDER) ||
      (sides.length === 2 &&
        sides.every((side) => side in CORNER_ORDER) &&
        CORNER_ORDER[sides[0]!] !== CORNER_ORDER[sides[1]!]);
    if (!valid)
      throw new ToolError(`“${tokens.join(' ')}” is not a direction: write to top, to right, to bottom left, ...`);
    sides.sort((a, b) => CORNER_ORDER[a]! - CORNER_ORDER[b]!);
    return { linearMode: 'direction', direction: `to ${sides.join(' ')}` as Direction };
  }
  if (tokens.length !== 1)
    throw new ToolError(`“${tokens.join(' ')}” is not an angle or direction for a linear gradient`);
  return { linearMode: 'angle', angle: normalizeAngle(angleDegrees(tokens[0]!, 'for a linear gradient')) };
}

const SIZE_KEYWORDS: readonly string[] = RADIAL_SIZES.filter((size) => size !== 'length');

function readRadial(tokens: string[]): Partial<GradientControls> {
  const at = tokens.findIndex((token) => token.toLowerCase() === 'at');
  const position = at >= 0 ? readPosition(tokens.slice(at + 1)) : { positionX: 50, positionY: 50 };
  const shapeAndSize = at >= 0 ? tokens.slice(0, at) : tokens;
  let shape: Shape | undefined;
  let size: RadialSize | undefined;
  const lengths: { value: number; unit: string }[] = [];
  for (const token of shapeAndSize) {
    const lower = token.toLowerCase();
    if (lower === 'circle' || lower === 'ellipse') {
      if (shape) throw new ToolError(`the radial gradient names its shape twice`);
      shape = lower;
    } else if (SIZE_KEYWORDS.includes(lower)) {
      if (size) throw new ToolError(`the radial gradient names its size twice`);
      size = lower as RadialSize;
    } else {
      const length = parseLength(token);
      if (!length || !(RADIUS_UNITS as readonly string[]).concat('').includes(length.unit))
        throw new ToolError(`“${token}” is not a radial gradient shape, size or length (px, %, em or rem)`);
      if (length.unit === '' && length.value !== 0) throw new ToolError(`the radial size “${token}” needs a unit`);
      if (length.value < 0) throw new ToolError(`the radial size “${token}” cannot be negative`);
      lengths.push(length);
    }
  }
  if (lengths.length > 0 && size) throw new ToolError('a radial gradient takes a size keyword or lengths, not both');
  if (lengths.length > 2) throw new ToolError('a radial gradient takes at most two lengths for its size');
  const result: Partial<GradientControls> = { ...position };
  if (lengths.length === 0) {
    result.shape = shape ?? 'ellipse';
    result.radialSize = size ?? 'farthest-corner';
    return result;
  }
  const inferred: Shape = lengths.length === 1 ? 'circle' : 'ellipse';
  if (shape && shape !== inferred)
    throw new ToolError(
      `a${shape === 'circle' ? ' circle' : 'n ellipse'} takes ${shape === 'circle' ? 'one length' : 'two lengths'} for its size`,
    );
  const units = new Set(
    lengths.filter((length) => length.value !== 0 || length.unit !== '').map((length) => length.unit),
  );
  if (units.size > 1) throw new ToolError('the radial size mixes units: use the same unit for both radii');
  const unit = ([...units][0] || 'px') as RadiusUnit;
  if (inferred === 'circle' && unit === '%') throw new ToolError('a circle’s radius cannot be a percentage in CSS');
  result.shape = inferred;
  result.radialSize = 'length';
  result.radiusUnit = unit;
  result.radiusX = tenth(lengths[0]!.value);
  if (inferred === 'ellipse') result.radiusY = tenth(lengths[1]!.value);
  return result;
}

function readConic(tokens: string[]): Partial<GradientControls> {
  const result: Partial<GradientControls> = { fromAngle: 0, positionX: 50, positionY: 50 };
  let index = 0;
  if (tokens[0]?.toLowerCase() === 'from') {
    if (tokens.length < 2) throw new ToolError('“from” needs an angle in a conic gradient (from 45deg)');
    result.fromAngle = normalizeAngle(angleDegrees(tokens[1]!, 'after “from”'));
    index = 2;
  }
  if (index < tokens.length) {
    if (tokens[index]!.toLowerCase() !== 'at')
      throw new ToolError(
        `“${tokens.slice(index).join(' ')}” is not read in a conic gradient: use from <angle> at <position>`,
      );
    Object.assign(result, readPosition(tokens.slice(index + 1)));
  }
  return result;
}

/** A stop's position as a percentage; conic gradients may give angles. */
function stopPosition(token: string, kind: GradientKind, stopNumber: number): number {
  if (kind === 'conic' && isAngle(token)) return tenth((angleDegrees(token, '') / 360) * 100);
  const length = parseLength(token);
  if (!length || (length.unit !== '%' && !(length.unit === '' && length.value === 0)))
    throw new ToolError(
      `“${token}” in stop ${stopNumber} is not a position this editor reads: use %${kind === 'conic' ? ' or an angle' : ''}`,
    );
  return tenth(length.value);
}

/** The positions CSS gives stops written without one: ends at 0% and 100%, runs spread evenly, never backwards. */
export function distributePositions(positions: readonly (number | null)[]): number[] {
  const filled = [...positions];
  if (filled.length === 0) return [];
  if (filled[0] === null) filled[0] = 0;
  if (filled[filled.length - 1] === null) filled[filled.length - 1] = 100;
  // A position before a larger one earlier in the list is raised to it.
  let largest = -Infinity;
  for (let index = 0; index < filled.length; index++) {
    const position = filled[index];
    if (position === null || position === undefined) continue;
    largest = Math.max(largest, position);
    filled[index] = largest;
  }
  for (let index = 0; index < filled.length; index++) {
    if (filled[index] !== null) continue;
    const start = index - 1;
    let end = index;
    while (filled[end] === null) end++;
    const from = filled[start]!;
    const to = filled[end]!;
    for (let gap = index; gap < end; gap++) filled[gap] = tenth(from + ((to - from) * (gap - start)) / (end - start));
    index = end;
  }
  return filled as number[];
}

function readStops(parts: readonly string[], kind: GradientKind): ColorStop[] {
  const colors: string[] = [];
  const positions: (number | null)[] = [];
  parts.forEach((part, partIndex) => {
    const stopNumber = partIndex + 1;
    const tokens = splitTopLevel(part, ' ');
    if (tokens.length === 1 && parseLength(tokens[0]!) !== null)
      throw new ToolError(
        `“${part}” between stops is a colour hint, which this editor does not keep: add a stop there instead`,
      );
    if (tokens.length > 3) throw new ToolError(`stop ${stopNumber} “${part}” has more than a colour and two positions`);
    let color: string;
    try {
      color = normalizeColor(tokens[0]!);
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      throw new ToolError(`stop ${stopNumber}: ${reason}`);
    }
    const stopPositions = tokens.slice(1).map((token) => stopPosition(token, kind, stopNumber));
    if (stopPositions.length === 0) {
      colors.push(color);
      positions.push(null);
    }
    for (const position of stopPositions) {
      colors.push(color);
      positions.push(position);
    }
  });
  if (colors.length < 2) throw new ToolError('a gradient needs at least two colour stops');
  const filled = distributePositions(positions);
  return colors.map((color, index) => ({ color, position: filled[index]! }));
}

/**
 * Reads a pasted gradient (a value, a `background`/`background-image` declaration, or a rule holding one)
 * into the controls it determines; controls it says nothing about (the radial size of a linear gradient)
 * are left out, so they keep their values. Throws a ToolError saying what does not read. Where the text
 * holds several gradients (layers), the first is read.
 */
export function readGradient(text: string): Partial<GradientControls> {
  if (text.trim() === '') throw new ToolError('Paste a gradient: a linear-, radial- or conic-gradient() value');
  const value = valueOf(text);
  const [gradient] = gradientsIn(value);
  if (!gradient)
    throw new ToolError('No gradient found: paste a linear-gradient(), radial-gradient() or conic-gradient() value');
  const open = gradient.indexOf('(');
  const name = gradient.slice(0, open).toLowerCase();
  if (!gradient.endsWith(')')) throw new ToolError(`${name}() is not closed: a “)” is missing`);
  const kind = name.replace('repeating-', '').replace('-gradient', '') as GradientKind;
  const parts = splitTopLevel(gradient.slice(open + 1, -1), ',');
  if (parts.length === 0) throw new ToolError(`${name}() is empty`);
  const firstTokens = splitTopLevel(parts[0]!, ' ');
  // The first part is the gradient's set-up (angle, shape, position, colour space) unless it is a stop.
  const isPrelude = !looksLikeColor(firstTokens[0]!);
  const prelude = isPrelude ? firstTokens : [];
  const where = `in ${name}()`;
  const interpolation = readInterpolation(prelude, where);
  const result: Partial<GradientControls> = {
    kind,
    repeating: name.startsWith('repeating-'),
    colorSpace: interpolation?.colorSpace ?? '',
  };
  if (interpolation && isPolar(interpolation.colorSpace)) result.hue = interpolation.hue;
  if (kind === 'linear') Object.assign(result, readLinear(prelude));
  else if (kind === 'radial') Object.assign(result, readRadial(prelude));
  else Object.assign(result, readConic(prelude));
  result.stops = readStops(isPrelude ? parts.slice(1) : parts, kind);
  return result;
}

/**
 * A pasted gradient's controls, as readGradient reads them, held to the limits the controls keep: the import
 * field's reader (useTextImport).
 */
export const importGradient = boundedReader(
  (text: string) => {
    const read = readGradient(text);
    const unit = read.radiusUnit ?? 'px';
    for (const [key, name] of [
      ['radiusX', 'horizontal'],
      ['radiusY', 'vertical'],
    ] as const) {
      const radius = read[key];
      if (read.radialSize === 'length' && radius !== undefined && radius > RADIUS_MAX[unit])
        throw new ToolError(
          `The ${read.shape === 'circle' ? '' : `${name} `}radius is ${formatNumber(radius, 1)}${unit}: this editor sets it up to ${RADIUS_MAX[unit]}${unit}.`,
        );
    }
    return read;
  },
  GRADIENT_BOUNDS,
  GRADIENT_NAMES,
  CSS_IMPORT_LIMIT,
);

// ---------------------------------------------------------------------------------------------------------
// Editing the stops

/**
 * The controls with every stop colour as lib/css/color writes it: a state restored from storage or a link
 * is only checked for its shape, and a colour goes into CSS text.
 */
export function withSafeColors(controls: GradientControls): GradientControls {
  const stops = controls.stops.map((stop) => {
    try {
      return { ...stop, color: normalizeColor(stop.color) };
    } catch {
      return { ...stop, color: '#000000' };
    }
  });
  return { ...controls, stops: stops.length >= 2 ? stops : DEFAULT_CONTROLS.stops };
}

/** The stops in order of position; stops at the same position keep their order (a hard stop stays hard). */
export function sortStops(stops: readonly ColorStop[]): ColorStop[] {
  return stops
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => a.stop.position - b.stop.position || a.index - b.index)
    .map(({ stop }) => stop);
}

/**
 * Moves stop `index` to `position` (clamped to 0–100, one decimal) and keeps the list in order; gives the
 * stop's new index, so a drag keeps hold of the stop it started on as it passes others.
 */
export function moveStop(
  stops: readonly ColorStop[],
  index: number,
  position: number,
): { stops: ColorStop[]; index: number } {
  const moved = { ...stops[index]!, position: tenth(Math.min(100, Math.max(0, position))) };
  const rest = stops.filter((_, other) => other !== index);
  // It goes after the stops at or before its position, so passing a stop swaps them.
  let at = rest.findIndex((stop) => stop.position > moved.position);
  if (at < 0) at = rest.length;
  return { stops: [...rest.slice(0, at), moved, ...rest.slice(at)], index: at };
}

/** The colour the gradient has at `position` (sRGB, as the bar's new stops take it). */
export function colorAt(stops: readonly ColorStop[], position: number): string {
  const parsed = stops.map((stop) => ({ ...stop, rgba: parseColor(stop.color) }));
  if (parsed.length === 0) return '#000000';
  if (position <= parsed[0]!.position) return parsed[0]!.color;
  for (let index = 1; index < parsed.length; index++) {
    const before = parsed[index - 1]!;
    const after = parsed[index]!;
    if (position <= after.position) {
      const span = after.position - before.position;
      const share = span === 0 ? 1 : (position - before.position) / span;
      const mix = (key: keyof Rgba) => before.rgba[key] + (after.rgba[key] - before.rgba[key]) * share;
      return formatColor({
        r: Math.round(mix('r')),
        g: Math.round(mix('g')),
        b: Math.round(mix('b')),
        a: hundredth(mix('a')),
      });
    }
  }
  return parsed[parsed.length - 1]!.color;
}

/**
 * A stop added where the user clicked (or in the widest gap), in the colour the gradient has there; none past
 * MAX_STOPS (the index is then -1).
 */
export function addStop(stops: readonly ColorStop[], position?: number): { stops: ColorStop[]; index: number } {
  if (stops.length >= MAX_STOPS) return { stops: [...stops], index: -1 };
  let at = position;
  if (at === undefined) {
    let widest = -1;
    at = 50;
    for (let index = 1; index < stops.length; index++) {
      const gap = stops[index]!.position - stops[index - 1]!.position;
      if (gap > widest) {
        widest = gap;
        at = stops[index - 1]!.position + gap / 2;
      }
    }
  }
  const stop = { color: colorAt(stops, at), position: tenth(at) };
  return moveStop([...stops, stop], stops.length, stop.position);
}

// ---------------------------------------------------------------------------------------------------------
// Presets

export interface Preset {
  name: string;
  css: string;
}

/** Each preset is written as CSS and read like an import, so a preset is exactly what its CSS says. */
export const PRESETS: readonly Preset[] = [
  { name: 'Sunset', css: 'linear-gradient(160deg in oklch, #1e1b4b 0%, #7e22ce 40%, #f43f5e 72%, #fbbf24 100%)' },
  { name: 'Ocean', css: 'linear-gradient(to bottom right, #0f172a 0%, #0369a1 45%, #22d3ee 100%)' },
  {
    name: 'Mesh glow',
    css: 'radial-gradient(circle farthest-side at 20% 25% in oklab, #fbcfe8 0%, #c4b5fd 40%, #93c5fd 70%, #0f172a 100%)',
  },
  {
    name: 'Colour wheel',
    css: 'conic-gradient(in hsl longer hue, #ff0000 0%, #ff0000 100%)',
  },
  {
    name: 'Stripes',
    css: 'repeating-linear-gradient(45deg, #1f2937 0% 5%, #facc15 5% 10%)',
  },
  {
    name: 'Spotlight',
    css: 'radial-gradient(ellipse 60% 45% at 50% 0%, #fef3c7 0%, #f59e0b 45%, #451a03 100%)',
  },
];

/** The full controls a preset sets: its CSS read over the defaults. */
export function presetControls(preset: Preset): GradientControls {
  return { ...DEFAULT_CONTROLS, ...readGradient(preset.css) };
}
