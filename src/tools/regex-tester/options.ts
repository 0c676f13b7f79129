import { declareState, defineOptions } from '../../lib/options-schema';
import {
  CATASTROPHIC_PATTERN,
  CATASTROPHIC_TEXT,
  SAMPLE_FLAGS,
  SAMPLE_INPUT,
  SAMPLE_REPLACEMENT,
  SAMPLE_TEXT,
} from './core';

/** The Regex Tester's options: what to do with the matches, and the replacement or limit that goes with it. */
export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Mode',
    control: 'radio',
    default: 'match',
    choices: [
      { value: 'match', label: 'Match', hint: 'List the matches and their groups.' },
      { value: 'replace', label: 'Replace', hint: 'Preview text.replace(regex, replacement).' },
      { value: 'split', label: 'Split', hint: 'Preview text.split(regex, limit).' },
    ],
  },
  replacement: {
    kind: 'text',
    label: 'Replacement',
    default: '',
    placeholder: '$<day>/$<month>/$<year>',
    hint: "$1 or $<name>: a group; $&: the match; $` and $': the text before and after it; $$: a dollar sign.",
    monospace: true,
  },
  splitLimit: {
    kind: 'text',
    label: 'Limit',
    default: '',
    placeholder: 'all',
    hint: 'At most this many pieces; empty for all.',
    monospace: true,
  },
});

/** The option each mode adds to the mode choice. */
export const MODE_OPTIONS = {
  match: ['mode'],
  replace: ['mode', 'replacement'],
  split: ['mode', 'splitLimit'],
} as const;

/** The tool's state: the pattern, its flags ("dg") and the test text, with the options. */
export const STATE = declareState(OPTIONS, { pattern: '', flags: 'g', text: '' });

/** Load Sample: dates with named groups, the d flag, and a replacement that reorders them. */
export const SAMPLE_STATE = {
  pattern: SAMPLE_INPUT,
  flags: SAMPLE_FLAGS,
  text: SAMPLE_TEXT,
  replacement: SAMPLE_REPLACEMENT,
};
/** Catastrophic Example: a pattern that backtracks for ever, stopped at the time limit. */
export const CATASTROPHIC_STATE = {
  pattern: CATASTROPHIC_PATTERN,
  flags: '',
  text: CATASTROPHIC_TEXT,
  mode: 'match' as const,
};
