import { defineOptions } from '../../lib/options-schema';
import { BASES } from './core';

/** ASCII to Text's options, declared once: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  base: {
    kind: 'choice',
    label: 'Number format',
    default: 'auto',
    choices: BASES,
    hint: 'Auto-detect: 72, 0x48, U+48, 0o110, 0b1001000 or 01001000.',
  },
});
