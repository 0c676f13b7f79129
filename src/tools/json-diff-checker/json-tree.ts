/**
 * A lossless JSON parser for comparing documents: it builds a tree of values, but keeps every number as the
 * text it was written as (a `JsonNumber`), so `12345678901234567890` and `12345678901234567891` stay
 * different instead of both becoming the same double.
 *
 * - Objects are `Map`s: any key works, `__proto__` included, and a duplicate key keeps the position of its
 *   first occurrence with the value of its last, exactly as `JSON.parse` does.
 * - Strings are decoded (`"\u00e9"` and `"é"` are the same string).
 * - It accepts exactly what `JSON.parse` accepts. When the text is invalid, the message (what is wrong, line
 *   and column) comes from the formatter's strict scanner in `lib/json-text`, so every tool words JSON
 *   errors the same way.
 *
 * Documents of tens of megabytes run in a worker, and any nesting depth is valid JSON, so parsing,
 * serializing and comparing use explicit stacks instead of recursion.
 */
import { reformatJson } from '../../lib/json-text';

/** A JSON number, as written. Compare two with `numbersEqual`, never through `Number()`. */
export class JsonNumber {
  constructor(readonly text: string) {}
}

export type JsonObject = Map<string, JsonValue>;
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;
const COLON = 0x3a;
const UPPER_E = 0x45;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_E = 0x65;
const LOWER_F = 0x66;
const LOWER_N = 0x6e;
const LOWER_T = 0x74;
const LOWER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Thrown inside the parser; `parseJsonTree` replaces it with a worded, located `ToolError`. */
class InvalidJson extends Error {}

/** Parses JSON text into a lossless tree. Throws a `ToolError` saying what is wrong and where. */
export function parseJsonTree(text: string): JsonValue {
  try {
    return new TreeBuilder(text).parse();
  } catch (error) {
    if (!(error instanceof InvalidJson)) throw error;
    // The scanner throws the ToolError with the message and location. Both accept exactly RFC 8259, which
    // the conformance tests check; if the scanner accepted the text anyway, that is a bug, not user input.
    reformatJson(text, '');
    throw new Error(`JSON parsers disagree: the tree builder rejected text the scanner accepts (${error.message})`);
  }
}

class TreeBuilder {
  private position = 0;

  constructor(private readonly text: string) {}

  parse(): JsonValue {
    const text = this.text;
    // Open containers, innermost last, and for each open object the key whose value is being read.
    const containers: (JsonValue[] | JsonObject)[] = [];
    const pendingKeys: string[] = [];
    this.skipWhitespace();

    for (;;) {
      // A value starts here.
      let value: JsonValue;
      const code = text.charCodeAt(this.position);
      if (code === QUOTE) {
        value = this.readString();
      } else if ((code >= DIGIT_0 && code <= DIGIT_9) || code === MINUS) {
        value = this.readNumber();
      } else if (code === OPEN_BRACE) {
        this.position += 1;
        this.skipWhitespace();
        if (text.charCodeAt(this.position) === CLOSE_BRACE) {
          this.position += 1;
          value = new Map();
        } else {
          containers.push(new Map());
          pendingKeys.push(this.readKey());
          continue;
        }
      } else if (code === OPEN_BRACKET) {
        this.position += 1;
        this.skipWhitespace();
        if (text.charCodeAt(this.position) === CLOSE_BRACKET) {
          this.position += 1;
          value = [];
        } else {
          containers.push([]);
          continue;
        }
      } else if (code === LOWER_T) {
        value = this.readLiteral('true', true);
      } else if (code === LOWER_F) {
        value = this.readLiteral('false', false);
      } else if (code === LOWER_N) {
        value = this.readLiteral('null', null);
      } else {
        throw new InvalidJson(`expected a value at ${this.position}`);
      }

      // The value is complete: add it to its container, closing every container it completes, until a comma
      // says another value follows.
      for (;;) {
        this.skipWhitespace();
        const container = containers[containers.length - 1];
        if (container === undefined) {
          if (this.position !== text.length) throw new InvalidJson(`text after the value at ${this.position}`);
          return value;
        }
        const next = text.charCodeAt(this.position);
        if (container instanceof Map) {
          container.set(pendingKeys[pendingKeys.length - 1] as string, value);
          if (next === COMMA) {
            this.position += 1;
            this.skipWhitespace();
            pendingKeys[pendingKeys.length - 1] = this.readKey();
            break;
          }
          if (next !== CLOSE_BRACE) throw new InvalidJson(`expected ',' or '}' at ${this.position}`);
          pendingKeys.pop();
        } else {
          container.push(value);
          if (next === COMMA) {
            this.position += 1;
            this.skipWhitespace();
            break;
          }
          if (next !== CLOSE_BRACKET) throw new InvalidJson(`expected ',' or ']' at ${this.position}`);
        }
        this.position += 1;
        containers.pop();
        value = container;
      }
    }
  }

  private skipWhitespace(): void {
    const text = this.text;
    let position = this.position;
    for (;;) {
      const code = text.charCodeAt(position);
      if (code !== SPACE && code !== LINE_FEED && code !== CARRIAGE_RETURN && code !== TAB) break;
      position += 1;
    }
    this.position = position;
  }

  /** Reads a property name and the colon after it; leaves the position at the value. */
  private readKey(): string {
    if (this.text.charCodeAt(this.position) !== QUOTE) throw new InvalidJson(`expected a property name at ${this.position}`);
    const key = this.readString();
    this.skipWhitespace();
    if (this.text.charCodeAt(this.position) !== COLON) throw new InvalidJson(`expected ':' at ${this.position}`);
    this.position += 1;
    this.skipWhitespace();
    return key;
  }

  private readString(): string {
    const text = this.text;
    const length = text.length;
    const start = this.position + 1;
    // Most strings have no escapes: one slice of the input.
    for (let position = start; position < length; position += 1) {
      const code = text.charCodeAt(position);
      if (code === QUOTE) {
        this.position = position + 1;
        return text.slice(start, position);
      }
      if (code === BACKSLASH) return this.readEscapedString(start, position);
      if (code < SPACE) throw new InvalidJson(`control character in a string at ${position}`);
    }
    throw new InvalidJson('unterminated string');
  }

  /** The rest of a string from its first backslash at `position`, decoding escapes. */
  private readEscapedString(start: number, position: number): string {
    const text = this.text;
    const length = text.length;
    const parts: string[] = [text.slice(start, position)];
    let runStart = position;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code === QUOTE) {
        parts.push(text.slice(runStart, position));
        this.position = position + 1;
        return parts.join('');
      }
      if (code < SPACE) throw new InvalidJson(`control character in a string at ${position}`);
      if (code !== BACKSLASH) {
        position += 1;
        continue;
      }
      parts.push(text.slice(runStart, position));
      const escaped = text.charAt(position + 1);
      if (text.charCodeAt(position + 1) === LOWER_U) {
        const hex = text.slice(position + 2, position + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new InvalidJson(`invalid \\u escape at ${position}`);
        // Lone surrogates are valid JSON and kept as they are, as JSON.parse keeps them.
        parts.push(String.fromCharCode(parseInt(hex, 16)));
        position += 6;
      } else {
        const decoded = SIMPLE_ESCAPES[escaped];
        if (decoded === undefined) throw new InvalidJson(`invalid escape at ${position}`);
        parts.push(decoded);
        position += 2;
      }
      runStart = position;
    }
    throw new InvalidJson('unterminated string');
  }

  private readNumber(): JsonNumber {
    const text = this.text;
    const start = this.position;
    let position = start;
    if (text.charCodeAt(position) === MINUS) position += 1;
    const first = text.charCodeAt(position);
    if (first === DIGIT_0) {
      position += 1;
    } else if (first >= DIGIT_1 && first <= DIGIT_9) {
      position = skipDigits(text, position + 1);
    } else {
      throw new InvalidJson(`expected a digit at ${position}`);
    }
    if (text.charCodeAt(position) === DOT) {
      const fractionStart = position + 1;
      position = skipDigits(text, fractionStart);
      if (position === fractionStart) throw new InvalidJson(`expected a digit after '.' at ${position}`);
    }
    const exponent = text.charCodeAt(position);
    if (exponent === LOWER_E || exponent === UPPER_E) {
      position += 1;
      const sign = text.charCodeAt(position);
      if (sign === PLUS || sign === MINUS) position += 1;
      const digitsStart = position;
      position = skipDigits(text, digitsStart);
      if (position === digitsStart) throw new InvalidJson(`expected an exponent digit at ${position}`);
    }
    // A leading zero followed by more digits ("01") ends the number at the zero; what follows is then
    // rejected as text after a value, as JSON.parse rejects it.
    this.position = position;
    return new JsonNumber(text.slice(start, position));
  }

  private readLiteral<T extends JsonValue>(literal: string, value: T): T {
    if (!this.text.startsWith(literal, this.position)) throw new InvalidJson(`expected '${literal}' at ${this.position}`);
    this.position += literal.length;
    return value;
  }
}

function skipDigits(text: string, position: number): number {
  for (;;) {
    const code = text.charCodeAt(position);
    if (code < DIGIT_0 || code > DIGIT_9 || code !== code) return position;
    position += 1;
  }
}

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
export function scalarsEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  return a instanceof JsonNumber && b instanceof JsonNumber && numbersEqual(a, b);
}

export interface JsonText {
  json: string;
  /** The value was longer than the limit: `json` is its beginning only. */
  truncated: boolean;
}

type WriteFrame = { items: JsonValue[]; index: number } | { entries: MapIterator<[string, JsonValue]>; first: boolean };

/**
 * Writes a value as JSON with 2-space indentation, as `JSON.stringify(value, null, 2)` lays it out, but with
 * numbers exactly as they were written. Stops soon after `limit` characters, so one huge value cannot flood
 * the screen or the memory.
 */
export function toJsonText(value: JsonValue, limit = Number.POSITIVE_INFINITY): JsonText {
  const indents = [''];
  const lineBreak = (depth: number): string => {
    while (indents.length <= depth) indents.push(`${indents[indents.length - 1] as string}  `);
    return `\n${indents[depth] as string}`;
  };
  const frames: WriteFrame[] = [];
  let out = '';
  let current = value;
  for (;;) {
    if (out.length > limit) return { json: out.slice(0, limit), truncated: true };
    if (Array.isArray(current)) {
      if (current.length === 0) out += '[]';
      else {
        out += '[';
        frames.push({ items: current, index: 0 });
      }
    } else if (current instanceof Map) {
      if (current.size === 0) out += '{}';
      else {
        out += '{';
        frames.push({ entries: current.entries(), first: true });
      }
    } else {
      out += scalarText(current);
    }

    // Find the next value to write, closing the containers that are done.
    for (;;) {
      const frame = frames[frames.length - 1];
      if (frame === undefined) return { json: out, truncated: false };
      if ('items' in frame) {
        if (frame.index < frame.items.length) {
          out += (frame.index === 0 ? '' : ',') + lineBreak(frames.length);
          current = frame.items[frame.index] as JsonValue;
          frame.index += 1;
          break;
        }
        frames.pop();
        out += `${lineBreak(frames.length)}]`;
      } else {
        const next = frame.entries.next();
        if (!next.done) {
          const [key, item] = next.value;
          out += `${frame.first ? '' : ','}${lineBreak(frames.length)}${JSON.stringify(key)}: `;
          frame.first = false;
          current = item;
          break;
        }
        frames.pop();
        out += `${lineBreak(frames.length)}}`;
      }
      if (out.length > limit) return { json: out.slice(0, limit), truncated: true };
    }
  }
}

function scalarText(value: null | boolean | string | JsonNumber): string {
  if (value instanceof JsonNumber) return value.text;
  return JSON.stringify(value);
}
