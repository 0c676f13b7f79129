import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { describeCron, DIALECT_LABELS, DIALECTS, parseCron } from './core';

/** The generator as a recipe step: a cron expression in, its schedule in English out, as the screen says it. */
export default defineStep(
  defineOptions({
    dialect: {
      kind: 'choice',
      label: 'Dialect',
      default: 'standard',
      choices: DIALECTS.map((value) => ({ value, label: DIALECT_LABELS[value] })),
    },
  }),
  (input, { dialect }) => describeCron(parseCron(input.trim(), dialect)),
);
