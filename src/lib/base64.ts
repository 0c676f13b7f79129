/**
 * Base64 (RFC 4648 section 4) and base64url (section 5), written out rather than using btoa/atob:
 * those work on Latin-1 strings rather than bytes, cannot say where a bad character is, and accept only
 * the standard alphabet. Decoding here takes both alphabets, with or without padding, skips whitespace and
 * reports the first problem with its offset in the text.
 */
import { ToolError, describeLocation, locate } from './tool-error';
import { describeCharacter } from './unicode';

const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PAD = 0x3d; // '='

export interface Base64EncodeOptions {
  /** Use the URL and filename safe alphabet: '-' and '_' instead of '+' and '/'. */
  urlSafe?: boolean;
  /** Pad the last group to four characters with '='. */
  padding?: boolean;
  /** Break the output into lines of this many characters (76 for MIME, 64 for PEM); 0 or absent: one line. */
  lineLength?: number;
}

const alphabetCodes = (alphabet: string) => Uint8Array.from(alphabet, (char) => char.charCodeAt(0));
const STANDARD_CODES = alphabetCodes(STANDARD_ALPHABET);
const URL_SAFE_CODES = alphabetCodes(URL_SAFE_ALPHABET);

/** ASCII bytes to a string, in slices so a many-megabyte result does not overflow the argument stack. */
function asciiToString(codes: Uint8Array): string {
  const SLICE = 0x8000;
  let text = '';
  for (let start = 0; start < codes.length; start += SLICE) {
    text += String.fromCharCode.apply(null, codes.subarray(start, start + SLICE) as unknown as number[]);
  }
  return text;
}

export function encodeBase64(
  bytes: Uint8Array,
  { urlSafe = false, padding = true, lineLength = 0 }: Base64EncodeOptions = {},
): string {
  const codes = urlSafe ? URL_SAFE_CODES : STANDARD_CODES;
  const wholeGroups = Math.floor(bytes.length / 3);
  const tail = bytes.length - wholeGroups * 3;
  const tailLength = tail === 0 ? 0 : padding ? 4 : tail + 1;
  const out = new Uint8Array(wholeGroups * 4 + tailLength);
  let o = 0;
  let i = 0;
  for (let group = 0; group < wholeGroups; group += 1, i += 3) {
    const triple = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = codes[triple >>> 18]!;
    out[o++] = codes[(triple >>> 12) & 63]!;
    out[o++] = codes[(triple >>> 6) & 63]!;
    out[o++] = codes[triple & 63]!;
  }
  if (tail > 0) {
    const first = bytes[i]!;
    const second = tail === 2 ? bytes[i + 1]! : 0;
    out[o++] = codes[first >>> 2]!;
    out[o++] = codes[((first & 3) << 4) | (second >>> 4)]!;
    if (tail === 2) out[o++] = codes[(second & 15) << 2]!;
    else if (padding) out[o++] = PAD;
    if (padding) out[o++] = PAD;
  }
  const text = asciiToString(out);
  return lineLength > 0 ? breakLines(text, lineLength) : text;
}

function breakLines(text: string, lineLength: number): string {
  const lines: string[] = [];
  for (let start = 0; start < text.length; start += lineLength) lines.push(text.slice(start, start + lineLength));
  return lines.join('\n');
}

/** Value of each Base64 character in either alphabet; -1 for anything else. */
const VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < 64; index += 1) {
  VALUES[STANDARD_ALPHABET.charCodeAt(index)] = index;
  VALUES[URL_SAFE_ALPHABET.charCodeAt(index)] = index;
}

/** Spaces, tabs and line breaks: skipped, as in MIME and PEM text broken into lines. */
function isSkippedWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c;
}

/** 'either': none of + / - _ appeared (such text reads the same in both); 'mixed': both kinds did. */
export type Base64Alphabet = 'standard' | 'url-safe' | 'either' | 'mixed';

export interface DecodedBase64 {
  bytes: Uint8Array;
  /** Which alphabet the text used. */
  alphabet: Base64Alphabet;
  /** Whether the text ended with '=' padding (false also when none was needed). */
  padded: boolean;
  /** The MIME type of a `data:` URL prefix, when the text had one ('' when it named none). */
  dataUrlMimeType: string | null;
}

interface DataUrlPrefix {
  /** Where the Base64 data starts, after the comma. */
  dataStart: number;
  mimeType: string;
}

/** Recognizes a `data:[<mediatype>][;base64],` prefix after any leading whitespace. */
function readDataUrlPrefix(text: string): DataUrlPrefix | null {
  let start = 0;
  while (start < text.length && isSkippedWhitespace(text.charCodeAt(start))) start += 1;
  if (text.slice(start, start + 5).toLowerCase() !== 'data:') return null;
  const comma = text.indexOf(',', start + 5);
  if (comma === -1) {
    throw new ToolError(
      `The data URL at ${describeLocation(locate(text, start))} has no comma: a data URL is "data:<type>;base64," followed by the data.`,
      locate(text, start),
    );
  }
  const header = text.slice(start + 5, comma);
  const parameters = header.split(';').map((part) => part.trim());
  if (parameters.at(-1)?.toLowerCase() !== 'base64') {
    throw new ToolError(
      `The data URL at ${describeLocation(locate(text, start))} is not Base64-encoded: its header "data:${header}," does not end with ";base64", so its data is percent-encoded text, not Base64.`,
      locate(text, start),
    );
  }
  return { dataStart: comma + 1, mimeType: parameters[0]!.toLowerCase() };
}

function where(text: string, offset: number): string {
  return `${describeLocation(locate(text, offset))} (offset ${offset})`;
}

function fail(text: string, offset: number, message: string): never {
  throw new ToolError(message, locate(text, offset));
}

/**
 * Decodes Base64 text in either alphabet. Whitespace anywhere and a leading `data:...;base64,` are
 * ignored; padding is optional but, when present, must be complete and only at the end.
 */
export function decodeBase64(text: string): DecodedBase64 {
  const prefix = readDataUrlPrefix(text);
  const start = prefix?.dataStart ?? 0;
  // At most three bytes per four characters; trimmed to the real length at the end.
  const out = new Uint8Array(Math.ceil(((text.length - start) * 3) / 4));
  let length = 0;
  let accumulator = 0;
  let pending = 0; // characters in the current group of four
  let sawStandard = false;
  let sawUrlSafe = false;
  let firstPad = -1;
  let pads = 0;
  let lastDataOffset = -1;

  for (let offset = start; offset < text.length; offset += 1) {
    const code = text.charCodeAt(offset);
    if (isSkippedWhitespace(code)) continue;
    if (code === PAD) {
      if (firstPad === -1) firstPad = offset;
      pads += 1;
      continue;
    }
    const value = code < 128 ? VALUES[code]! : -1;
    if (value === -1) {
      fail(
        text,
        offset,
        `Invalid Base64 character ${describeCharacter(text.codePointAt(offset)!)} at ${where(text, offset)}. Base64 uses A–Z, a–z, 0–9 and + / (or - _ in the URL-safe alphabet), with = padding at the end.`,
      );
    }
    if (firstPad !== -1) {
      fail(
        text,
        firstPad,
        `Padding "=" at ${where(text, firstPad)} is followed by more data at ${describeLocation(locate(text, offset))}: "=" may only appear at the very end. Are two Base64 texts joined together?`,
      );
    }
    if (code === 0x2b || code === 0x2f) sawStandard = true;
    else if (code === 0x2d || code === 0x5f) sawUrlSafe = true;
    accumulator = (accumulator << 6) | value;
    pending += 1;
    lastDataOffset = offset;
    if (pending === 4) {
      out[length++] = (accumulator >>> 16) & 255;
      out[length++] = (accumulator >>> 8) & 255;
      out[length++] = accumulator & 255;
      accumulator = 0;
      pending = 0;
    }
  }

  if (pending === 1) {
    fail(
      text,
      lastDataOffset,
      `The Base64 text has one character too many or three too few: its last group is the single character ${describeCharacter(text.codePointAt(lastDataOffset)!)} at ${where(text, lastDataOffset)}, ` +
        `which cannot make a byte. Base64 comes in groups of four characters, and a short last group has two or three. The text may be cut off, or have a stray character.`,
    );
  }
  if (pads > 0) {
    const needed = pending === 0 ? 0 : 4 - pending;
    if (needed === 0) {
      fail(
        text,
        firstPad,
        `Unexpected padding "=" at ${where(text, firstPad)}: the data before it already ends on a complete group of four characters, so no "=" belongs there.`,
      );
    }
    if (pads !== needed) {
      fail(
        text,
        firstPad,
        `Wrong padding at ${where(text, firstPad)}: the last group has ${pending} data characters, so it needs exactly ${needed} "=" to make four, but has ${pads}. Use ${needed} "=" or none.`,
      );
    }
  }
  if (pending === 2) {
    out[length++] = (accumulator >>> 4) & 255;
  } else if (pending === 3) {
    out[length++] = (accumulator >>> 10) & 255;
    out[length++] = (accumulator >>> 2) & 255;
  }

  return {
    bytes: out.slice(0, length),
    alphabet: sawStandard ? (sawUrlSafe ? 'mixed' : 'standard') : sawUrlSafe ? 'url-safe' : 'either',
    padded: pads > 0,
    dataUrlMimeType: prefix ? prefix.mimeType : null,
  };
}
