import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['child', 'child', 0],
    ['chld', 'child', 1],
    ['chlid', 'child', 1],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['', 'abc', 3],
  ])('%j to %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('closestWord', () => {
  const words = ['count', 'concat', 'contains', 'child', 'last'];
  it.each([
    ['cont', 'count'],
    ['conat', 'concat'],
    ['chlid', 'child'],
    ['count', null],
    ['xyz', null],
    ['lst', 'last'],
  ])('%s → %s', (word, closest) => {
    expect(closestWord(word, words)).toBe(closest);
  });
});
