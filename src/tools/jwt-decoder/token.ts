/**
 * Reading a compact JWT (RFC 7519, a JWS compact serialization of RFC 7515) out of what the user pasted,
 * part by part, with a message naming the part that is broken and why.
 */
import { decodeBase64 } from '../../lib/base64';
import { parseLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { describeLocation, locate, ToolError } from '../../lib/tool-error';
import { decodeUtf8, InvalidUtf8Error } from '../../lib/utf8';

export type PartName = 'header' | 'payload' | 'signature';
const PART_NAMES: readonly PartName[] = ['header', 'payload', 'signature'];

/** "header (part 1)": how messages name a part. */
export function partLabel(part: PartName): string {
  return `${part} (part ${PART_NAMES.indexOf(part) + 1})`;
}

export interface CompactToken {
  /** The token without whitespace, prefix or quotes: header.payload.signature. */
  compact: string;
  /** The three base64url parts. */
  header: string;
  payload: string;
  signature: string;
}

/**
 * What may come before a pasted token: an `Authorization:` header name and the `Bearer` scheme (any case),
 * as copied from a request.
 */
const PREFIX = /^\s*(?:authorization\s*:\s*)?(?:bearer\s+)?/i;
const WHITESPACE = /\s/;
const WHITESPACE_GLOBAL = /\s+/g;
const NOT_BASE64URL = /[^A-Za-z0-9_-]/;

/** The token's span in the input, after the prefix and inside one pair of quotes, if it has them. */
function tokenSpan(input: string): { start: number; end: number } {
  let start = PREFIX.exec(input)![0].length;
  let end = input.length;
  while (end > start && WHITESPACE.test(input[end - 1]!)) end -= 1;
  const first = input[start];
  if (end - start >= 2 && (first === '"' || first === "'" || first === '`') && input[end - 1] === first) {
    start += 1;
    end -= 1;
  }
  return { start, end };
}

/**
 * Maps positions in the compact token back to the input, where whitespace was taken out: only used to
 * report an error, so a scan is fine.
 */
function inputOffset(input: string, start: number, end: number, compactIndex: number): number {
  let seen = 0;
  for (let offset = start; offset < end; offset += 1) {
    if (WHITESPACE.test(input[offset]!)) continue;
    if (seen === compactIndex) return offset;
    seen += 1;
  }
  return end;
}

function failAt(input: string, offset: number, message: (where: string) => string): never {
  const location = locate(input, offset);
  throw new ToolError(message(`${describeLocation(location)} (position ${offset})`), location);
}

function describeCharacter(character: string): string {
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `'${character}' (${code})` : code;
}

function characterHint(character: string): string {
  if (character === '+' || character === '/')
    return ` '${character}' belongs to standard Base64; a JWT uses base64url, where '-' and '_' take the place of '+' and '/'.`;
  if (character === '=') return ` JWTs leave out the '=' padding of Base64 (RFC 7515 section 2).`;
  return ' base64url text holds only A–Z, a–z, 0–9, - and _.';
}

const PASTE_A_TOKEN =
  'Paste a JWT: three base64url parts joined by dots (header.payload.signature), usually starting with "eyJ".';

/** Whitespace alone, or a prefix with no token after it, is said to hold nothing rather than shown as nothing. */
function nothingToDecode(input: string): string {
  if (input.trim() === '')
    return `There is nothing to decode: the input holds only spaces and line breaks. ${PASTE_A_TOKEN}`;
  return `There is nothing to decode in “${input.trim()}”. ${PASTE_A_TOKEN}`;
}

/**
 * Finds the token in the input and splits it into its three parts, checking that each is base64url.
 * Whitespace anywhere, an `Authorization: Bearer ` prefix and surrounding quotes are tolerated.
 */
export function readCompactToken(input: string): CompactToken {
  const { start, end } = tokenSpan(input);
  const raw = input.slice(start, end);
  if (raw === '') throw new ToolError(nothingToDecode(input));
  const hasWhitespace = WHITESPACE.test(raw);
  const compact = hasWhitespace ? raw.replace(WHITESPACE_GLOBAL, '') : raw;
  const toInput = (index: number) => (hasWhitespace ? inputOffset(input, start, end, index) : start + index);

  const parts = compact.split('.');
  if (parts.length !== 3) failPartCount(input, compact, parts, toInput);

  let partStart = 0;
  for (const [index, part] of parts.entries()) {
    const name = PART_NAMES[index]!;
    const bad = NOT_BASE64URL.exec(part);
    if (bad) {
      const character = String.fromCodePoint(part.codePointAt(bad.index)!);
      failAt(
        input,
        toInput(partStart + bad.index),
        (where) =>
          `The ${partLabel(name)} is not base64url: ${describeCharacter(character)} at ${where}.${characterHint(character)}`,
      );
    }
    if (part.length % 4 === 1) {
      failAt(
        input,
        toInput(partStart + part.length - 1),
        (where) =>
          `The ${partLabel(name)} is not base64url: its ${part.length} characters cannot be decoded, as base64url text is never 4n+1 characters long. The part may be cut off or have a stray character; it ends at ${where}.`,
      );
    }
    partStart += part.length + 1;
  }
  const [header, payload, signature] = parts as [string, string, string];
  if (header === '')
    failAt(
      input,
      toInput(0),
      (where) =>
        `The ${partLabel('header')} is empty, at ${where}: a JWT starts with its base64url-encoded JSON header.`,
    );
  if (payload === '') {
    failAt(
      input,
      toInput(header.length + 1),
      (where) =>
        `The ${partLabel('payload')} is empty, at ${where}. A JWT carries its claims there (an empty part means a JWS with a detached payload, which is not a JWT).`,
    );
  }
  return { compact, header, payload, signature };
}

function failPartCount(input: string, compact: string, parts: string[], toInput: (index: number) => number): never {
  const count = parts.length;
  const dots = count - 1;
  if (count === 1) {
    const location = locate(input, toInput(0));
    if (compact.startsWith('{')) {
      throw new ToolError(
        'This is JSON, not a JWT. A JWT is three base64url parts joined by dots (header.payload.signature); paste the encoded token itself.',
        location,
      );
    }
    throw new ToolError(
      'The token has no dots: a JWT is three base64url parts joined by dots (header.payload.signature).',
      location,
    );
  }
  if (count === 2) {
    failAt(
      input,
      toInput(compact.length),
      (where) =>
        `The token has 2 parts (1 dot), but a JWT has 3: header.payload.signature. The signature part is missing at ${where}; even an unsigned token (alg "none") ends with a dot.`,
    );
  }
  if (count === 5) {
    throw new ToolError(
      'The token has 5 parts: that is an encrypted token (JWE: header.encrypted key.iv.ciphertext.tag), whose content can only be read with the decryption key. This tool decodes signed tokens (JWS), which have 3 parts.',
      locate(input, toInput(0)),
    );
  }
  // More than three: point at the dot that starts the first extra part.
  const extraDot = parts[0]!.length + parts[1]!.length + parts[2]!.length + 2;
  return failAt(
    input,
    toInput(extraDot),
    (where) =>
      `The token has ${count} parts (${dots} dots), but a JWT has 3: header.payload.signature. The first extra dot is at ${where}.`,
  );
}

/** The bytes of a part already checked to be base64url. */
export function partBytes(part: string): Uint8Array {
  return decodeBase64(part).bytes;
}

const SNIPPET_LENGTH = 160;

function snippet(text: string): string {
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH)}…` : text;
}

/** The UTF-8 text of the header or payload. */
export function partText(name: PartName, part: string): string {
  const bytes = partBytes(part);
  try {
    return decodeUtf8(bytes, 1);
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    const problem = error.report.problems[0]!;
    throw new ToolError(
      `The ${partLabel(name)} is base64url, but what it decodes to is not UTF-8 text: at byte ${problem.offset} of the ${bytes.length} decoded bytes, ${problem.detail}. ` +
        `A JWT ${name} is UTF-8 encoded JSON; this part may be binary data, or encrypted.`,
    );
  }
}

/** The JSON value of the header or payload. */
export function partJson(name: PartName, text: string): LosslessJson {
  try {
    return parseLosslessJson(text);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    throw new ToolError(
      `The ${partLabel(name)} is base64url-encoded UTF-8 text, but not valid JSON: ${error.message}, in the decoded ${name}.\nDecoded ${name}: ${snippet(text)}`,
    );
  }
}
