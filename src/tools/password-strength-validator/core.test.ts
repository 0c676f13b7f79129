import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPolicy, DEFAULT_POLICY, passwordVerdict, userWords, type PasswordPolicy, type Score } from './core';

const policy = (patch: Partial<PasswordPolicy> = {}): PasswordPolicy => ({ ...DEFAULT_POLICY, ...patch });
const failed = (password: string, patch: Partial<PasswordPolicy>) =>
  checkPolicy(password, policy(patch))
    .filter((rule) => !rule.passed)
    .map((rule) => rule.id);

describe('checkPolicy', () => {
  it.each([
    ['Correct-Horse-9', {}, []],
    ['short', {}, ['length']],
    ['ALLUPPERCASE12', { requireLower: true }, ['lower']],
    ['alllowercase12', { requireUpper: true }, ['upper']],
    ['NoDigitsHereAtAll', { requireDigit: true }, ['digit']],
    ['NoSymbols12345', { requireSymbol: true }, ['symbol']],
    ['Has a space 12', { requireSymbol: true }, []],
    ['Ünïcödé-lower1', { requireLower: true, requireUpper: true, requireDigit: true, requireSymbol: true }, []],
    ['aaaaBcdefghij', { maxRepeat: 3 }, ['repeat']],
    ['aaaBcdefghijk', { maxRepeat: 3 }, []],
    ['aaaaaaaaaaaaaaaa', { maxRepeat: 0 }, []],
    ['xx-AdaLovelace-x', { userInputs: 'ada.lovelace@example.com' }, ['user']],
    ['xx-lovelace-xxx', { userInputs: 'ada.lovelace@example.com' }, ['user']],
    ['xx-example-xxx', { userInputs: 'ada.lovelace@example.com' }, ['user']],
    ['nothing-of-hers', { userInputs: 'ada.lovelace@example.com, ada' }, []],
  ])('%j with %j fails %j', (password, patch, expected) => {
    expect(failed(password, patch)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    const [length] = checkPolicy('😀😀😀😀😀😀😀😀😀😀😀', policy());
    expect(length!.detail).toBe('It has 11.');
  });

  it('says where a run and a user name are', () => {
    const rules = checkPolicy('Ab1!zzzzz-ada', policy({ maxRepeat: 2, userInputs: 'Ada' }));
    expect(rules.find((rule) => rule.id === 'repeat')).toMatchObject({
      position: 4,
      detail: 'A character repeats 5 times, from character 5.',
    });
    expect(rules.find((rule) => rule.id === 'user')).toMatchObject({ position: 10, detail: 'It contains “ada”.' });
  });

  it('takes the user inputs apart: an e-mail gives its local part, its pieces and its domain name', () => {
    expect(userWords('Ada.Lovelace@Example.com; x')).toEqual([
      'ada.lovelace@example.com',
      'ada.lovelace',
      'lovelace',
      'example',
      'ada',
    ]);
  });
});

describe('passwordVerdict', () => {
  it.each([
    [0, 'invalid', 'Weak: score 0 of 4'],
    [1, 'invalid', 'Weak: score 1 of 4'],
    [2, 'warning', 'below the 3 the policy asks for'],
    [3, 'valid', 'Strong enough: score 3 of 4'],
    [4, 'valid', 'Strong enough: score 4 of 4'],
  ] as const)('score %d is %s', (score, verdict, reason) => {
    const check = passwordVerdict('x'.repeat(12), score, '3 days', policy(), []);
    expect(check.verdict).toBe(verdict);
    expect(check.reason).toContain(reason);
  });

  it('follows the policy’s score', () => {
    expect(passwordVerdict('abc', 2, '1 second', policy({ minScore: 2 }), []).verdict).toBe('valid');
    expect(passwordVerdict('abc', 3, '1 second', policy({ minScore: 4 }), []).verdict).toBe('warning');
  });

  it('fails on the first failed rule, with its position', () => {
    const password = 'Correct-Horse-aaaa';
    const check = passwordVerdict(password, 4 as Score, 'centuries', policy(), checkPolicy(password, policy()));
    expect(check).toMatchObject({ verdict: 'invalid', position: 14 });
    expect(check.reason).toBe(
      'Fails the policy: no character more than 3 times in a row. A character repeats 4 times, from character 15.',
    );
  });

  it('never passes an empty password', () => {
    expect(passwordVerdict('', 4, 'centuries', policy({ minLength: 1 }), []).verdict).toBe('invalid');
  });
});

describe('checkPolicy properties', () => {
  it('a password passes the length rule exactly when it has enough characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 1, max: 24 }),
        (password, minLength) => {
          const [rule] = checkPolicy(password, policy({ minLength }));
          expect(rule!.passed).toBe(Array.from(password).length >= minLength);
        },
      ),
    );
  });
});
