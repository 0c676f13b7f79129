import { checkJsonPath } from './core';

/**
 * The tool's work. It runs in the worker (worker.ts) only, under a time limit that stops a query that runs for
 * ever; without a Worker (tests) it loads and runs on the page.
 */
export const tasks = { checkJsonPath };
