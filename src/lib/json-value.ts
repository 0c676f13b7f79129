/**
 * Parses JSON into plain values without losing any digit: every number is kept as a `JsonNumber` holding
 * the text the user wrote. Tools that convert or compare JSON (CSV, YAML, XML, diff) build on this, so
 * `12345678901234567890` never becomes `12345678901234567000`.
 *
 * Syntax errors are reported by `reformatJson`, so every JSON tool words them the same way, with line and
 * column.
 */
import { reformatJson } from './json-text';

/** A JSON number as written in the source text. */
export class JsonNumber {
  constructor(readonly text: string) {}

  /** The nearest double; exact only when `isSafe` is true. */
  toNumber(): number {
    return Number(this.text);
  }

  /** Whether the double prints back as the same text, i.e. nothing is lost by using `toNumber()`. */
  get isSafe(): boolean {
    return String(Number(this.text)) === this.text;
  }

  toString(): string {
    return this.text;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);
}

/** Thrown inside the parser on any syntax error; the caller then asks reformatJson for the precise message. */
class SyntaxFault extends Error {}

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// JSON forbids raw control characters in strings, so the patterns must name them.
/* eslint-disable no-control-regex */
const SIMPLE_STRING = /"[^"\\\u0000-\u001f]*"/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
/* eslint-enable no-control-regex */

/** Sets a property the way JSON.parse does: "__proto__" becomes an ordinary own property. */
function setProperty(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Parses strict JSON (RFC 8259), keeping numbers as written. Throws a ToolError with line and column. */
export function parseJsonValue(text: string): JsonValue {
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    reformatJson(text, '');
    // reformatJson accepts what this parser rejected: the two disagree, which is a bug, not bad input.
    throw new Error('JSON parser disagreement');
  }
}

function parse(text: string): JsonValue {
  let position = 0;
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = position;
    WHITESPACE.test(text);
    position = WHITESPACE.lastIndex;
  };
  const readString = (): string => {
    SIMPLE_STRING.lastIndex = position;
    if (SIMPLE_STRING.test(text)) {
      const value = text.slice(position + 1, SIMPLE_STRING.lastIndex - 1);
      position = SIMPLE_STRING.lastIndex;
      return value;
    }
    STRING.lastIndex = position;
    if (!STRING.test(text)) throw new SyntaxFault();
    // Escapes are decoded by the engine's own JSON parser: fast and exactly JSON's rules.
    const value = JSON.parse(text.slice(position, STRING.lastIndex)) as string;
    position = STRING.lastIndex;
    return value;
  };

  // Containers under construction, innermost last; `key` is the pending property name for objects.
  const stack: { container: JsonValue[] | JsonObject; key: string | null }[] = [];
  let result: JsonValue = null;

  for (;;) {
    skipWhitespace();
    let value: JsonValue;
    const code = text.charCodeAt(position);
    if (code === 0x22) {
      value = readString();
    } else if (code === 0x7b || code === 0x5b) {
      position += 1;
      skipWhitespace();
      const isObject = code === 0x7b;
      const closing = isObject ? 0x7d : 0x5d;
      if (text.charCodeAt(position) === closing) {
        position += 1;
        value = isObject ? {} : [];
      } else {
        const container: JsonValue[] | JsonObject = isObject ? {} : [];
        let key: string | null = null;
        if (isObject) {
          if (text.charCodeAt(position) !== 0x22) throw new SyntaxFault();
          key = readString();
          skipWhitespace();
          if (text.charCodeAt(position) !== 0x3a) throw new SyntaxFault();
          position += 1;
        }
        stack.push({ container, key });
        continue;
      }
    } else if (text.startsWith('true', position)) {
      value = true;
      position += 4;
    } else if (text.startsWith('false', position)) {
      value = false;
      position += 5;
    } else if (text.startsWith('null', position)) {
      value = null;
      position += 4;
    } else {
      NUMBER.lastIndex = position;
      if (!NUMBER.test(text)) throw new SyntaxFault();
      value = new JsonNumber(text.slice(position, NUMBER.lastIndex));
      position = NUMBER.lastIndex;
    }

    // Attach the value, closing every container it completes.
    for (;;) {
      const frame = stack.at(-1);
      if (!frame) {
        skipWhitespace();
        if (position !== text.length) throw new SyntaxFault();
        result = value;
        return result;
      }
      if (Array.isArray(frame.container)) frame.container.push(value);
      else setProperty(frame.container, frame.key as string, value);
      skipWhitespace();
      const next = text.charCodeAt(position);
      position += 1;
      if (next === 0x2c) {
        if (!Array.isArray(frame.container)) {
          skipWhitespace();
          if (text.charCodeAt(position) !== 0x22) throw new SyntaxFault();
          frame.key = readString();
          skipWhitespace();
          if (text.charCodeAt(position) !== 0x3a) throw new SyntaxFault();
          position += 1;
        }
        break;
      }
      if (next !== (Array.isArray(frame.container) ? 0x5d : 0x7d)) throw new SyntaxFault();
      stack.pop();
      value = frame.container;
    }
  }
}

/**
 * Writes values back as JSON text, numbers exactly as they were read. `indent` works as in
 * JSON.stringify ('' for one line). Recursion depth follows the data's nesting.
 */
export function stringifyJsonValue(value: JsonValue, indent = '  '): string {
  const write = (current: JsonValue, depth: number): string => {
    if (current === null) return 'null';
    if (typeof current === 'boolean') return current ? 'true' : 'false';
    if (typeof current === 'string') return JSON.stringify(current);
    if (current instanceof JsonNumber) return current.text;
    const inner = indent ? `\n${indent.repeat(depth + 1)}` : '';
    const outer = indent ? `\n${indent.repeat(depth)}` : '';
    if (Array.isArray(current)) {
      if (current.length === 0) return '[]';
      return `[${inner}${current.map((item) => write(item, depth + 1)).join(`,${inner}`)}${outer}]`;
    }
    const keys = Object.keys(current);
    if (keys.length === 0) return '{}';
    const separator = indent ? ': ' : ':';
    return `{${inner}${keys.map((key) => `${JSON.stringify(key)}${separator}${write(current[key] as JsonValue, depth + 1)}`).join(`,${inner}`)}${outer}}`;
  };
  return write(value, 0);
}
