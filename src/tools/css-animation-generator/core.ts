/**
 * CSS animations as the generator's controls hold them: keyframes (each may set a transform, opacity and
 * background-color) and the `animation` shorthand's settings. `cssOf` writes the `@keyframes` block and a
 * rule with the shorthand; `readAnimation` reads a pasted `@keyframes` block and/or `animation:`
 * declaration back into the controls, so that reading what was written gives the same controls.
 */
import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { isColor, normalizeColor, safeColor } from '../../lib/css/color';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import { formatNumber, parseLength, splitTopLevel } from '../../lib/css/values';
import { describeLocation, locate, ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';

/** The colour the keyframes animate: the element's background. */
export const COLOR_PROPERTY = 'background-color';
/** The rule the CSS writes the animation in, and the preview's animated element's class. */
export const TARGET_CLASS = 'animated';

export const NAMED_TIMINGS = ['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export const TIMINGS = [...NAMED_TIMINGS, 'cubic-bezier', 'steps'] as const;
export type Timing = (typeof TIMINGS)[number];

export const STEP_POSITIONS = ['jump-start', 'jump-end', 'jump-none', 'jump-both', 'start', 'end'] as const;
export type StepPosition = (typeof STEP_POSITIONS)[number];

export const DIRECTIONS = ['normal', 'reverse', 'alternate', 'alternate-reverse'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const FILL_MODES = ['none', 'forwards', 'backwards', 'both'] as const;
export type FillMode = (typeof FILL_MODES)[number];

export interface Keyframe {
  /** Where in the cycle, in %, to one decimal. */
  offset: number;
  hasTransform: boolean;
  /** px, to one decimal. */
  translateX: number;
  translateY: number;
  /** Degrees, to one decimal. */
  rotate: number;
  /** A uniform scale, to two decimals. */
  scale: number;
  hasOpacity: boolean;
  /** 0 to 1, to two decimals. */
  opacity: number;
  hasColor: boolean;
  /** The background-color, as lib/css/color writes colours. */
  color: string;
}

export interface AnimationControls {
  name: string;
  /** In order of offset (the screen keeps them sorted). */
  keyframes: Keyframe[];
  /** Milliseconds, whole. */
  duration: number;
  delay: number;
  infinite: boolean;
  /** How many times it runs when not infinite, to two decimals. */
  iterations: number;
  direction: Direction;
  fillMode: FillMode;
  timing: Timing;
  /** The cubic-bezier() control points, to two decimals; x1 and x2 are from 0 to 1. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** steps(): how many, and where the jumps are. jump-none needs at least 2. */
  steps: number;
  stepPosition: StepPosition;
}

/** A keyframe that sets nothing; its values are where the controls start when one is switched on. */
export const BLANK_KEYFRAME: Keyframe = {
  offset: 0,
  hasTransform: false,
  translateX: 0,
  translateY: 0,
  rotate: 0,
  scale: 1,
  hasOpacity: false,
  opacity: 1,
  hasColor: false,
  color: '#6366f1',
};

const frame = (offset: number, patch: Partial<Keyframe>): Keyframe => ({ ...BLANK_KEYFRAME, offset, ...patch });

export const DEFAULT_CONTROLS: AnimationControls = {
  name: 'float',
  keyframes: [
    frame(0, { hasTransform: true, hasColor: true }),
    frame(50, { hasTransform: true, translateY: -24, rotate: 8, hasColor: true, color: '#ec4899' }),
    frame(100, { hasTransform: true, hasColor: true }),
  ],
  duration: 1600,
  delay: 0,
  infinite: true,
  iterations: 1,
  direction: 'normal',
  fillMode: 'none',
  timing: 'ease-in-out',
  x1: 0.25,
  y1: 0.1,
  x2: 0.25,
  y2: 1,
  steps: 4,
  stepPosition: 'jump-end',
};

/** The most keyframes the editor takes: each is a block of controls. */
export const MAX_KEYFRAMES = 50;
/** The longest name the name field takes. */
export const MAX_NAME_LENGTH = 100;
/** The ranges of the controls: times in ms, translations in px, rotations in degrees. */
export const DURATION_RANGE = { min: 0, max: 10_000 };
export const DELAY_RANGE = { min: -5000, max: 5000 };
export const ITERATIONS_RANGE = { min: 0, max: 20 };
export const STEPS_RANGE = { min: 1, max: 30 };
/** A cubic-bezier()'s x is time (0–1); its y may overshoot, within these. */
export const BEZIER_X_RANGE = { min: 0, max: 1 };
export const BEZIER_Y_RANGE = { min: -1, max: 2 };
export const OFFSET_RANGE = { min: 0, max: 100 };
export const TRANSLATE_RANGE = { min: -300, max: 300 };
export const ROTATE_RANGE = { min: -720, max: 720 };
export const SCALE_RANGE = { min: 0, max: 3 };
export const OPACITY_RANGE = { min: 0, max: 1 };

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them (a link of 20,000 keyframes keeps 50), and an import is held to them. A keyframe's colour must
 * be one the colour fields read.
 */
export const ANIMATION_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  name: { maxLength: MAX_NAME_LENGTH },
  keyframes: {
    maxItems: MAX_KEYFRAMES,
    items: {
      fields: {
        offset: OFFSET_RANGE,
        translateX: TRANSLATE_RANGE,
        translateY: TRANSLATE_RANGE,
        rotate: ROTATE_RANGE,
        scale: SCALE_RANGE,
        opacity: OPACITY_RANGE,
        color: { valid: isColor },
      },
    },
  },
  duration: { ...DURATION_RANGE, integer: true },
  delay: { ...DELAY_RANGE, integer: true },
  iterations: ITERATIONS_RANGE,
  x1: BEZIER_X_RANGE,
  y1: BEZIER_Y_RANGE,
  x2: BEZIER_X_RANGE,
  y2: BEZIER_Y_RANGE,
  steps: { ...STEPS_RANGE, integer: true },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const ANIMATION_NAMES = {
  input: 'import field',
  imported: 'imported text',
  duration: 'duration (ms)',
  delay: 'delay (ms)',
  iterations: 'iteration count',
  x1: 'cubic-bezier x1',
  y1: 'cubic-bezier y1',
  x2: 'cubic-bezier x2',
  y2: 'cubic-bezier y2',
  steps: 'number of steps',
  'keyframes[]': 'keyframe',
  translateX: 'translate x (px)',
  translateY: 'translate y (px)',
  rotate: 'rotation (degrees)',
};

/**
 * The tool's state, declared once: every control, the import field, the text the controls came from, and
 * whether to play the preview although the system asks for reduced motion.
 */
export const DEFAULT_STATE = { ...DEFAULT_CONTROLS, input: '', imported: '', playAnyway: false };

export const SAMPLE_INPUT = `@keyframes pop-in {
  from { opacity: 0; transform: translateY(16px) scale(0.9); }
  60% { opacity: 1; transform: translateY(-4px) scale(1.02); }
  to { opacity: 1; transform: none; }
}

.toast {
  animation: pop-in 450ms cubic-bezier(0.2, 0.8, 0.2, 1) 100ms both;
}`;

const tenth = (value: number) => Math.round(value * 10) / 10;
const hundredth = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------------------
// Names

/** Words an animation name cannot be: CSS-wide keywords, and the shorthand's own keywords it would be read as. */
const RESERVED_NAMES = new Set<string>([
  'none',
  'initial',
  'inherit',
  'unset',
  'default',
  'revert',
  'revert-layer',
  'infinite',
  'running',
  'paused',
  'step-start',
  'step-end',
  ...NAMED_TIMINGS,
  ...DIRECTIONS,
  ...FILL_MODES,
]);

/** Why `name` cannot name the animation, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'The animation needs a name';
  if (!/^-?[A-Za-z_][\w-]*$/.test(name) || name.startsWith('--'))
    return `“${name}” is not a CSS name: use letters, digits, - and _, starting with a letter`;
  if (RESERVED_NAMES.has(name.toLowerCase()))
    return `“${name}” is a keyword of the animation shorthand, so it cannot name an animation`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Writing

const px = (value: number) => (value === 0 ? '0' : `${formatNumber(value, 1)}px`);

/** The transform of a keyframe, translate first, then rotate and scale (the order the CSS applies them). */
export function transformOf(keyframe: Keyframe): string {
  const parts: string[] = [];
  const { translateX: x, translateY: y } = keyframe;
  if (x !== 0 && y !== 0) parts.push(`translate(${px(x)}, ${px(y)})`);
  else if (x !== 0) parts.push(`translateX(${px(x)})`);
  else if (y !== 0) parts.push(`translateY(${px(y)})`);
  if (keyframe.rotate !== 0) parts.push(`rotate(${formatNumber(keyframe.rotate, 1)}deg)`);
  if (keyframe.scale !== 1) parts.push(`scale(${formatNumber(keyframe.scale, 2)})`);
  return parts.length === 0 ? 'none' : parts.join(' ');
}

export function declarationsOf(keyframe: Keyframe): string[] {
  const declarations: string[] = [];
  if (keyframe.hasTransform) declarations.push(`transform: ${transformOf(keyframe)};`);
  if (keyframe.hasOpacity) declarations.push(`opacity: ${formatNumber(keyframe.opacity, 2)};`);
  // The colour goes into CSS text: never anything but a colour (a link could hold `red;}body{…}`).
  if (keyframe.hasColor) declarations.push(`${COLOR_PROPERTY}: ${safeColor(keyframe.color, BLANK_KEYFRAME.color)};`);
  return declarations;
}

export function keyframesCss(controls: AnimationControls): string {
  const lines = controls.keyframes.map((keyframe) => {
    const declarations = declarationsOf(keyframe);
    const body = declarations.length === 0 ? '{ }' : `{ ${declarations.join(' ')} }`;
    return `  ${formatNumber(keyframe.offset, 1)}% ${body}`;
  });
  return `@keyframes ${controls.name} {\n${lines.join('\n')}\n}`;
}

export function timingFunctionOf(controls: AnimationControls): string {
  if (controls.timing === 'cubic-bezier') {
    const points = [controls.x1, controls.y1, controls.x2, controls.y2].map((value) => formatNumber(value, 2));
    return `cubic-bezier(${points.join(', ')})`;
  }
  if (controls.timing === 'steps') return `steps(${controls.steps}, ${controls.stepPosition})`;
  return controls.timing;
}

/** A time as the shorthand writes it: seconds, or milliseconds when that is shorter. */
export function formatTime(milliseconds: number): string {
  const seconds = `${formatNumber(milliseconds / 1000, 3)}s`;
  const millis = `${milliseconds}ms`;
  return millis.length < seconds.length ? millis : seconds;
}

/**
 * The longhands the shorthand sets, as the browser test compares them with the preview's computed style.
 */
export function longhandsOf(controls: AnimationControls): Record<string, string> {
  return {
    'animation-name': controls.name,
    'animation-duration': formatTime(controls.duration),
    'animation-timing-function': timingFunctionOf(controls),
    'animation-delay': formatTime(controls.delay),
    'animation-iteration-count': controls.infinite ? 'infinite' : formatNumber(controls.iterations, 2),
    'animation-direction': controls.direction,
    'animation-fill-mode': controls.fillMode,
  };
}

/** The `animation` shorthand's value: every part written, in the shorthand's order. */
export function shorthandOf(controls: AnimationControls): string {
  return Object.values(longhandsOf(controls)).join(' ');
}

export function cssOf(controls: AnimationControls): string {
  return `${keyframesCss(controls)}\n\n.${TARGET_CLASS} {\n  animation: ${shorthandOf(controls)};\n}`;
}

export function tailwindOf(controls: AnimationControls): string {
  return tailwindArbitrary('animate', shorthandOf(controls));
}

// ---------------------------------------------------------------------------------------------------------
// Reading

/**
 * Refuses a `@keyframes` with no name before its block (or at the end of the text), saying where it is: such
 * a block is no animation CSS can run, and would otherwise read as no block at all.
 */
function refuseUnnamedKeyframes(text: string): void {
  const match = /@(?:-webkit-)?keyframes(?=[\s{]|$)\s*(\{|$)/i.exec(text);
  if (!match) return;
  const at = locate(text, match.index);
  const block = match[1] === '{' ? 'block ' : '';
  throw new ToolError(
    `The @keyframes ${block}at ${describeLocation(at)} has no name: write \`@keyframes name { … }\`.`,
    at,
  );
}

/** The `@keyframes` blocks in the text, and the text without them. */
function keyframesBlocks(text: string): { blocks: { name: string; body: string }[]; rest: string } {
  refuseUnnamedKeyframes(text);
  const blocks: { name: string; body: string }[] = [];
  let rest = '';
  let from = 0;
  const pattern = /@(?:-webkit-)?keyframes\s+([^\s{]+)\s*\{/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    let depth = 1;
    let index = match.index + match[0].length;
    for (; index < text.length && depth > 0; index++) {
      if (text[index] === '{') depth++;
      else if (text[index] === '}') depth--;
    }
    if (depth > 0) throw new ToolError(`@keyframes ${match[1]} is not closed: a “}” is missing`);
    blocks.push({
      name: match[1]!.replace(/^(["'])(.*)\1$/, '$2'),
      body: text.slice(match.index + match[0].length, index - 1),
    });
    rest += text.slice(from, match.index);
    from = index;
    pattern.lastIndex = index;
  }
  rest += text.slice(from);
  return { blocks, rest };
}

function offsetOf(selector: string, block: string): number {
  const lower = selector.trim().toLowerCase();
  if (lower === 'from') return 0;
  if (lower === 'to') return 100;
  const length = parseLength(lower);
  if (!length || length.unit !== '%' || length.value < 0 || length.value > 100)
    throw new ToolError(
      `“${selector.trim()}” in @keyframes ${block} is not a keyframe: use from, to or a percentage 0%–100%`,
    );
  return tenth(length.value);
}

function angleDegrees(token: string, where: string): number {
  const length = parseLength(token);
  const units: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
  if (!length || !(length.unit in units || (length.unit === '' && length.value === 0)))
    throw new ToolError(`“${token}” is not an angle ${where} (write it like 45deg or 0.5turn)`);
  return length.value * (units[length.unit] ?? 0);
}

function pixels(token: string, where: string): number {
  const length = parseLength(token);
  if (!length || !(length.unit === 'px' || (length.unit === '' && length.value === 0)))
    throw new ToolError(`“${token}” ${where} is not read here: translate in px`);
  return length.value;
}

function numberOf(token: string, where: string): number {
  const length = parseLength(token);
  if (!length || (length.unit !== '' && length.unit !== '%'))
    throw new ToolError(`“${token}” is not a number ${where}`);
  return length.unit === '%' ? length.value / 100 : length.value;
}

interface TransformParts {
  translateX: number;
  translateY: number;
  rotate: number;
  scale: number;
}

/**
 * A transform list as translate, rotate and scale. Functions may come in any order as long as the result is
 * the same as translate-rotate-scale (a translate after a rotation or scale would move along turned axes).
 */
export function readTransform(value: string, where: string): TransformParts {
  const parts: TransformParts = { translateX: 0, translateY: 0, rotate: 0, scale: 1 };
  if (value.trim().toLowerCase() === 'none') return parts;
  let turnedOrScaled = false;
  for (const call of splitTopLevel(value, ' ')) {
    const match = /^([a-z0-9]+)\((.*)\)$/is.exec(call);
    if (!match) throw new ToolError(`“${call}” in the transform ${where} is not a transform function`);
    const name = match[1]!.toLowerCase();
    const args = splitTopLevel(match[2]!, ',');
    const argument = (index: number) => args[index] ?? '';
    const translate = (x: number, y: number) => {
      if ((x !== 0 || y !== 0) && turnedOrScaled)
        throw new ToolError(
          `the transform ${where} translates after rotating or scaling, which this editor cannot show: put translate first`,
        );
      parts.translateX += x;
      parts.translateY += y;
    };
    if (name === 'translate' && args.length <= 2 && args.length >= 1)
      translate(pixels(argument(0), where), args.length === 2 ? pixels(argument(1), where) : 0);
    else if (name === 'translatex' && args.length === 1) translate(pixels(argument(0), where), 0);
    else if (name === 'translatey' && args.length === 1) translate(0, pixels(argument(0), where));
    else if ((name === 'rotate' || name === 'rotatez') && args.length === 1) {
      parts.rotate += angleDegrees(argument(0), where);
      if (parts.rotate !== 0) turnedOrScaled = true;
    } else if (name === 'scale' && args.length >= 1 && args.length <= 2) {
      const x = numberOf(argument(0), where);
      const y = args.length === 2 ? numberOf(argument(1), where) : x;
      if (x !== y) throw new ToolError(`“${call}” ${where} scales unevenly: this editor keeps one scale for both axes`);
      parts.scale *= x;
      if (parts.scale !== 1) turnedOrScaled = true;
    } else
      throw new ToolError(`“${call}” ${where} is not a transform this editor makes: use translate, rotate and scale`);
  }
  return {
    translateX: tenth(parts.translateX),
    translateY: tenth(parts.translateY),
    rotate: tenth(parts.rotate),
    scale: hundredth(parts.scale),
  };
}

/** The `translate`, `rotate` and `scale` properties, which apply in that order, as a transform. */
function individualTransform(declarations: Map<string, string>, where: string): TransformParts {
  const parts: TransformParts = { translateX: 0, translateY: 0, rotate: 0, scale: 1 };
  const translate = declarations.get('translate');
  if (translate && translate !== 'none') {
    const [x = '0', y = '0', ...more] = splitTopLevel(translate, ' ');
    if (more.length > 0)
      throw new ToolError(`“translate: ${translate}” ${where} moves in 3D, which this editor does not`);
    parts.translateX = tenth(pixels(x, where));
    parts.translateY = tenth(pixels(y, where));
  }
  const rotate = declarations.get('rotate');
  if (rotate && rotate !== 'none') parts.rotate = tenth(angleDegrees(rotate, where));
  const scale = declarations.get('scale');
  if (scale && scale !== 'none') {
    const [x = '1', y = x, ...more] = splitTopLevel(scale, ' ');
    if (more.length > 0 || numberOf(x, where) !== numberOf(y, where))
      throw new ToolError(`“scale: ${scale}” ${where} scales unevenly: this editor keeps one scale for both axes`);
    parts.scale = hundredth(numberOf(x, where));
  }
  return parts;
}

const TRANSFORM_PROPERTIES = ['translate', 'rotate', 'scale'];

/** The keyframe a block's declarations make (at offset 0; the caller places it). */
function readKeyframeBody(body: string, where: string): Partial<Keyframe> {
  const declarations = new Map<string, string>();
  for (const declaration of body
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) throw new ToolError(`“${declaration}” ${where} is not a declaration (property: value)`);
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/\s*!important\s*$/i, '')
      .trim();
    declarations.set(property, value);
  }
  const keyframe: Partial<Keyframe> = {};
  for (const [property, value] of declarations) {
    if (property === 'transform') {
      Object.assign(keyframe, { hasTransform: true, ...readTransform(value, where) });
    } else if (TRANSFORM_PROPERTIES.includes(property)) {
      if (declarations.has('transform'))
        throw new ToolError(`${where} sets both transform and ${property}: this editor keeps one transform`);
      Object.assign(keyframe, { hasTransform: true, ...individualTransform(declarations, where) });
    } else if (property === 'opacity') {
      const opacity = numberOf(value, where);
      keyframe.hasOpacity = true;
      keyframe.opacity = hundredth(Math.min(1, Math.max(0, opacity)));
    } else if (property === COLOR_PROPERTY || property === 'background') {
      try {
        keyframe.color = normalizeColor(value);
      } catch (problem) {
        const reason = problem instanceof Error ? problem.message : String(problem);
        throw new ToolError(`${property} ${where}: ${reason}`);
      }
      keyframe.hasColor = true;
    } else if (property === 'animation-timing-function') {
      throw new ToolError(
        `${where} sets its own animation-timing-function, which this editor does not keep: remove it`,
      );
    } else {
      throw new ToolError(`${where} sets “${property}”: this editor animates transform, opacity and ${COLOR_PROPERTY}`);
    }
  }
  return keyframe;
}

/** The keyframes of one @keyframes body, in order; keyframes at the same offset are merged, later ones winning. */
function readKeyframes(name: string, body: string): Keyframe[] {
  const byOffset = new Map<number, Keyframe>();
  const rule = /([^{}]*)\{([^{}]*)\}/g;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = rule.exec(body))) {
    if (body.slice(last, match.index).trim() !== '')
      throw new ToolError(`“${body.slice(last, match.index).trim()}” in @keyframes ${name} is not a keyframe`);
    last = rule.lastIndex;
    const selectors = splitTopLevel(match[1]!, ',');
    if (selectors.length === 0) throw new ToolError(`a keyframe in @keyframes ${name} has no selector`);
    for (const selector of selectors) {
      const offset = offsetOf(selector, name);
      const read = readKeyframeBody(match[2]!, `at ${formatNumber(offset, 1)}%`);
      byOffset.set(offset, { ...(byOffset.get(offset) ?? { ...BLANK_KEYFRAME, offset }), ...read });
    }
  }
  if (body.slice(last).trim() !== '')
    throw new ToolError(`“${body.slice(last).trim()}” in @keyframes ${name} is not a keyframe`);
  if (byOffset.size === 0) throw new ToolError(`@keyframes ${name} has no keyframes`);
  return [...byOffset.values()].sort((a, b) => a.offset - b.offset);
}

function timeOf(token: string): number | null {
  const length = parseLength(token);
  if (!length || (length.unit !== 's' && length.unit !== 'ms')) return null;
  return Math.round(length.unit === 's' ? length.value * 1000 : length.value);
}

type TimingControls = Pick<AnimationControls, 'timing' | 'x1' | 'y1' | 'x2' | 'y2' | 'steps' | 'stepPosition'>;

export function readTimingFunction(token: string): Partial<TimingControls> | null {
  const lower = token.toLowerCase();
  if ((NAMED_TIMINGS as readonly string[]).includes(lower)) return { timing: lower as Timing };
  if (lower === 'step-start') return { timing: 'steps', steps: 1, stepPosition: 'start' };
  if (lower === 'step-end') return { timing: 'steps', steps: 1, stepPosition: 'end' };
  const call = /^([a-z-]+)\((.*)\)$/s.exec(lower);
  if (!call) return null;
  const args = splitTopLevel(call[2]!, ',');
  if (call[1] === 'cubic-bezier') {
    const points = args.map(Number);
    if (args.length !== 4 || points.some((point) => !Number.isFinite(point)))
      throw new ToolError(`“${token}” needs four numbers: cubic-bezier(x1, y1, x2, y2)`);
    const [x1, y1, x2, y2] = points.map(hundredth) as [number, number, number, number];
    if (x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) throw new ToolError(`in “${token}” x1 and x2 must be from 0 to 1`);
    return { timing: 'cubic-bezier', x1, y1, x2, y2 };
  }
  if (call[1] === 'steps') {
    const count = Number(args[0]);
    const position = (args[1] ?? 'jump-end') as StepPosition;
    if (args.length < 1 || args.length > 2 || !Number.isInteger(count) || count < 1)
      throw new ToolError(`“${token}” needs a whole number of steps, 1 or more: steps(4, jump-end)`);
    if (!STEP_POSITIONS.includes(position))
      throw new ToolError(`“${args[1]}” in “${token}” is not a step position (${STEP_POSITIONS.join(', ')})`);
    if (position === 'jump-none' && count < 2) throw new ToolError(`steps(…, jump-none) needs at least 2 steps`);
    return { timing: 'steps', steps: count, stepPosition: position };
  }
  throw new ToolError(`“${token}” is not a timing function this editor makes (a named one, cubic-bezier() or steps())`);
}

/** One animation of the shorthand into the controls it sets; what it leaves out takes the CSS initial values. */
export function readShorthand(value: string): Partial<AnimationControls> {
  const result: Partial<AnimationControls> = {
    duration: 0,
    delay: 0,
    infinite: false,
    iterations: 1,
    direction: 'normal',
    fillMode: 'none',
    timing: 'ease',
  };
  const seen = new Set<string>();
  const once = (part: string, token: string) => {
    if (seen.has(part)) throw new ToolError(`“${value}” gives the ${part} twice (“${token}”)`);
    seen.add(part);
  };
  for (const token of splitTopLevel(value, ' ')) {
    const lower = token.toLowerCase();
    const time = timeOf(token);
    if (time !== null) {
      if (!seen.has('duration')) {
        if (time < 0) throw new ToolError(`the duration “${token}” cannot be negative`);
        once('duration', token);
        result.duration = time;
      } else {
        once('delay', token);
        result.delay = time;
      }
      continue;
    }
    const timing = readTimingFunction(token);
    if (timing) {
      once('timing function', token);
      Object.assign(result, timing);
    } else if (lower === 'infinite') {
      once('iteration count', token);
      result.infinite = true;
    } else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      once('iteration count', token);
      if (Number(token) < 0) throw new ToolError(`the iteration count “${token}” cannot be negative`);
      result.iterations = hundredth(Number(token));
    } else if ((DIRECTIONS as readonly string[]).includes(lower)) {
      once('direction', token);
      result.direction = lower as Direction;
    } else if ((FILL_MODES as readonly string[]).includes(lower)) {
      // `none` is read as the fill mode, as CSS reads it (as the name it would mean no animation).
      once('fill mode', token);
      result.fillMode = lower as FillMode;
    } else if (lower === 'running' || lower === 'paused') {
      once('play state', token);
    } else {
      const problem = nameProblem(token);
      if (problem) throw new ToolError(`“${token}” in the animation is not a time, keyword or name: ${problem}`);
      once('name', token);
      result.name = token;
    }
  }
  // Without a name, the shorthand's animation is `none`.
  if (!seen.has('name')) throw new ToolError(`“${value}” names no animation`);
  if (result.infinite) delete result.iterations;
  if (result.timing !== 'cubic-bezier') for (const key of ['x1', 'y1', 'x2', 'y2'] as const) delete result[key];
  if (result.timing !== 'steps') {
    delete result.steps;
    delete result.stepPosition;
  }
  return result;
}

/** The longhands read besides the shorthand, each by the part of it that follows `animation-`. */
const LONGHANDS = [
  'name',
  'duration',
  'timing-function',
  'delay',
  'iteration-count',
  'direction',
  'fill-mode',
] as const;

/** The controls the `animation-*` longhands in the text set (the first animation of each list). */
function readLonghands(text: string): Partial<AnimationControls> {
  const result: Partial<AnimationControls> = {};
  for (const longhand of LONGHANDS) {
    let value: string | undefined;
    for (const match of text.matchAll(new RegExp(`(?:^|[\\s{;])animation-${longhand}\\s*:\\s*([^;{}]*)`, 'gi')))
      value = match[1];
    if (value === undefined) continue;
    const first = splitTopLevel(value.replace(/\s*!important\s*$/i, ''), ',')[0] ?? '';
    const where = `animation-${longhand}: ${first}`;
    const lower = first.toLowerCase();
    if (longhand === 'name') {
      const problem = nameProblem(first);
      if (problem) throw new ToolError(`${where}: ${problem}`);
      result.name = first;
    } else if (longhand === 'duration' || longhand === 'delay') {
      const time = timeOf(first);
      if (time === null || (longhand === 'duration' && time < 0))
        throw new ToolError(
          `“${where}” is not a ${longhand === 'duration' ? 'duration' : 'delay'} (write it like 300ms or 1.5s)`,
        );
      result[longhand] = time;
    } else if (longhand === 'timing-function') {
      const timing = readTimingFunction(first);
      if (!timing) throw new ToolError(`“${where}” is not a timing function`);
      Object.assign(result, timing);
    } else if (longhand === 'iteration-count') {
      if (lower === 'infinite') result.infinite = true;
      else if (/^[+]?(\d+\.?\d*|\.\d+)$/.test(first)) {
        result.infinite = false;
        result.iterations = hundredth(Number(first));
      } else throw new ToolError(`“${where}” is not an iteration count (a number or infinite)`);
    } else if (longhand === 'direction') {
      if (!(DIRECTIONS as readonly string[]).includes(lower)) throw new ToolError(`“${where}” is not a direction`);
      result.direction = lower as Direction;
    } else {
      if (!(FILL_MODES as readonly string[]).includes(lower)) throw new ToolError(`“${where}” is not a fill mode`);
      result.fillMode = lower as FillMode;
    }
  }
  return result;
}

/** The last `animation:` declaration's value in the text (outside the keyframes), or null. */
function animationDeclaration(text: string): string | null {
  let found: string | null = null;
  for (const match of text.matchAll(/(?:^|[\s{;])animation\s*:\s*([^;{}]*)/gi)) found = match[1]!;
  return found === null ? null : found.replace(/\s*!important\s*$/i, '').trim();
}

/**
 * Reads a pasted `@keyframes` block, an `animation:` declaration (or a rule holding one), or both, into the
 * controls they determine; what the text says nothing about keeps its value. Throws a ToolError saying
 * what does not read.
 */
export function readAnimation(text: string): Partial<AnimationControls> {
  if (text.trim() === '') throw new ToolError('Paste a @keyframes block, an animation: declaration, or both');
  const { blocks, rest } = keyframesBlocks(text);
  const declaration = animationDeclaration(rest);
  const longhands = readLonghands(rest);
  const hasLonghands = Object.keys(longhands).length > 0;
  if (blocks.length === 0 && declaration === null && !hasLonghands) {
    const bare = text.trim().replace(/;$/, '');
    // A bare shorthand value (`spin 1s linear infinite`).
    if (!/[{}:]/.test(bare)) return readShorthand(bare);
    throw new ToolError('No @keyframes block or animation: declaration found');
  }
  let animation: Partial<AnimationControls> = {};
  if (declaration !== null) {
    const animations = splitTopLevel(declaration, ',');
    if (animations.length === 0) throw new ToolError('The animation: declaration is empty');
    const names = blocks.map((block) => block.name);
    const chosen =
      animations.find((one) => splitTopLevel(one, ' ').some((token) => names.includes(token))) ?? animations[0]!;
    animation = readShorthand(chosen);
  }
  // Longhands refine the shorthand (`animation: spin 1s; animation-delay: 2s`), as they do when they follow it.
  animation = { ...animation, ...longhands };
  if (longhands.infinite) delete animation.iterations;
  if (blocks.length === 0) return animation;
  const block = blocks.find((one) => one.name === animation.name) ?? blocks[0]!;
  if (animation.name !== undefined && animation.name !== block.name)
    throw new ToolError(`The animation runs “${animation.name}”, but the @keyframes is named “${block.name}”`);
  const problem = nameProblem(block.name);
  if (problem) throw new ToolError(`@keyframes ${block.name}: ${problem}`);
  return { ...animation, name: block.name, keyframes: readKeyframes(block.name, block.body) };
}

/**
 * A pasted animation's controls, as readAnimation reads them, held to the limits the controls keep: the
 * import field's reader (useTextImport).
 */
export const importAnimation = boundedReader(readAnimation, ANIMATION_BOUNDS, ANIMATION_NAMES, CSS_IMPORT_LIMIT);

// ---------------------------------------------------------------------------------------------------------
// Editing

/**
 * The controls with every colour as lib/css/color writes it and at least one keyframe: a state restored
 * from storage or a link is only checked for its shape, and these go into CSS text.
 */
export function withSafeValues(controls: AnimationControls): AnimationControls {
  const keyframes = controls.keyframes.map((keyframe) => {
    try {
      return { ...keyframe, color: normalizeColor(keyframe.color) };
    } catch {
      return { ...keyframe, color: BLANK_KEYFRAME.color };
    }
  });
  return { ...controls, keyframes: keyframes.length > 0 ? keyframes : DEFAULT_CONTROLS.keyframes };
}

/** The keyframes in order of offset; a drag or typed offset keeps hold of its keyframe through `index`. */
export function setOffset(
  keyframes: readonly Keyframe[],
  index: number,
  offset: number,
): { keyframes: Keyframe[]; index: number } {
  const moved = { ...keyframes[index]!, offset: tenth(Math.min(100, Math.max(0, offset))) };
  const rest = keyframes.filter((_, other) => other !== index);
  let at = rest.findIndex((keyframe) => keyframe.offset > moved.offset);
  if (at < 0) at = rest.length;
  return { keyframes: [...rest.slice(0, at), moved, ...rest.slice(at)], index: at };
}

/** A keyframe added in the middle of the widest gap, copying the one before it; none past MAX_KEYFRAMES (index -1). */
export function addKeyframe(keyframes: readonly Keyframe[]): { keyframes: Keyframe[]; index: number } {
  if (keyframes.length >= MAX_KEYFRAMES) return { keyframes: [...keyframes], index: -1 };
  const offsets = keyframes.map((keyframe) => keyframe.offset);
  const edges = [0, ...offsets, 100];
  let best = { gap: -1, at: 50, copy: keyframes[0] ?? BLANK_KEYFRAME };
  for (let index = 1; index < edges.length; index++) {
    const gap = edges[index]! - edges[index - 1]!;
    if (gap > best.gap)
      best = { gap, at: edges[index - 1]! + gap / 2, copy: keyframes[Math.max(0, index - 2)] ?? BLANK_KEYFRAME };
  }
  return setOffset([...keyframes, { ...best.copy, offset: best.at }], keyframes.length, best.at);
}

/** The offsets that more than one keyframe has (the later one's properties win in CSS). */
export function duplicateOffsets(keyframes: readonly Keyframe[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const keyframe of keyframes) (seen.has(keyframe.offset) ? twice : seen).add(keyframe.offset);
  return [...twice];
}

// ---------------------------------------------------------------------------------------------------------
// Presets

export interface Preset {
  name: string;
  css: string;
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'Fade',
    css: '@keyframes fade { from { opacity: 0; } to { opacity: 1; } }\n.a { animation: fade 1.2s ease-in-out 0s infinite alternate both; }',
  },
  {
    name: 'Slide',
    css: '@keyframes slide { from { transform: translateX(-120px); opacity: 0; } to { transform: none; opacity: 1; } }\n.a { animation: slide 0.8s cubic-bezier(0.22, 1, 0.36, 1) 0s infinite alternate both; }',
  },
  {
    name: 'Bounce',
    css: '@keyframes bounce { from { transform: none; } to { transform: translateY(-80px); } }\n.a { animation: bounce 0.45s cubic-bezier(0.33, 0, 0.66, 1) 0s infinite alternate none; }',
  },
  {
    name: 'Shake',
    css: '@keyframes shake { 0%, 100% { transform: none; } 10%, 30%, 50%, 70%, 90% { transform: translateX(-10px); } 20%, 40%, 60%, 80% { transform: translateX(10px); } }\n.a { animation: shake 0.8s ease-in-out 0s infinite normal none; }',
  },
  {
    name: 'Spin',
    css: '@keyframes spin { from { transform: none; } to { transform: rotate(360deg); } }\n.a { animation: spin 1s linear 0s infinite normal none; }',
  },
  {
    name: 'Pulse',
    css: '@keyframes pulse { 0%, 100% { transform: none; opacity: 1; } 50% { transform: scale(1.15); opacity: 0.7; } }\n.a { animation: pulse 1.2s ease-in-out 0s infinite normal none; }',
  },
  {
    name: 'Traffic light',
    css: '@keyframes traffic-light { 0% { background-color: #16a34a; } 50% { background-color: #f59e0b; } 100% { background-color: #dc2626; } }\n.a { animation: traffic-light 3s steps(3, jump-none) 0s infinite normal none; }',
  },
];

/** The full controls a preset sets: its CSS read over the defaults. */
export function presetControls(preset: Preset): AnimationControls {
  return { ...DEFAULT_CONTROLS, ...readAnimation(preset.css) };
}
