/**
 * The strict JSON scanner shared by the re-formatter (`reformatJson` in `json-text.ts`) and the parser
 * (`parseLosslessJson` in `lossless-json.ts`): one definition of what RFC 8259 accepts, and one wording of
 * every error, so a JSON mistake reads the same in every tool.
 *
 * Each function takes the text and a position and returns the position after what it checked, or throws a
 * `ToolError` naming the line and column. The callers walk the text with their own loops (one copies tokens,
 * the other builds values) and call these for the tokens and for the errors between them. They work on
 * `charCodeAt` codes, with no allocation per character, because both run on tens of megabytes.
 */
import { describeLocation, locate, ToolError } from './tool-error';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
export const QUOTE = 0x22;
const PLUS = 0x2b;
export const COMMA = 0x2c;
export const MINUS = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
export const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
export const DIGIT_9 = 0x39;
const COLON = 0x3a;
const UPPER_A = 0x41;
const UPPER_E = 0x45;
const UPPER_F = 0x46;
export const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
export const CLOSE_BRACKET = 0x5d;
const LOWER_A = 0x61;
const LOWER_B = 0x62;
const LOWER_E = 0x65;
export const LOWER_F = 0x66;
export const LOWER_N = 0x6e;
const LOWER_R = 0x72;
export const LOWER_T = 0x74;
const LOWER_U = 0x75;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;

export function skipWhitespace(text: string, position: number): number {
  const length = text.length;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code !== SPACE && code !== LINE_FEED && code !== CARRIAGE_RETURN && code !== TAB) break;
    position += 1;
  }
  return position;
}

/** Where the document's value starts, after leading whitespace; fails on blank text. */
export function skipLeadingWhitespace(text: string): number {
  const position = skipWhitespace(text, 0);
  if (position === text.length) fail(text, 'Empty input: expected a JSON value', position);
  return position;
}

/** Checks that only whitespace follows the document's value, which ends at `position`. */
export function checkEnd(text: string, position: number): void {
  if (position < text.length)
    fail(text, `Unexpected ${describeCharacter(text, position)} after the end of the JSON value`, position);
}

/** Fails at `position`, where a value should start but none does. */
export function failExpectedValue(text: string, position: number): never {
  if (position === text.length) fail(text, 'Unexpected end of input: expected a value', position);
  return fail(text, `Unexpected character ${describeCharacter(text, position)}: expected a value`, position);
}

/** Skips the '[' at `position` and the whitespace after it; returns where its first item or its ']' is. */
export function skipOpenBracket(text: string, position: number): number {
  position = skipWhitespace(text, position + 1);
  // Said here: at the first item, the end of the text would read as a missing value instead.
  if (position === text.length) fail(text, 'Unexpected end of input: unclosed array', position);
  return position;
}

/** Skips the ',' at `position` between two array items and the whitespace after it; returns where the next item starts. */
export function skipItemComma(text: string, position: number): number {
  position = skipWhitespace(text, position + 1);
  if (text.charCodeAt(position) === CLOSE_BRACKET) fail(text, "Unexpected ']': trailing comma in array", position);
  return position;
}

/** Fails at `position`, after an object's property value, where neither ',' nor '}' is. */
export function failAfterMember(text: string, position: number): never {
  if (position === text.length) fail(text, 'Unexpected end of input: unclosed object', position);
  return fail(text, `Expected ',' or '}' after a property value, found ${describeCharacter(text, position)}`, position);
}

/** Fails at `position`, after an array item, where neither ',' nor ']' is. */
export function failAfterItem(text: string, position: number): never {
  if (position === text.length) fail(text, 'Unexpected end of input: unclosed array', position);
  return fail(text, `Expected ',' or ']' after an array item, found ${describeCharacter(text, position)}`, position);
}

/**
 * Checks that a property name starts at `position`; returns where it ends. `afterComma` says whether it
 * follows a ',' (else the '{'), which decides what a missing name is called.
 */
export function scanPropertyName(text: string, position: number, afterComma: boolean): number {
  if (text.charCodeAt(position) === QUOTE) return scanString(text, position);
  if (position === text.length)
    fail(
      text,
      afterComma ? 'Unexpected end of input: expected a property name' : 'Unexpected end of input: unclosed object',
      position,
    );
  return fail(text, `Expected a double-quoted property name, found ${describeCharacter(text, position)}`, position);
}

/** Skips the colon after a property name and the whitespace around it; returns where the value starts. */
export function skipColon(text: string, position: number): number {
  position = skipWhitespace(text, position);
  if (text.charCodeAt(position) !== COLON) {
    if (position === text.length) fail(text, "Unexpected end of input: expected ':' after a property name", position);
    fail(text, `Expected ':' after a property name, found ${describeCharacter(text, position)}`, position);
  }
  return skipWhitespace(text, position + 1);
}

/** Validates the string whose opening quote is at `start`; returns the position after its closing quote. */
export function scanString(text: string, start: number): number {
  const length = text.length;
  let position = start + 1;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code === QUOTE) return position + 1;
    if (code === BACKSLASH) {
      position = scanEscape(text, position);
    } else if (code < SPACE) {
      fail(text, `Control character ${formatCodePoint(code)} must be escaped in a string`, position);
    } else {
      position += 1;
    }
  }
  return fail(text, 'Unexpected end of input: unterminated string', length);
}

/** Validates the escape sequence whose backslash is at `start`; returns the position after it. */
function scanEscape(text: string, start: number): number {
  const length = text.length;
  if (start + 1 >= length) fail(text, 'Unexpected end of input: unterminated string', length);
  const code = text.charCodeAt(start + 1);
  if (
    code === QUOTE ||
    code === BACKSLASH ||
    code === SLASH ||
    code === LOWER_B ||
    code === LOWER_F ||
    code === LOWER_N ||
    code === LOWER_R ||
    code === LOWER_T
  ) {
    return start + 2;
  }
  if (code === LOWER_U) {
    for (let index = start + 2; index < start + 6; index += 1) {
      if (index >= length) fail(text, 'Unexpected end of input: unterminated string', length);
      if (!isHexDigit(text.charCodeAt(index))) fail(text, 'Invalid \\u escape: expected 4 hex digits', start);
    }
    return start + 6;
  }
  const escaped = text.codePointAt(start + 1) ?? 0;
  const sequence = isVisible(escaped)
    ? `'\\${String.fromCodePoint(escaped)}'`
    : `'\\' followed by ${formatCodePoint(escaped)}`;
  return fail(text, `Invalid escape sequence ${sequence} in string`, start);
}

function isHexDigit(code: number): boolean {
  return (
    (code >= DIGIT_0 && code <= DIGIT_9) || (code >= UPPER_A && code <= UPPER_F) || (code >= LOWER_A && code <= LOWER_F)
  );
}

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** Validates the number starting at `start` (a digit or '-'); returns the position after it. */
export function scanNumber(text: string, start: number): number {
  let position = start;
  if (text.charCodeAt(position) === MINUS) position += 1;
  const first = text.charCodeAt(position);
  if (first === DIGIT_0) {
    position += 1;
    if (isDigit(text.charCodeAt(position))) fail(text, 'Invalid number: leading zeros are not allowed', position - 1);
  } else if (first >= DIGIT_1 && first <= DIGIT_9) {
    position += 1;
    while (isDigit(text.charCodeAt(position))) position += 1;
  } else {
    fail(text, "Invalid number: expected a digit after '-'", position);
  }
  if (text.charCodeAt(position) === DOT) {
    position += 1;
    if (!isDigit(text.charCodeAt(position))) fail(text, "Invalid number: expected a digit after '.'", position);
    while (isDigit(text.charCodeAt(position))) position += 1;
  }
  const exponent = text.charCodeAt(position);
  if (exponent === LOWER_E || exponent === UPPER_E) {
    position += 1;
    const sign = text.charCodeAt(position);
    if (sign === PLUS || sign === MINUS) position += 1;
    if (!isDigit(text.charCodeAt(position))) fail(text, 'Invalid number: expected a digit in the exponent', position);
    while (isDigit(text.charCodeAt(position))) position += 1;
  }
  return position;
}

/** Checks that `literal` is spelled out at `start`; returns the position after it. */
export function scanLiteral(text: string, start: number, literal: string): number {
  for (let index = 1; index < literal.length; index += 1) {
    const position = start + index;
    if (text.charCodeAt(position) === literal.charCodeAt(index)) continue;
    if (position >= text.length) fail(text, `Unexpected end of input: expected '${literal}'`, position);
    fail(text, `Unexpected character ${describeCharacter(text, position)}: expected '${literal}'`, position);
  }
  return start + literal.length;
}

/** Control, format, separator, space, unassigned and lone surrogate characters: shown by code, not as themselves. */
const INVISIBLE = /^[\p{C}\p{Z}]/u;

function isVisible(codePoint: number): boolean {
  return !INVISIBLE.test(String.fromCodePoint(codePoint));
}

/** The character at `position`, for a message: `'x'` if it can be seen (`"'"` for a quote), `U+XXXX` if not. */
function describeCharacter(text: string, position: number): string {
  const codePoint = text.codePointAt(position) ?? 0;
  if (!isVisible(codePoint)) return formatCodePoint(codePoint);
  const character = String.fromCodePoint(codePoint);
  return character === "'" ? `"'"` : `'${character}'`;
}

function formatCodePoint(codePoint: number): string {
  return 'U+' + codePoint.toString(16).toUpperCase().padStart(4, '0');
}

/** Throws the `ToolError` for `what` at `position`: the message ends with the line, column and position. */
function fail(text: string, what: string, position: number): never {
  const location = locate(text, position);
  throw new ToolError(`${what} at ${describeLocation(location)} (position ${location.offset})`, location);
}
