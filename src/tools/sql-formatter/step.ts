import { defineStep } from '../../kit/tool-step';
import { formatSql } from './core';
import { OPTIONS } from './options';

/** The tool as a recipe step: the screen's options, and the text the screen shows as its output. */
const step = defineStep(OPTIONS, (input, options) => formatSql(input, options).output);

export default step;
