/**
 * CSS colours as the generators keep them: red, green and blue in 0–255 and alpha in 0–1 with two decimals,
 * written as `#rrggbb` when opaque and `rgb(r g b / a)` otherwise (both understood by every browser, and
 * read back to the same colour). Reads hex, rgb()/rgba(), hsl()/hsla() (legacy commas or modern spaces),
 * the named colours and `transparent`.
 */
import namedColors from 'color-name';
import { ToolError } from '../tool-error';
import { formatNumber, splitTopLevel } from './values';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const byte = (value: number) => Math.round(clamp(value, 0, 255));
/** Alpha is kept to two decimals: finer steps cannot be seen, and it keeps the written form short. */
const alpha = (value: number) => Math.round(clamp(value, 0, 1) * 100) / 100;

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

/** The colour as CSS: `#1e90ff`, or `rgb(30 144 255 / 0.5)` when it is not opaque. */
export function formatColor({ r, g, b, a }: Rgba): string {
  if (a >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgb(${r} ${g} ${b} / ${formatNumber(a, 2)})`;
}

/** The `#rrggbb` an `<input type=color>` takes (it has no alpha). */
export function opaqueHex({ r, g, b }: Rgba): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** A colour that cannot be read; a ToolError, so a whole import that meets one reports it as the reason. */
export class ColorError extends ToolError {}

function parseHex(text: string): Rgba {
  const digits = text.slice(1);
  if (!/^[0-9a-f]+$/i.test(digits) || ![3, 4, 6, 8].includes(digits.length))
    throw new ColorError(`“${text}” is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #`);
  const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : (digits.match(/../g) as string[]);
  const [r, g, b, a = 'ff'] = pairs.map((pair) => pair) as [string, string, string, string?];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16), a: alpha(parseInt(a, 16) / 255) };
}

/** A number, or a percentage of `whole`, as written in a colour function. */
function component(token: string, whole: number, name: string, text: string): number {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|turn|rad|grad)?$/i.exec(token);
  if (!match) throw new ColorError(`“${token}” is not a number for the ${name} of ${text}`);
  const value = Number(match[1]);
  switch (match[2]?.toLowerCase()) {
    case '%':
      return (value / 100) * whole;
    case 'turn':
      return value * 360;
    case 'rad':
      return (value * 180) / Math.PI;
    case 'grad':
      return value * 0.9;
    default:
      return value;
  }
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0) * 255, channel(8) * 255, channel(4) * 255];
}

function parseFunction(name: string, body: string, text: string): Rgba {
  // Legacy `rgba(0, 0, 0, 0.5)` or modern `rgb(0 0 0 / 50%)`.
  const [channels = '', alphaPart, ...extra] = body.includes(',') ? [body] : splitTopLevel(body, '/');
  if (extra.length > 0) throw new ColorError(`${text} has more than one “/”`);
  let parts = body.includes(',') ? splitTopLevel(channels, ',') : splitTopLevel(channels, ' ');
  let alphaToken = alphaPart;
  if (body.includes(',') && parts.length === 4) alphaToken = parts.pop();
  if (parts.length !== 3)
    throw new ColorError(
      `${text} needs 3 channels${alphaToken === undefined ? '' : ' and an alpha'}, found ${parts.length}`,
    );
  parts = parts.map((part) => part.trim());
  const a = alphaToken === undefined ? 1 : component(alphaToken.trim(), 1, 'alpha', text);
  if (name === 'rgb' || name === 'rgba') {
    const [r, g, b] = parts.map((part, index) => component(part, 255, ['red', 'green', 'blue'][index]!, text));
    return { r: byte(r!), g: byte(g!), b: byte(b!), a: alpha(a) };
  }
  const hue = component(parts[0]!, 360, 'hue', text);
  const [saturation, lightness] = parts.slice(1).map((part, index) => {
    if (!part.endsWith('%') && !/^[+-]?0*\.?0*$/.test(part))
      throw new ColorError(`the ${index === 0 ? 'saturation' : 'lightness'} of ${text} needs a %`);
    return component(part.endsWith('%') ? part : `${part}%`, 1, 'hsl', text);
  });
  const [r, g, b] = hslToRgb(hue, saturation!, lightness!);
  return { r: byte(r), g: byte(g), b: byte(b), a: alpha(a) };
}

/** Reads a CSS colour; throws ColorError saying what is wrong with it. */
export function parseColor(input: string): Rgba {
  const text = input.trim();
  const lower = text.toLowerCase();
  if (lower === '') throw new ColorError('the colour is empty');
  if (lower.startsWith('#')) return parseHex(lower);
  if (lower === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = Object.hasOwn(namedColors, lower) ? namedColors[lower] : undefined;
  if (named) return { r: named[0], g: named[1], b: named[2], a: 1 };
  const call = /^([a-z-]+)\((.*)\)$/s.exec(lower);
  if (call && ['rgb', 'rgba', 'hsl', 'hsla'].includes(call[1]!)) return parseFunction(call[1]!, call[2]!, text);
  if (call) throw new ColorError(`${call[1]}() colours are not read here: use hex, rgb() or hsl()`);
  throw new ColorError(`“${text}” is not a colour`);
}

/** True when the token could only be a colour (used to tell a colour from a length in a shorthand). */
export function looksLikeColor(token: string): boolean {
  const lower = token.toLowerCase();
  return (
    lower.startsWith('#') ||
    /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/.test(lower) ||
    lower === 'transparent' ||
    lower === 'currentcolor' ||
    Object.hasOwn(namedColors, lower)
  );
}

/** A colour string normalised to the form the generators write, e.g. `rgba(0,0,0,.5)` → `rgb(0 0 0 / 0.5)`. */
export function normalizeColor(input: string): string {
  return formatColor(parseColor(input));
}

/**
 * Longer than any colour the controls write or read (`hsla(359.5deg, 100%, 100%, 0.55)` is 32): a longer text
 * is no colour of theirs.
 */
export const MAX_COLOR_TEXT = 64;

/**
 * Whether a restored value is a colour the generators' colour fields take: text they can read (see
 * parseColor). Use as a state bound's `valid`, so a link's `red;}body{display:none}` restores as the default.
 */
export function isColor(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_COLOR_TEXT) return false;
  try {
    parseColor(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The colour as the generators write it, or `fallback` when `value` is no colour: what goes into CSS text
 * passes through here, so nothing but a colour the tool wrote itself can reach a preview or a copied rule.
 */
export function safeColor(value: string, fallback: string): string {
  return isColor(value) ? normalizeColor(value) : fallback;
}
