import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { expectStreamed, manyRecords } from '../../test/streaming';
import {
  BLANK_INPUT_MESSAGE,
  NO_FIELDS_MESSAGE,
  NO_RECORDS_MESSAGE,
  SAMPLE_JSON,
  SAMPLE_RECORDS,
  jsonToCsv,
} from './core';

/** Writes expected CSV one record per array item, joined with CRLF as the tool joins them. */
const csv = (...records: string[]) => records.join('\r\n');

describe('jsonToCsv', () => {
  it.each([
    {
      rule: 'an array of flat records gives a header and one row each',
      input: '[{"a":"x","b":"y"},{"a":"z","b":"w"}]',
      output: csv('a,b', 'x,y', 'z,w'),
    },
    {
      rule: 'a non-array object becomes a one-item array',
      input: '{"name":"Ada","age":36}',
      output: csv('name,age', 'Ada,36'),
    },
    {
      rule: 'a non-array scalar becomes a one-item array in the value column',
      input: '"hello"',
      output: csv('value', 'hello'),
    },
    {
      rule: 'columns are the union of keys in first-seen order',
      input: '[{"a":1},{"b":2,"a":3},{"c":4}]',
      output: csv('a,b,c', '1,,', '3,2,', ',,4'),
    },
    {
      rule: 'keys keep their written order, integer-like keys too',
      input: '{"b":1,"2":2,"a":3}',
      output: csv('b,2,a', '1,2,3'),
    },
    {
      rule: 'nested objects flatten to dot paths',
      input: '[{"id":1,"user":{"name":"Ada","email":"a@x.org"}}]',
      output: csv('id,user.name,user.email', '1,Ada,a@x.org'),
    },
    {
      rule: 'nested objects flatten recursively',
      input: '{"a":{"b":{"c":{"d":1}},"e":2}}',
      output: csv('a.b.c.d,a.e', '1,2'),
    },
    {
      rule: 'flattened paths join the union like any key',
      input: '[{"u":{"x":1}},{"u":{"y":2}}]',
      output: csv('u.x,u.y', '1,', ',2'),
    },
    {
      rule: 'arrays go into the cell as JSON text',
      input: '{"tags":["a","b"],"n":[1,2.50]}',
      output: csv('tags,n', '"[""a"",""b""]","[1,2.50]"'),
    },
    {
      rule: 'objects inside arrays stay JSON text',
      input: '{"items":[{"id":12345678901234567890}]}',
      output: csv('items', '"[{""id"":12345678901234567890}]"'),
    },
    { rule: 'an empty nested object is kept as JSON text', input: '{"a":{},"b":[]}', output: csv('a,b', '{},[]') },
    {
      rule: 'a record that is not an object fills the value column',
      input: '[1,"x",true,[1,2]]',
      output: csv('value', '1', 'x', 'true', '"[1,2]"'),
    },
    { rule: 'objects and non-objects mix in one table', input: '[{"a":1},5]', output: csv('a,value', '1,', ',5') },
    {
      rule: 'null and missing values are empty cells',
      input: '[{"a":null,"b":1},{"b":2}]',
      output: csv('a,b', ',1', ',2'),
    },
    {
      rule: 'a lone empty field is quoted so the record is not an empty line',
      input: '[{"a":""},{"a":null},{}]',
      output: csv('a', '""', '""', '""'),
    },
    {
      rule: 'booleans are written as true and false',
      input: '{"yes":true,"no":false}',
      output: csv('yes,no', 'true,false'),
    },
    {
      rule: 'numbers keep their exact digits',
      input: '{"id":12345678901234567890,"price":1.50,"big":1E+400,"neg":-0.0}',
      output: csv('id,price,big,neg', '12345678901234567890,1.50,1E+400,-0.0'),
    },
    { rule: 'a field with a comma is quoted', input: '{"a":"x,y"}', output: csv('a', '"x,y"') },
    {
      rule: 'a field with a quote is quoted and the quote doubled',
      input: '{"a":"say \\"hi\\""}',
      output: csv('a', '"say ""hi"""'),
    },
    { rule: 'a field with LF is quoted', input: '{"a":"one\\ntwo"}', output: csv('a', '"one\ntwo"') },
    { rule: 'a field with CR is quoted', input: '{"a":"one\\rtwo"}', output: csv('a', '"one\rtwo"') },
    {
      rule: 'spaces, tabs, semicolons and unicode need no quotes',
      input: '{"a":" x\\t; é 🚀 "}',
      output: csv('a', ' x\t; é 🚀 '),
    },
    {
      rule: 'header names are quoted by the same rule',
      input: '{"a,b":1,"say \\"x\\"":2}',
      output: csv('"a,b","say ""x"""', '1,2'),
    },
    { rule: 'string escapes are decoded', input: '{"a":"\\u00e9\\/"}', output: csv('a', 'é/') },
    {
      rule: 'a key named __proto__ is an ordinary column',
      input: '{"__proto__":{"x":1},"y":2}',
      output: csv('__proto__.x,y', '1,2'),
    },
    {
      rule: 'a duplicate key keeps its last value, at its first place',
      input: '{"a":1,"b":2,"a":3}',
      output: csv('a,b', '3,2'),
    },
  ])('$rule', ({ input, output }) => {
    expect(jsonToCsv(input)).toBe(output);
  });

  it('converts the spec sample: three records with id, name, email, age, department, salary, isActive', () => {
    expect(JSON.parse(SAMPLE_JSON)).toEqual(SAMPLE_RECORDS);
    expect(SAMPLE_JSON).toBe(JSON.stringify(SAMPLE_RECORDS, null, 2));
    expect(jsonToCsv(SAMPLE_JSON)).toBe(
      csv(
        'id,name,email,age,department,salary,isActive',
        '1,John Doe,john.doe@example.com,30,Engineering,75000,true',
        '2,Jane Smith,jane.smith@example.com,28,Marketing,65000,true',
        '3,Bob Johnson,bob.johnson@example.com,35,Sales,55000,false',
      ),
    );
  });

  it.each([
    { input: '', message: BLANK_INPUT_MESSAGE },
    { input: ' \n\t', message: BLANK_INPUT_MESSAGE },
    { input: '[]', message: NO_RECORDS_MESSAGE },
    { input: '[{}, {}]', message: NO_FIELDS_MESSAGE },
  ])('rejects $input with "$message"', ({ input, message }) => {
    expect(() => jsonToCsv(input)).toThrow(new ToolError(message));
  });

  it.each([
    { input: '[\n  {"a": 1},\n  {"a": 2,}\n]', where: 'line 3, column 11' },
    { input: '[{"a": 1}', where: 'line 1, column 10' },
    { input: "{'a': 1}", where: 'line 1, column 2' },
  ])('reports invalid JSON with the line and column: $input', ({ input, where }) => {
    expect(() => jsonToCsv(input)).toThrow(ToolError);
    expect(() => jsonToCsv(input)).toThrow(where);
  });

  it('handles any nesting depth', () => {
    const depth = 20_000;
    const nested = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    expect(jsonToCsv(nested)).toBe(csv(Array(depth).fill('a').join('.'), '1'));
    const deepArray = '{"x":' + '['.repeat(depth) + ']'.repeat(depth) + '}';
    expect(jsonToCsv(deepArray).split('\r\n')[1]).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('writes what an RFC 4180 reader reads back, field for field', () => {
    const records = [{ a: 'x,y', b: 'say "hi"', c: 'one\r\ntwo', d: '' }];
    const parsed = Papa.parse<string[]>(jsonToCsv(JSON.stringify(records)), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x,y', 'say "hi"', 'one\r\ntwo', ''],
    ]);
  });
});

describe('jsonToCsv in a worker', () => {
  it('sends its output to the page while it writes it, and not again once done', () => {
    expectStreamed(() => jsonToCsv(manyRecords(30_000)));
  });
});
