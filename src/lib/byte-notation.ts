/**
 * Bytes written as text (hex, binary, decimal, \x escapes, percent form), both ways. Reading remembers
 * where each byte was written, so a syntax mistake or an invalid UTF-8 sequence is reported at its line
 * and column in the user's input.
 */
import { forEachToken, describeToken, readDigits } from './codes';
import { visibleText } from './visible-text';
import { createLocator } from './text-locator';
import { locate, ToolError } from './tool-error';
import { decodeUtf8, InvalidUtf8Error, UTF8_PROBLEM_NAMES } from './utf8';
import { codePointLabel, isSurrogate } from './unicode';

/** Reads bytes from text, calling `emit` with each byte and the UTF-16 offset where it was written. */
export type ByteScanner = (text: string, emit: (byte: number, start: number) => void) => void;

function where(text: string, offset: number): string {
  const { line, column } = locate(text, offset);
  return `line ${line}, column ${column}`;
}

/** The character at an offset, whole (a surrogate pair is one character), quoted for a message. */
function quoteCharacter(text: string, offset: number): string {
  const codePoint = text.codePointAt(offset)!;
  const character = String.fromCodePoint(codePoint);
  // Invisible characters are named by code point, since quotes around them show nothing.
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `"${character}"` : codePointLabel(codePoint);
}

function fail(text: string, offset: number, message: string): never {
  throw new ToolError(message, locate(text, offset));
}

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit += 1) {
  const lower = digit.toString(16);
  HEX_VALUE[lower.charCodeAt(0)] = digit;
  HEX_VALUE[lower.toUpperCase().charCodeAt(0)] = digit;
}

function hexValue(code: number): number {
  return code < 128 ? HEX_VALUE[code]! : -1;
}

const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);
const isHexSeparator = (code: number) =>
  isSpace(code) || code === 0x3a /* : */ || code === 0x2c /* , */ || code === 0x2d; /* - */
const isPrefixX = (code: number) => code === 0x78 || code === 0x58;

/**
 * Hex pairs. Spaces, new lines, colons, commas and hyphens separate groups; a group may start with 0x
 * and hold several bytes ("48656C"), but must hold whole bytes: an odd number of digits is an error.
 */
export const scanHex: ByteScanner = (text, emit) => {
  let offset = 0;
  const length = text.length;
  while (offset < length) {
    if (isHexSeparator(text.charCodeAt(offset))) {
      offset += 1;
      continue;
    }
    const groupStart = offset;
    if (text.charCodeAt(offset) === 0x30 && isPrefixX(text.charCodeAt(offset + 1))) {
      offset += 2;
      if (offset >= length || isHexSeparator(text.charCodeAt(offset)))
        fail(text, groupStart, `"0x" at ${where(text, groupStart)} has no hex digits after it`);
    }
    const digitsStart = offset;
    while (offset < length && !isHexSeparator(text.charCodeAt(offset))) {
      const high = hexValue(text.charCodeAt(offset));
      if (high === -1)
        fail(
          text,
          offset,
          `${quoteCharacter(text, offset)} at ${where(text, offset)} is not a hex digit (0-9, a-f, A-F)`,
        );
      if (offset + 1 >= length || isHexSeparator(text.charCodeAt(offset + 1))) {
        const digits = offset + 1 - digitsStart;
        const group = text.slice(groupStart, offset + 1);
        fail(
          text,
          groupStart,
          `Odd number of hex digits: "${group.length > 24 ? `${group.slice(0, 20)}…` : group}" at ${where(text, groupStart)} has ${digits}, but every byte takes two`,
        );
      }
      const low = hexValue(text.charCodeAt(offset + 1));
      if (low === -1)
        fail(
          text,
          offset + 1,
          `${quoteCharacter(text, offset + 1)} at ${where(text, offset + 1)} is not a hex digit (0-9, a-f, A-F)`,
        );
      emit((high << 4) | low, offset);
      offset += 2;
    }
  }
};

/**
 * Groups of 8 bits. Spaces, new lines and commas separate groups; a group may start with 0b and may hold
 * several bytes written together (16, 24... bits), but never a part of one.
 */
export const scanBinary: ByteScanner = (text, emit) => {
  let offset = 0;
  let group = 0;
  const length = text.length;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    if (isSpace(code) || code === 0x2c) {
      offset += 1;
      continue;
    }
    group += 1;
    const groupStart = offset;
    if (code === 0x30 && (text.charCodeAt(offset + 1) === 0x62 || text.charCodeAt(offset + 1) === 0x42)) offset += 2;
    const digitsStart = offset;
    let value = 0;
    while (offset < length && !isSpace(text.charCodeAt(offset)) && text.charCodeAt(offset) !== 0x2c) {
      const digit = text.charCodeAt(offset);
      if (digit !== 0x30 && digit !== 0x31)
        fail(text, offset, `${quoteCharacter(text, offset)} at ${where(text, offset)} is not a binary digit (0 or 1)`);
      value = (value << 1) | (digit - 0x30);
      offset += 1;
      // Each whole byte is emitted as soon as it is read; a group that ends part-way fails below, and a
      // failure discards everything emitted.
      if ((offset - digitsStart) % 8 === 0) {
        emit(value, offset - 8);
        value = 0;
      }
    }
    const bits = offset - digitsStart;
    if (bits === 0 || bits % 8 !== 0) {
      const written = text.slice(groupStart, offset);
      const shown = written.length > 24 ? `${written.slice(0, 20)}…` : written;
      fail(
        text,
        groupStart,
        `Group ${group} "${shown}" at ${where(text, groupStart)} has ${bits} ${bits === 1 ? 'bit' : 'bits'}, but a byte has 8${bits > 8 ? ' (and longer groups must be whole bytes: 16, 24... bits)' : ''}`,
      );
    }
  }
};

/** Numbers from 0 to 255, separated by spaces, commas or new lines. */
export const scanDecimal: ByteScanner = (text, emit) => {
  forEachToken(text, (token) => {
    if (!/^[0-9]+$/.test(token.text))
      fail(text, token.start, `${capitalize(describeToken(text, token))} is not a decimal number`);
    const value = readDigits(token.text, 10, 255);
    if (value === Infinity)
      fail(text, token.start, `${capitalize(describeToken(text, token))} is not a byte: bytes go from 0 to 255`);
    emit(value, token.start);
  });
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Emits the UTF-8 bytes of the character at `offset` (not a lone surrogate) and returns its UTF-16 length. */
function emitLiteral(text: string, offset: number, emit: (byte: number, start: number) => void): number {
  const codePoint = text.codePointAt(offset)!;
  if (codePoint < 0x80) {
    emit(codePoint, offset);
  } else if (codePoint < 0x800) {
    emit(0xc0 | (codePoint >> 6), offset);
    emit(0x80 | (codePoint & 0x3f), offset);
  } else if (codePoint < 0x10000) {
    emit(0xe0 | (codePoint >> 12), offset);
    emit(0x80 | ((codePoint >> 6) & 0x3f), offset);
    emit(0x80 | (codePoint & 0x3f), offset);
  } else {
    emit(0xf0 | (codePoint >> 18), offset);
    emit(0x80 | ((codePoint >> 12) & 0x3f), offset);
    emit(0x80 | ((codePoint >> 6) & 0x3f), offset);
    emit(0x80 | (codePoint & 0x3f), offset);
    return 2;
  }
  return 1;
}

function failOnLoneSurrogate(text: string, offset: number): void {
  const codePoint = text.codePointAt(offset)!;
  if (isSurrogate(codePoint))
    fail(
      text,
      offset,
      `Lone surrogate ${codePointLabel(codePoint)} at ${where(text, offset)} is not a character and has no UTF-8 bytes`,
    );
}

/**
 * `\xHH` escapes as in C, Python and JavaScript strings, with `\\` for a backslash; any other character
 * stands for its own UTF-8 bytes, so `caf\xc3\xa9` reads as "café".
 */
export const scanEscapes: ByteScanner = (text, emit) => {
  let offset = 0;
  while (offset < text.length) {
    if (text.charCodeAt(offset) !== 0x5c /* \ */) {
      failOnLoneSurrogate(text, offset);
      offset += emitLiteral(text, offset, emit);
      continue;
    }
    const next = text.charCodeAt(offset + 1);
    if (next === 0x5c) {
      emit(0x5c, offset);
      offset += 2;
      continue;
    }
    if (!isPrefixX(next)) {
      const shown =
        offset + 1 < text.length
          ? `"\\${visibleText(String.fromCodePoint(text.codePointAt(offset + 1)!))}"`
          : 'A backslash at the end';
      fail(text, offset, `${shown} at ${where(text, offset)} is not a \\xHH escape (write \\\\ for a backslash)`);
    }
    const high = hexValue(text.charCodeAt(offset + 2));
    const low = hexValue(text.charCodeAt(offset + 3));
    if (high === -1 || low === -1)
      fail(
        text,
        offset,
        `"${visibleText(text.slice(offset, offset + 4))}" at ${where(text, offset)} is not a \\xHH escape: \\x takes exactly two hex digits`,
      );
    emit((high << 4) | low, offset);
    offset += 4;
  }
};

/** `%HH` as in URLs; any other character (including `+`) stands for its own UTF-8 bytes. */
export const scanPercent: ByteScanner = (text, emit) => {
  let offset = 0;
  while (offset < text.length) {
    if (text.charCodeAt(offset) !== 0x25 /* % */) {
      failOnLoneSurrogate(text, offset);
      offset += emitLiteral(text, offset, emit);
      continue;
    }
    const high = hexValue(text.charCodeAt(offset + 1));
    const low = hexValue(text.charCodeAt(offset + 2));
    if (high === -1 || low === -1) {
      const shown = [...text.slice(offset, offset + 3)].join('');
      fail(
        text,
        offset,
        `Malformed percent sequence "${visibleText(shown)}" at ${where(text, offset)}: % must be followed by two hex digits`,
      );
    }
    emit((high << 4) | low, offset);
    offset += 3;
  }
};

/** All the bytes a scanner reads from the text. */
export function readBytes(text: string, scan: ByteScanner): Uint8Array {
  let bytes = new Uint8Array(Math.max(16, Math.ceil(text.length / 2)));
  let count = 0;
  scan(text, (byte) => {
    if (count === bytes.length) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    bytes[count] = byte;
    count += 1;
  });
  return bytes.subarray(0, count);
}

/** Where some bytes (by index) were written in the text: scanned again only when an error needs it. */
function byteStarts(text: string, scan: ByteScanner, indexes: readonly number[]): Map<number, number> {
  const wanted = new Set(indexes);
  const starts = new Map<number, number>();
  let count = 0;
  scan(text, (_byte, start) => {
    if (wanted.has(count)) starts.set(count, start);
    count += 1;
  });
  return starts;
}

export interface DecodedText {
  text: string;
  bytes: number;
}

/**
 * Reads bytes from the text and decodes them as UTF-8. Invalid sequences are not replaced with U+FFFD:
 * the error lists each one (up to 20) with its byte offset, its line and column in the input, and why.
 */
export function decodeWrittenBytes(text: string, scan: ByteScanner): DecodedText {
  const bytes = readBytes(text, scan);
  try {
    return { text: decodeUtf8(bytes), bytes: bytes.length };
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    const { problems, total } = error.report;
    const starts = byteStarts(
      text,
      scan,
      problems.map((problem) => problem.offset),
    );
    // Problems come in byte order, so their places in the text do too: one pass locates them all.
    const locateInText = createLocator(text);
    const locations = problems.map((problem) => locateInText(starts.get(problem.offset) ?? 0));
    const lines = problems.map((problem, index) => {
      const { line, column } = locations[index]!;
      return `• ${capitalize(UTF8_PROBLEM_NAMES[problem.kind])} at byte offset ${problem.offset} (line ${line}, column ${column}): ${problem.detail}.`;
    });
    if (total > problems.length) lines.push(`…and ${total - problems.length} more.`);
    const heading = `The bytes are not valid UTF-8: ${total === 1 ? '1 invalid sequence' : `${total} invalid sequences`}.`;
    throw new ToolError([heading, ...lines].join('\n'), locations[0]);
  }
}

function byteTable(format: (byte: number) => string): string[] {
  return Array.from({ length: 256 }, (_, byte) => format(byte));
}

const HEX_LOWER = byteTable((byte) => byte.toString(16).padStart(2, '0'));
const HEX_UPPER = byteTable((byte) => byte.toString(16).toUpperCase().padStart(2, '0'));
const BINARY = byteTable((byte) => byte.toString(2).padStart(8, '0'));
const DECIMAL = byteTable((byte) => String(byte));

/** Joins many small pieces through blocks, so a 20 MB input does not need one array of 20 million entries. */
function joinBytes(bytes: Uint8Array, piece: (byte: number) => string, separator: string): string {
  const blocks: string[] = [];
  const blockSize = 16_384;
  for (let from = 0; from < bytes.length; from += blockSize) {
    const parts: string[] = [];
    const to = Math.min(bytes.length, from + blockSize);
    for (let index = from; index < to; index += 1) parts.push(piece(bytes[index]!));
    blocks.push(parts.join(separator));
  }
  return blocks.join(separator);
}

export interface HexFormat {
  separator: '' | ' ' | ':';
  uppercase: boolean;
  /** With a separator every byte gets 0x; without one the whole run gets a single 0x. */
  prefix: boolean;
}

export function formatHex(bytes: Uint8Array, { separator, uppercase, prefix }: HexFormat): string {
  const table = uppercase ? HEX_UPPER : HEX_LOWER;
  if (separator === '') {
    const run = joinBytes(bytes, (byte) => table[byte]!, '');
    return prefix && run ? `0x${run}` : run;
  }
  return joinBytes(bytes, prefix ? (byte) => `0x${table[byte]!}` : (byte) => table[byte]!, separator);
}

export function formatBinary(bytes: Uint8Array, separator: string): string {
  return joinBytes(bytes, (byte) => BINARY[byte]!, separator);
}

export function formatDecimal(bytes: Uint8Array, separator = ' '): string {
  return joinBytes(bytes, (byte) => DECIMAL[byte]!, separator);
}

export function formatEscapes(bytes: Uint8Array): string {
  return joinBytes(bytes, (byte) => `\\x${HEX_LOWER[byte]!}`, '');
}

export function formatPercent(bytes: Uint8Array): string {
  return joinBytes(bytes, (byte) => `%${HEX_UPPER[byte]!}`, '');
}
