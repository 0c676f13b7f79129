import { defineStep } from '../../kit/tool-step';
import { convertNumbers } from './core';
import { OPTIONS } from './options';

/** The tool as a recipe step: each line's number in the chosen base, as the screen shows it. */
const step = defineStep(OPTIONS, (input, options) => convertNumbers(input, options).output);

export default step;
