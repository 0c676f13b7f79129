import { formatSql } from './core';

/**
 * The tool's work, declared once. worker.ts serves it; the page calls it through View.tsx's tasks, which
 * forward to the worker, so sql-formatter never loads into the page.
 */
export const tasks = { formatSql };

export type SqlTasks = typeof tasks;
