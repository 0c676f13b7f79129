/**
 * Lists of numbers written as text ("72 101 0x6C, 0b01101100"): splitting them into tokens that remember
 * where they stand, reading each token in a base without going through floating point, and writing code
 * points back in a base.
 */
import { locate, ToolError } from './tool-error';
import { visibleText } from './visible-text';
import { isHighSurrogate, isLowSurrogate } from './unicode';

/** One number as written, with its 1-based place in the list and its UTF-16 offset in the text. */
export interface NumberToken {
  text: string;
  index: number;
  start: number;
}

/** Runs of anything but whitespace and commas: spaces, commas and new lines all separate numbers. */
const TOKEN = /[^\s,]+/g;

/** Calls `visit` with each token in order. A callback rather than an array: a 20 MB list has millions. */
export function forEachToken(text: string, visit: (token: NumberToken) => void): void {
  TOKEN.lastIndex = 0;
  let index = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    index += 1;
    visit({ text: match[0], index, start: match.index });
  }
}

/** "token 3 "0xZZ" (line 1, column 9)": how messages point at a token. Long tokens are shortened. */
export function describeToken(text: string, token: NumberToken): string {
  const { line, column } = locate(text, token.start);
  const shown = [...token.text];
  const quoted = shown.length > 24 ? `${shown.slice(0, 20).join('')}…` : token.text;
  return `token ${token.index} "${visibleText(quoted)}" (line ${line}, column ${column})`;
}

export type Radix = 2 | 8 | 10 | 16;

const DIGITS: Record<Radix, RegExp> = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/, 16: /^[0-9a-fA-F]+$/ };

export const RADIX_NAMES: Record<Radix, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };

/** Whether `digits` (no prefix, no sign) are all digits of the base. */
export function isDigits(digits: string, radix: Radix): boolean {
  return DIGITS[radix].test(digits);
}

/**
 * The value of the digits, or Infinity when it exceeds `max`. Digits beyond what `max` can need are
 * rejected before parsing, so no number is ever rounded: `99999999999999999999` is too big, not 1e20.
 */
export function readDigits(digits: string, radix: Radix, max: number): number {
  const significant = digits.replace(/^0+(?=.)/, '');
  if (significant.length > max.toString(radix).length) return Infinity;
  const value = parseInt(significant, radix);
  return value > max ? Infinity : value;
}

export const MAX_CODE_POINT = 0x10ffff;

/** The written form of a number in a base: digits padded to `minDigits`, upper-case hex, optional prefix. */
export function formatNumber(value: number, radix: Radix, minDigits: number, prefix: string): string {
  return prefix + value.toString(radix).toUpperCase().padStart(minDigits, '0');
}

/** The usual prefix of each base in code: 0b, 0o, 0x (none for decimal). */
export const RADIX_PREFIXES: Record<Radix, string> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/**
 * Joins many short strings without building one array of millions of entries: pieces are joined in
 * blocks, and the blocks at the end.
 */
export class PieceJoiner {
  private readonly blocks: string[] = [];
  private pieces: string[] = [];

  constructor(private readonly separator: string) {}

  push(piece: string): void {
    this.pieces.push(piece);
    if (this.pieces.length === 8192) {
      this.blocks.push(this.pieces.join(this.separator));
      this.pieces = [];
    }
  }

  toString(): string {
    if (this.pieces.length > 0) this.blocks.push(this.pieces.join(this.separator));
    this.pieces = [];
    return this.blocks.join(this.separator);
  }
}

export type CodeBase = 'decimal' | 'hex' | 'octal' | 'binary';

export const BASE_RADIX: Record<CodeBase, Radix> = { decimal: 10, hex: 16, octal: 8, binary: 2 };

/** Hex and binary pad to whole bytes, octal to three digits, as ASCII tables write them (0x0A, 012, 00001010). */
const MIN_DIGITS: Record<CodeBase, number> = { decimal: 1, hex: 2, octal: 3, binary: 8 };

export interface CodeListFormat {
  base: CodeBase;
  separator: string;
  /** 0x, 0o or 0b before each code (decimal has none). */
  prefix: boolean;
}

/**
 * The code point of every character, written in a base: by code point, not UTF-16 unit, so 😀 is one code
 * (128512), not two surrogate halves. A lone surrogate is written as its own value.
 */
export function writeCodePoints(text: string, { base, separator, prefix }: CodeListFormat): string {
  const radix = BASE_RADIX[base];
  const prefixText = prefix ? RADIX_PREFIXES[radix] : '';
  const minDigits = MIN_DIGITS[base];
  const asciiCodes = Array.from({ length: 128 }, (_, code) => formatNumber(code, radix, minDigits, prefixText));
  const joiner = new PieceJoiner(separator);
  for (let offset = 0; offset < text.length; offset += 1) {
    const codePoint = text.codePointAt(offset)!;
    if (codePoint < 128) {
      joiner.push(asciiCodes[codePoint]!);
      continue;
    }
    joiner.push(formatNumber(codePoint, radix, minDigits, prefixText));
    if (codePoint > 0xffff) offset += 1;
  }
  return joiner.toString();
}

/** How a list of codes is read: each number's base from its prefix ('auto'), or one base for all. */
export type ReadBase = 'auto' | CodeBase;

const PREFIXED: readonly { pattern: RegExp; radix: Radix }[] = [
  { pattern: /^0[xX]/, radix: 16 },
  { pattern: /^[uU]\+/, radix: 16 },
  { pattern: /^0[oO]/, radix: 8 },
  { pattern: /^0[bB]/, radix: 2 },
];

const EXPECTED: Record<ReadBase, string> = {
  auto: 'a decimal, 0x hex, U+ hex, 0o octal or 0b binary number (or an 8-digit binary group)',
  decimal: 'a decimal number',
  hex: 'a hexadecimal number (0x and U+ prefixes allowed)',
  octal: 'an octal number (0o prefix allowed)',
  binary: 'a binary number (0b prefix allowed)',
};

/** The radix and digits of one token, or null when it is not a number in that reading. */
function splitToken(token: string, base: ReadBase): { radix: Radix; digits: string } | null {
  // With one base chosen, only that base's own prefixes count: in hex, 0B is the number 11, not a prefix.
  const radixes = base === 'auto' ? null : BASE_RADIX[base];
  for (const { pattern, radix } of PREFIXED) {
    if ((radixes === null || radixes === radix) && pattern.test(token)) {
      const digits = token.slice(2);
      return isDigits(digits, radix) ? { radix, digits } : null;
    }
  }
  if (radixes !== null) return isDigits(token, radixes) ? { radix: radixes, digits: token } : null;
  // Eight 0s and 1s are a byte written in binary, the way text-to-binary tools write them; as a decimal
  // number it would be at least 10,000,000, beyond any code point, unless it began with zeros.
  if (token.length === 8 && isDigits(token, 2)) return { radix: 2, digits: token };
  return isDigits(token, 10) ? { radix: 10, digits: token } : null;
}

export interface ReadCodes {
  text: string;
  /** How many numbers were read. */
  codes: number;
}

/**
 * The text a list of code points spells, separated by spaces, commas or new lines. A token that is not a
 * number, is beyond U+10FFFF or is a lone surrogate is an error naming the token, its number and its line
 * and column. A high surrogate followed by a low one (UTF-16 units, as JavaScript's charCodeAt gives them)
 * is read as the one character they encode.
 */
export function readCodePoints(text: string, base: ReadBase): ReadCodes {
  const characters = new PieceJoiner('');
  let codes = 0;
  let pendingHigh = null as { value: number; token: NumberToken } | null;

  function failAt(token: NumberToken, problem: string): never {
    const where = describeToken(text, token);
    throw new ToolError(`${where.charAt(0).toUpperCase()}${where.slice(1)} ${problem}`, locate(text, token.start));
  }
  function loneSurrogate(value: number, token: NumberToken): never {
    return failAt(
      token,
      `is ${codeLabel(value)}, a lone surrogate: surrogates (U+D800 to U+DFFF) are halves of UTF-16 pairs, not characters`,
    );
  }

  forEachToken(text, (token) => {
    codes += 1;
    const parts = splitToken(token.text, base);
    if (!parts) failAt(token, `is not ${EXPECTED[base]}`);
    const value = readDigits(parts.digits, parts.radix, MAX_CODE_POINT);
    if (value === Infinity) failAt(token, 'is beyond U+10FFFF, the largest code point');

    if (pendingHigh) {
      if (!isLowSurrogate(value)) loneSurrogate(pendingHigh.value, pendingHigh.token);
      characters.push(String.fromCharCode(pendingHigh.value, value));
      pendingHigh = null;
      return;
    }
    if (isHighSurrogate(value)) {
      pendingHigh = { value, token };
      return;
    }
    if (isLowSurrogate(value)) loneSurrogate(value, token);
    characters.push(String.fromCodePoint(value));
  });
  if (pendingHigh) loneSurrogate(pendingHigh.value, pendingHigh.token);
  return { text: characters.toString(), codes };
}

function codeLabel(value: number): string {
  return `U+${value.toString(16).toUpperCase().padStart(4, '0')}`;
}
