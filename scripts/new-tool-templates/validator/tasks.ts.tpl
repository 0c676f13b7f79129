import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseValue, checkValue } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  analyseValue,
  checkBatch: (text: string, options: BatchOptions) => checkBatch(text, options, checkValue),
};
