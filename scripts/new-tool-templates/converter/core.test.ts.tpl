import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { convertText, SAMPLE_INPUT } from './core';

describe('convertText', () => {
  it.each([
    { input: 'a', skipBlank: false, items: ['a'] },
    { input: 'a\r\nb\rc', skipBlank: false, items: ['a', 'b', 'c'] },
    { input: SAMPLE_INPUT, skipBlank: false, items: ['apples', 'pears', '', 'plums'] },
    { input: SAMPLE_INPUT, skipBlank: true, items: ['apples', 'pears', 'plums'] },
    { input: ' "quoted" \\ ', skipBlank: true, items: [' "quoted" \\ '] },
  ])('$input (skip blank: $skipBlank) gives $items', ({ input, skipBlank, items }) => {
    const output = convertText(input, { skipBlank });
    expect(JSON.parse(output)).toEqual(items);
    expect(output.endsWith('\n')).toBe(true);
  });

  it.each(['', ' \n\t'])('refuses blank input %j', (input) => {
    expect(() => convertText(input, { skipBlank: false })).toThrow(ToolError);
    expect(() => convertText(input, { skipBlank: false })).toThrow('Please enter some lines');
  });
});
