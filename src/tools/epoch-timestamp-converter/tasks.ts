import { loadTemporal } from '../../lib/time/temporal';
import { convertBatch } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  /** A list of timestamps; in the worker, Temporal is loaded (or found) first. */
  convertBatch: async (...args: Parameters<typeof convertBatch>) => {
    await loadTemporal();
    return convertBatch(...args);
  },
};
