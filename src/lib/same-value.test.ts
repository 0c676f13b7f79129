import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('sameValue', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal strings', 'abc', 'abc', true],
    ['different strings', 'abc', 'abd', false],
    ['NaN', Number.NaN, Number.NaN, true],
    ['number and string', 1, '1', false],
    ['null and object', null, {}, false],
    ['objects rebuilt with equal contents', { mode: 'a', flags: [1, 2] }, { flags: [1, 2], mode: 'a' }, true],
    ['a changed nested value', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['a missing key', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['arrays of different length', [1, 2], [1, 2, 3], false],
    ['array and object', [], {}, false],
    ['equal bytes', new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]), true],
    ['different bytes', new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]), false],
    ['bytes and array', new Uint8Array([1]), [1], false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
    expect(sameValue(b, a)).toBe(expected);
  });
});
