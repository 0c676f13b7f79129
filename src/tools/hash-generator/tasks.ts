import { hashText } from './core';

/** The text's digests, declared once: the screen runs them for small input, worker.ts for large input. */
export const tasks = { hashText };
