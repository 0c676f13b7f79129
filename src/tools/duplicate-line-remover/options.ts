import { defineOptions } from '../../lib/options-schema';

/** Duplicate Line Remover's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  ignoreCase: { kind: 'switch', label: 'Ignore case', default: false },
  trimLines: { kind: 'switch', label: 'Trim spaces before comparing', default: false },
  removeEmptyLines: { kind: 'switch', label: 'Remove empty lines', default: false },
});
