import { defineOptions } from '../../lib/options-schema';
import { REVERSE_MODES } from './core';

/** Reverse Text's options, declared once: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  mode: { kind: 'choice', label: 'Reverse', default: 'characters', choices: REVERSE_MODES, control: 'radio' },
});
