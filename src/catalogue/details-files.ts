import type { ToolDetails } from './types';

/**
 * Every tool's details.ts, each its own chunk. This map is loaded on first need (a tool's page, a search),
 * not with home: it names a chunk per tool, which would cost every route 25 bytes gz a tool.
 */
const files = import.meta.glob<{ default: ToolDetails }>('../tools/*/details.ts');

/** Loads the details of `toolId`; rejects for a tool without a details.ts. */
export function importDetails(toolId: string): Promise<ToolDetails> {
  const load = files[`../tools/${toolId}/details.ts`];
  if (!load) return Promise.reject(new Error(`No details for the tool "${toolId}"`));
  return load().then((module) => module.default);
}
