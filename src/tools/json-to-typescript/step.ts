import { defineStep } from '../../kit/tool-step';
import { convertJsonToTypescript } from './core';
import { OPTIONS } from './options';

/** The tool as a recipe step: the screen's options, and the declarations the screen shows as its output. */
const step = defineStep(OPTIONS, (input, options) => convertJsonToTypescript(input, options).output);

export default step;
