import { defineOptions } from '../../lib/options-schema';
import { SEPARATORS } from './core';

/** Text to Binary Converter's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  direction: {
    kind: 'choice',
    label: 'Direction',
    default: 'encode',
    control: 'radio',
    choices: [
      { value: 'encode', label: 'Text to binary' },
      { value: 'decode', label: 'Binary to text' },
    ],
  },
  separator: { kind: 'choice', label: 'Byte separator', default: 'space', choices: SEPARATORS },
});
