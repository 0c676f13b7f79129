import { runRegex } from './core';

/**
 * The tool's work. The screen gives it a time limit, so it always runs in the worker (worker.ts), where a
 * pattern that backtracks for ever can be stopped.
 */
export const tasks = { runRegex };
