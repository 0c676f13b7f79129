import { defineOptions } from '../../lib/options-schema';
import { FORMATS, SEPARATORS } from './core';

/** Text to ASCII's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  format: { kind: 'choice', label: 'Format', default: 'decimal', choices: FORMATS },
  separator: { kind: 'choice', label: 'Separator', default: 'space', choices: SEPARATORS },
  prefix: { kind: 'switch', label: 'Prefix (0x, 0o, 0b)', default: true },
});
