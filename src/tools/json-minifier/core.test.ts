import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
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

  it('asks for input when blank, and locates errors', () => {
    expect(() => minifyJson(' ')).toThrow(new ToolError('Please enter JSON data'));
    expect(() => minifyJson('{"a" 1}')).toThrow(/line 1, column 6/);
  });

  it('minifies its sample and keeps its big number', () => {
    expect(minifyJson(SAMPLE_JSON).output).toContain('"snowflakeId":1234567890123456789012');
  });
});
