import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseHash, checkHash } from './core';
import { verifyFile, verifyText } from './verify';

/**
 * The tool's work, declared once. The screen reaches it only through the worker (its source sets
 * `workerThreshold: 0` and loads this module lazily), so the hashing libraries stay out of the page's chunk.
 */
export const tasks = {
  analyseHash,
  verifyText,
  verifyFile,
  checkBatch: (text: string, options: BatchOptions) => checkBatch(text, options, checkHash),
};
