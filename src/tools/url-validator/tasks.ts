import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseUrl, checkUrl, type UrlOptions } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  analyseUrl,
  checkBatch: (text: string, options: BatchOptions, urlOptions: UrlOptions) =>
    checkBatch(text, options, (value) => checkUrl(value, urlOptions)),
};
