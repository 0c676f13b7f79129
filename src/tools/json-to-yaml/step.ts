import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { convertJsonToYaml } from './core';

/** JSON to YAML as a recipe step: the converter has no options. */
export default defineStep(defineOptions({}), (input) => convertJsonToYaml(input));
