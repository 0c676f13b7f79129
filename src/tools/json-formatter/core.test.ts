import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { SAMPLE_JSON, formatJson, minifyJson } from './core';

describe('formatJson', () => {
  it.each([
    { name: 'object', input: '{"a":1,"b":[true,null]}', output: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}' },
    {
      name: 'big integer keeps every digit',
      input: '{"id": 12345678901234567890}',
      output: '{\n  "id": 12345678901234567890\n}',
    },
    { name: 'exponent and trailing zeros kept', input: '[1.50, 1E+2, -0.0]', output: '[\n  1.50,\n  1E+2,\n  -0.0\n]' },
    { name: 'escapes kept as written', input: '["\\u00e9\\/", "é"]', output: '[\n  "\\u00e9\\/",\n  "é"\n]' },
    { name: 'scalar', input: '  "text"  ', output: '"text"' },
  ])('$name', ({ input, output }) => {
    expect(formatJson(input).output).toBe(output);
  });

  it('reports sizes in UTF-8 bytes and lines of the result', () => {
    expect(formatJson('{"é":"🚀"}').stats).toEqual({ originalSize: 13, formattedSize: 18, lines: 3 });
  });

  it.each(['', '   ', '\n\t'])('blank input %j asks for JSON', (input) => {
    expect(() => formatJson(input)).toThrow(new ToolError('Please enter JSON data'));
  });

  it('names the line and column of a syntax error', () => {
    expect(() => formatJson('{\n  "a": 1,\n}')).toThrow(/line 3, column 1/);
  });

  it('formats its own sample', () => {
    const { output, stats } = formatJson(SAMPLE_JSON);
    expect(output).toContain('"id": 12345678901234567890');
    expect(stats.lines).toBeGreaterThan(50);
  });
});

describe('minifyJson', () => {
  it('removes whitespace and reports one line', () => {
    expect(minifyJson('{\n  "a": [1, 2],\n  "b": "x y"\n}')).toEqual({
      output: '{"a":[1,2],"b":"x y"}',
      stats: { originalSize: 31, formattedSize: 21, lines: 1 },
    });
  });

  it('rejects invalid JSON', () => {
    expect(() => minifyJson('[1,]')).toThrow(ToolError);
  });
});
