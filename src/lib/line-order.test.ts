import { describe, expect, it } from 'vitest';
import { rearrangeLines } from './line-order';
import { splitLines } from './text-lines';

const reversed = (text: string) => {
  const lines = splitLines(text);
  return rearrangeLines(lines, lines.map((line) => line.text).reverse());
};

describe('rearrangeLines', () => {
  it.each([
    ['', ''],
    ['a', 'a'],
    ['a\nb', 'b\na'],
    ['a\nb\n', 'b\na\n'],
    ['a\r\nb\nc', 'c\r\nb\na'],
    ['a\r\nb\r\n', 'b\r\na\r\n'],
    ['a\rb\r', 'b\ra\r'],
    // A lone CR, the empty line and an LF would meet as one CR LF: the first kind of break is used throughout.
    ['a\r\nb\r', 'b\r\na\r\n'],
    ['\r\n\rx', 'x\r\n\r\n'],
  ])('reverses %j into %j', (text, expected) => {
    expect(reversed(text)).toBe(expected);
  });

  it('writes fewer lines than slots, ending the way the text ended', () => {
    const lines = splitLines('a\r\nb\nc\n');
    expect(rearrangeLines(lines, ['c', 'a'])).toBe('c\r\na\n');
    expect(rearrangeLines(splitLines('a\nb'), ['b'])).toBe('b');
    expect(rearrangeLines(lines, [])).toBe('');
  });
});
