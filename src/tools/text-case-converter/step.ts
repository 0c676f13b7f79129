import { defineStep } from '../../kit/tool-step';
import { convertCases } from './core';
import { OPTIONS } from './options';

/** The tool as a recipe step: the screen's options, and the text the screen shows as its output. */
const step = defineStep(OPTIONS, (input, options) => convertCases(input)[options.case]);

export default step;
