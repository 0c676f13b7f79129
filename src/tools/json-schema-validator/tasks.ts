import { validateJsonAgainstSchema } from './core';

/**
 * The tool's work. The screen gives it a time limit, so in a browser it always runs in the worker (worker.ts),
 * where a pattern that backtracks for ever can be stopped; without a Worker (tests) it runs here.
 */
export const tasks = { validateJsonAgainstSchema };
