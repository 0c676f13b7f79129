import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { convertYamlToJson } from './core';

/** YAML to JSON as a recipe step: the converter has no options. */
export default defineStep(defineOptions({}), (input) => convertYamlToJson(input));
