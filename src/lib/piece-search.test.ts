import { describe, expect, it } from 'vitest';
import { firstMatchFrom, nextMatch, searchPieces } from './piece-search';

function allMatches(pieces: readonly string[], query: string, caseSensitive = false, window = 4): number[] {
  return [...searchPieces(pieces, query, caseSensitive, window)].flat();
}

/** What a global regular expression finds in the joined text: the reference. */
function reference(text: string, query: string, caseSensitive = false): number[] {
  const pattern = new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), caseSensitive ? 'g' : 'gi');
  return [...text.matchAll(pattern)].map((match) => match.index);
}

describe('searchPieces', () => {
  it.each([
    [['hello world'], 'o', false, [4, 7]],
    [['hello world'], 'O', false, [4, 7]],
    [['hello world'], 'O', true, []],
    [['hel', 'lo'], 'll', false, [2]],
    [['ab', 'c', 'd'], 'bcd', false, [1]],
    [['aaaa'], 'aa', false, [0, 2]],
    [['aa', 'aa'], 'aa', false, [0, 2]],
    [['a', 'aa', 'a'], 'aa', false, [0, 2]],
    [['aaa', 'a'], 'aa', false, [0, 2]],
    [['x.y', 'x+y'], '.', false, [1]],
    [['abc'], '', false, []],
    [[''], 'a', false, []],
  ])('in %j finds %j (case-sensitive: %s) at %j', (pieces, query, caseSensitive, expected) => {
    expect(allMatches(pieces, query, caseSensitive)).toEqual(expected);
  });

  it.each([1, 2, 3, 5, 64])('finds what a regular expression finds in the joined text, in windows of %d', (window) => {
    const pieces = ['The cat sat', ' on the mat; th', 'e CAT ', 'and', ' the hat', 'thethe'];
    for (const query of ['the', 'at', 't', 'e c', 'hethe', 'cat '])
      expect(allMatches(pieces, query, false, window)).toEqual(reference(pieces.join(''), query));
  });

  it('yields once per window, so the caller can pause between them', () => {
    expect([...searchPieces(['abcdefgh', 'ij'], 'c', false, 3)]).toEqual([[2], [], [], []]);
  });
});

describe('firstMatchFrom', () => {
  it.each([
    [[], 5, 0],
    [[1, 4, 9], 0, 0],
    [[1, 4, 9], 4, 1],
    [[1, 4, 9], 5, 2],
    [[1, 4, 9], 10, 3],
  ])('in %j, the first match from %d is number %d', (matches, offset, index) => {
    expect(firstMatchFrom(matches, offset)).toBe(index);
  });
});

describe('nextMatch', () => {
  const matches = [10, 20, 30];
  it.each([
    // current, direction, from (the view's start), expected
    [0, 1, 0, 1],
    [2, 1, 0, 0],
    [0, -1, 0, 2],
    [1, -1, 0, 0],
    [-1, 1, 15, 1],
    [-1, -1, 15, 0],
    [-1, 1, 31, 0],
    [-1, -1, 5, 2],
    [-1, 1, 20, 1],
  ])('from match %d going %d with the view at %d: match %d', (current, direction, from, expected) => {
    expect(nextMatch(matches, matches.length, current, direction as 1 | -1, from)).toBe(expected);
  });
});
