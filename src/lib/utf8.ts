/**
 * UTF-8 both ways, strictly: encoding refuses lone surrogates instead of writing U+FFFD for them, and
 * decoding refuses invalid bytes instead of replacing them, saying at which byte and why.
 */
import { locate, ToolError } from './tool-error';
import { codePointLabel, isHighSurrogate, isLowSurrogate } from './unicode';

/** In a `u` regular expression a paired surrogate is one astral code point, so this only finds lone halves. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The UTF-16 offset of the first lone surrogate, or -1 when the text is well-formed Unicode. */
export function findLoneSurrogate(text: string): number {
  const match = LONE_SURROGATE.exec(text);
  return match ? match.index : -1;
}

export function hex2(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

/** Throws a ToolError saying where the text holds a lone surrogate, which no UTF encoding can represent. */
export function assertWellFormed(text: string): void {
  const offset = findLoneSurrogate(text);
  if (offset === -1) return;
  const location = locate(text, offset);
  throw new ToolError(
    `The text holds a lone surrogate ${codePointLabel(text.charCodeAt(offset))} at line ${location.line}, column ${location.column}: half of a UTF-16 pair, not a character, so it has no UTF-8 bytes`,
    location,
  );
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of well-formed text; a lone surrogate is an error, not a silent U+FFFD. */
export function encodeUtf8(text: string): Uint8Array {
  assertWellFormed(text);
  return encoder.encode(text);
}

/** Number of bytes the text takes in UTF-8, without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  const length = text.length;
  // One byte per UTF-16 unit, plus the extra bytes of the non-ASCII ones.
  let bytes = length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
    } else if (isHighSurrogate(code) && index + 1 < length && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2;
      index += 1;
    } else {
      // Other BMP characters, and lone surrogates, which encoders replace with U+FFFD (also 3 bytes).
      bytes += 2;
    }
  }
  return bytes;
}

/** How many UTF-8 bytes a code point takes. */
export function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

export type Utf8ProblemKind =
  'unexpected-continuation' | 'truncated' | 'overlong' | 'surrogate' | 'beyond-max' | 'invalid-byte';

/** Short names of the kinds of invalid UTF-8, as shown to users. */
export const UTF8_PROBLEM_NAMES: Record<Utf8ProblemKind, string> = {
  'unexpected-continuation': 'unexpected continuation byte',
  truncated: 'truncated sequence',
  overlong: 'overlong encoding',
  surrogate: 'surrogate',
  'beyond-max': 'beyond U+10FFFF',
  'invalid-byte': 'invalid byte',
};

/** One invalid sequence: `length` bytes from `offset` that do not form a character. */
export interface Utf8Problem {
  offset: number;
  length: number;
  kind: Utf8ProblemKind;
  /** Why, in words, naming the bytes, e.g. "0xE2 starts a 3-byte sequence, but 0x41 is not a continuation byte". */
  detail: string;
}

export interface Utf8Report {
  /** The first problems, in byte order (at most the limit asked for). */
  problems: Utf8Problem[];
  /** How many invalid sequences there are in all. */
  total: number;
}

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

function bytesText(bytes: Uint8Array, offset: number, length: number): string {
  const parts: string[] = [];
  for (let index = offset; index < offset + length; index += 1) parts.push(`0x${hex2(bytes[index]!)}`);
  return parts.join(' ');
}

/**
 * The sequence length a lead byte announces, and the range its second byte must fall in (Unicode table 3-7,
 * "well-formed UTF-8 byte sequences"); a second byte outside that range but still a continuation byte
 * makes an overlong form, a surrogate, or a code point beyond U+10FFFF.
 */
function leadRule(lead: number): { length: number; low: number; high: number; outside: Utf8ProblemKind } | null {
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, low: 0x80, high: 0xbf, outside: 'overlong' };
  if (lead === 0xe0) return { length: 3, low: 0xa0, high: 0xbf, outside: 'overlong' };
  if (lead === 0xed) return { length: 3, low: 0x80, high: 0x9f, outside: 'surrogate' };
  if (lead >= 0xe1 && lead <= 0xef) return { length: 3, low: 0x80, high: 0xbf, outside: 'overlong' };
  if (lead === 0xf0) return { length: 4, low: 0x90, high: 0xbf, outside: 'overlong' };
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 4, low: 0x80, high: 0xbf, outside: 'overlong' };
  if (lead === 0xf4) return { length: 4, low: 0x80, high: 0x8f, outside: 'beyond-max' };
  return null;
}

/** The continuation bytes (at most `wanted`) right after `offset`. */
function continuationRun(bytes: Uint8Array, offset: number, wanted: number): number {
  let count = 0;
  while (count < wanted && offset + 1 + count < bytes.length && isContinuation(bytes[offset + 1 + count]!)) count += 1;
  return count;
}

/** Reads the invalid sequence starting at `offset` (whose lead byte is not ASCII and not valid there). */
function problemAt(bytes: Uint8Array, offset: number): Utf8Problem | null {
  const lead = bytes[offset]!;
  const leadText = `0x${hex2(lead)}`;
  if (isContinuation(lead)) {
    return {
      offset,
      length: 1,
      kind: 'unexpected-continuation',
      detail: `${leadText} is a continuation byte with no lead byte before it`,
    };
  }
  if (lead === 0xc0 || lead === 0xc1) {
    // Swallow the continuation byte that follows, so one overlong character is one problem, not two.
    const length = 1 + continuationRun(bytes, offset, 1);
    return {
      offset,
      length,
      kind: 'overlong',
      detail: `${bytesText(bytes, offset, length)} starts with ${leadText}, which only ever starts an overlong form of an ASCII character`,
    };
  }
  if (lead >= 0xf5 && lead <= 0xf7) {
    const length = 1 + continuationRun(bytes, offset, 3);
    return {
      offset,
      length,
      kind: 'beyond-max',
      detail: `${bytesText(bytes, offset, length)} starts with ${leadText}, which only ever starts a code point beyond U+10FFFF`,
    };
  }
  const rule = leadRule(lead);
  if (!rule) return { offset, length: 1, kind: 'invalid-byte', detail: `${leadText} never appears in UTF-8` };

  const second = bytes[offset + 1];
  if (second !== undefined && isContinuation(second) && (second < rule.low || second > rule.high)) {
    const length = 1 + continuationRun(bytes, offset, rule.length - 1);
    const shown = bytesText(bytes, offset, length);
    if (rule.outside === 'surrogate')
      return {
        offset,
        length,
        kind: 'surrogate',
        detail: `${shown} would encode a surrogate (U+D800 to U+DFFF), which is not a character`,
      };
    if (rule.outside === 'beyond-max')
      return { offset, length, kind: 'beyond-max', detail: `${shown} would encode a code point beyond U+10FFFF` };
    return {
      offset,
      length,
      kind: 'overlong',
      detail: `${shown} is longer than needed: the same character has a shorter UTF-8 form`,
    };
  }

  let length = 1;
  while (length < rule.length) {
    const next = bytes[offset + length];
    const expected =
      length === 1
        ? next !== undefined && next >= rule.low && next <= rule.high
        : next !== undefined && isContinuation(next);
    if (!expected) {
      const ending = length === 1 ? 'it' : bytesText(bytes, offset, length);
      const cut =
        next === undefined
          ? `the bytes end after ${ending}`
          : `the next byte 0x${hex2(next)} is not a continuation byte`;
      return {
        offset,
        length,
        kind: 'truncated',
        detail: `${leadText} starts a ${rule.length}-byte sequence, but ${cut}`,
      };
    }
    length += 1;
  }
  return null;
}

/**
 * Every invalid sequence in the bytes (the first `limit` of them in detail, and the total). Decoding
 * resumes after each maximal invalid subpart, as WHATWG and Unicode decoders do.
 */
export function findUtf8Problems(bytes: Uint8Array, limit = 20): Utf8Report {
  const problems: Utf8Problem[] = [];
  let total = 0;
  let offset = 0;
  while (offset < bytes.length) {
    const byte = bytes[offset]!;
    if (byte < 0x80) {
      offset += 1;
      continue;
    }
    const problem = problemAt(bytes, offset);
    if (!problem) {
      offset += leadRule(byte)!.length;
      continue;
    }
    total += 1;
    if (problems.length < limit) problems.push(problem);
    offset += problem.length;
  }
  return { problems, total };
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class InvalidUtf8Error extends Error {
  override readonly name = 'InvalidUtf8Error';
  constructor(readonly report: Utf8Report) {
    super(`Invalid UTF-8 at byte offset ${report.problems[0]?.offset ?? 0}`);
  }
}

/**
 * The text the bytes encode. A byte order mark is kept as U+FEFF (nothing is lost). Invalid bytes throw
 * an InvalidUtf8Error listing where and why; callers turn it into a message about their own input.
 */
export function decodeUtf8(bytes: Uint8Array, limit = 20): string {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    throw new InvalidUtf8Error(findUtf8Problems(bytes, limit));
  }
}
