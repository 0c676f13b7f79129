import { defineOptions } from '../../lib/options-schema';
import { EMPTY_LINE_MODES } from './core';

/** Remove Extra Spaces' options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  collapseSpaces: { kind: 'switch', label: 'Collapse runs of spaces and tabs into one space', default: true },
  trimLines: { kind: 'switch', label: 'Trim spaces at the start and end of each line', default: true },
  joinLines: { kind: 'switch', label: 'Join all lines into one (remove line breaks)', default: false },
  emptyLines: {
    kind: 'choice',
    label: 'Empty lines',
    default: 'collapse',
    choices: EMPTY_LINE_MODES,
    control: 'radio',
  },
});
