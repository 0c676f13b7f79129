import { convertJsonToTypescript } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = { convertJsonToTypescript };
