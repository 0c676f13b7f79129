/**
 * What the diff needs on top of the lossless JSON values of `lib/lossless-json` (numbers kept as written,
 * objects as `Map`s): equality of numbers by exact decimal value, so `12345678901234567890` and
 * `12345678901234567891` stay different instead of both becoming the same double, and the JSON text of a
 * value for showing it, cut at a limit.
 */
import { sliceWholeCharacters } from '../../lib/unicode';
import { JsonNumber, stringifyLosslessJson, type LosslessJson } from '../../lib/lossless-json';

const NUMBER_PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The exact decimal value of a JSON number, written one way: sign, significant digits without leading or
 * trailing zeros, and a power of ten (`1.50` → `15e-1`, `100` and `1e2` → `1e2`). Zero is `0` whatever its
 * sign: `-0` equals `0` by value, as it does in JavaScript. The exponent is a BigInt, so `1e99999999999999999999`
 * is exact too.
 */
export function canonicalNumber(text: string): string {
  const parts = NUMBER_PARTS.exec(text);
  if (!parts) throw new Error(`Not a JSON number: ${text}`);
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = parts;
  const allDigits = integer + fraction;
  const firstSignificant = allDigits.search(/[1-9]/);
  if (firstSignificant === -1) return '0';
  const significant = allDigits.slice(firstSignificant);
  const digits = significant.replace(/0+$/, '');
  const power = BigInt(exponent) - BigInt(fraction.length) + BigInt(significant.length - digits.length);
  return `${sign}${digits}e${power}`;
}

/** Whether two JSON numbers have the same decimal value: `1.0` equals `1`, `1e2` equals `100`. No rounding. */
export function numbersEqual(a: JsonNumber, b: JsonNumber): boolean {
  return a.text === b.text || canonicalNumber(a.text) === canonicalNumber(b.text);
}

/** Whether two scalars are the same JSON value. Containers are only equal to themselves. */
export function scalarsEqual(a: LosslessJson, b: LosslessJson): boolean {
  if (a === b) return true;
  return a instanceof JsonNumber && b instanceof JsonNumber && numbersEqual(a, b);
}

export interface JsonText {
  json: string;
  /** The value was longer than the limit: `json` is its beginning only. */
  truncated: boolean;
}

/**
 * A value as JSON with 2-space indentation, as `JSON.stringify(value, null, 2)` lays it out, but with numbers
 * exactly as they were written. A value longer than `limit` characters (a big subtree, or a string of
 * megabytes) is cut there, never inside a surrogate pair; for containers, writing stops soon after, so one
 * huge subtree cannot flood the screen or the memory.
 */
export function toJsonText(value: LosslessJson, limit = Number.POSITIVE_INFINITY): JsonText {
  const json = stringifyLosslessJson(value, { indent: '  ', stopAfter: limit });
  if (json.length <= limit) return { json, truncated: false };
  return { json: sliceWholeCharacters(json, limit), truncated: true };
}
