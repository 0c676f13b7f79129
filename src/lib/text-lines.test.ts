import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinLines, keepLines, splitLines } from './text-lines';

const lines = (text: string) => splitLines(text).map((line) => [line.text, line.lineBreak]);

describe('splitLines', () => {
  it.each([
    { text: '', expected: [] },
    { text: 'a', expected: [['a', '']] },
    { text: 'a\n', expected: [['a', '\n']] },
    { text: '\n', expected: [['', '\n']] },
    {
      text: 'a\n\n',
      expected: [
        ['a', '\n'],
        ['', '\n'],
      ],
    },
    {
      text: 'a\r\nb',
      expected: [
        ['a', '\r\n'],
        ['b', ''],
      ],
    },
    {
      text: 'a\rb\r',
      expected: [
        ['a', '\r'],
        ['b', '\r'],
      ],
    },
    {
      text: 'a\r\n\nb\r',
      expected: [
        ['a', '\r\n'],
        ['', '\n'],
        ['b', '\r'],
      ],
    },
    {
      text: '👩‍👩‍👧\nשלום',
      expected: [
        ['👩‍👩‍👧', '\n'],
        ['שלום', ''],
      ],
    },
  ])('$text', ({ text, expected }) => {
    expect(lines(text)).toEqual(expected);
  });

  it('joinLines gives back exactly the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' ', '\n', '\r', '\r\n') }), (text) => {
        expect(joinLines(splitLines(text))).toBe(text);
      }),
    );
  });
});

describe('joinLines', () => {
  it('never lets a lone CR and the LF of an empty line become one CR LF', () => {
    expect(
      joinLines([
        { text: 'a', lineBreak: '\r' },
        { text: '', lineBreak: '\n' },
        { text: 'b', lineBreak: '' },
      ]),
    ).toBe('a\r\rb');
    expect(
      joinLines([
        { text: 'a', lineBreak: '\r' },
        { text: '', lineBreak: '\r\n' },
      ]),
    ).toBe('a\r\r\n');
  });

  it('keeps every line of any mix of line breaks when lines are dropped or emptied', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', '\r\n') }),
        fc.func(fc.boolean()),
        (text, keep) => {
          const lines = splitLines(text).map((line) => ({ text: line.text.trim(), lineBreak: line.lineBreak }));
          const kept = keepLines(lines, (line) => keep(line.text));
          // An empty last line without a break is no text at all: that one cannot survive.
          const readable = kept.filter(
            (line, index) => !(index === kept.length - 1 && line.text === '' && line.lineBreak === ''),
          );
          expect(splitLines(joinLines(kept)).map((line) => line.text)).toEqual(readable.map((line) => line.text));
        },
      ),
    );
  });
});

describe('keepLines', () => {
  const kept = (text: string, keep: (text: string) => boolean) =>
    joinLines(keepLines(splitLines(text), (line) => keep(line.text)));

  it.each([
    { text: 'a\nb', drop: 'b', expected: 'a' },
    { text: 'a\nb\n', drop: 'b', expected: 'a\n' },
    { text: 'a\r\nb\n', drop: 'b', expected: 'a\n' },
    { text: 'a\nb\nc', drop: 'b', expected: 'a\nc' },
    { text: 'a\r\nb\nc', drop: 'a', expected: 'b\nc' },
    { text: 'a\n', drop: 'a', expected: '' },
  ])('dropping $drop from $text', ({ text, drop, expected }) => {
    expect(kept(text, (line) => line !== drop)).toBe(expected);
  });
});
