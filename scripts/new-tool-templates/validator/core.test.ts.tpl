import { describe, expect, it } from 'vitest';
import { analyseValue, BROKEN_SAMPLE_INPUT, LONG_VALUE, SAMPLE_INPUT } from './core';

describe('analyseValue', () => {
  it.each([
    { value: SAMPLE_INPUT, verdict: 'valid', reason: 'Valid, 3 words', words: ['a', 'sample', 'value'] },
    { value: ' post-2 ', verdict: 'valid', reason: 'Valid, 2 words', words: ['post', '2'] },
    { value: 'a'.repeat(LONG_VALUE + 1), verdict: 'warning', reason: /^Valid, but 61 characters long/, words: ['a'.repeat(61)] },
  ])('$value is $verdict', ({ value, verdict, reason, words }) => {
    const { check, words: found } = analyseValue(value);
    expect(check.verdict).toBe(verdict);
    expect(check.reason).toMatch(reason);
    expect(found).toEqual(words);
  });

  it.each([
    { value: '', reason: 'The value is empty', position: undefined },
    { value: BROKEN_SAMPLE_INPUT, reason: '"A" at position 1 is not a lowercase letter, digit or hyphen', position: 0 },
    { value: ' ab%', reason: '"%" at position 3 is not a lowercase letter, digit or hyphen', position: 3 },
    { value: 'a--b', reason: 'The hyphen at position 2 is not between two words', position: 1 },
    { value: 'ab-', reason: 'The hyphen at position 3 is not between two words', position: 2 },
  ])('$value is invalid: $reason', ({ value, reason, position }) => {
    expect(analyseValue(value)).toEqual({ check: { verdict: 'invalid', reason, position }, words: [] });
  });
});
