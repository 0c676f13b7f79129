import { ToolError, locate } from '../../lib/tool-error';

/** 0 reads the base from a prefix (0x, 0o, 0b), else decimal. */
export type InputBase = number;
export type Mode = 'integer' | 'float32' | 'float64';
export type Width = 'none' | '8' | '16' | '32' | '64' | '128';

export interface NumberBaseOptions {
  /** Integers, or the IEEE 754 bits of a float32 or float64. */
  mode: Mode;
  /** The base the input is written in, 2 to 36, or 0 to read it from a prefix. */
  from: InputBase;
  /** The base to write, 2 to 36. */
  to: number;
  /** Two's complement at this many bits, or none (a minus sign). */
  width: Width;
  /** Digits in groups (4 binary or hex digits, 3 decimal or octal digits). */
  group: boolean;
  /** Letter digits in upper case. */
  uppercase: boolean;
}

export interface IntegerDetails {
  kind: 'integer';
  /** The value in decimal (signed). */
  decimal: string;
  hex: string;
  octal: string;
  binary: string;
  base36: string;
  /** Bits the magnitude needs. */
  bits: number;
  /** With a width: the value read as signed and as unsigned, and its bit pattern. */
  signed?: string;
  unsigned?: string;
  pattern?: string;
}

export interface FloatDetails {
  kind: 'float';
  format: 'float32' | 'float64';
  /** The value as stored (the nearest the format holds), in shortest form. */
  value: string;
  sign: string;
  exponentBits: string;
  mantissaBits: string;
  /** The exponent field as a number, and the power of two it stands for (null for zero, subnormals' fixed one, Inf, NaN). */
  biasedExponent: number;
  exponent: number | null;
  category: 'zero' | 'subnormal' | 'normal' | 'infinity' | 'NaN';
  hex: string;
}

export interface NumberBaseResult {
  output: string;
  /** How many numbers were converted. */
  count: number;
  /** A breakdown of the first number. */
  first: IntegerDetails | FloatDetails | null;
}

export const SAMPLE_INPUT = '255\n0xDEADBEEF\n-42\n18446744073709551616\n0b1010_1010';

export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

const PREFIXES: Readonly<Record<string, number>> = { '0x': 16, '0o': 8, '0b': 2 };

export const BASE_NAMES: Readonly<Record<number, string>> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hex' };

function describeBase(base: number): string {
  const name = BASE_NAMES[base];
  return name ? `base ${base} (${name})` : `base ${base}`;
}

function digitsOf(base: number): string {
  return base <= 10 ? `0–${base - 1}` : `0–9 and a–${DIGITS[base - 1]}`;
}

/** Where an offset in the whole text is, for the message. */
function at(text: string, offset: number): string {
  const { line, column } = locate(text, offset);
  return `line ${line}, column ${column}`;
}

function fail(text: string, offset: number, message: string): never {
  throw new ToolError(`${message} (${at(text, offset)})`, locate(text, offset));
}

/** Reads one integer written in `base` (0: from its prefix) at `start` of `text`; `token` is its text. */
export function parseInteger(text: string, start: number, token: string, base: InputBase): bigint {
  let index = 0;
  let negative = false;
  if (token[0] === '-' || token[0] === '+') {
    negative = token[0] === '-';
    index = 1;
  }
  const prefix = token.slice(index, index + 2).toLowerCase();
  let radix = base === 0 ? 10 : base;
  if (prefix in PREFIXES && (base === 0 || base === PREFIXES[prefix])) {
    radix = PREFIXES[prefix]!;
    index += 2;
  }
  let digits = '';
  let previousSeparator = true;
  for (; index < token.length; index += 1) {
    const char = token[index]!;
    if (char === '_' || char === ' ') {
      if (previousSeparator) fail(text, start + index, `A digit separator "${char}" must stand between two digits`);
      previousSeparator = true;
      continue;
    }
    const value = DIGITS.indexOf(char.toLowerCase());
    if (value === -1 || value >= radix) {
      const shown = /\p{C}|\s/u.test(char)
        ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
        : `"${char}"`;
      fail(
        text,
        start + index,
        `${shown} at position ${index + 1} is not a digit in ${describeBase(radix)}, whose digits are ${digitsOf(radix)}`,
      );
    }
    digits += char.toLowerCase();
    previousSeparator = false;
  }
  if (digits === '') fail(text, start + token.length, `A number in ${describeBase(radix)} needs at least one digit`);
  if (previousSeparator) fail(text, start + token.length - 1, 'A number cannot end with a digit separator');
  const magnitude = toBigInt(digits, radix);
  return negative ? -magnitude : magnitude;
}

/** Digits (already checked) to a BigInt, in chunks that stay exact as JavaScript numbers. */
function toBigInt(digits: string, radix: number): bigint {
  if (radix === 10) return BigInt(digits);
  if (radix === 16) return BigInt(`0x${digits}`);
  if (radix === 8) return BigInt(`0o${digits}`);
  if (radix === 2) return BigInt(`0b${digits}`);
  const chunk = Math.floor(53 / Math.log2(radix)) - 1;
  let value = 0n;
  for (let index = 0; index < digits.length; index += chunk) {
    const part = digits.slice(index, index + chunk);
    value = value * BigInt(radix) ** BigInt(part.length) + BigInt(parseInt(part, radix));
  }
  return value;
}

/** Splits digits into groups from the right. */
export function groupDigits(digits: string, size: number, separator = ' '): string {
  const sign = digits.startsWith('-') ? '-' : '';
  const body = sign ? digits.slice(1) : digits;
  const groups: string[] = [];
  for (let end = body.length; end > 0; end -= size) groups.unshift(body.slice(Math.max(0, end - size), end));
  return sign + groups.join(separator);
}

export function groupSize(base: number): number {
  return base === 8 || base === 10 ? 3 : 4;
}

/** A power-of-two base's digits for `bits` bits; 0 (no padding) for the others. */
function paddedLength(base: number, bits: number): number {
  const log = Math.log2(base);
  return Number.isInteger(log) ? Math.ceil(bits / log) : 0;
}

interface Written {
  digits: string;
  details: IntegerDetails;
}

/** Writes an integer in `to`, as a two's complement pattern when a width is set. */
export function writeInteger(
  value: bigint,
  options: Pick<NumberBaseOptions, 'to' | 'width' | 'group' | 'uppercase'>,
  text = '',
  start = 0,
): Written {
  const { to, width, group, uppercase } = options;
  const magnitude = value < 0n ? -value : value;
  const details: IntegerDetails = {
    kind: 'integer',
    decimal: value.toString(10),
    hex: value.toString(16).toUpperCase(),
    octal: value.toString(8),
    binary: value.toString(2),
    base36: value.toString(36).toUpperCase(),
    bits: magnitude.toString(2).length - (magnitude === 0n ? 1 : 0),
  };
  let digits: string;
  if (width === 'none') {
    digits = value.toString(to);
  } else {
    const bits = Number(width);
    const size = 1n << BigInt(bits);
    const min = -(size >> 1n);
    if (value < min || value >= size)
      fail(
        text,
        start,
        `${value.toString(10)} does not fit in ${bits} bits, which hold ${min.toString(10)} to ${(size - 1n).toString(10)}`,
      );
    const pattern = value < 0n ? value + size : value;
    const signed = pattern >= size >> 1n ? pattern - size : pattern;
    details.signed = signed.toString(10);
    details.unsigned = pattern.toString(10);
    details.pattern = groupDigits(pattern.toString(2).padStart(bits, '0'), 4);
    // Decimal is the signed reading of the bits; every other base writes the bit pattern, padded to the width.
    digits = to === 10 ? signed.toString(10) : pattern.toString(to).padStart(paddedLength(to, bits), '0');
  }
  if (uppercase) digits = digits.toUpperCase();
  if (group) digits = groupDigits(digits, groupSize(to));
  return { digits, details };
}

const DECIMAL_FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const SPECIAL_FLOAT = /^([+-]?)(inf|infinity|nan)$/i;

/** A decimal number, Infinity or NaN; the offset of the first character that cannot be one, when it is not. */
function parseFloatToken(text: string, start: number, token: string): number {
  if (DECIMAL_FLOAT.test(token)) return Number(token);
  const special = SPECIAL_FLOAT.exec(token);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  const bad = token.search(/[^0-9eE.+-]/);
  if (bad !== -1)
    fail(
      text,
      start + bad,
      `"${token[bad]}" at position ${bad + 1} cannot be in a decimal number (write 1.5, -0.1, 6.02e23, Infinity or NaN, or bits as 0x…)`,
    );
  fail(text, start, `"${token}" is not a decimal number: write it as 1.5, -0.1 or 6.02e23`);
}

const FLOAT_FORMATS = {
  float32: { bits: 32, exponent: 8, mantissa: 23, bias: 127 },
  float64: { bits: 64, exponent: 11, mantissa: 52, bias: 1023 },
} as const;

/** The bits of a number as a float32 or float64, as a BigInt. */
export function floatBits(value: number, format: 'float32' | 'float64'): bigint {
  const view = new DataView(new ArrayBuffer(8));
  if (format === 'float32') {
    view.setFloat32(0, value);
    return BigInt(view.getUint32(0));
  }
  view.setFloat64(0, value);
  return view.getBigUint64(0);
}

/** The number a float32 or float64 bit pattern holds. */
export function floatFromBits(bits: bigint, format: 'float32' | 'float64'): number {
  const view = new DataView(new ArrayBuffer(8));
  if (format === 'float32') {
    view.setUint32(0, Number(bits));
    return view.getFloat32(0);
  }
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}

/** The shortest decimal that reads back as the same float32 (or float64). */
export function shortestFloat(value: number, format: 'float32' | 'float64'): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-Infinity' : 'Infinity';
  if (Object.is(value, -0)) return '-0';
  if (format === 'float64') return String(value);
  for (let digits = 1; digits <= 9; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return String(candidate);
  }
  return String(value);
}

export function floatLayout(bits: bigint, format: 'float32' | 'float64'): FloatDetails {
  const spec = FLOAT_FORMATS[format];
  const binary = bits.toString(2).padStart(spec.bits, '0');
  const exponentBits = binary.slice(1, 1 + spec.exponent);
  const mantissaBits = binary.slice(1 + spec.exponent);
  const biased = parseInt(exponentBits, 2);
  const allOnes = biased === 2 ** spec.exponent - 1;
  const mantissaZero = !mantissaBits.includes('1');
  const category: FloatDetails['category'] = allOnes
    ? mantissaZero
      ? 'infinity'
      : 'NaN'
    : biased === 0
      ? mantissaZero
        ? 'zero'
        : 'subnormal'
      : 'normal';
  return {
    kind: 'float',
    format,
    value: shortestFloat(floatFromBits(bits, format), format),
    sign: binary[0]!,
    exponentBits,
    mantissaBits,
    biasedExponent: biased,
    exponent: category === 'normal' ? biased - spec.bias : category === 'subnormal' ? 1 - spec.bias : null,
    category,
    hex: `0x${bits
      .toString(16)
      .toUpperCase()
      .padStart(spec.bits / 4, '0')}`,
  };
}

/** One float line: a decimal number gives its bits; bits (0x… or 0b…) give the number. */
function convertFloat(
  text: string,
  start: number,
  token: string,
  format: 'float32' | 'float64',
  options: NumberBaseOptions,
): { line: string; details: FloatDetails } {
  const spec = FLOAT_FORMATS[format];
  const prefix = token.slice(0, 2).toLowerCase();
  if (prefix === '0x' || prefix === '0b') {
    const bits = parseInteger(text, start, token, 0);
    const digits = token.slice(2).replace(/[_ ]/g, '').length;
    const expected = prefix === '0x' ? spec.bits / 4 : spec.bits;
    if (digits !== expected)
      fail(
        text,
        start,
        `A ${format} is ${spec.bits} bits: ${expected} ${prefix === '0x' ? 'hex' : 'binary'} digits after ${prefix}, not ${digits}`,
      );
    const details = floatLayout(bits, format);
    return { line: details.value, details };
  }
  const value = parseFloatToken(text, start, token);
  const bits = floatBits(value, format);
  const details = floatLayout(bits, format);
  let line: string;
  if (options.to === 2) line = `${details.sign} ${details.exponentBits} ${details.mantissaBits}`;
  else {
    line = bits.toString(options.to).padStart(paddedLength(options.to, spec.bits), '0');
    if (options.uppercase) line = line.toUpperCase();
    if (options.group) line = groupDigits(line, groupSize(options.to));
  }
  return { line, details };
}

/**
 * Converts each non-blank line: integers from one base to another (BigInt, so any size), in two's complement
 * at a width when one is set; or, in a float mode, a decimal number to its IEEE 754 bits and bits back.
 * Blank lines stay blank. A mistake names the character and where it is.
 */
export function convertNumbers(input: string, options: NumberBaseOptions): NumberBaseResult {
  if (input.trim() === '') throw new ToolError('Please enter a number');
  const lines = input.split('\n');
  const out: string[] = [];
  let first: NumberBaseResult['first'] = null;
  let count = 0;
  let offset = 0;
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const lead = line.length - line.trimStart().length;
    const token = line.trim();
    const start = offset + lead;
    offset += raw.length + 1;
    if (token === '') {
      out.push('');
      continue;
    }
    count += 1;
    if (options.mode === 'integer') {
      const value = parseInteger(input, start, token, options.from);
      const written = writeInteger(value, options, input, start);
      out.push(written.digits);
      first ??= written.details;
    } else {
      const converted = convertFloat(input, start, token, options.mode, options);
      out.push(converted.line);
      first ??= converted.details;
    }
  }
  return { output: out.join('\n'), count, first };
}
