import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  BLANK_INPUT_MESSAGE,
  DEFAULT_OPTIONS,
  MAX_DEPTH,
  SAMPLE_INPUT,
  convertJsonToTypescript,
  pascalCase,
  singular,
  type JsonToTypescriptOptions,
} from './core';

const TS = DEFAULT_OPTIONS;
const ZOD: JsonToTypescriptOptions = { ...DEFAULT_OPTIONS, output: 'zod' };
const convert = (input: string, options: Partial<JsonToTypescriptOptions> = {}) =>
  convertJsonToTypescript(input, { ...TS, ...options }).output;

/** The syntax errors TypeScript's own parser finds in generated code (none expected). */
function syntaxErrors(code: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/**
 * Type-checks generated TypeScript with the compiler, without the default library (so it is fast): a
 * declaration used before it is declared, a duplicate name or an unknown type is an error here.
 */
function typeErrors(code: string): string[] {
  const fileName = '/generated.ts';
  // The few globals the output may name, declared so the check needs no lib files.
  const lib =
    'interface Array<T> { length: number; [n: number]: T } interface ReadonlyArray<T> { readonly length: number; readonly [n: number]: T }' +
    ' interface Boolean {} interface Function {} interface IArguments {} interface Number {} interface Object {} interface RegExp {} interface String {} interface CallableFunction {} interface NewableFunction {}' +
    ' type Record<K extends keyof any, T> = { [P in K]: T };';
  const files = new Map([
    [fileName, code],
    ['/lib.d.ts', lib],
  ]);
  const options: ts.CompilerOptions = {
    noLib: true,
    types: [],
    strict: true,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name, version) => {
    const text = files.get(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version);
  };
  host.fileExists = (name) => files.has(name);
  host.readFile = (name) => files.get(name);
  const program = ts.createProgram([fileName, '/lib.d.ts'], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('convertJsonToTypescript: TypeScript', () => {
  it.each([
    {
      name: 'a flat object',
      input: '{"id": 1, "name": "Ada", "admin": false}',
      output: 'export interface Root {\n  id: number;\n  name: string;\n  admin: boolean;\n}\n',
    },
    {
      name: 'nested objects, named from their keys',
      input: '{"address": {"street": "Main", "geo": {"lat": 1.5}}}',
      output:
        'export interface Root {\n  address: Address;\n}\n\n' +
        'export interface Address {\n  street: string;\n  geo: Geo;\n}\n\n' +
        'export interface Geo {\n  lat: number;\n}\n',
    },
    {
      name: 'an array of objects with missing keys: optional keys, items singularised',
      input: '{"items": [{"a": 1, "b": "x"}, {"a": 2}, {"a": 3, "c": true}]}',
      output:
        'export interface Root {\n  items: Item[];\n}\n\n' +
        'export interface Item {\n  a: number;\n  b?: string;\n  c?: boolean;\n}\n',
    },
    {
      name: "'ies' becomes 'y', and a name with no plural gets Item",
      input: '{"categories": [{"id": 1}], "data": [{"ok": true}]}',
      output:
        'export interface Root {\n  categories: Category[];\n  data: DataItem[];\n}\n\n' +
        'export interface Category {\n  id: number;\n}\n\n' +
        'export interface DataItem {\n  ok: boolean;\n}\n',
    },
    {
      name: 'unions of types, null last',
      input: '{"values": [{"v": "a"}, {"v": 1}, {"v": null}]}',
      output:
        'export interface Root {\n  values: Value[];\n}\n\nexport interface Value {\n  v: string | number | null;\n}\n',
    },
    {
      name: 'a mixed array',
      input: '{"mixed": [1, "two", {"three": 3}, null]}',
      output:
        'export interface Root {\n  mixed: (string | number | MixedItem | null)[];\n}\n\n' +
        'export interface MixedItem {\n  three: number;\n}\n',
    },
    {
      name: 'nulls',
      input: '{"nothing": null, "maybe": [null, 1]}',
      output: 'export interface Root {\n  nothing: null;\n  maybe: (number | null)[];\n}\n',
    },
    {
      name: 'empty arrays and objects',
      input: '{"list": [], "map": {}, "grid": [[]]}',
      output: 'export interface Root {\n  list: unknown[];\n  map: Record<string, unknown>;\n  grid: unknown[][];\n}\n',
    },
    {
      name: 'an empty array seen beside a full one takes the full one’s items',
      input: '[{"tags": []}, {"tags": ["a"]}]',
      output: 'export interface Root {\n  tags: string[];\n}\n\nexport type RootList = Root[];\n',
    },
    {
      name: 'a top-level array of samples merges its items',
      input: '[{"id": 1, "name": "a"}, {"id": 2}]',
      output: 'export interface Root {\n  id: number;\n  name?: string;\n}\n\nexport type RootList = Root[];\n',
    },
    {
      name: 'a top-level array of plain values',
      input: '[1, "a", true]',
      output: 'export type Root = string | number | boolean;\n\nexport type RootList = Root[];\n',
    },
    {
      name: 'an empty top-level array',
      input: '[]',
      output: 'export type Root = unknown;\n\nexport type RootList = Root[];\n',
    },
    { name: 'a top-level string', input: '"hello"', output: 'export type Root = string;\n' },
    { name: 'a top-level number', input: '-1.5e3', output: 'export type Root = number;\n' },
    { name: 'a top-level null', input: 'null', output: 'export type Root = null;\n' },
    { name: 'a top-level empty object', input: '{}', output: 'export type Root = Record<string, unknown>;\n' },
    {
      name: 'a big integer becomes bigint, with a note',
      input: '{"id": 12345678901234567890, "small": 9007199254740991}',
      output:
        'export interface Root {\n  id: bigint; // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n  small: number;\n}\n',
    },
    {
      name: 'a negative big integer, in an array',
      input: '{"ids": [1, -9007199254740992]}',
      output:
        'export interface Root {\n  ids: (number | bigint)[]; // -9007199254740992 exceeds Number.MAX_SAFE_INTEGER\n}\n',
    },
    {
      name: 'a big decimal is a number (only integers lose digits as whole values)',
      input: '{"x": 12345678901234567890.5, "e": 1e400}',
      output: 'export interface Root {\n  x: number;\n  e: number;\n}\n',
    },
    {
      name: 'keys that are no identifiers are quoted; reserved words and unicode letters are not',
      input: '{"first-name": 1, "2nd": 2, "": 3, "class": 4, "default": 5, "名前": 6, "$ref": 7, "a b": 8}',
      output:
        'export interface Root {\n  "first-name": number;\n  "2nd": number;\n  "": number;\n  class: number;\n' +
        '  default: number;\n  名前: number;\n  $ref: number;\n  "a b": number;\n}\n',
    },
    {
      name: 'quotes and escapes in keys',
      input: '{"say \\"hi\\"": 1, "line\\nbreak": 2}',
      output: 'export interface Root {\n  "say \\"hi\\"": number;\n  "line\\nbreak": number;\n}\n',
    },
    {
      name: 'odd keys give valid type names',
      input: '{"user-info": {"a": 1}, "2fa": {"b": 1}, "--": {"c": 1}, "date": {"d": 1}}',
      output:
        'export interface Root {\n  "user-info": UserInfo;\n  "2fa": Root2fa;\n  "--": RootValue;\n  date: Date2;\n}\n\n' +
        'export interface UserInfo {\n  a: number;\n}\n\nexport interface Root2fa {\n  b: number;\n}\n\n' +
        'export interface RootValue {\n  c: number;\n}\n\nexport interface Date2 {\n  d: number;\n}\n',
    },
    {
      name: 'identical shapes are declared once',
      input: '{"home": {"city": "a", "zip": "1"}, "work": {"city": "b", "zip": "2"}}',
      output:
        'export interface Root {\n  home: Home;\n  work: Home;\n}\n\nexport interface Home {\n  city: string;\n  zip: string;\n}\n',
    },
    {
      name: 'different shapes under the same key name get a number suffix',
      input: '{"a": {"item": {"x": 1}}, "b": {"item": {"y": "s"}}}',
      output:
        'export interface Root {\n  a: A;\n  b: B;\n}\n\nexport interface A {\n  item: Item;\n}\n\n' +
        'export interface Item {\n  x: number;\n}\n\nexport interface B {\n  item: Item2;\n}\n\n' +
        'export interface Item2 {\n  y: string;\n}\n',
    },
    {
      name: 'a key that names the root is renamed',
      input: '{"root": {"a": 1}}',
      output: 'export interface Root {\n  root: Root2;\n}\n\nexport interface Root2 {\n  a: number;\n}\n',
    },
    {
      name: 'duplicate keys: the last value wins, as in JSON.parse, at the first key’s place',
      input: '{"a": 1, "b": 2, "a": "x"}',
      output: 'export interface Root {\n  a: string;\n  b: number;\n}\n',
    },
  ])('$name', ({ input, output }) => {
    expect(convert(input)).toBe(output);
    expect(syntaxErrors(output)).toEqual([]);
    expect(typeErrors(output)).toEqual([]);
  });

  it.each<{ name: string; options: Partial<JsonToTypescriptOptions>; input: string; output: string }>([
    {
      name: 'type aliases, readonly, no export, no semicolons',
      options: { declaration: 'type', readonly: true, exportKeyword: false, semicolons: false },
      input: '[{"a": [[1]], "b": {"c": [1, "x"]}}]',
      output:
        'type Root = {\n  readonly a: readonly (readonly number[])[]\n  readonly b: B\n}\n\n' +
        'type B = {\n  readonly c: readonly (string | number)[]\n}\n\ntype RootList = readonly Root[]\n',
    },
    {
      name: 'a root name of one’s own',
      options: { rootName: 'ApiResponse' },
      input: '[{"user": {"id": 1}}]',
      output:
        'export interface ApiResponse {\n  user: User;\n}\n\nexport interface User {\n  id: number;\n}\n\n' +
        'export type ApiResponseList = ApiResponse[];\n',
    },
    {
      name: 'big integers as strings',
      options: { bigNumbers: 'string' },
      input: '{"id": 12345678901234567890, "code": ["a", 99999999999999999999]}',
      output:
        'export interface Root {\n  id: string; // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n' +
        '  code: string[]; // 99999999999999999999 exceeds Number.MAX_SAFE_INTEGER\n}\n',
    },
    {
      name: 'JSON Lines: each line is a sample',
      options: { inputFormat: 'lines' },
      input: '{"id": 1, "tag": "a"}\n\n{"id": 2}\r\n{"id": 3, "tag": null}\n',
      output: 'export interface Root {\n  id: number;\n  tag?: string | null;\n}\n',
    },
  ])('$name', ({ options, input, output }) => {
    expect(convert(input, options)).toBe(output);
    expect(syntaxErrors(output)).toEqual([]);
    expect(typeErrors(output)).toEqual([]);
  });

  it('writes its sample', () => {
    const result = convertJsonToTypescript(SAMPLE_INPUT, TS);
    expect(result.output).toContain('  id: bigint; // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n');
    expect(result.output).toContain('  orders: Order[];\n');
    expect(result.output).toContain('  coupon?: string;\n');
    expect(result.output).toContain('  "first-login": string;\n');
    expect(result).toMatchObject({ types: 4, samples: 1, bigNumbers: 1 });
    expect(typeErrors(result.output)).toEqual([]);
  });
});

describe('convertJsonToTypescript: Zod', () => {
  it.each([
    {
      name: 'nested objects, declared before use, with their inferred types',
      input: '{"id": 1, "address": {"city": "x"}}',
      output:
        "import { z } from 'zod';\n\n" +
        'export const AddressSchema = z.object({\n  city: z.string(),\n});\nexport type Address = z.infer<typeof AddressSchema>;\n\n' +
        'export const RootSchema = z.object({\n  id: z.number(),\n  address: AddressSchema,\n});\n' +
        'export type Root = z.infer<typeof RootSchema>;\n',
    },
    {
      name: 'optional keys, unions, nulls, mixed and empty arrays, empty objects',
      input: '[{"a": 1, "b": [1, "x"], "n": null, "e": [], "o": {}}, {"a": "s", "n": true}]',
      output:
        "import { z } from 'zod';\n\n" +
        'export const RootSchema = z.object({\n  a: z.union([z.string(), z.number()]),\n' +
        '  b: z.array(z.union([z.string(), z.number()])).optional(),\n  n: z.boolean().nullable(),\n' +
        '  e: z.array(z.unknown()).optional(),\n  o: z.record(z.string(), z.unknown()).optional(),\n});\n' +
        'export type Root = z.infer<typeof RootSchema>;\n\n' +
        'export const RootListSchema = z.array(RootSchema);\nexport type RootList = z.infer<typeof RootListSchema>;\n',
    },
    {
      name: 'a big integer as z.bigint(), with a note',
      input: '{"id": 12345678901234567890}',
      output:
        "import { z } from 'zod';\n\n" +
        'export const RootSchema = z.object({\n  id: z.bigint(), // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n});\n' +
        'export type Root = z.infer<typeof RootSchema>;\n',
    },
    {
      name: 'a top-level primitive and null',
      input: 'null',
      output:
        "import { z } from 'zod';\n\nexport const RootSchema = z.null();\nexport type Root = z.infer<typeof RootSchema>;\n",
    },
    {
      name: 'odd keys quoted, __proto__ as a computed key so it stays a property',
      input: '{"a-b": 1, "__proto__": "x", "class": true}',
      output:
        "import { z } from 'zod';\n\n" +
        'export const RootSchema = z.object({\n  "a-b": z.number(),\n  ["__proto__"]: z.string(),\n  class: z.boolean(),\n});\n' +
        'export type Root = z.infer<typeof RootSchema>;\n',
    },
  ])('$name', ({ input, output }) => {
    expect(convertJsonToTypescript(input, ZOD).output).toBe(output);
    expect(syntaxErrors(output)).toEqual([]);
  });

  it('big integers as z.string(), without semicolons or exports', () => {
    expect(
      convert('{"id": 12345678901234567890}', {
        output: 'zod',
        bigNumbers: 'string',
        semicolons: false,
        exportKeyword: false,
      }),
    ).toBe(
      "import { z } from 'zod'\n\n" +
        'const RootSchema = z.object({\n  id: z.string(), // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n})\n' +
        'type Root = z.infer<typeof RootSchema>\n',
    );
  });

  it('writes its sample, every schema declared before it is used', () => {
    const { output } = convertJsonToTypescript(SAMPLE_INPUT, ZOD);
    expect(syntaxErrors(output)).toEqual([]);
    const declared = [...output.matchAll(/const (\w+)Schema =/g)].map((match) => match[1]);
    expect(declared).toEqual(['Address', 'Item', 'Order', 'Root']);
    expect(output).toContain('  id: z.bigint(), // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n');
    expect(output).toContain('  coupon: z.string().optional(),\n');
  });
});

describe('convertJsonToTypescript: bad input and limits', () => {
  it.each(['', '  ', '\n\t'])('blank input %j asks for JSON', (input) => {
    expect(() => convert(input)).toThrow(new ToolError(BLANK_INPUT_MESSAGE));
  });

  it.each([
    ['{\n  "a": 1,\n}', 'line 3, column 1'],
    ['{"a": [1, 2,]}', 'line 1, column 13'],
    ['{"a": 1} x', 'line 1, column 10'],
  ])('names the line and column of a JSON error in %j', (input, where) => {
    expect(() => convert(input)).toThrow(ToolError);
    expect(() => convert(input)).toThrow(where);
  });

  it('places a JSON Lines error in the whole input', () => {
    const input = '{"a": 1}\n{"a": 2}\n{"a": [3,]}\n';
    let error: unknown;
    try {
      convert(input, { inputFormat: 'lines' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toContain('at line 3, column 10 (position 27)');
    expect((error as ToolError).location).toMatchObject({ line: 3, column: 10, offset: 27 });
  });

  it.each([
    ['1abc', 'not a valid TypeScript name'],
    ['my type', 'not a valid TypeScript name'],
  ])('refuses the root name %j', (rootName, message) => {
    expect(() => convert('{"a": 1}', { rootName })).toThrow(message);
  });

  it('takes a blank root name as Root', () => {
    expect(convert('1', { rootName: ' ' })).toBe('export type Root = number;\n');
  });

  it(`handles ${MAX_DEPTH.toLocaleString('en-US')}-deep nesting, and refuses deeper with a message`, () => {
    const arrays = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(convert(`{"a": ${arrays.slice(1, -1)}}`)).toBe(
      `export interface Root {\n  a: unknown${'[]'.repeat(MAX_DEPTH - 1)};\n}\n`,
    );
    const objects = '{"a": '.repeat(MAX_DEPTH) + '1' + '}'.repeat(MAX_DEPTH);
    const output = convert(objects, { output: 'zod' });
    expect(output.match(/z\.object/g)).toHaveLength(MAX_DEPTH);
    expect(syntaxErrors(output)).toEqual([]);
    expect(() => convert('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1))).toThrow(
      new ToolError('The JSON is nested more than 1,000 levels deep, too deep to write as types'),
    );
  });

  it('takes a large document quickly', () => {
    const records = Array.from(
      { length: 20_000 },
      (_, index) => `{"id": ${index}, "name": "n${index}", "tags": ["a"]}`,
    );
    const started = performance.now();
    const result = convertJsonToTypescript(`[${records.join(',')}]`, TS);
    expect(result.samples).toBe(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('names', () => {
  it.each([
    ['address', 'Address'],
    ['first-name', 'FirstName'],
    ['user_id', 'UserId'],
    ['HTTPStatus', 'HTTPStatus'],
    ['名前', '名前'],
    ['--', ''],
  ])('pascalCase(%j) is %j', (key, name) => {
    expect(pascalCase(key)).toBe(name);
  });

  it.each([
    ['items', 'item'],
    ['categories', 'category'],
    ['addresses', 'addresse'],
    ['status', ''],
    ['class', ''],
    ['data', ''],
  ])('singular(%j) is %j', (key, name) => {
    expect(singular(key)).toBe(name);
  });
});
