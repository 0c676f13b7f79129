import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { colorLines, convertColor } from './core';

/**
 * The tool as a recipe step: one colour in, every notation out, a line each, then the nearest name (what
 * the screen's Copy all gives). It has no options: every form is always written.
 */
const step = defineStep(defineOptions({}), (input) => colorLines(convertColor(input)));

export default step;
