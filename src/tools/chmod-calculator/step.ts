import { defineStep } from '../../kit/tool-step';
import { convertMode } from './core';
import { OPTIONS } from './options';

/** The tool as a recipe step: the mode in the chosen form, as the screen shows it. */
const step = defineStep(OPTIONS, (input, options) => convertMode(input, options).output);

export default step;
