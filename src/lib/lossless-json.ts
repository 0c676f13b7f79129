/**
 * A strict JSON parser that builds values without losing anything `JSON.parse` would lose:
 * - numbers stay as their source text (`JsonNumber`), so `12345678901234567890` and `1.50` keep their digits;
 * - objects are `Map`s, so keys keep their order as written (a plain object would move integer-like keys
 *   first) and a key named `__proto__` is an ordinary key.
 * Duplicate keys behave as in `JSON.parse`: the last value wins, at the place where the key first appeared.
 *
 * It accepts exactly what `JSON.parse` accepts (RFC 8259) and reports errors as `ToolError`s naming the line
 * and column, in the same words as `reformatJson` in `json-text.ts`. It uses an explicit stack of open
 * containers instead of recursion, so any nesting depth parses; on tens of megabytes it runs in a worker.
 */
import { describeLocation, locate, ToolError } from './tool-error';

/** A JSON number, kept exactly as it was written. */
export class JsonNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type LosslessJson = null | boolean | string | JsonNumber | LosslessJson[] | JsonObject;
export type JsonObject = Map<string, LosslessJson>;

export function isJsonObject(value: LosslessJson): value is JsonObject {
  return value instanceof Map;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;
const COLON = 0x3a;
const UPPER_A = 0x41;
const UPPER_E = 0x45;
const UPPER_F = 0x46;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_A = 0x61;
const LOWER_B = 0x62;
const LOWER_E = 0x65;
const LOWER_F = 0x66;
const LOWER_N = 0x6e;
const LOWER_R = 0x72;
const LOWER_T = 0x74;
const LOWER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** An open array, or an open object with the key whose value is being read. */
type OpenContainer = { array: LosslessJson[]; object?: undefined; key?: undefined } | { array?: undefined; object: JsonObject; key: string };

/** Parses JSON text; throws a `ToolError` saying what is wrong and where if it is not valid JSON. */
export function parseLosslessJson(text: string): LosslessJson {
  const length = text.length;
  const open: OpenContainer[] = [];
  let position = skipWhitespace(text, 0);
  if (position === length) fail(text, 'Empty input: expected a JSON value', position);

  for (;;) {
    // A value starts at `position` (whitespace already skipped).
    let value: LosslessJson;
    const code = text.charCodeAt(position);
    if (code === QUOTE) {
      const end = scanString(text, position);
      value = decodeString(text, position, end);
      position = end;
    } else if ((code >= DIGIT_0 && code <= DIGIT_9) || code === MINUS) {
      const end = scanNumber(text, position);
      value = new JsonNumber(text.slice(position, end));
      position = end;
    } else if (code === OPEN_BRACE) {
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) === CLOSE_BRACE) {
        value = new Map();
        position += 1;
      } else {
        const keyEnd = scanPropertyName(text, position, false);
        open.push({ object: new Map(), key: decodeString(text, position, keyEnd) });
        position = skipColon(text, keyEnd);
        continue;
      }
    } else if (code === OPEN_BRACKET) {
      position = skipWhitespace(text, position + 1);
      if (text.charCodeAt(position) === CLOSE_BRACKET) {
        value = [];
        position += 1;
      } else {
        if (position === length) fail(text, 'Unexpected end of input: unclosed array', position);
        open.push({ array: [] });
        continue;
      }
    } else if (code === LOWER_T) {
      position = scanLiteral(text, position, 'true');
      value = true;
    } else if (code === LOWER_F) {
      position = scanLiteral(text, position, 'false');
      value = false;
    } else if (code === LOWER_N) {
      position = scanLiteral(text, position, 'null');
      value = null;
    } else if (position === length) {
      fail(text, 'Unexpected end of input: expected a value', position);
    } else {
      fail(text, `Unexpected character ${describeCharacter(text, position)}: expected a value`, position);
    }

    // A value just ended: store it in its container and close the containers it completes, until a comma
    // says another value follows.
    for (;;) {
      position = skipWhitespace(text, position);
      const container = open[open.length - 1];
      if (container === undefined) {
        if (position < length) fail(text, `Unexpected ${describeCharacter(text, position)} after the end of the JSON value`, position);
        return value;
      }
      const next = text.charCodeAt(position);
      if (container.object) {
        container.object.set(container.key, value);
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          const keyEnd = scanPropertyName(text, position, true);
          container.key = decodeString(text, position, keyEnd);
          position = skipColon(text, keyEnd);
          break;
        }
        if (next === CLOSE_BRACE) {
          open.pop();
          value = container.object;
          position += 1;
          continue;
        }
        if (position === length) fail(text, 'Unexpected end of input: unclosed object', position);
        fail(text, `Expected ',' or '}' after a property value, found ${describeCharacter(text, position)}`, position);
      } else {
        container.array.push(value);
        if (next === COMMA) {
          position = skipWhitespace(text, position + 1);
          if (text.charCodeAt(position) === CLOSE_BRACKET) fail(text, "Unexpected ']': trailing comma in array", position);
          break;
        }
        if (next === CLOSE_BRACKET) {
          open.pop();
          value = container.array;
          position += 1;
          continue;
        }
        if (position === length) fail(text, 'Unexpected end of input: unclosed array', position);
        fail(text, `Expected ',' or ']' after an array item, found ${describeCharacter(text, position)}`, position);
      }
    }
  }
}

/**
 * Compact JSON text of a value: numbers exactly as they were written, strings escaped as `JSON.stringify`
 * escapes them. Iterative, like the parser, so any depth the parser accepted can be written back.
 */
export function stringifyLosslessJson(value: LosslessJson): string {
  let out = '';
  // Each frame is an open container: its remaining items, and whether it is an object (items are entries).
  const frames: { items: Iterator<LosslessJson | [string, LosslessJson]>; isObject: boolean; first: boolean }[] = [];
  let pending: LosslessJson | undefined = value;
  for (;;) {
    if (pending !== undefined) {
      const current: LosslessJson = pending;
      pending = undefined;
      if (current === null || typeof current === 'boolean') out += String(current);
      else if (typeof current === 'string') out += JSON.stringify(current);
      else if (current instanceof JsonNumber) out += current.text;
      else if (Array.isArray(current)) {
        out += '[';
        frames.push({ items: current[Symbol.iterator](), isObject: false, first: true });
      } else {
        out += '{';
        frames.push({ items: current.entries(), isObject: true, first: true });
      }
    }
    const frame = frames[frames.length - 1];
    if (frame === undefined) return out;
    const step = frame.items.next();
    if (step.done) {
      out += frame.isObject ? '}' : ']';
      frames.pop();
      continue;
    }
    if (!frame.first) out += ',';
    frame.first = false;
    if (frame.isObject) {
      const [key, item] = step.value as [string, LosslessJson];
      out += JSON.stringify(key) + ':';
      pending = item;
    } else {
      pending = step.value as LosslessJson;
    }
  }
}

function skipWhitespace(text: string, position: number): number {
  const length = text.length;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code !== SPACE && code !== LINE_FEED && code !== CARRIAGE_RETURN && code !== TAB) break;
    position += 1;
  }
  return position;
}

/** The value of the string token from `start` (its opening quote) to `end` (after its closing quote). */
function decodeString(text: string, start: number, end: number): string {
  const content = text.slice(start + 1, end - 1);
  // The token is already validated, so the built-in parser can only succeed; most strings have no escapes.
  return content.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : content;
}

/** Checks that a property name starts at `position`; returns where it ends. */
function scanPropertyName(text: string, position: number, afterComma: boolean): number {
  if (text.charCodeAt(position) === QUOTE) return scanString(text, position);
  if (position === text.length) fail(text, afterComma ? 'Unexpected end of input: expected a property name' : 'Unexpected end of input: unclosed object', position);
  return fail(text, `Expected a double-quoted property name, found ${describeCharacter(text, position)}`, position);
}

/** Skips the colon after a property name and the whitespace around it; returns where the value starts. */
function skipColon(text: string, position: number): number {
  position = skipWhitespace(text, position);
  if (text.charCodeAt(position) !== COLON) {
    if (position === text.length) fail(text, "Unexpected end of input: expected ':' after a property name", position);
    fail(text, `Expected ':' after a property name, found ${describeCharacter(text, position)}`, position);
  }
  return skipWhitespace(text, position + 1);
}

/** Validates the string whose opening quote is at `start`; returns the position after its closing quote. */
function scanString(text: string, start: number): number {
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
    code === QUOTE || code === BACKSLASH || code === SLASH || code === LOWER_B ||
    code === LOWER_F || code === LOWER_N || code === LOWER_R || code === LOWER_T
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
  const sequence = isVisible(escaped) ? `'\\${String.fromCodePoint(escaped)}'` : `'\\' followed by ${formatCodePoint(escaped)}`;
  return fail(text, `Invalid escape sequence ${sequence} in string`, start);
}

function isHexDigit(code: number): boolean {
  return (code >= DIGIT_0 && code <= DIGIT_9) || (code >= UPPER_A && code <= UPPER_F) || (code >= LOWER_A && code <= LOWER_F);
}

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** Validates the number starting at `start` (a digit or '-'); returns the position after it. */
function scanNumber(text: string, start: number): number {
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
function scanLiteral(text: string, start: number, literal: string): number {
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

function fail(text: string, what: string, position: number): never {
  const location = locate(text, position);
  throw new ToolError(`${what} at ${describeLocation(location)} (position ${location.offset})`, location);
}
