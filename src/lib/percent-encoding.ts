/**
 * Percent-encoding of text (RFC 3986, WHATWG URL) in the three forms developers meet, both ways:
 * - component: encodeURIComponent / decodeURIComponent, for one query value or path segment; only
 *   A–Z a–z 0–9 - _ . ! ~ * ' ( ) stay as they are.
 * - uri: encodeURI / decodeURI, for a whole URL; the characters that give a URL its structure
 *   (; / ? : @ & = + $ , #) stay, and decoding leaves their escapes (such as %2F) as written.
 * - form: application/x-www-form-urlencoded as URLSearchParams writes it; only A–Z a–z 0–9 * - . _ stay,
 *   and a space is "+".
 * Encoding refuses lone surrogates and decoding refuses malformed escapes and invalid UTF-8, each with the
 * place in the text, where the built-in functions throw a bare "URIError: URI malformed" and
 * URLSearchParams silently keeps a broken "%" or writes U+FFFD.
 */
import { ToolError, describeLocation, locate } from './tool-error';
import { visibleText } from './visible-text';
import { InvalidUtf8Error, decodeUtf8, findLoneSurrogate, hex2 } from './utf8';
import { codePointLabel } from './unicode';

export type PercentEncodingMode = 'component' | 'uri' | 'form';

const FORM_EXTRA = /[!'()~]/g;

function encodeFormValue(text: string): string {
  // The form set escapes everything encodeURIComponent does, plus ! ' ( ) ~; a space is "+".
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(FORM_EXTRA, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

const ENCODERS: Record<PercentEncodingMode, (text: string) => string> = {
  component: encodeURIComponent,
  uri: encodeURI,
  form: encodeFormValue,
};

function where(text: string, offset: number): string {
  return `${describeLocation(locate(text, offset))} (offset ${offset})`;
}

/** Throws a ToolError at the first lone surrogate, the one thing percent-encoding cannot represent. */
export function assertPercentEncodable(text: string): void {
  const lone = findLoneSurrogate(text);
  if (lone !== -1) {
    throw new ToolError(
      `Lone surrogate ${codePointLabel(text.charCodeAt(lone))} at ${where(text, lone)}: half of a UTF-16 pair (such as half an emoji) without its other half. ` +
        'It has no UTF-8 bytes, so it cannot be percent-encoded. Remove it, or restore the missing half.',
      locate(text, lone),
    );
  }
}

export function percentEncode(text: string, mode: PercentEncodingMode): string {
  assertPercentEncodable(text);
  return ENCODERS[mode](text);
}

/** decodeURI's reserved set: an escape of one of these is left encoded. */
const URI_RESERVED = new Set(';/?:@&=+$,#'.split('').map((char) => char.charCodeAt(0)));

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

function shown(text: string, from: number, to: number): string {
  const slice = text.slice(from, to).replace(/\r?\n|\r/g, '↵');
  return `"${visibleText(slice)}"`;
}

function nameCharacter(char: string): string {
  if (char === '\n' || char === '\r') return 'a line break';
  if (char === '\t') return 'a tab';
  if (char === ' ') return 'a space';
  return `"${visibleText(char)}"`;
}

/** Rejects a "%" that does not start a two-hex-digit escape. */
function malformedEscape(text: string, percent: number): never {
  const location = locate(text, percent);
  const first = text.charCodeAt(percent + 1);
  const second = text.charCodeAt(percent + 2);
  const advice = 'A "%" must be followed by two hexadecimal digits (0–9, A–F); write a literal "%" as %25.';
  if (Number.isNaN(first)) {
    throw new ToolError(`A lone "%" at ${where(text, percent)} ends the text. ${advice}`, location);
  }
  if (hexValue(first) !== -1 && Number.isNaN(second)) {
    throw new ToolError(
      `Incomplete percent sequence ${shown(text, percent, percent + 2)} at ${where(text, percent)}: the text ends after one hex digit. ${advice}`,
      location,
    );
  }
  // Quote up to two characters after the "%" without splitting an emoji.
  const after = [...text.slice(percent + 1, percent + 5)].slice(0, 2).join('');
  const bad = String.fromCodePoint(text.codePointAt(hexValue(first) === -1 ? percent + 1 : percent + 2)!);
  throw new ToolError(
    `Malformed percent sequence ${shown(text, percent, percent + 1 + after.length)} at ${where(text, percent)}: ${nameCharacter(bad)} is not a hexadecimal digit. ${advice}`,
    location,
  );
}

/** Decodes one run of consecutive %XX escapes starting at `start`; returns the text and where the run ends. */
function decodeRun(
  text: string,
  start: number,
  mode: PercentEncodingMode,
): { decoded: string; end: number; escapes: number } {
  const bytes: number[] = [];
  const starts: number[] = [];
  let offset = start;
  while (text.charCodeAt(offset) === 0x25) {
    const high = hexValue(text.charCodeAt(offset + 1));
    const low = hexValue(text.charCodeAt(offset + 2));
    if (high === -1 || low === -1) malformedEscape(text, offset);
    bytes.push((high << 4) | low);
    starts.push(offset);
    offset += 3;
  }
  const runBytes = Uint8Array.from(bytes);
  let decoded: string;
  try {
    decoded = decodeUtf8(runBytes, 1);
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    const [problem] = error.report.problems;
    const first = problem?.offset ?? 0;
    const last = Math.min(first + (problem?.length ?? 1), bytes.length) - 1;
    const from = starts[first]!;
    const runEnds = problem !== undefined && problem.kind === 'truncated' && first + problem.length === bytes.length;
    const reason = runEnds
      ? `0x${hex2(bytes[first]!)} starts a ${utf8SequenceLength(bytes[first]!)}-byte UTF-8 sequence, but ${offset < text.length ? `${shown(text, offset, offset + 1)} follows instead of another %XX escape` : 'the text ends before the rest of it'}`
      : (problem?.detail ?? 'invalid bytes');
    throw new ToolError(
      `The percent-encoded bytes ${shown(text, from, starts[last]! + 3)} at ${where(text, from)} are not valid UTF-8: ${reason}.`,
      locate(text, from),
    );
  }
  if (mode !== 'uri' || !bytes.some((byte) => URI_RESERVED.has(byte)))
    return { decoded, end: offset, escapes: bytes.length };

  // decodeURI keeps escapes of reserved characters exactly as written (including the case of their hex).
  // Reserved characters are ASCII, so they sit between whole characters and the run splits cleanly there.
  let result = '';
  let pieceStart = 0;
  let escapes = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length && !URI_RESERVED.has(bytes[index]!)) continue;
    if (index > pieceStart) result += decodeUtf8(runBytes.subarray(pieceStart, index));
    escapes += index - pieceStart;
    if (index < bytes.length) result += text.slice(starts[index]!, starts[index]! + 3);
    pieceStart = index + 1;
  }
  return { decoded: result, end: offset, escapes };
}

function utf8SequenceLength(lead: number): number {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  return 2;
}

export interface PercentDecoded {
  text: string;
  /** How many %XX escapes were decoded (escapes decodeURI keeps are not counted). */
  decodedEscapes: number;
}

export function percentDecode(text: string, mode: PercentEncodingMode): PercentDecoded {
  const parts: string[] = [];
  let decodedEscapes = 0;
  let copyFrom = 0;
  let offset = 0;
  while (offset < text.length) {
    const code = text.charCodeAt(offset);
    if (code === 0x25) {
      parts.push(text.slice(copyFrom, offset));
      const run = decodeRun(text, offset, mode);
      parts.push(run.decoded);
      decodedEscapes += run.escapes;
      offset = run.end;
      copyFrom = offset;
    } else if (code === 0x2b && mode === 'form') {
      parts.push(text.slice(copyFrom, offset), ' ');
      offset += 1;
      copyFrom = offset;
    } else {
      offset += 1;
    }
  }
  parts.push(text.slice(copyFrom));
  return { text: parts.join(''), decodedEscapes };
}
