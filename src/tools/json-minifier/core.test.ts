import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import { SAMPLE_JSON, minifyJson } from './core';

describe('minifyJson', () => {
  it.each([
    { input: '{ "a" : 1 }', output: '{"a":1}' },
    { input: '[\n  1,\n  2.50,\n  1e400\n]', output: '[1,2.50,1e400]' },
    { input: '{"big": 123456789012345678901234567890}', output: '{"big":123456789012345678901234567890}' },
    { input: '"  spaces inside strings stay  "', output: '"  spaces inside strings stay  "' },
    { input: '{"a":{},"b":[ ]}', output: '{"a":{},"b":[]}' },
  ])('$input → $output', ({ input, output }) => {
    expect(minifyJson(input).output).toBe(output);
  });

  it('counts the bytes saved', () => {
    expect(minifyJson('{ "a" : 1 }')).toEqual({
      output: '{"a":1}',
      originalSize: 11,
      minifiedSize: 7,
      bytesSaved: 4,
      percentSaved: 36.4,
    });
  });

  it('saves nothing on already minified JSON', () => {
    expect(minifyJson('[1]')).toMatchObject({ bytesSaved: 0, percentSaved: 0 });
  });

  it.each(['', ' ', '\n\t'])('asks for JSON when the input is blank: %j', (input) => {
    expect(() => minifyJson(input)).toThrow(new ToolError('Please enter JSON data'));
  });

  it.each([
    { input: '{"a" 1}', at: { line: 1, column: 6, offset: 5 } },
    { input: '[\n  1,\n  2,\n]', at: { line: 4, column: 1, offset: 12 } },
    { input: '{"é😀": tru}', at: { line: 1, column: 11, offset: 11 } },
  ])('locates invalid JSON, so its line is marked in the input: $input', ({ input, at }) => {
    const error = toolErrorOf(() => minifyJson(input));
    expect(error.message).toContain(`line ${at.line}, column ${at.column}`);
    expect(error.location).toMatchObject(at);
  });

  it('minifies its sample and keeps its big number', () => {
    expect(minifyJson(SAMPLE_JSON).output).toContain('"snowflakeId":1234567890123456789012');
  });
});
