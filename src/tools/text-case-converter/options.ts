import { defineOptions } from '../../lib/options-schema';
import { CASES } from './core';

/**
 * The case a recipe step writes. The screen shows every case at once, so it draws no control for it: the
 * option is the recipe step's only.
 */
export const OPTIONS = defineOptions({
  case: {
    kind: 'choice',
    label: 'Case',
    default: 'lower',
    choices: CASES.map(({ id, name }) => ({ value: id, label: name })),
  },
});
