import { describe, expect, it } from 'vitest';
import { headOf, isBlank, joinPieces, piecesOf, remember } from './text-pieces';

describe('text pieces', () => {
  it('joins pieces and gives them back for the joined text', () => {
    const pieces = ['alpha ', 'beta ', 'gamma'];
    const text = joinPieces(pieces);
    expect(text).toBe('alpha beta gamma');
    expect(piecesOf(text)).toBe(pieces);
    // An equal text made another way has the same pieces: they join to it all the same.
    expect(piecesOf(['alpha beta', ' gamma'].join(''))).toBe(pieces);
  });

  it('gives an unknown text as its one piece', () => {
    expect(piecesOf('never joined')).toEqual(['never joined']);
    expect(piecesOf(joinPieces(['single']))).toEqual(['single']);
  });

  it('forgets the oldest texts, and the shorter self of a growing text', () => {
    const first = joinPieces(['1a', '1b']);
    for (let index = 0; index < 4; index += 1) joinPieces([`x${index}`, 'y']);
    expect(piecesOf(first)).toEqual([first]);

    const grown = ['g1', 'g2'];
    remember('g1g2', grown);
    const longer = ['g1', 'g2', 'g3'];
    remember('g1g2g3', longer, grown);
    expect(piecesOf('g1g2')).toEqual(['g1g2']);
    expect(piecesOf('g1g2g3')).toBe(longer);
  });

  it.each([
    [['abc', 'def', 'ghi'], 0, ''],
    [['abc', 'def', 'ghi'], 2, 'ab'],
    [['abc', 'def', 'ghi'], 3, 'abc'],
    [['abc', 'def', 'ghi'], 5, 'abcde'],
    [['abc', 'def', 'ghi'], 20, 'abcdefghi'],
    [['', 'abc', 'de'], 4, 'abcd'],
  ])('headOf(%j, %d) is %j', (pieces, length, expected) => {
    expect(headOf(joinPieces(pieces), length)).toBe(expected);
    expect(headOf(pieces.join(''), length)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    [[''], true],
    [[' \n\t', '\r\n '], true],
    [['\u00a0\ufeff\u2028', '   '], true],
    [['   ', ' x '], false],
    [['{', '}'], false],
  ])('%j: %s, as trim() says', (pieces, expected) => {
    expect(isBlank(joinPieces(pieces))).toBe(expected);
    expect(isBlank(pieces.join(''))).toBe(pieces.join('').trim() === '');
    expect(expected).toBe(pieces.join('').trim() === '');
  });
});
