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
