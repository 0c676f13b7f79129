/**
 * What the password screen works with that needs no dictionary: the policy rules, the verdict from a score,
 * and the shapes the worker's analysis comes back in. zxcvbn itself is in strength.ts, which only the worker
 * loads (its dictionaries are megabytes).
 */
import type { Check } from '../../lib/validation';

export const SAMPLE_INPUT = 'P@ssw0rd2024!qwerty';
/** The sample's user: the policy checks that the password does not contain their name or e-mail. */
export const SAMPLE_USER_INPUTS = 'ada.lovelace@example.com';

export type Score = 0 | 1 | 2 | 3 | 4;

export const SCORE_LABELS: Readonly<Record<Score, string>> = {
  0: 'Too guessable',
  1: 'Very guessable',
  2: 'Somewhat guessable',
  3: 'Safely unguessable',
  4: 'Very unguessable',
};

/** A configurable password policy: each rule is passed or failed on its own. */
export interface PasswordPolicy {
  minLength: number;
  requireLower: boolean;
  requireUpper: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  /** The longest run of one character allowed; 0 for no limit. */
  maxRepeat: number;
  /** The score a password needs to be called valid (zxcvbn's 0 to 4). */
  minScore: Score;
  /** The user's name and e-mail (or other words), comma-separated: the password must not contain them. */
  userInputs: string;
}

export const DEFAULT_POLICY: PasswordPolicy = {
  minLength: 12,
  requireLower: false,
  requireUpper: false,
  requireDigit: false,
  requireSymbol: false,
  maxRepeat: 3,
  minScore: 3,
  userInputs: '',
};

export interface PolicyResult {
  id: string;
  rule: string;
  passed: boolean;
  /** What was found, when the rule failed ("has 9 characters"). */
  detail: string;
  position?: number;
}

/** Characters, not UTF-16 units: an emoji counts once, as a person counts it. */
const characters = (text: string) => Array.from(text);

/** The words of the user inputs that a password must not contain: the whole input, and an e-mail's parts. */
export function userWords(userInputs: string): string[] {
  const words = new Set<string>();
  for (const raw of userInputs.split(/[,;\n]/)) {
    const input = raw.trim().toLowerCase();
    if (input.length < 3) continue;
    words.add(input);
    const [local, domain] = input.split('@');
    if (domain !== undefined) {
      for (const part of [local!, ...local!.split(/[._+-]/), domain.split('.')[0]!]) {
        if (part.length >= 3) words.add(part);
      }
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/** The longest run of one character: where it starts and how long it is. */
function longestRun(password: string): { start: number; length: number } {
  let best = { start: 0, length: 0 };
  let start = 0;
  let run = 0;
  let previous = '';
  let index = 0;
  for (const char of characters(password)) {
    if (char === previous) run += 1;
    else {
      run = 1;
      start = index;
      previous = char;
    }
    if (run > best.length) best = { start, length: run };
    index += char.length;
  }
  return best;
}

/** Every rule of the policy, passed or failed, with what was found. */
export function checkPolicy(password: string, policy: PasswordPolicy): PolicyResult[] {
  const length = characters(password).length;
  const results: PolicyResult[] = [
    {
      id: 'length',
      rule: `At least ${policy.minLength} characters`,
      passed: length >= policy.minLength,
      detail: `It has ${length}.`,
    },
  ];
  const classes = [
    { id: 'lower', on: policy.requireLower, rule: 'A lower-case letter', test: /\p{Ll}/u },
    { id: 'upper', on: policy.requireUpper, rule: 'An upper-case letter', test: /\p{Lu}/u },
    { id: 'digit', on: policy.requireDigit, rule: 'A digit', test: /\p{Nd}/u },
    { id: 'symbol', on: policy.requireSymbol, rule: 'A symbol or space', test: /[^\p{L}\p{Nd}]/u },
  ];
  for (const { id, on, rule, test } of classes) {
    if (!on) continue;
    const passed = test.test(password);
    results.push({ id, rule, passed, detail: passed ? 'It has one.' : 'It has none.' });
  }
  if (policy.maxRepeat > 0) {
    const run = longestRun(password);
    const passed = run.length <= policy.maxRepeat;
    results.push({
      id: 'repeat',
      rule: `No character more than ${policy.maxRepeat} times in a row`,
      passed,
      detail: passed
        ? `The longest run is ${run.length}.`
        : `A character repeats ${run.length} times, from character ${characters(password.slice(0, run.start)).length + 1}.`,
      position: passed ? undefined : run.start,
    });
  }
  const words = userWords(policy.userInputs);
  if (words.length > 0) {
    const lower = password.toLowerCase();
    const found = words.find((word) => lower.includes(word));
    results.push({
      id: 'user',
      rule: 'Does not contain the user name or e-mail',
      passed: found === undefined,
      detail: found === undefined ? 'None of them is in it.' : `It contains “${found}”.`,
      position: found === undefined ? undefined : lower.indexOf(found),
    });
  }
  return results;
}

/** The verdict from the score and the policy: a failed rule, or a score of 0 or 1, is invalid; 2 a warning. */
export function passwordVerdict(
  password: string,
  score: Score,
  crackTime: string,
  policy: PasswordPolicy,
  results: readonly PolicyResult[],
): Check {
  const details = `${score}/4, ${SCORE_LABELS[score].toLowerCase()}`;
  if (password === '') return { verdict: 'invalid', reason: 'Enter a password.', details };
  const failed = results.find((result) => !result.passed);
  if (failed) {
    return {
      verdict: 'invalid',
      reason: `Fails the policy: ${failed.rule.toLowerCase()}. ${failed.detail}`,
      position: failed.position,
      details,
    };
  }
  const guessed = `an offline attack on a slow hash would take ${crackTime}`;
  if (score >= policy.minScore) {
    return {
      verdict: 'valid',
      reason: `Strong enough: score ${score} of 4 (${SCORE_LABELS[score].toLowerCase()}); ${guessed}.`,
      details,
    };
  }
  if (score >= 2) {
    return {
      verdict: 'warning',
      reason: `Score ${score} of 4 (${SCORE_LABELS[score].toLowerCase()}), below the ${policy.minScore} the policy asks for: ${guessed}.`,
      details,
    };
  }
  return {
    verdict: 'invalid',
    reason: `Weak: score ${score} of 4 (${SCORE_LABELS[score].toLowerCase()}); ${guessed}.`,
    details,
  };
}

/** A matched pattern over part of the password. */
export interface Segment {
  /** UTF-16 indices into the password, end exclusive. */
  start: number;
  end: number;
  /** The pattern's name ("Dictionary word", "Keyboard walk"). */
  pattern: string;
  /** What was matched, without repeating the password ("“password”, rank 2 in common passwords"). */
  detail: string;
  guessesLog10: number;
}

export type CrackScenario =
  | 'onlineThrottlingXPerHour'
  | 'onlineNoThrottlingXPerSecond'
  | 'offlineSlowHashingXPerSecond'
  | 'offlineFastHashingXPerSecond';

export const CRACK_SCENARIOS: readonly { id: CrackScenario; label: string; rate: string }[] = [
  { id: 'onlineThrottlingXPerHour', label: 'Online attack, throttled', rate: '100 guesses an hour' },
  { id: 'onlineNoThrottlingXPerSecond', label: 'Online attack, not throttled', rate: '10 guesses a second' },
  {
    id: 'offlineSlowHashingXPerSecond',
    label: 'Offline attack, slow hash (bcrypt, scrypt)',
    rate: '10⁴ guesses a second',
  },
  {
    id: 'offlineFastHashingXPerSecond',
    label: 'Offline attack, fast hash (MD5, SHA-1)',
    rate: '10¹⁰ guesses a second',
  },
];

export interface PasswordAnalysis {
  check: Check;
  score: Score;
  guessesLog10: number;
  crackTimes: Record<CrackScenario, { display: string; seconds: number }>;
  warning: string | null;
  suggestions: string[];
  segments: Segment[];
  policy: PolicyResult[];
}
