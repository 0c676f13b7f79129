import { analysePhone, checkPhoneBatch } from './core';

/**
 * The tool's work, declared once: the screen runs it for small input, worker.ts serves it for long lists.
 * `checkBatch` takes the default country as its third argument (see batch-source.ts).
 */
export const tasks = { analysePhone, checkBatch: checkPhoneBatch };
