import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import {
  BLANK_INPUT_MESSAGE,
  DATA_PANE,
  INVALID_EXAMPLE_DATA,
  MAX_DATA_LENGTH,
  MAX_LISTED_ERRORS,
  SAMPLE_SCHEMA,
  VALID_EXAMPLE_DATA,
  formatInstancePath,
  parseJsonInput,
  validateJsonAgainstSchema,
} from './core';

const json = (value: unknown) => JSON.stringify(value);

/** The errors as [instancePath, schemaPath, keyword] triples, the shape most tables compare. */
function summary(dataText: string, schemaText: string) {
  return validateJsonAgainstSchema(dataText, schemaText).errors.map((error) => [
    error.instancePath,
    error.schemaPath,
    error.keyword,
  ]);
}

describe('formatInstancePath (the spec: slashes as dots, no leading dot, root when empty)', () => {
  it.each([
    ['', 'root'],
    ['/id', 'id'],
    ['/profile/website', 'profile.website'],
    ['/roles/0', 'roles.0'],
    ['/0', '0'],
    ['/a~1b/c', 'a~1b.c'],
  ])('%j → %j', (instancePath, shown) => {
    expect(formatInstancePath(instancePath)).toBe(shown);
  });
});

describe('the examples', () => {
  it('the valid example matches the sample schema', () => {
    expect(validateJsonAgainstSchema(VALID_EXAMPLE_DATA, SAMPLE_SCHEMA)).toEqual({
      isValid: true,
      errors: [],
      errorCount: 0,
      complete: true,
    });
  });

  it('the invalid example breaks ten rules, listed in schema order with the values as written', () => {
    const result = validateJsonAgainstSchema(INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA);
    expect(result.isValid).toBe(false);
    expect(result.errorCount).toBe(10);
    expect(
      result.errors.map((error) => [
        formatInstancePath(error.instancePath),
        error.schemaPath,
        error.message,
        error.data,
      ]),
    ).toEqual([
      ['id', '#/properties/id/minimum', '0 is less than 1.', '0'],
      ['name', '#/properties/name/minLength', 'String is too short (1 < 2).', '"J"'],
      ['email', '#/properties/email/format', 'String does not match format "email".', '"not-an-email"'],
      ['age', '#/properties/age/minimum', '10 is less than 13.', '10'],
      [
        'profile.website',
        '#/properties/profile/properties/website/format',
        'String does not match format "uri".',
        '"not a valid url"',
      ],
      [
        'preferences.theme',
        '#/properties/preferences/properties/theme/enum',
        'Instance does not match any of ["light","dark","auto"].',
        '"blue"',
      ],
      [
        'preferences.language',
        '#/properties/preferences/properties/language/pattern',
        'String does not match pattern.',
        '"english"',
      ],
      [
        'roles.0',
        '#/properties/roles/items/enum',
        'Instance does not match any of ["user","admin","developer","moderator"].',
        '"superuser"',
      ],
      [
        'roles',
        '#/properties/roles/uniqueItems',
        'Duplicate items at indexes 1 and 2.',
        '[\n  "superuser",\n  "admin",\n  "admin"\n]',
      ],
      ['createdAt', '#/properties/createdAt/format', 'String does not match format "date-time".', '"yesterday"'],
    ]);
    expect(result.errors[0]?.params).toEqual({ comparison: '>=', limit: 1 });
    expect(result.errors[8]?.params).toEqual({ i: 1, j: 2 });
  });
});

describe('the sample schema, one constraint at a time', () => {
  const valid = JSON.parse(VALID_EXAMPLE_DATA) as Record<string, unknown>;
  const withChange = (change: (data: Record<string, unknown>) => void) => {
    const data = structuredClone(valid) as Record<string, unknown>;
    change(data);
    return json(data);
  };
  const set = (path: string, value: unknown) =>
    withChange((data) => {
      const keys = path.split('.');
      const last = keys.pop() as string;
      const target = keys.reduce<Record<string, unknown>>(
        (object, key) => object[key] as Record<string, unknown>,
        data,
      );
      target[last] = value;
    });

  it.each([
    { rule: 'id is an integer', data: set('id', 1.5), expected: ['/id', '#/properties/id/type', 'type'] },
    { rule: 'id >= 1', data: set('id', 0), expected: ['/id', '#/properties/id/minimum', 'minimum'] },
    {
      rule: 'name has at least 2 characters',
      data: set('name', 'J'),
      expected: ['/name', '#/properties/name/minLength', 'minLength'],
    },
    {
      rule: 'name has at most 100 characters',
      data: set('name', 'x'.repeat(101)),
      expected: ['/name', '#/properties/name/maxLength', 'maxLength'],
    },
    {
      rule: 'email is an email address',
      data: set('email', 'john@'),
      expected: ['/email', '#/properties/email/format', 'format'],
    },
    { rule: 'age is an integer', data: set('age', 30.5), expected: ['/age', '#/properties/age/type', 'type'] },
    { rule: 'age >= 13', data: set('age', 12), expected: ['/age', '#/properties/age/minimum', 'minimum'] },
    { rule: 'age <= 120', data: set('age', 121), expected: ['/age', '#/properties/age/maximum', 'maximum'] },
    {
      rule: 'roles has at least 1 item',
      data: set('roles', []),
      expected: ['/roles', '#/properties/roles/minItems', 'minItems'],
    },
    {
      rule: 'roles are unique',
      data: set('roles', ['user', 'user']),
      expected: ['/roles', '#/properties/roles/uniqueItems', 'uniqueItems'],
    },
    {
      rule: 'roles come from the list',
      data: set('roles', ['root']),
      expected: ['/roles/0', '#/properties/roles/items/enum', 'enum'],
    },
    {
      rule: 'theme is light, dark or auto',
      data: set('preferences.theme', 'blue'),
      expected: ['/preferences/theme', '#/properties/preferences/properties/theme/enum', 'enum'],
    },
    {
      rule: 'language is two lowercase letters',
      data: set('preferences.language', 'EN'),
      expected: ['/preferences/language', '#/properties/preferences/properties/language/pattern', 'pattern'],
    },
    {
      rule: 'language is not three letters',
      data: set('preferences.language', 'eng'),
      expected: ['/preferences/language', '#/properties/preferences/properties/language/pattern', 'pattern'],
    },
    {
      rule: 'bio has at most 500 characters',
      data: set('profile.bio', 'b'.repeat(501)),
      expected: ['/profile/bio', '#/properties/profile/properties/bio/maxLength', 'maxLength'],
    },
    {
      rule: 'website is a URI',
      data: set('profile.website', 'johndoe.dev'),
      expected: ['/profile/website', '#/properties/profile/properties/website/format', 'format'],
    },
    {
      rule: 'createdAt is a date-time',
      data: set('createdAt', '2024-13-01T10:30:00Z'),
      expected: ['/createdAt', '#/properties/createdAt/format', 'format'],
    },
    {
      rule: 'email is required',
      data: withChange((data) => delete data['email']),
      expected: ['', '#/required', 'required'],
    },
  ])('$rule', ({ data, expected }) => {
    expect(summary(data, SAMPLE_SCHEMA)).toEqual([expected]);
  });

  it('accepts the edges of each range', () => {
    const edges = withChange((data) => {
      Object.assign(data, {
        id: 1,
        name: 'Jo',
        age: 13,
        roles: ['moderator'],
        createdAt: '2024-02-29T23:59:59.999+05:30',
      });
      Object.assign(data['preferences'] as object, { theme: 'auto', language: 'zz' });
      Object.assign(data['profile'] as object, { bio: 'b'.repeat(500), website: 'urn:isbn:0451450523' });
    });
    expect(validateJsonAgainstSchema(edges, SAMPLE_SCHEMA).isValid).toBe(true);
    expect(validateJsonAgainstSchema(set('age', 120), SAMPLE_SCHEMA).isValid).toBe(true);
  });
});

describe('mapping the engine errors onto the list', () => {
  it.each([
    {
      name: 'additionalProperties false names the extra property',
      schema: { properties: { a: {} }, additionalProperties: false },
      data: { a: 1, extra: 2 },
      expected: [
        {
          instancePath: '/extra',
          schemaPath: '#/additionalProperties',
          keyword: 'false schema',
          message: 'Property "extra" is not allowed: additionalProperties is false.',
          params: { additionalProperty: 'extra' },
        },
      ],
    },
    {
      name: 'a $ref is reported where the rule really is',
      schema: {
        definitions: { positive: { type: 'integer', minimum: 1 } },
        properties: { count: { $ref: '#/definitions/positive' } },
      },
      data: { count: 0 },
      expected: [
        {
          instancePath: '/count',
          schemaPath: '#/definitions/positive/minimum',
          keyword: 'minimum',
          message: '0 is less than 1.',
          params: { comparison: '>=', limit: 1 },
        },
      ],
    },
    {
      name: 'anyOf keeps its summary and each branch error',
      schema: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      data: null,
      expected: [
        {
          instancePath: '',
          schemaPath: '#/anyOf',
          keyword: 'anyOf',
          message: 'Instance does not match any subschemas.',
          params: {},
        },
        {
          instancePath: '',
          schemaPath: '#/anyOf/0/type',
          keyword: 'type',
          message: 'Instance type "null" is invalid. Expected "string".',
          params: { type: 'string' },
        },
        {
          instancePath: '',
          schemaPath: '#/anyOf/1/type',
          keyword: 'type',
          message: 'Instance type "null" is invalid. Expected "number".',
          params: { type: 'number' },
        },
      ],
    },
    {
      name: 'oneOf matched twice says so, without the third branch',
      schema: { oneOf: [{ type: 'integer' }, { minimum: 0 }, { type: 'string' }] },
      data: 3,
      expected: [
        {
          instancePath: '',
          schemaPath: '#/oneOf',
          keyword: 'oneOf',
          message: 'Instance does not match exactly one subschema (2 matches).',
          params: { passingSchemas: 2 },
        },
      ],
    },
    {
      name: 'contains reports the array, not every item',
      schema: { contains: { type: 'string' } },
      data: [1, 2, 3],
      expected: [
        {
          instancePath: '',
          schemaPath: '#/contains',
          keyword: 'contains',
          message: 'Array does not contain item matching schema.',
          params: {},
        },
      ],
    },
    {
      name: 'if/then reports the then rule',
      schema: { if: { properties: { kind: { const: 'a' } } }, then: { required: ['size'] } },
      data: { kind: 'a' },
      expected: [
        {
          instancePath: '',
          schemaPath: '#/then/required',
          keyword: 'required',
          message: 'Instance does not have required property "size".',
          params: { missingProperty: 'size' },
        },
      ],
    },
    {
      name: 'items false and additionalItems false',
      schema: { properties: { t: { items: [{}], additionalItems: false }, n: { items: false } } },
      data: { t: [1, 2], n: [1] },
      expected: [
        {
          instancePath: '/t/1',
          schemaPath: '#/properties/t/additionalItems',
          keyword: 'false schema',
          message: 'Item 1 is not allowed: additionalItems is false.',
          params: { additionalItem: 1 },
        },
        {
          instancePath: '/n/0',
          schemaPath: '#/properties/n/items',
          keyword: 'false schema',
          message: 'Item 0 is not allowed: items is false.',
          params: {},
        },
      ],
    },
    {
      name: 'a $ref to a false schema',
      schema: { definitions: { nothing: false }, properties: { gone: { $ref: '#/definitions/nothing' } } },
      data: { gone: 1 },
      expected: [
        {
          instancePath: '/gone',
          schemaPath: '#/definitions/nothing',
          keyword: 'false schema',
          message: 'No value is allowed here: the schema is false.',
          params: {},
        },
      ],
    },
    {
      name: 'a false root schema',
      schema: false,
      data: {},
      expected: [
        {
          instancePath: '',
          schemaPath: '#',
          keyword: 'false schema',
          message: 'No value is allowed here: the schema is false.',
          params: {},
        },
      ],
    },
    {
      name: 'maxProperties says "more than" (the engine says "at least")',
      schema: { maxProperties: 1 },
      data: { a: 1, b: 2 },
      expected: [
        {
          instancePath: '',
          schemaPath: '#/maxProperties',
          keyword: 'maxProperties',
          message: 'Instance has more than 1 properties.',
          params: { limit: 1 },
        },
      ],
    },
    {
      name: 'dependencies name both properties',
      schema: { dependencies: { card: ['billing'] } },
      data: { card: 1 },
      expected: [
        {
          instancePath: '',
          schemaPath: '#/dependencies',
          keyword: 'dependencies',
          message: 'Instance has "card" but does not have "billing".',
          params: { property: 'card', missingProperty: 'billing' },
        },
      ],
    },
    {
      name: 'property names with / ~ spaces and accents are escaped as JSON Pointers, not URIs',
      schema: { properties: { 'a/b~c': { type: 'string' }, 'prénom nom': { type: 'string' } } },
      data: { 'a/b~c': 1, 'prénom nom': 2 },
      expected: [
        {
          instancePath: '/a~1b~0c',
          schemaPath: '#/properties/a~1b~0c/type',
          keyword: 'type',
          message: 'Instance type "number" is invalid. Expected "string".',
          params: { type: 'string' },
        },
        {
          instancePath: '/prénom nom',
          schemaPath: '#/properties/prénom nom/type',
          keyword: 'type',
          message: 'Instance type "number" is invalid. Expected "string".',
          params: { type: 'string' },
        },
      ],
    },
    {
      name: 'a $ref to the Draft-07 meta-schema resolves without fetching',
      schema: { $ref: 'http://json-schema.org/draft-07/schema#' },
      data: { minLength: -1 },
      expected: [
        {
          instancePath: '/minLength',
          schemaPath: 'http://json-schema.org/draft-07/schema#/definitions/nonNegativeInteger/minimum',
          keyword: 'minimum',
          message: '-1 is less than 0.',
          params: { comparison: '>=', limit: 0 },
        },
      ],
    },
  ])('$name', ({ schema, data, expected }) => {
    const { errors } = validateJsonAgainstSchema(json(data), json(schema));
    expect(errors.map(({ data: _data, ...error }) => error)).toEqual(expected);
  });

  it('propertyNames errors show the property name as the data', () => {
    const [error] = validateJsonAgainstSchema('{"ok": 1, "too-long": 2}', '{"propertyNames": {"maxLength": 3}}').errors;
    expect(error).toMatchObject({
      instancePath: '/too-long',
      schemaPath: '#/propertyNames/maxLength',
      aboutPropertyName: true,
      data: '"too-long"',
    });
  });

  it.each([
    { value: '2147483647', valid: true },
    { value: '-2147483648', valid: true },
    { value: '2147483648', valid: false },
    { value: '-2147483649', valid: false },
    { value: '1.5', valid: false },
    { value: '"not a number"', valid: true },
  ])('int32 format: $value valid=$valid', ({ value, valid }) => {
    const result = validateJsonAgainstSchema(`{"n": ${value}}`, '{"properties": {"n": {"format": "int32"}}}');
    expect(result.isValid).toBe(valid);
    if (!valid) {
      expect(result.errors).toEqual([
        {
          instancePath: '/n',
          schemaPath: '#/properties/n/format',
          keyword: 'format',
          message: 'Number does not match format "int32" (a whole number from -2147483648 to 2147483647).',
          params: { format: 'int32', minimum: -2147483648, maximum: 2147483647 },
          data: value,
        },
      ]);
    }
  });

  it.each([
    { format: 'email', good: 'ada@example.com', bad: 'ada@' },
    { format: 'uri', good: 'https://example.com/a?b#c', bad: '/relative' },
    { format: 'uri-reference', good: '../a/b', bad: '\\\\bad' },
    { format: 'date-time', good: '2024-01-15T10:30:00Z', bad: '2024-01-15' },
    { format: 'date', good: '2024-02-29', bad: '2023-02-29' },
    { format: 'time', good: '10:30:00+02:00', bad: '25:00:00Z' },
    { format: 'ipv4', good: '192.168.0.1', bad: '256.1.1.1' },
    { format: 'ipv6', good: '::1', bad: '1:::2' },
    { format: 'hostname', good: 'example.com', bad: '-bad-.com' },
    { format: 'uuid', good: '123e4567-e89b-12d3-a456-426614174000', bad: '123e4567' },
    { format: 'regex', good: '^[a-z]+$', bad: '[' },
    { format: 'json-pointer', good: '/a/0', bad: 'a/0' },
    { format: 'relative-json-pointer', good: '1/a', bad: '/a' },
    { format: 'uri-template', good: 'https://example.com/{id}', bad: 'https://example.com/{id' },
    { format: 'iri', good: 'https://例え.jp/パス', bad: 'パス' },
    { format: 'idn-email', good: '用户@例子.广告', bad: '用户' },
    { format: 'idn-hostname', good: '例子.广告', bad: '例子 广告' },
  ])('format $format is checked', ({ format, good, bad }) => {
    const schema = json({ format });
    expect(validateJsonAgainstSchema(json(good), schema).isValid).toBe(true);
    expect(validateJsonAgainstSchema(json(bad), schema).errors.map((error) => error.keyword)).toEqual(['format']);
  });

  it('unknown formats are ignored, as Draft-07 allows', () => {
    expect(validateJsonAgainstSchema('"anything"', '{"format": "credit-card"}').isValid).toBe(true);
  });
});

describe('the failing value', () => {
  it('is shown exactly as written, big numbers included', () => {
    const [error] = validateJsonAgainstSchema(
      '{"n": 12345678901234567890, "x": 1.50}',
      '{"properties": {"n": {"maximum": 10}}}',
    ).errors;
    expect(error?.data).toBe('12345678901234567890');
  });

  it('is pretty-printed when it is an object, keeping escapes', () => {
    const [error] = validateJsonAgainstSchema(
      '{"user": {"name":"A\\u00e9", "tags":[ ], "n":1e3}}',
      '{"properties": {"user": {"required": ["id"]}}}',
    ).errors;
    expect(error?.data).toBe('{\n  "name": "A\\u00e9",\n  "tags": [],\n  "n": 1e3\n}');
  });

  it('is cut short when long', () => {
    const data = json({ text: 'x'.repeat(10_000) });
    const [error] = validateJsonAgainstSchema(data, '{"properties": {"text": {"maxLength": 5}}}').errors;
    expect(error?.data).toHaveLength(MAX_DATA_LENGTH + 1);
    expect(error?.data?.endsWith('…')).toBe(true);
  });
});

describe('many errors', () => {
  it(`lists the first ${MAX_LISTED_ERRORS} and counts them all`, () => {
    const data = json(Array.from({ length: 1000 }, (_, index) => index));
    const result = validateJsonAgainstSchema(data, '{"items": {"type": "string"}}');
    expect(result.errorCount).toBe(1000);
    expect(result.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(result.errors[199]?.instancePath).toBe('/199');
    expect(result.complete).toBe(true);
  });

  it('falls back to the first error of each rule when there are too many to collect', () => {
    const data = json({ list: Array.from({ length: 200_000 }, (_, index) => index) });
    const result = validateJsonAgainstSchema(data, '{"properties": {"list": {"items": {"type": "string"}}}}');
    expect(result.isValid).toBe(false);
    expect(result.complete).toBe(false);
    expect(result.errors[0]).toMatchObject({ instancePath: '/list/0', keyword: 'type' });
  });

  it('says so when the data is nested too deeply', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(() => validateJsonAgainstSchema(deep, '{"items": {"$ref": "#"}}')).toThrow(
      new ToolError('The JSON data is nested too deeply to validate'),
    );
  });
});

describe('input problems', () => {
  it.each([
    ['', '{}'],
    ['{}', ''],
    ['  \n', '{}'],
    ['{}', '\t '],
  ])('blank input (%j, %j) asks for both', (data, schema) => {
    expect(() => validateJsonAgainstSchema(data, schema)).toThrow(new ToolError(BLANK_INPUT_MESSAGE));
  });

  it.each([
    {
      data: '{\n  "a": 1,\n}',
      schema: '{}',
      message:
        "JSON Data is not valid JSON: Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    },
    {
      data: '{}',
      schema: '{\n  "type": "object"\n  "required": []\n}',
      message:
        "JSON Schema is not valid JSON: Expected ',' or '}' after a property value, found '\"' at line 3, column 3 (position 23)",
    },
    {
      data: "{'a': 1}",
      schema: '{}',
      message:
        'JSON Data is not valid JSON: Expected a double-quoted property name, found "\'" at line 1, column 2 (position 1)',
    },
  ])('a parse error names the input, line and column: $message', ({ data, schema, message }) => {
    expect(() => validateJsonAgainstSchema(data, schema)).toThrow(
      expect.objectContaining({ name: 'ToolError', message }),
    );
  });

  it('keeps the location on the error, naming the pane by its id', () => {
    expect(toolErrorOf(() => parseJsonInput('[1,\n 2,,]', DATA_PANE)).location).toEqual({
      line: 2,
      column: 4,
      offset: 7,
      input: 'data',
    });
    expect(toolErrorOf(() => validateJsonAgainstSchema('{}', '{\n}}')).location).toMatchObject({ input: 'schema' });
  });

  it.each([
    { schema: '[]', message: 'The JSON Schema must be a JSON object (or true or false), not an array' },
    { schema: '"string"', message: 'The JSON Schema must be a JSON object (or true or false), not a string' },
    { schema: 'null', message: 'The JSON Schema must be a JSON object (or true or false), not null' },
    {
      schema: '{"properties": {"code": {"pattern": "[a-z"}}}',
      message:
        'Invalid regular expression "[a-z" at #/properties/code/pattern in the JSON Schema: Unterminated character class',
    },
    {
      schema: '{"patternProperties": {"\\\\_x": {}}}',
      message: 'Invalid regular expression "\\\\_x" at #/patternProperties/\\_x in the JSON Schema: Invalid escape',
    },
    {
      schema: '{"type": "strin"}',
      message:
        'The JSON Schema is not a valid Draft-07 schema: at #/type: Instance does not match any of ["array","boolean","integer","null","number","object","string"].',
    },
    {
      schema: '{"properties": {"age": {"minimum": "13"}, "name": {"minLength": -1}}}',
      message:
        'The JSON Schema is not a valid Draft-07 schema: at #/properties/age/minimum: Instance type "string" is invalid. Expected "number". (and problems at 1 more place in the schema)',
    },
    {
      schema: '{"properties": {"home": {"$ref": "address.json"}}}',
      message:
        'The JSON Schema has a $ref to a schema document that has not been added: "address.json" at #/properties/home/$ref. Nothing is downloaded: add that schema under Referenced Schemas (paste it or open its file) with "$id": "address.json".',
    },
    {
      schema:
        '{"$id": "https://example.com/schemas/user.json", "properties": {"home": {"$ref": "address.json#/definitions/home"}}}',
      message:
        'The JSON Schema has a $ref to a schema document that has not been added: "address.json#/definitions/home" at #/properties/home/$ref. Nothing is downloaded: add that schema under Referenced Schemas (paste it or open its file) with "$id": "https://example.com/schemas/address.json".',
    },
    {
      schema: '{"$ref": "#/definitions/missing"}',
      message:
        'The JSON Schema has a $ref that cannot be resolved: "#/definitions/missing" at #/$ref. There is no such place in the JSON Schema.',
    },
    {
      schema: '{"definitions": {"a": {"$id": "http://example.com/x"}, "b": {"$id": "http://example.com/x"}}}',
      message: 'The JSON Schema cannot be loaded: Duplicate schema URI "http://example.com/x".',
    },
  ])('the schema cannot be used: $message', ({ schema, message }) => {
    expect(() => validateJsonAgainstSchema('{}', schema)).toThrow(new ToolError(message));
  });

  it('boolean schemas are schemas', () => {
    expect(validateJsonAgainstSchema('{"any": 1}', 'true').isValid).toBe(true);
    expect(validateJsonAgainstSchema('{"any": 1}', 'false').isValid).toBe(false);
  });

  it('a property named __proto__ is an ordinary property, in data and schema', () => {
    const result = validateJsonAgainstSchema(
      '{"__proto__": 5}',
      '{"properties": {"__proto__": {"type": "string"}}, "additionalProperties": false}',
    );
    expect(result.errors.map((error) => [error.instancePath, error.schemaPath, error.data])).toEqual([
      ['/__proto__', '#/properties/__proto__/type', '5'],
    ]);
  });
});

describe('referenced schemas: a $ref to another document resolves to the schema added under its $id', () => {
  const address = json({
    $id: 'https://example.com/schemas/address.json',
    type: 'object',
    required: ['city'],
    properties: { city: { type: 'string' }, zip: { $ref: '#/definitions/zip' } },
    definitions: { zip: { type: 'string', pattern: '^[0-9]{5}$' } },
  });

  it.each([
    {
      name: 'an absolute $ref, to the document',
      schema: { properties: { home: { $ref: 'https://example.com/schemas/address.json' } } },
      references: [address],
    },
    {
      name: 'an absolute $ref, into the document',
      schema: {
        properties: {
          home: { properties: { zip: { $ref: 'https://example.com/schemas/address.json#/definitions/zip' } } },
        },
      },
      references: [address],
    },
    {
      name: 'a relative $ref, against the JSON Schema’s $id',
      schema: { $id: 'https://example.com/schemas/user.json', properties: { home: { $ref: 'address.json' } } },
      references: [address],
    },
    {
      name: 'a relative $ref and a relative $id, when the JSON Schema has no $id',
      schema: { properties: { home: { $ref: 'address.json' } } },
      references: [json({ ...JSON.parse(address), $id: 'address.json' })],
    },
    {
      name: 'an $id written with an empty fragment, as Draft-07 examples do',
      schema: { properties: { home: { $ref: 'https://example.com/schemas/address.json' } } },
      references: [json({ ...JSON.parse(address), $id: 'https://example.com/schemas/address.json#' })],
    },
    {
      name: 'blank entries (an added pane left empty) are skipped',
      schema: { properties: { home: { $ref: 'https://example.com/schemas/address.json' } } },
      references: ['', address, '  \n'],
    },
  ])('$name', ({ schema, references }) => {
    const valid = validateJsonAgainstSchema('{"home": {"city": "Oslo", "zip": "01234"}}', json(schema), references);
    expect(valid.isValid).toBe(true);
    const invalid = validateJsonAgainstSchema('{"home": {"city": 7, "zip": "1"}}', json(schema), references);
    expect(invalid.errors.map((error) => [error.instancePath, error.keyword])).toEqual(
      schema.properties.home.$ref === undefined
        ? [['/home/zip', 'pattern']]
        : [
            ['/home/city', 'type'],
            ['/home/zip', 'pattern'],
          ],
    );
  });

  it('names an error inside a referenced schema by its URI and place there', () => {
    const { errors } = validateJsonAgainstSchema(
      '{"home": {"zip": "1"}}',
      '{"properties": {"home": {"$ref": "https://example.com/schemas/address.json"}}}',
      [address],
    );
    expect(errors.map(({ instancePath, schemaPath, message }) => [instancePath, schemaPath, message])).toEqual([
      [
        '/home',
        'https://example.com/schemas/address.json#/required',
        'Instance does not have required property "city".',
      ],
      [
        '/home/zip',
        'https://example.com/schemas/address.json#/definitions/zip/pattern',
        'String does not match pattern.',
      ],
    ]);
  });

  it('follows $refs from one referenced schema to another', () => {
    const country = json({ $id: 'https://example.com/schemas/country.json', enum: ['NO', 'SE'] });
    const withCountry = json({
      $id: 'https://example.com/schemas/address.json',
      properties: { country: { $ref: 'country.json' } },
    });
    const schema = '{"$ref": "https://example.com/schemas/address.json"}';
    expect(validateJsonAgainstSchema('{"country": "NO"}', schema, [withCountry, country]).isValid).toBe(true);
    expect(validateJsonAgainstSchema('{"country": "DK"}', schema, [withCountry, country]).errorCount).toBe(1);
    expect(() => validateJsonAgainstSchema('{}', schema, [withCountry])).toThrow(
      new ToolError(
        'Referenced Schema 1 has a $ref to a schema document that has not been added: "country.json" at https://example.com/schemas/address.json#/properties/country/$ref. Nothing is downloaded: add that schema under Referenced Schemas (paste it or open its file) with "$id": "https://example.com/schemas/country.json".',
      ),
    );
  });

  it.each([
    {
      name: 'not JSON',
      references: ['{}', '{\n  "$id": "x",\n}'],
      message:
        "Referenced Schema 2 is not valid JSON: Expected a double-quoted property name, found '}' at line 3, column 1 (position 16)",
      input: 'referenced-schema-2',
    },
    {
      name: 'no $id',
      references: ['{"type": "string"}'],
      message:
        'Referenced Schema 1 has no "$id", so no $ref can find it: give it the "$id" that the $ref points at (such as "https://example.com/schemas/address.json").',
    },
    {
      name: 'a boolean schema',
      references: ['true'],
      message: 'Referenced Schema 1 is true, which has no "$id", so no $ref can find it.',
    },
    {
      name: 'not an object',
      references: ['[]'],
      message: 'Referenced Schema 1 must be a JSON object, not an array',
    },
    {
      name: 'an $id naming a place, not a document',
      references: ['{"$id": "#address"}'],
      message:
        'Referenced Schema 1 has "$id": "#address", which names a place inside a schema rather than a schema document: give it the URI that the $ref points at, without a "#" part.',
    },
    {
      name: 'two with the same $id',
      references: ['{"$id": "https://example.com/a.json"}', '{"$id": "https://example.com/a.json"}'],
      message:
        'Referenced Schema 2 has "$id": "https://example.com/a.json", which Referenced Schema 1 already has. Each schema needs its own "$id".',
    },
    {
      name: 'the JSON Schema’s own $id',
      schema: '{"$id": "https://example.com/a.json"}',
      references: ['{"$id": "https://example.com/a.json"}'],
      message:
        'Referenced Schema 1 has "$id": "https://example.com/a.json", which the JSON Schema already has. Each schema needs its own "$id".',
    },
    {
      name: 'not a valid Draft-07 schema',
      references: ['{"$id": "https://example.com/a.json", "minLength": "2"}'],
      message:
        'Referenced Schema 1 is not a valid Draft-07 schema: at #/minLength: Instance type "string" is invalid. Expected "integer".',
    },
    {
      name: 'a bad regular expression',
      references: ['{"$id": "https://example.com/a.json", "pattern": "(a"}'],
      message: 'Invalid regular expression "(a" at #/pattern in Referenced Schema 1: Unterminated group',
    },
    {
      name: 'a $ref into it that finds nothing',
      schema: '{"$ref": "https://example.com/a.json#/definitions/nothing"}',
      references: ['{"$id": "https://example.com/a.json"}'],
      message:
        'The JSON Schema has a $ref that cannot be resolved: "https://example.com/a.json#/definitions/nothing" at #/$ref. There is no such place in Referenced Schema 1.',
    },
  ])('a referenced schema that cannot be used says why: $name', ({ schema = '{}', references, message, input }) => {
    const error = toolErrorOf(() => validateJsonAgainstSchema('{}', schema, references));
    expect(error.message).toBe(message);
    expect(error.location?.input).toBe(input);
  });
});
