import type { ToolStep } from './types';

/**
 * Every tool's recipe step (step.ts: its options schema and transform), each its own chunk. A tool that maps
 * text to text declares itself a step by having one. The map is loaded by what needs it (the recipe page),
 * never with home, where it would cost every route a loader a tool.
 */
const files = import.meta.glob<{ default: ToolStep }>('../tools/*/step.ts');

const pathOf = (toolId: string) => `../tools/${toolId}/step.ts`;

/** Whether `toolId` can be a recipe step. */
export function hasStep(toolId: string): boolean {
  return pathOf(toolId) in files;
}

/** The steps loaded so far on this page, for what must answer at once (which options are secret). */
const loaded = new Map<string, ToolStep>();

/** Loads the recipe step of `toolId`; rejects for a tool that is not one. */
export function importStep(toolId: string): Promise<ToolStep> {
  const load = files[pathOf(toolId)];
  if (!load) return Promise.reject(new Error(`The tool "${toolId}" is not a recipe step`));
  return load().then((module) => {
    loaded.set(toolId, module.default);
    return module.default;
  });
}

/** The recipe step of `toolId` if importStep has loaded it on this page, or undefined. */
export function loadedStep(toolId: string): ToolStep | undefined {
  return loaded.get(toolId);
}
