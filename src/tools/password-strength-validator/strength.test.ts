import { describe, expect, it } from 'vitest';
import reference from './conformance/zxcvbn-ts/reference-passwords.json';
import { DEFAULT_POLICY, SAMPLE_INPUT, type PasswordPolicy } from './core';
import { analysePassword, checkPasswordBatch, zxcvbnCheck } from './strength';

const policy = (patch: Partial<PasswordPolicy> = {}): PasswordPolicy => ({ ...DEFAULT_POLICY, ...patch });
const patternsOf = (password: string) => analysePassword(password, policy()).segments.map((segment) => segment.pattern);

interface ReferencePassword {
  password: string;
  score: number;
  guessesLog10: number;
  crackTimesDisplay: Record<string, string>;
  warning: string | null;
}
const passwords = reference.passwords as ReferencePassword[];
const scorePasses = passwords.filter(({ password, score }) => zxcvbnCheck(password).score === score).length;
const guessPasses = passwords.filter(
  ({ password, guessesLog10 }) => Math.abs(zxcvbnCheck(password).guessesLog10 - guessesLog10) < 1e-9,
).length;

describe(`zxcvbn-ts reference passwords: ${scorePasses} of ${passwords.length} scores and ${guessPasses} of ${passwords.length} guess counts as expected`, () => {
  it.each(passwords)('$password scores $score', ({ password, score, guessesLog10, crackTimesDisplay, warning }) => {
    const result = zxcvbnCheck(password);
    expect(result.score).toBe(score);
    expect(result.guessesLog10).toBeCloseTo(guessesLog10, 9);
    expect(result.feedback.warning).toBe(warning);
    for (const [scenario, display] of Object.entries(crackTimesDisplay)) {
      expect(result.crackTimes[scenario as keyof typeof result.crackTimes].display).toBe(display);
    }
  });
});

describe('analysePassword', () => {
  it('marks the patterns over the password', () => {
    expect(patternsOf('drowssap')).toEqual(['Reversed word']);
    expect(patternsOf('P@ssw0rd')).toEqual(['L33t word']);
    expect(patternsOf('abcdefg123')).toEqual(['Sequence', 'Sequence']);
    expect(patternsOf('aaaaaaa')).toEqual(['Repeat']);
    expect(patternsOf('12/12/1990')).toEqual(['Date']);
    expect(patternsOf('zxcftzuio')).toContain('Keyboard walk');
    expect(patternsOf('TESTERINO')).toEqual(['Dictionary word', 'Brute force']);
    expect(patternsOf('2010abc')).toEqual(['Recent year', 'Sequence']);
  });

  it('gives segments that cover the password, in order, with what they matched', () => {
    const { segments } = analysePassword(SAMPLE_INPUT, policy());
    expect(segments[0]).toMatchObject({ start: 0, pattern: 'L33t word' });
    expect(segments[0]!.detail).toContain('“password”');
    expect(segments.at(-1)!.end).toBe(SAMPLE_INPUT.length);
    for (let index = 1; index < segments.length; index += 1)
      expect(segments[index]!.start).toBe(segments[index - 1]!.end);
  });

  it('gives the score, the guesses, the four crack times and the feedback', () => {
    const analysis = analysePassword('password', policy());
    expect(analysis).toMatchObject({ score: 0, warning: 'This is a heavily used password.' });
    expect(analysis.check).toMatchObject({ verdict: 'invalid' });
    expect(analysis.guessesLog10).toBeCloseTo(0.477, 3);
    expect(analysis.crackTimes.onlineThrottlingXPerHour.display).toBe('2 minutes');
    expect(Object.keys(analysis.crackTimes).sort()).toEqual([
      'offlineFastHashingXPerSecond',
      'offlineSlowHashingXPerSecond',
      'onlineNoThrottlingXPerSecond',
      'onlineThrottlingXPerHour',
    ]);
    expect(analysis.suggestions.length).toBeGreaterThan(0);
  });

  it('treats the user name and e-mail as words an attacker tries', () => {
    const without = analysePassword('Lovelace1815', policy());
    const withInputs = analysePassword('Lovelace1815', policy({ userInputs: 'ada.lovelace@example.com' }));
    expect(withInputs.guessesLog10).toBeLessThanOrEqual(without.guessesLog10);
    expect(withInputs.policy.find((rule) => rule.id === 'user')?.passed).toBe(false);
  });

  it('calls the sample valid: score 3, and every rule of the default policy passed', () => {
    const { check, score, policy: rules } = analysePassword(SAMPLE_INPUT, policy());
    expect(score).toBe(3);
    expect(check.verdict).toBe('valid');
    expect(rules.every((rule) => rule.passed)).toBe(true);
  });
});

describe('the batch task', () => {
  it('scores one password a line on the policy', () => {
    const result = checkPasswordBatch(
      'password\nTr0ub4dor&3\n\ncorrect horse battery staple\nTESTERINO\n',
      { format: 'lines', column: '' },
      policy(),
    );
    expect(result.rows.map((row) => [row.line, row.verdict])).toEqual([
      [1, 'invalid'],
      [2, 'invalid'],
      [4, 'valid'],
      [5, 'invalid'],
    ]);
    expect(result.rows[1]!.reason).toContain('at least 12 characters');
    expect(result.counts).toEqual({ valid: 1, warning: 0, invalid: 3 });
  });
});
