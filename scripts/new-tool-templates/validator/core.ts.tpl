import { pluralize } from '../../lib/format';
import type { Check } from '../../lib/validation';

/** A valid value, for Load Sample. */
export const SAMPLE_INPUT = 'a-sample-value';
/** A value with a problem, for Broken Example. */
export const BROKEN_SAMPLE_INPUT = 'A Sample Value';

/** Longer than this, a valid value gets a warning. */
export const LONG_VALUE = 60;

const NOT_ALLOWED = /[^a-z0-9-]/;

export interface ValueAnalysis {
  check: Check;
  /** The value's words, when it reads. */
  words: readonly string[];
}

const invalid = (reason: string, position?: number): ValueAnalysis => ({
  check: { verdict: 'invalid', reason, position },
  words: [],
});

/**
 * The value checked: a slug is lowercase letters and digits in words joined by single hyphens
 * ("my-first-post"). Replace the rule with the tool's; a verdict says why in a sentence, and where the first
 * problem is (`position`, an index in the value as given).
 */
export function analyseValue(value: string): ValueAnalysis {
  const text = value.trim();
  const start = value.indexOf(text);
  if (text === '') return invalid('The value is empty');
  const bad = NOT_ALLOWED.exec(text);
  if (bad) {
    return invalid(`"${bad[0]}" at position ${bad.index + 1} is not a lowercase letter, digit or hyphen`, start + bad.index);
  }
  const hyphen = /^-|--|-$/.exec(text);
  if (hyphen) return invalid(`The hyphen at position ${hyphen.index + 1} is not between two words`, start + hyphen.index);
  const words = text.split('-');
  const details = pluralize(words.length, 'word');
  if (text.length > LONG_VALUE) {
    return {
      check: { verdict: 'warning', reason: `Valid, but ${text.length} characters long: keep it to ${LONG_VALUE}`, details },
      words,
    };
  }
  return { check: { verdict: 'valid', reason: `Valid, ${details}`, details }, words };
}

/** The verdict alone, for the batch's table. */
export const checkValue = (value: string): Check => analyseValue(value).check;
