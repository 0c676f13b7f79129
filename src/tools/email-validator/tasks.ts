import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseEmail, checkEmail, type EmailOptions } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  analyseEmail,
  checkBatch: (text: string, options: BatchOptions, emailOptions: EmailOptions) =>
    checkBatch(text, options, (value) => checkEmail(value, emailOptions)),
};
