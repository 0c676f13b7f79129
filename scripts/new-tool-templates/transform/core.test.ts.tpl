import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { transformText } from './core';

describe('transformText', () => {
  it.each([
    { input: 'hello', eachLine: false, output: 'hello', removed: 0 },
    { input: '  hello world \n', eachLine: false, output: 'hello world', removed: 4 },
    { input: ' a \n b ', eachLine: false, output: 'a \n b', removed: 2 },
    { input: ' a \n b ', eachLine: true, output: 'a\nb', removed: 4 },
    { input: '\ta\n\n b\t', eachLine: true, output: 'a\n\nb', removed: 3 },
  ])('$input (each line: $eachLine) gives $output', ({ input, eachLine, output, removed }) => {
    expect(transformText(input, { eachLine })).toEqual({ output, removed });
  });

  it.each(['', '   ', '\n\t '])('refuses blank input %j', (input) => {
    expect(() => transformText(input, { eachLine: false })).toThrow(ToolError);
    expect(() => transformText(input, { eachLine: false })).toThrow('Please enter some text');
  });
});
