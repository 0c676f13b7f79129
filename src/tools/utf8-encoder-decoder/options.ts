import { defineOptions } from '../../lib/options-schema';
import { FORMATS } from './core';

/** UTF-8 Encoder / Decoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  direction: {
    kind: 'choice',
    label: 'Direction',
    default: 'encode',
    control: 'radio',
    choices: [
      { value: 'encode', label: 'Text to UTF-8 bytes' },
      { value: 'decode', label: 'UTF-8 bytes to text' },
    ],
  },
  format: { kind: 'choice', label: 'Byte format', default: 'hex', choices: FORMATS },
});
