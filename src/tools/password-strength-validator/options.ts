import { defineOptions } from '../../lib/options-schema';
import { DEFAULT_POLICY, SCORE_LABELS, type Score } from './core';

/** Numbers as the selects hold them: text, as share links already carry them. */
const numberChoices = (values: readonly number[], label: (value: number) => string = String) =>
  values.map((value) => ({ value: String(value), label: label(value) }));

/** The policy a password is held to, besides its zxcvbn score. */
export const POLICY = defineOptions({
  minLength: {
    kind: 'choice',
    label: 'Minimum length',
    default: String(DEFAULT_POLICY.minLength),
    choices: numberChoices([1, 6, 8, 10, 12, 14, 16, 20, 24]),
  },
  requireLower: { kind: 'switch', label: 'Require a lower-case letter', default: DEFAULT_POLICY.requireLower },
  requireUpper: { kind: 'switch', label: 'Require an upper-case letter', default: DEFAULT_POLICY.requireUpper },
  requireDigit: { kind: 'switch', label: 'Require a digit', default: DEFAULT_POLICY.requireDigit },
  requireSymbol: { kind: 'switch', label: 'Require a symbol', default: DEFAULT_POLICY.requireSymbol },
  maxRepeat: {
    kind: 'choice',
    label: 'Most repeats in a row',
    default: String(DEFAULT_POLICY.maxRepeat),
    choices: numberChoices([0, 2, 3, 4, 5], (value) => (value === 0 ? 'No limit' : `${value}`)),
  },
  minScore: {
    kind: 'choice',
    label: 'Score needed',
    default: String(DEFAULT_POLICY.minScore),
    choices: numberChoices([0, 1, 2, 3, 4], (value) => `${value}: ${SCORE_LABELS[value as Score].toLowerCase()}`),
  },
  userInputs: {
    kind: 'text',
    label: 'User name or e-mail',
    default: '',
    placeholder: 'ada, ada@example.com',
    hint: 'The password must not contain them; zxcvbn also treats them as words an attacker would try.',
  },
});
