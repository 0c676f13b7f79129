import fc from 'fast-check';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { reformatJson } from '../../lib/json-text';
import { stringifyLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { parseLosslessYaml } from '../../lib/lossless-yaml';
import { ToolError } from '../../lib/tool-error';
import { expectStreamed, manyRecords } from '../../test/streaming';
import { BLANK_INPUT_MESSAGE, SAMPLE_JSON, convertJsonToYaml } from './core';

/** Reads the YAML back the way the YAML-to-JSON tool does, as compact JSON text with numbers as written. */
function readBack(yaml: string): string {
  const documents = parseLosslessYaml(yaml);
  expect(documents).toHaveLength(1);
  return stringifyLosslessJson(documents[0] as LosslessJson);
}

describe('convertJsonToYaml', () => {
  it.each([
    {
      name: 'big integer keeps every digit',
      input: '{"id": 12345678901234567890}',
      output: 'id: 12345678901234567890\n',
    },
    {
      name: 'numbers exactly as written',
      input: '[1.50, -0, 1E+2, 0.1e-999]',
      output: '- 1.50\n- -0\n- 1E+2\n- 0.1e-999\n',
    },
    {
      name: 'nested objects and arrays, 2-space indent',
      input: '{"a": {"b": [1, {"c": true}]}}',
      output: 'a:\n  b:\n    - 1\n    - c: true\n',
    },
    {
      name: 'strings that would read as other types are quoted',
      input: '["yes", "123", "null", "", "2024-01-01", "~"]',
      output: "- 'yes'\n- '123'\n- 'null'\n- ''\n- '2024-01-01'\n- '~'\n",
    },
    {
      name: 'multi-line strings become literal blocks',
      input: '{"script": "echo one\\necho two\\n"}',
      output: 'script: |\n  echo one\n  echo two\n',
    },
    {
      name: 'control characters are escaped',
      input: '["tab\\there", "bell\\u0007"]',
      output: '- "tab\\there"\n- "bell\\a"\n',
    },
    {
      name: 'key order kept, integer-like keys too',
      input: '{"b": 1, "2": 2, "a": 3}',
      output: "b: 1\n'2': 2\na: 3\n",
    },
    { name: 'empty containers', input: '{"list": [], "map": {}}', output: 'list: []\nmap: {}\n' },
    { name: 'a scalar document', input: '"hello"', output: 'hello\n' },
    { name: 'null document', input: 'null', output: 'null\n' },
    { name: 'duplicate keys: the last value wins, as in JSON.parse', input: '{"a": 1, "a": 2}', output: 'a: 2\n' },
  ])('$name', ({ input, output }) => {
    expect(convertJsonToYaml(input)).toBe(output);
  });

  it.each(['', '  ', '\n\t'])('blank input %j asks for JSON', (input) => {
    expect(() => convertJsonToYaml(input)).toThrow(new ToolError(BLANK_INPUT_MESSAGE));
  });

  it('names the line and column of a JSON syntax error', () => {
    expect(() => convertJsonToYaml('{\n  "a": 1,\n}')).toThrow(/line 3, column 1/);
    expect(() => convertJsonToYaml('{"a": [1, 2,]}')).toThrow(ToolError);
  });

  it('converts its own sample, keeping the big number', () => {
    const output = convertJsonToYaml(SAMPLE_JSON);
    expect(output).toContain('accountId: 12345678901234567890\n');
    expect(output).toContain('  scopes:\n    - payments:read\n');
    expect(output).toContain("  X-Api-Version: '2024-06-01'\n");
    expect(output).toContain('notes: |-\n  Rotate credentials every 90 days.\n  Contact: platform-team@example.com\n');
    expect(readBack(output)).toBe(reformatJson(SAMPLE_JSON, ''));
  });

  it('JSON → YAML → JSON keeps arbitrary JSON values (fc.jsonValue)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        expect(readBack(convertJsonToYaml(json))).toBe(json);
      }),
      { numRuns: 500 },
    );
  });

  it('JSON → YAML → JSON keeps big integers and long decimals written as text', () => {
    const bigNumber = fc.oneof(
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
      fc
        .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^[0-9]{1,30}$/))
        .map(([whole, fraction]) => `${whole}.${fraction}`),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(bigNumber, { maxLength: 4 }), { maxKeys: 4 }), (record) => {
        const json = `{${Object.entries(record)
          .map(([key, numbers]) => `${JSON.stringify(key)}:[${numbers.join(',')}]`)
          .join(',')}}`;
        const yaml = convertJsonToYaml(json);
        for (const numbers of Object.values(record))
          for (const number of numbers) expect(yaml).toContain(`- ${number}\n`);
        expect(reformatJson(readBack(yaml), '  ')).toBe(reformatJson(json, '  '));
      }),
      { numRuns: 300 },
    );
  });

  it('writes YAML a standard reader (js-yaml with its defaults) reads as the same data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.stringify(load(convertJsonToYaml(JSON.stringify(value))))).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });
});

describe('convertJsonToYaml in a worker', () => {
  it('sends its output to the page while it writes it, and not again once done', () => {
    expectStreamed(() => convertJsonToYaml(manyRecords(30_000)));
  });
});
