import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { xmlToJson } from './core';

/** XML to JSON as a recipe step: the JSON text (the screen also lists its warnings). */
export default defineStep(defineOptions({}), (input) => xmlToJson(input).output);
