import { defineOptions } from '../../lib/options-schema';
import { MAX_LENGTH, MAX_WORDS, MIN_LENGTH, MIN_WORDS } from './core';

/** The recipe. The password made from it is the secret `output` field of the state, never an option. */
export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Kind',
    default: 'password',
    control: 'radio',
    choices: [
      { value: 'password', label: 'Random characters' },
      { value: 'passphrase', label: 'Passphrase', hint: 'Words from the EFF large word list (7,776 words).' },
    ],
  },
  length: { kind: 'range', label: 'Length', default: 20, min: MIN_LENGTH, max: MAX_LENGTH, integer: true },
  lower: { kind: 'switch', label: 'Lower case (a–z)', default: true },
  upper: { kind: 'switch', label: 'Upper case (A–Z)', default: true },
  digits: { kind: 'switch', label: 'Digits (0–9)', default: true },
  symbols: { kind: 'switch', label: 'Symbols (!#$%…)', default: true },
  excludeLookAlikes: { kind: 'switch', label: 'No look-alikes (Il1 O0 5S…)', default: false },
  eachSet: { kind: 'switch', label: 'At least one of each chosen set', default: true },
  words: { kind: 'range', label: 'Words', default: 6, min: MIN_WORDS, max: MAX_WORDS, integer: true },
  separator: {
    kind: 'choice',
    label: 'Separator',
    default: '-',
    choices: [
      { value: '-', label: 'Hyphen (-)' },
      { value: ' ', label: 'Space' },
      { value: '.', label: 'Dot (.)' },
      { value: '_', label: 'Underscore (_)' },
      { value: '', label: 'None' },
    ],
  },
  capitalise: { kind: 'switch', label: 'Capitalise each word', default: false },
});
