import { diffTexts } from './core';

/** The tool's work, declared once: worker.ts serves it, and without a worker (tests) the screen loads it. */
export const tasks = { diffTexts };
