import { defineOptions } from '../../lib/options-schema';
import { SEPARATORS } from './core';

/** Hex Encoder / Decoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  direction: {
    kind: 'choice',
    label: 'Direction',
    default: 'encode',
    control: 'radio',
    choices: [
      { value: 'encode', label: 'Text to hex' },
      { value: 'decode', label: 'Hex to text' },
    ],
  },
  separator: { kind: 'choice', label: 'Separator', default: 'space', choices: SEPARATORS },
  /** Drawn as the Case select (Lowercase, Uppercase) by the screen. */
  uppercase: { kind: 'switch', label: 'Uppercase', default: false },
  prefix: { kind: 'switch', label: '0x prefix', default: false },
});
