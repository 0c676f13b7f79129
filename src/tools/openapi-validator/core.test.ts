import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOpenApi } from './core';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';

/** The problems of a document as `line:column code` and the text each underlines. */
function found(text: string) {
  return checkOpenApi(text).problems.map((problem) => ({
    severity: problem.severity,
    code: problem.code,
    at: `${problem.at.line}:${problem.at.column}`,
    text: text.slice(problem.at.offset, problem.at.offset + (problem.length ?? 0)),
    message: problem.message,
  }));
}

const yaml31 = (paths: string, rest = '') =>
  `openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n${paths}${rest}`;

describe('checkOpenApi: the samples', () => {
  it('reads the Load Sample document as OpenAPI 3.1 YAML with one warning', () => {
    const report = checkOpenApi(SAMPLE_INPUT);
    expect(report).toMatchObject({ format: 'yaml', version: '3.1' });
    expect(found(SAMPLE_INPUT)).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unused-component', at: '101:5', text: 'LegacyPet' }),
    ]);
    expect(report.summary).toMatchObject({
      title: 'Pet Store',
      apiVersion: '1.2.0',
      versionText: '3.1.0',
      servers: [{ url: 'https://{region}.petstore.example/v1', description: 'Production' }],
      counts: { paths: 3, operations: 4, schemas: 2, webhooks: 0, refs: 6 },
    });
    expect(report.summary!.groups.map((group) => [group.tag, group.operations.map((op) => op.operationId)])).toEqual([
      ['pets', ['listPets', 'createPet', 'showPetById']],
      ['store', ['placeOrder']],
    ]);
    const [listPets] = report.summary!.groups[0]!.operations;
    expect(listPets).toMatchObject({ method: 'GET', path: '/pets', summary: 'List all pets', at: { line: 20 } });
  });

  it('finds one of each mistake in the broken example, each at its place', () => {
    expect(found(INVALID_SAMPLE).map(({ code, at, text }) => [code, at, text])).toEqual([
      ['undefined-server-variable', '4:24', '"https://{env}.petstore.example/v1"'],
      ['missing-path-parameter', '7:7', '"get"'],
      ['undefined-security-scheme', '9:24', '"oauth"'],
      ['unresolved-ref', '13:68', '"#/components/schemas/Pet"'],
      ['equivalent-paths', '18:5', '"/pets/{id}"'],
      ['duplicate-operation-id', '20:24', '"getPet"'],
      ['no-responses', '22:9', '"responses"'],
      ['unused-component', '28:7', '"Animal"'],
      ['unknown-field', '28:37', '"propertys"'],
    ]);
  });
});

describe('checkOpenApi: broken documents fail with the right problem', () => {
  it.each([
    {
      name: 'not JSON',
      text: '{"openapi": "3.1.0", "info": ',
      code: 'syntax',
      at: '1:30',
      message: /Unexpected end of input/,
    },
    { name: 'not YAML', text: 'openapi: 3.1.0\ninfo: [a\n', code: 'syntax', at: /^\d+:\d+$/, message: /line/ },
    {
      name: 'no version field',
      text: 'info:\n  title: x\n',
      code: 'version',
      at: '1:1',
      message: /needs a top-level `openapi` field/,
    },
    { name: 'openapi as a YAML number', text: 'openapi: 3.0\n', code: 'version', at: '1:10', message: /quote it/ },
    {
      name: 'openapi 4',
      text: 'openapi: 4.0.0\n',
      code: 'version',
      at: '1:10',
      message: /3\.0\.x, 3\.1\.x and 3\.2\.x/,
    },
    { name: 'swagger 1.2', text: '{"swagger": "1.2"}', code: 'version', at: '1:13', message: /Swagger 1\.x/ },
    {
      name: 'a list, not a document',
      text: '- openapi: 3.1.0\n',
      code: 'not-openapi',
      at: '1:1',
      message: /not a list/,
    },
    {
      name: 'info without version',
      text: 'openapi: 3.0.3\ninfo:\n  title: x\npaths: {}\n',
      code: 'required',
      at: '2:1',
      message: /^`info` is missing the required field `version`$/,
    },
    {
      name: 'an unknown field at the top',
      text: `${yaml31('  {}\n')}\nservers2: []\n`,
      code: 'unknown-field',
      at: '8:1',
      message: /unknown field `servers2`/,
    },
    {
      name: 'empty responses (3.0)',
      text: 'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /pets:\n    get:\n      responses: {}\n',
      code: 'no-responses',
      at: '6:7',
      message: /^`paths\.\/pets\.get\.responses` must have at least one response code$/,
    },
    {
      name: 'empty responses (3.1): one message, not the schema branches',
      text: yaml31('  /pets:\n    get:\n      responses: {}\n'),
      code: 'no-responses',
      at: '8:7',
      message: /must have at least one response code/,
    },
    {
      name: 'a parameter location misspelt',
      text: yaml31(
        '  /p:\n    get:\n      parameters:\n        - {name: a, in: quer, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      ),
      code: 'enum',
      at: '9:25',
      message: /^`paths\.\/p\.get\.parameters\[0\]\.in` must be one of `query`, `header`, `path`, `cookie`$/,
    },
    {
      name: 'a schema type misspelt (3.0: the Schema branch, not the Reference one)',
      text: 'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    A: {type: objekt}\n',
      code: 'enum',
      at: '6:15',
      message: /`components\.schemas\.A\.type` must be one of `array`, `boolean`/,
    },
    {
      name: 'a string where an object goes',
      text: '{"openapi": "3.1.0", "info": "Pets", "paths": {}}',
      code: 'type',
      at: '1:30',
      message: /^`info` must be an object, not a string$/,
    },
    {
      name: 'a path without its leading slash',
      text: yaml31('  pets: {}\n'),
      code: 'unknown-field',
      at: '6:3',
      message: /^Path `pets` must start with `\/`$/,
    },
    {
      name: 'a response code that is not one',
      text: 'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "20": {description: x}\n',
      code: 'unknown-field',
      at: '7:9',
      message: /`20` in `paths\.\/a\.get\.responses` is not a response code/,
    },
    {
      name: 'a $ref to nothing',
      text: yaml31(
        '  /a:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Nope"\n',
      ),
      code: 'unresolved-ref',
      at: '10:17',
      message: /points at nothing: the document has no `components\.responses\.Nope`/,
    },
    {
      name: 'a path parameter missing from the path',
      text: yaml31(
        '  /a:\n    get:\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses: {"200": {description: ok}}\n',
      ),
      code: 'unused-path-parameter',
      at: '9:18',
      message: /^Path parameter `id` is not in the path `\/a`/,
    },
    {
      name: 'a path template variable without a parameter',
      text: yaml31('  /a/{id}:\n    get:\n      responses: {"200": {description: ok}}\n'),
      code: 'missing-path-parameter',
      at: '7:5',
      message: /^`GET \/a\/\{id\}` has `\{id\}` in its path but no parameter `id` with `in: path`/,
    },
    {
      name: 'a parameter declared twice',
      text: yaml31(
        '  /a:\n    get:\n      parameters:\n        - {name: q, in: query}\n        - {name: q, in: query}\n      responses: {"200": {description: ok}}\n',
      ),
      code: 'duplicate-parameter',
      at: '10:11',
      message: /declares the query parameter `q` twice/,
    },
    {
      name: 'two operations with one operationId',
      text: yaml31(
        '  /a:\n    get:\n      operationId: x\n      responses: {"200": {description: ok}}\n    put:\n      operationId: x\n      responses: {"200": {description: ok}}\n',
      ),
      code: 'duplicate-operation-id',
      at: '11:20',
      message: /operationId `x` is also used by `GET \/a`/,
    },
    {
      name: 'equivalent paths',
      text: yaml31('  /a/{x}: {}\n  /a/{y}: {}\n'),
      code: 'equivalent-paths',
      at: '7:3',
      message: /Path `\/a\/\{y\}` is the same path as `\/a\/\{x\}`/,
    },
    {
      name: 'a security requirement naming no scheme',
      text: yaml31('  {}\n', 'security:\n  - oauth: [read]\n'),
      code: 'undefined-security-scheme',
      at: '8:5',
      message: /`oauth` names no security scheme: define it in `components\.securitySchemes`/,
    },
    {
      name: 'a server variable not defined',
      text: yaml31('  {}\n', 'servers:\n  - url: https://{tenant}.example.com\n'),
      code: 'undefined-server-variable',
      at: '8:10',
      message: /uses `\{tenant\}`, which is not in its `variables`/,
    },
    {
      name: "a server variable's default outside its enum",
      text: yaml31(
        '  {}\n',
        'servers:\n  - url: https://{r}.example.com\n    variables:\n      r: {default: asia, enum: [eu, us]}\n',
      ),
      code: 'server-variable-default',
      at: '10:20',
      message: /The default `asia` of server variable `r` is not in its `enum` \(`eu`, `us`\)/,
    },
    {
      name: 'a server URL that is not a URL',
      text: yaml31('  {}\n', 'servers:\n  - url: "http://exa mple.com"\n'),
      code: 'invalid-server-url',
      at: '8:10',
      message: /is not a valid URL/,
    },
    {
      name: '3.1 without paths, components or webhooks',
      text: 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\n',
      code: 'required',
      at: '1:1',
      message: /^The document needs at least one of `paths`, `components` or `webhooks`$/,
    },
    {
      name: '2.0: a host with a scheme',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: https://api.example.com\npaths: {}\n',
      code: 'host',
      at: '3:7',
      message: /without a scheme or a path/,
    },
    {
      name: '2.0: a basePath without its slash',
      text: '{"swagger": "2.0", "info": {"title": "x", "version": "1"}, "host": "a.b", "basePath": "v1", "paths": {}}',
      code: 'base-path',
      at: '1:87',
      message: /^`basePath` must start with `\/`$/,
    },
    {
      name: '2.0: a path parameter without required: true (the path branch of the parameter oneOf)',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: a.b\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - {name: id, in: path, type: string}\n      responses: {"200": {description: ok}}\n',
      code: 'required',
      at: '8:11',
      message: /is a path parameter, so it needs `required: true`/,
    },
    {
      name: '2.0: a parameter location misspelt (every branch of the parameter oneOf fixes `in`)',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: a.b\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: q, in: quer, type: string}\n      responses: {"200": {description: ok}}\n',
      code: 'enum',
      at: '8:25',
      message: /^`paths\.\/a\.get\.parameters\[0\]\.in` must be one of `header`, `formData`, `query`, `path`, `body`$/,
    },
    {
      name: '2.0: a query parameter type misspelt (the query branch, told apart by `in`)',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: a.b\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: q, in: query, type: strin}\n      responses: {"200": {description: ok}}\n',
      code: 'enum',
      at: '8:38',
      message:
        /^`paths\.\/a\.get\.parameters\[0\]\.type` must be one of `string`, `number`, `boolean`, `integer`, `array`$/,
    },
    {
      name: '2.0: two body parameters',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: a.b\npaths:\n  /a:\n    post:\n      parameters:\n        - {name: a, in: body, schema: {}}\n        - {name: b, in: body, schema: {}}\n      responses: {"200": {description: ok}}\n',
      code: 'body-parameters',
      at: '9:11',
      message: /has 2 body parameters/,
    },
    {
      name: '2.0: a security requirement naming no definition',
      text: 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: a.b\npaths: {}\nsecurity:\n  - key: []\n',
      code: 'undefined-security-scheme',
      at: '6:5',
      message: /define it in `securityDefinitions`/,
    },
    {
      name: '3.2: a security scheme missing its flows',
      text: 'openapi: 3.2.0\ninfo: {title: x, version: "1"}\ncomponents:\n  securitySchemes:\n    o: {type: oauth2}\n',
      code: 'required',
      at: '5:5',
      message: /^`components\.securitySchemes\.o` is missing the required field `flows`$/,
    },
  ])('$name', ({ text, code, at, message }) => {
    const problems = found(text);
    const problem = problems.find((candidate) => candidate.code === code);
    expect(problem, JSON.stringify(problems, null, 1)).toBeDefined();
    expect(problem!.severity).toBe('error');
    if (typeof at === 'string') expect(problem!.at).toBe(at);
    else expect(problem!.at).toMatch(at);
    expect(problem!.message).toMatch(message);
  });
});

describe('checkOpenApi: what is not an error', () => {
  it.each([
    ['a minimal 3.1 document', 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\nwebhooks: {}\n'],
    ['a minimal 3.0 JSON document', '{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}}'],
    ['a minimal 2.0 document', 'swagger: "2.0"\ninfo: {title: x, version: "1"}\nhost: api.example.com\npaths: {}\n'],
    [
      'a path parameter declared at the path level',
      yaml31(
        '  /a/{id}:\n    parameters:\n      - {name: id, in: path, required: true, schema: {type: string}}\n    get:\n      responses: {"200": {description: ok}}\n',
      ),
    ],
    [
      'a default response and a $ref in example data',
      yaml31(
        '  /a:\n    get:\n      responses:\n        default:\n          description: any\n          content:\n            application/json:\n              example: {$ref: "#/nowhere"}\n',
      ),
    ],
  ])('%s has no errors', (_name, text) => {
    expect(found(text).filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('reports a 3.1 security scheme missing `in` once, not its other fields as unknown', () => {
    const text =
      'openapi: 3.1.0\ninfo: {title: x, version: "1"}\ncomponents:\n  securitySchemes:\n    k: {type: apiKey, name: k}\n';
    expect(found(text).map(({ code, at, message }) => [code, at, message])).toEqual([
      ['required', '5:5', '`components.securitySchemes.k` is missing the required field `in`'],
    ]);
  });

  it('shows a version written as a number as it is written', () => {
    const report = checkOpenApi('openapi: 3.1.0\ninfo:\n  title: x\n  version: 1.10\npaths: {}\n');
    expect(report.summary?.apiVersion).toBe('1.10');
    expect(found('openapi: 3.1.0\ninfo:\n  title: x\n  version: 1.10\npaths: {}\n')[0]).toMatchObject({
      code: 'type',
      at: '4:12',
      message: '`info.version` must be a string, not a number',
    });
  });

  it('lists external $refs as not checked, once per document', () => {
    const text = yaml31(
      '  /a:\n    get:\n      responses:\n        "200": {$ref: "common.yaml#/Ok"}\n        "404": {$ref: "common.yaml#/NotFound"}\n',
    );
    const report = checkOpenApi(text);
    expect(report.externalRefs).toEqual(['common.yaml']);
    expect(found(text)).toEqual([expect.objectContaining({ severity: 'info', code: 'external-ref', at: '9:23' })]);
  });

  it('warns about an operation with no success response', () => {
    expect(found(yaml31('  /a:\n    get:\n      responses: {"404": {description: gone}}\n'))).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'no-success-response', at: '8:7', text: 'responses' }),
    ]);
  });

  it('places a problem reached through a YAML alias at the alias', () => {
    const text = yaml31(
      '  /a:\n    get: &op\n      operationId: x\n      responses: {"200": {description: ok}}\n  /b:\n    get: *op\n',
    );
    expect(found(text)).toEqual([expect.objectContaining({ code: 'duplicate-operation-id', at: '11:5', text: 'get' })]);
  });

  it('finds the same problems, by the same key, in JSON and YAML', () => {
    const json = INVALID_SAMPLE;
    const yaml = `openapi: 3.0.3\ninfo: {title: Broken, version: "1"}\nservers: [{url: "https://{env}.x"}]\npaths:\n  /pets/{petId}:\n    get:\n      operationId: getPet\n      responses: {}\n`;
    const codes = (text: string) => found(text).map((problem) => problem.code);
    expect(codes(yaml)).toEqual(['undefined-server-variable', 'missing-path-parameter', 'no-responses']);
    expect(codes(json)).toEqual(
      expect.arrayContaining(['undefined-server-variable', 'missing-path-parameter', 'no-responses']),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const report = checkOpenApi(`openapi: 3.1.0\n${text}`);
        for (const problem of report.problems) expect(problem.at.offset).toBeLessThanOrEqual(text.length + 15);
      }),
      { numRuns: 200 },
    );
  });

  it('says when a document is nested too deeply for the schema check, and still runs the other checks', () => {
    const nested = `${'{"items":'.repeat(20000)}{}${'}'.repeat(20000)}`;
    const text = `{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"A": ${nested}}}}`;
    expect(found(text).map(({ code }) => code)).toEqual(['too-deep', 'unused-component']);
  });

  it('keeps at most 1,000 problems of one kind, and says so', () => {
    const paths = Array.from(
      { length: 1200 },
      (_, index) => `  /a${index}/{id}:\n    get:\n      responses: {"200": {description: ok}}\n`,
    ).join('');
    const report = checkOpenApi(yaml31(paths));
    expect(report.problems.filter((problem) => problem.code === 'missing-path-parameter')).toHaveLength(1000);
    expect(report.limitNote).toMatch(/200 more problems are not listed/);
  });
});
