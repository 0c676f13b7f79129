import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { minifyJson } from './core';

/** The minifier as a recipe step: the minified text (the screen also shows the bytes saved). */
export default defineStep(defineOptions({}), (input) => minifyJson(input).output);
