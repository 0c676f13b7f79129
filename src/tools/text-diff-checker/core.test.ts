import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  diffTexts,
  markLine,
  SAMPLE_CHANGED,
  SAMPLE_ORIGINAL,
  SAMPLE_PATCH,
  splitLines,
  type DiffOptions,
} from './core';

const options = (patch: Partial<DiffOptions> = {}): DiffOptions => ({ ...DEFAULT_OPTIONS, ...patch });

/**
 * Expected patches written by GNU diffutils 3: `diff -U<context> --label a/original.txt --label
 * b/changed.txt [-i|-w|-Z] original changed` on the two texts.
 */
const GNU_DIFF_CASES: [
  name: string,
  original: string,
  changed: string,
  options: Partial<DiffOptions>,
  patch: string,
][] = [
  [
    'one changed line',
    'a\nb\nc\n',
    'a\nB\nc\n',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n',
  ],
  [
    'a last line without a line break',
    'a\nb\nc',
    'a\nb\nc\n',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+c\n',
  ],
  [
    'both without a final line break',
    'a\nb',
    'a\nc',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
  ],
  [
    'three hunks, 2 x context apart and further',
    '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n',
    '1\nX\n3\n4\n5\n6\n7\n8\n9\nY\n11\n12\n13\n14\n15\n16\n17\n18\nZ\n20\n',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+Y\n 11\n 12\n 13\n@@ -16,5 +16,5 @@\n 16\n 17\n 18\n-19\n+Z\n 20\n',
  ],
  [
    'changes exactly 6 lines apart share a hunk',
    '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n',
    '1\nX\n3\n4\n5\n6\n7\n8\nY\n10\n11\n12\n13\n14\n15\n',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,12 +1,12 @@\n 1\n-2\n+X\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+Y\n 10\n 11\n 12\n',
  ],
  ['from nothing', '', 'new\n', { context: 3 }, '--- a/original.txt\n+++ b/changed.txt\n@@ -0,0 +1 @@\n+new\n'],
  ['to nothing', 'a\nb\n', '', { context: 3 }, '--- a/original.txt\n+++ b/changed.txt\n@@ -1,2 +0,0 @@\n-a\n-b\n'],
  [
    'an insertion without context',
    '1\n2\n3\n4\n5\n6\n7\n8\n',
    '1\n2\n3\n4\nins\n5\n6\n7\n8\n',
    { context: 0 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -4,0 +5 @@\n+ins\n',
  ],
  [
    'a deletion without context',
    '1\n2\n3\n4\n5\n',
    '1\n2\n4\n5\n',
    { context: 0 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -3 +2,0 @@\n-3\n',
  ],
  [
    'one line of context',
    'a\nb\nc\nd\ne\nf\ng\n',
    'a\nb\nC\nd\ne\nF\ng\n',
    { context: 1 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -2,6 +2,6 @@\n b\n-c\n+C\n d\n e\n-f\n+F\n g\n',
  ],
  [
    'ignore case keeps the other change',
    'Hello World\nfoo  bar \n',
    'hello world\nfoo bar\n',
    { context: 3, ignoreCase: true },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,2 +1,2 @@\n Hello World\n-foo  bar \n+foo bar\n',
  ],
  [
    'ignore all white space',
    'a b\nc\nd\n',
    'ab\nc \nD\n',
    { context: 3, whitespace: 'all' },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,3 @@\n a b\n c\n-d\n+D\n',
  ],
  [
    'ignore trailing white space',
    'a \nb\t\nc\n',
    'a\nb\n C\n',
    { context: 3, whitespace: 'trailing' },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,3 @@\n a \n b\t\n-c\n+ C\n',
  ],
  [
    'CRLF lines',
    'a\r\nb\r\n',
    'a\r\nc\r\n',
    { context: 3 },
    '--- a/original.txt\n+++ b/changed.txt\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n',
  ],
];

describe('diffTexts', () => {
  it.each(GNU_DIFF_CASES)('writes the patch diff -u writes: %s', (_name, original, changed, patch, expected) => {
    expect(diffTexts(original, changed, options(patch)).patch).toBe(expected);
  });

  it('writes the samples’ patch as diff -u does', () => {
    expect(diffTexts(SAMPLE_ORIGINAL, SAMPLE_CHANGED, options()).patch).toBe(SAMPLE_PATCH);
  });

  it('counts the sample’s lines', () => {
    const result = diffTexts(SAMPLE_ORIGINAL, SAMPLE_CHANGED, options());
    expect(result.stats).toEqual({ added: 3, removed: 2, unchanged: 7, ignoredBlank: 0 });
    expect(result.verdict).toBe('different');
    expect(result.cutShort).toBe(false);
  });

  it.each([
    ['the same text', 'a\nb\n', 'a\nb\n', {}, 'identical'],
    ['two empty texts', '', '', {}, 'identical'],
    ['case only, ignoring case', 'Apple\n', 'apple\n', { ignoreCase: true }, 'equivalent'],
    ['trailing spaces, ignoring them', 'a  \nb\n', 'a\nb\n', { whitespace: 'trailing' }, 'equivalent'],
    ['inner spaces, ignoring all', 'a b c\n', 'abc\n', { whitespace: 'all' }, 'equivalent'],
    ['inner spaces, ignoring trailing only', 'a b c\n', 'abc\n', { whitespace: 'trailing' }, 'different'],
    ['a blank line, ignoring blank lines', 'a\nb\n', 'a\n\nb\n', { ignoreBlankLines: true }, 'equivalent'],
    ['a blank line, not ignoring them', 'a\nb\n', 'a\n\nb\n', {}, 'different'],
    ['case, not ignoring it', 'Apple\n', 'apple\n', {}, 'different'],
  ] as const)('calls %s %s', (_name, original, changed, patch, verdict) => {
    const result = diffTexts(original, changed, options(patch));
    expect(result.verdict).toBe(verdict);
    if (verdict !== 'different') expect(result.patch).toBe('');
  });

  it('leaves ignored blank lines out of the counts', () => {
    const result = diffTexts('a\nb\n', 'a\n\n\nb\n', options({ ignoreBlankLines: true }));
    expect(result.stats).toEqual({ added: 0, removed: 0, unchanged: 2, ignoredBlank: 2 });
    expect(result.blocks.map((block) => block.kind)).toEqual(['same', 'blank', 'same']);
  });

  it('writes an ignored blank line as a change where a hunk takes it in', () => {
    const result = diffTexts('a\nb\nc\n', 'a\n\nb\nC\n', options({ ignoreBlankLines: true }));
    expect(result.stats.added).toBe(1);
    expect(result.patch).toBe('--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,4 @@\n a\n+\n b\n-c\n+C\n');
  });

  it('aligns the lines in blocks with their starts', () => {
    expect(diffTexts('a\nb\nc\n', 'a\nx\ny\nc\n', options()).blocks).toEqual([
      { kind: 'same', oldStart: 0, oldCount: 1, newStart: 0, newCount: 1 },
      { kind: 'change', oldStart: 1, oldCount: 1, newStart: 1, newCount: 2 },
      { kind: 'same', oldStart: 2, oldCount: 1, newStart: 3, newCount: 1 },
    ]);
  });

  it('marks the changed words of paired lines in word mode', () => {
    const result = diffTexts('the quick fox\n', 'the slow fox\n', options({ granularity: 'words' }));
    expect(result.blocks[0]!.pairs).toEqual([
      {
        old: [
          ['the ', false],
          ['quick', true],
          [' fox', false],
        ],
        new: [
          ['the ', false],
          ['slow', true],
          [' fox', false],
        ],
      },
    ]);
  });

  it('marks nothing inside lines in line mode', () => {
    expect(diffTexts('a b\n', 'a c\n', options()).blocks[0]!.pairs).toBeUndefined();
  });

  it('refuses a context outside 0 to 100', () => {
    expect(() => diffTexts('a', 'b', options({ context: -1 }))).toThrow('from 0 to 100');
    expect(() => diffTexts('a', 'b', options({ context: 1.5 }))).toThrow('whole number');
  });

  it('compares many lines with few changes quickly by their head and tail', () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => `line ${index}`);
    const changed = [...lines];
    changed[25_000] = 'changed';
    const result = diffTexts(`${lines.join('\n')}\n`, `${changed.join('\n')}\n`, options());
    expect(result.stats).toEqual({ added: 1, removed: 1, unchanged: 49_999, ignoredBlank: 0 });
    expect(result.patch.split('\n')[2]).toBe('@@ -24998,7 +24998,7 @@');
  });
});

describe('diffTexts on many changes', () => {
  it('finds every change when they are spread all through a long text, anchored on its unique lines', () => {
    const lines = Array.from({ length: 20_000 }, (_, index) => `line ${index}`);
    const changed = lines.flatMap((line, index) => (index % 50 === 0 ? [`${line} (edited)`, 'inserted'] : [line]));
    const result = diffTexts(`${lines.join('\n')}\n`, `${changed.join('\n')}\n`, options());
    expect(result.cutShort).toBe(false);
    expect(result.stats).toEqual({ added: 800, removed: 400, unchanged: 19_600, ignoredBlank: 0 });
  });
});

describe('markLine', () => {
  it.each([
    [
      'chars',
      'kitten',
      'sitting',
      [
        ['k', true],
        ['itt', false],
        ['e', true],
        ['n', false],
      ],
      [
        ['s', true],
        ['itt', false],
        ['i', true],
        ['n', false],
        ['g', true],
      ],
    ],
    [
      'words',
      'Hello there',
      'hello there',
      [
        ['Hello', true],
        [' there', false],
      ],
      [
        ['hello', true],
        [' there', false],
      ],
    ],
  ] as const)('marks by %s: %s → %s', (granularity, oldLine, newLine, oldParts, newParts) => {
    expect(markLine(oldLine, newLine, granularity, { whitespace: 'none', ignoreCase: false })).toEqual({
      old: oldParts,
      new: newParts,
    });
  });

  it('shows each side’s own case where case is ignored', () => {
    expect(markLine('Hello World', 'hello there', 'words', { whitespace: 'none', ignoreCase: true })).toEqual({
      old: [
        ['Hello ', false],
        ['World', true],
      ],
      new: [
        ['hello ', false],
        ['there', true],
      ],
    });
  });

  it('takes any run of white space for another where all white space is ignored', () => {
    expect(markLine('a  b', 'a b', 'words', { whitespace: 'all', ignoreCase: false })).toEqual({
      old: [['a  b', false]],
      new: [['a b', false]],
    });
  });
});

describe('splitLines', () => {
  it.each([
    ['', [], false],
    ['a', ['a'], true],
    ['a\n', ['a'], false],
    ['a\n\n', ['a', ''], false],
    ['a\r\nb', ['a\r', 'b'], true],
  ] as const)('splits %j', (text, lines, noNewline) => {
    expect(splitLines(text)).toEqual({ lines, noNewline });
  });
});
