import { checkOpenApi } from './core';

/**
 * The tool's work, declared once. The screen reaches it through the worker (its source sets
 * `workerThreshold: 0`), so the OpenAPI schemas and the validator load only in the worker's chunk.
 */
export const tasks = { checkOpenApi };
