import { describe, expect, it } from 'vitest';
import { assembleClean, blocksWithin, groupBlocks, joinParts, type HtmlPart, type Wrapper } from './parts';

const table: Wrapper = { id: 0, open: '<table>', close: '</table>' };
const body: Wrapper = { id: 1, open: '<tbody>', close: '</tbody>' };
const list: Wrapper = { id: 2, open: '<ol start="3">', close: '</ol>' };
const secondList: Wrapper = { id: 3, open: '<ol start="3">', close: '</ol>' };

describe('groupBlocks', () => {
  it.each([
    ['nothing', [], 10, []],
    ['blocks that fit together', ['ab', 'cd', 'ef'], 10, ['abcdef']],
    ['a part ends before the block that would pass the length', ['abcd', 'efgh', 'ij'], 8, ['abcdefgh', 'ij']],
    ['a long block is a part of its own', ['ab', 'cdefghijkl', 'mn'], 4, ['ab', 'cdefghijkl', 'mn']],
    ['a long first block', ['abcdefgh', 'ij'], 4, ['abcdefgh', 'ij']],
  ])('%s', (_name, blocks, length, expected) => {
    expect(groupBlocks(blocks, length)).toEqual(expected);
  });
});

describe('blocksWithin', () => {
  it.each([
    ['none', [], 5, 0],
    ['all that fit', ['ab', 'cd'], 4, 2],
    ['up to the one that would pass the limit', ['ab', 'cd', 'ef'], 5, 2],
    ['not even the first', ['abcdef'], 5, 0],
  ])('%s', (_name, blocks, limit, expected) => {
    expect(blocksWithin(blocks, limit)).toBe(expected);
  });
});

describe('joinParts', () => {
  it.each<[string, HtmlPart[], string]>([
    ['no parts', [], ''],
    [
      'top-level parts',
      [
        { html: '<p>a</p>', path: [] },
        { html: '<p>b</p>', path: [] },
      ],
      '<p>a</p><p>b</p>',
    ],
    [
      'rows cut inside a table, between blocks',
      [
        { html: '<h1>T</h1>', path: [] },
        { html: '<thead></thead>', path: [table] },
        { html: '<tr>1</tr>', path: [table, body] },
        { html: '<tr>2</tr>', path: [table, body] },
        { html: '<p>after</p>', path: [] },
      ],
      '<h1>T</h1><table><thead></thead><tbody><tr>1</tr><tr>2</tr></tbody></table><p>after</p>',
    ],
    [
      'two long siblings with the same tags stay two elements',
      [
        { html: '<li>a</li>', path: [list] },
        { html: '<li>b</li>', path: [secondList] },
      ],
      '<ol start="3"><li>a</li></ol><ol start="3"><li>b</li></ol>',
    ],
    [
      'a cut element closed at the end',
      [{ html: '<tr>1</tr>', path: [table, body] }],
      '<table><tbody><tr>1</tr></tbody></table>',
    ],
  ])('%s', (_name, parts, expected) => {
    expect(joinParts(parts, (part) => part.html)).toBe(expected);
  });
});

describe('assembleClean', () => {
  const parts: HtmlPart[] = [
    { html: '<p>a</p>', path: [] },
    { html: '<tr>1</tr>', path: [table, body] },
    { html: '<tr>2</tr>', path: [table, body] },
    { html: '<li>x</li>', path: [list] },
  ];
  const upper = (html: string) => html.toUpperCase();

  it('puts the clean parts in their places', () => {
    expect(assembleClean(parts, ['<p>A</p>', '<tr>I</tr>', '<tr>II</tr>', '<li>X</li>'], upper)).toBe(
      '<p>A</p><table><tbody><tr>I</tr><tr>II</tr></tbody></table><ol start="3"><li>X</li></ol>',
    );
  });

  it('sanitises a block whole where one of its parts could not be put back', () => {
    expect(assembleClean(parts, ['<p>A</p>', '<tr>I</tr>', null, '<li>X</li>'], upper)).toBe(
      '<p>A</p><TABLE><TBODY><TR>1</TR><TR>2</TR></TBODY></TABLE><ol start="3"><li>X</li></ol>',
    );
  });
});
