import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { jsonToXml } from './core';

/** JSON to XML as a recipe step: the converter has no options. */
export default defineStep(defineOptions({}), (input) => jsonToXml(input));
