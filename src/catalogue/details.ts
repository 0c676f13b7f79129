import type { ToolDetails } from './types';

/**
 * Each tool's details (tagline, keywords, About text) load with its screen or with search, never with every
 * route: they are most of a tool's words, and home would otherwise carry every tool's text.
 */
const loaded = new Map<string, ToolDetails>();
const loading = new Map<string, Promise<ToolDetails>>();
const listeners = new Set<() => void>();
let everyToolLoading: Promise<void> | null = null;
/** The keywords as they stand: a new reader each time details arrive, so what was found with it is found again. */
let keywordsReader: (toolId: string) => readonly string[] = () => [];

function told() {
  const known = new Map([...loaded].map(([toolId, details]) => [toolId, details.keywords]));
  keywordsReader = (toolId) => known.get(toolId) ?? [];
  for (const listener of listeners) listener();
}

/** The details of `tool` once loaded (each is its own small chunk), from one request however often asked. */
export function loadDetails(toolId: string): Promise<ToolDetails> {
  let pending = loading.get(toolId);
  if (!pending) {
    pending = import('./details-files')
      .then(({ importDetails }) => importDetails(toolId))
      .then((details) => {
        loaded.set(toolId, details);
        told();
        return details;
      });
    // A failed load (offline before the chunk was cached) may be tried again.
    pending.catch(() => loading.delete(toolId));
    loading.set(toolId, pending);
  }
  return pending;
}

/** The details of `toolId` if they have loaded. */
export function detailsIfLoaded(toolId: string): ToolDetails | undefined {
  return loaded.get(toolId);
}

/** Loads every tool's details, for search's keywords; the list is told as they arrive. */
export function loadEveryToolsDetails(toolIds: readonly string[]): Promise<void> {
  everyToolLoading ??= Promise.allSettled(toolIds.map(loadDetails)).then(() => undefined);
  return everyToolLoading;
}

/** The keywords search matches `toolId` by: none until its details have loaded. */
export function keywordsOf(toolId: string): readonly string[] {
  return loaded.get(toolId)?.keywords ?? [];
}

/** Subscribes to details arriving (for useSyncExternalStore); returns the unsubscribe. */
export function onDetailsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time details arrive, so a subscriber knows to read again. */
export function detailsVersion(): number {
  return loaded.size;
}

/** The keywords reader for search (a useSyncExternalStore snapshot): none for a tool until its details load. */
export function currentKeywords(): (toolId: string) => readonly string[] {
  return keywordsReader;
}
