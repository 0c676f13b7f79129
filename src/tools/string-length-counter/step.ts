import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { countLengths, describeCounts } from './core';

/** The counter as a recipe step: every length of the text, one "Label: value" a line, as the screen copies them. */
export default defineStep(defineOptions({}), (input) => describeCounts(countLengths(input)));
