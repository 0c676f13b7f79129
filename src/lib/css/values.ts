/**
 * Reading CSS values the way a stylesheet would: split at top-level commas or spaces (never inside
 * parentheses or quotes), lengths with their units, and numbers written as short as CSS allows.
 */
import { ToolError } from '../tool-error';

/**
 * The parts of `value` separated by `separator` outside parentheses and quotes, trimmed, empty ones dropped.
 * `splitTopLevel('0 1px rgb(0 0 0 / 0.2), inset 0 0 4px red', ',')` gives the two shadows.
 */
export function splitTopLevel(value: string, separator: ',' | ' ' | '/' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (separator === ' ' ? /\s/.test(char) : char === separator)) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(value.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The value of `property` in a pasted declaration or rule (`box-shadow: 0 1px red;`, `.card { … }`), or
 * the text itself when it is a bare value. The last declaration of the property wins, as in CSS.
 */
export function declarationValue(text: string, property: string): string {
  const pattern = new RegExp(`(?:^|[\\s{;])${property}\\s*:\\s*([^;{}]*)`, 'gi');
  let found: string | undefined;
  for (const match of text.matchAll(pattern)) found = match[1];
  const value = (found ?? text).trim().replace(/;\s*$/, '');
  return value.replace(/\s*!important$/i, '').trim();
}

/** A number as CSS writes it: no exponent, at most `decimals` places, no trailing zeros, never "-0". */
export function formatNumber(value: number, decimals = 3): string {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export interface Length {
  value: number;
  /** The unit as written in lower case, or '' for a unitless number. */
  unit: string;
}

const LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i;

/** `12px`, `-0.5rem`, `50%`, `0`: the number and its unit, or null for anything else. */
export function parseLength(token: string): Length | null {
  const match = LENGTH.exec(token.trim());
  if (!match) return null;
  return { value: Number(match[1]), unit: match[2]!.toLowerCase() };
}

/** A length as CSS writes it; zero goes without its unit where `unitlessZero` (not for time or angles). */
export function formatLength({ value, unit }: Length, unitlessZero = true): string {
  const number = formatNumber(value);
  return number === '0' && unitlessZero && unit !== '%' ? '0' : `${number}${unit}`;
}

/** What a browser takes a rem for when the page leaves the root font size alone. */
export const PX_PER_REM = 16;

/** A length in px: px itself, a unitless 0, or rem at 16 px; null for any other unit. */
export function lengthInPixels({ value, unit }: Length): number | null {
  if (unit === 'px' || (unit === '' && value === 0)) return value;
  if (unit === 'rem') return value * PX_PER_REM;
  return null;
}

/**
 * A gap (`gap`, `row-gap`, `column-gap`) in px, as the flexbox and grid generators hold it: px, or rem at the
 * browser's default 16 px, from 0 to `max`. `where` names the place in the pasted CSS for the message.
 */
export function gapPixels(token: string, where: string, max: number): number {
  const length = parseLength(token);
  if (length && length.value >= 0) {
    const pixels = lengthInPixels(length);
    if (pixels !== null) {
      if (pixels > max) throw new ToolError(`The gap “${token}”${where} is over ${max}px`);
      return Number(formatNumber(pixels));
    }
  }
  throw new ToolError(`“${token}” is not a gap this tool sets${where}: give it in px (or rem)`);
}
