import { defineOptions } from '../../lib/options-schema';

/** __NAME__'s options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  eachLine: { kind: 'switch', label: 'Trim each line on its own', default: true },
});
