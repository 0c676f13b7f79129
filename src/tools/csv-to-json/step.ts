import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { csvToJson, DEFAULT_OPTIONS, DELIMITERS } from './core';

/** CSV to JSON as a recipe step, with the screen's two options. */
export default defineStep(
  defineOptions({
    delimiter: {
      kind: 'choice',
      label: 'Delimiter',
      default: DEFAULT_OPTIONS.delimiter,
      choices: DELIMITERS.map(({ choice, label }) => ({ value: choice, label })),
    },
    typedValues: { kind: 'switch', label: 'Typed values', default: DEFAULT_OPTIONS.typedValues },
  }),
  (input, options) => csvToJson(input, options),
);
