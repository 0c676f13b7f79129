/**
 * The converters' and JSON tools' recipe steps, on small inputs with known outputs, and chained: a recipe keeps
 * every digit of a number no double can hold, through every step.
 */
import { describe, expect, it } from 'vitest';
import { importStep } from '../catalogue/step-files';
import { RecipeRunner, type RecipeStep } from './runner';

const cases: readonly [string, string, Record<string, unknown>, string][] = [
  ['json-formatter', '{"a":[1,2]}', {}, '{\n  "a": [\n    1,\n    2\n  ]\n}'],
  ['json-formatter', '{ "a" : [ 1 , 2 ] }', { layout: 'minify' }, '{"a":[1,2]}'],
  ['json-minifier', '{ "a" : [ 1 , 2 ] }', {}, '{"a":[1,2]}'],
  ['json-to-yaml', '{"l":[1,2]}', {}, 'l:\n  - 1\n  - 2\n'],
  ['yaml-to-json', 'l:\n  - 1\n', {}, '{\n  "l": [\n    1\n  ]\n}'],
  ['json-to-csv', '[{"a":1,"b":"x,y"},{"a":2}]', {}, 'a,b\r\n1,"x,y"\r\n2,'],
  ['csv-to-json', 'a;b\n1;true', { typedValues: true }, '[\n  {\n    "a": 1,\n    "b": true\n  }\n]'],
  ['csv-to-json', 'a;b\n1;true', {}, '[\n  {\n    "a": "1",\n    "b": "true"\n  }\n]'],
  ['xml-to-json', '<r><a>1</a><a>2</a></r>', {}, '{\n  "r": {\n    "a": [\n      "1",\n      "2"\n    ]\n  }\n}'],
];

/** The query, counting, table and date tools' steps: each maps text to text as its screen shows it. */
const moreCases: readonly [string, string, Record<string, unknown>, string][] = [
  [
    'jsonpath-tester',
    '{"items":[{"id":12345678901234567890123},{"id":2}]}',
    { query: '$.items[*].id' },
    '[\n  12345678901234567890123,\n  2\n]',
  ],
  [
    'jsonpath-tester',
    '{"a":{"b":[1,2]}}',
    {},
    '[\n  {\n    "a": {\n      "b": [\n        1,\n        2\n      ]\n    }\n  }\n]',
  ],
  ['jsonpath-tester', '{"a":[{"n":"x"},{"n":"y"}]}', { query: '$.a[?(@.n == "y")].n', mode: 'legacy' }, '[\n  "y"\n]'],
  [
    'word-frequency-counter',
    'The cat and the hat',
    { locale: 'en' },
    'Word,Count,Share (%)\r\nthe,2,40.0\r\nand,1,20.0\r\ncat,1,20.0\r\nhat,1,20.0\r\n',
  ],
  [
    'string-length-counter',
    'héllo 👋🏽',
    {},
    'Characters: 7\nCode points: 8\nUTF-16 units: 10\nUTF-8 bytes: 15\nWords: 1\nLines: 1\nSpaces: 1',
  ],
  ['cron-expression-generator', '0 9 * * 1-5', {}, 'At 09:00, Monday through Friday'],
  ['epoch-timestamp-converter', '1700000000\n1700000000123', {}, '2023-11-14T22:13:20Z\n2023-11-14T22:13:20.123Z'],
  ['epoch-timestamp-converter', '1700000000', { zone: 'Europe/Paris' }, '2023-11-14T23:13:20+01:00'],
  ['iso-date-formatter', '2024-03-10T14:30:00Z', {}, '2024-03-10 14:30:00'],
  [
    'iso-date-formatter',
    '2024-03-10T14:30:00',
    { zone: 'Asia/Tokyo', pattern: 'yyyy-MM-dd HH:mm XXX' },
    '2024-03-10 14:30 +09:00',
  ],
  ['duration-converter', '90 minutes', {}, 'PT1H30M'],
  ['duration-converter', 'PT36H', { form: 'humanBalanced' }, '1 day 12 hours'],
  [
    'html-table-generator',
    'a,b\n1,<2>',
    {},
    '<table>\n  <thead>\n    <tr>\n      <th scope="col">a</th>\n      <th scope="col">b</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <td>1</td>\n      <td>&lt;2&gt;</td>\n    </tr>\n  </tbody>\n</table>\n',
  ],
  ['html-table-generator', '| a | b |\n| --- | --- |\n| 1 | 2 |', { exportFormat: 'csv' }, 'a,b\r\n1,2\r\n'],
];

/** A step's failure: the step, its input and options, the message it gives and the line it names (if any). */
const failures: readonly [string, string, Record<string, unknown>, RegExp, number | undefined][] = [
  ['jsonpath-tester', '{"a": tru}', { query: '$.a' }, /^The JSON is not valid: Unexpected character/, 1],
  ['jsonpath-tester', '{"a":1}', { query: '$.a[' }, /^The query: Expected a selector/, undefined],
  ['jsonpath-tester', '{"a":1}', { query: ' ' }, /Type a JSONPath query/, undefined],
  ['epoch-timestamp-converter', '1700000000\nnope', {}, /^Line 2: "nope" is not a number/, 2],
  [
    'epoch-timestamp-converter',
    '1700000000',
    { zone: 'Mars/Olympus' },
    /^Unknown time zone: Mars\/Olympus$/,
    undefined,
  ],
  ['iso-date-formatter', 'not a date', {}, /./, undefined],
  ['cron-expression-generator', '61 * * * *', {}, /./, undefined],
  ['html-table-generator', '<table><tr><td>1</td></tr></table>', {}, /This is an HTML table/, undefined],
];

describe('steps of the query, counting, table and date tools', () => {
  it.each(moreCases)('%s on %j with %j', async (toolId, input, options, expected) => {
    const result = await new RecipeRunner(importStep).run(input, [{ toolId, options, enabled: true }]);
    expect(result.outcomes[0]).toMatchObject({ status: 'done' });
    expect(result.output).toBe(expected);
  });

  it.each(failures)('%s on %j with %j fails with its message', async (toolId, input, options, message, line) => {
    const result = await new RecipeRunner(importStep).run(input, [{ toolId, options, enabled: true }]);
    expect(result.failedAt).toBe(0);
    const outcome = result.outcomes[0] as { status: string; message: string; location?: { line: number } };
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(message);
    expect(outcome.location?.line).toBe(line);
  });

  it('at least 35 of the tools are steps', () => {
    expect(Object.keys(import.meta.glob('../tools/*/step.ts')).length).toBeGreaterThanOrEqual(35);
  });
});

describe('steps of the converters and JSON tools', () => {
  it.each(cases)('%s on %j with %j', async (toolId, input, options, expected) => {
    const result = await new RecipeRunner(importStep).run(input, [{ toolId, options, enabled: true }]);
    expect(result.output).toBe(expected);
  });

  it('the JWT decoder gives the payload, or the header, with every digit', async () => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    // Written by hand: JSON.stringify would round the number before it reached the token.
    const payload = btoa('{"sub":"1","big":12345678901234567890}').replace(/=+$/, '');
    const jwt = `${part({ alg: 'HS256', typ: 'JWT' })}.${payload}.c2ln`;
    const runner = new RecipeRunner(importStep);
    expect((await runner.run(jwt, [{ toolId: 'jwt-decoder', options: {}, enabled: true }])).output).toBe(
      '{\n  "sub": "1",\n  "big": 12345678901234567890\n}',
    );
    expect(
      (await runner.run(jwt, [{ toolId: 'jwt-decoder', options: { part: 'header' }, enabled: true }])).output,
    ).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  });

  it('JSON to XML writes elements from keys, with text escaped', async () => {
    const step = await importStep('json-to-xml');
    const xml = await step.transform('{"a":{"c":"x<y"}}', {});
    expect(xml).toContain('<c>x&lt;y</c>');
  });

  it('a chain keeps every digit of a big number: JSON → YAML → JSON → minified', async () => {
    const steps: RecipeStep[] = ['json-to-yaml', 'yaml-to-json', 'json-minifier'].map((toolId) => ({
      toolId,
      options: {},
      enabled: true,
    }));
    const result = await new RecipeRunner(importStep).run('{"id": 12345678901234567890.10}', steps);
    expect(result.output).toBe('{"id":12345678901234567890.10}');
  });

  it('a JSON error names its place, and stops the chain there', async () => {
    const steps: RecipeStep[] = [
      { toolId: 'json-formatter', options: {}, enabled: true },
      { toolId: 'json-to-yaml', options: {}, enabled: true },
    ];
    const result = await new RecipeRunner(importStep).run('{"a": tru}', steps);
    expect(result.failedAt).toBe(0);
    expect(result.outcomes[0]).toMatchObject({ status: 'failed', location: { line: 1 } });
    expect(result.outcomes[1]).toEqual({ status: 'not-run' });
  });
});
