import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { jsonToCsv } from './core';

/** JSON to CSV as a recipe step: the converter has no options. */
export default defineStep(defineOptions({}), (input) => jsonToCsv(input));
