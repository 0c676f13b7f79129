import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { tools, type Tool } from '../catalogue';
import {
  detailsIfLoaded,
  detailsVersion,
  keywordsOf,
  loadDetails,
  loadEveryToolsDetails,
  onDetailsLoaded,
} from '../catalogue/details';
import type { ToolDetails } from '../catalogue/types';

/** A tool's details, loaded with its screen: undefined until they arrive (the header shows its tagline then). */
export function useToolDetails(tool: Tool): ToolDetails | undefined {
  useSyncExternalStore(onDetailsLoaded, detailsVersion);
  useEffect(() => {
    loadDetails(tool.id).catch(() => undefined);
  }, [tool]);
  return detailsIfLoaded(tool.id);
}

/**
 * The keywords search matches tools by. Every tool's details load once the page is idle after a search box
 * appears, so a search for a format or a synonym finds its tool; until they arrive, names and descriptions match.
 */
export function useSearchKeywords(): (toolId: string) => readonly string[] {
  const version = useSyncExternalStore(onDetailsLoaded, detailsVersion);
  useEffect(() => {
    const load = () => void loadEveryToolsDetails(tools.map((tool) => tool.id));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
  // A new reader each time details arrive, so results computed from it are computed again.
  return useMemo(() => (toolId: string) => (version >= 0 ? keywordsOf(toolId) : []), [version]);
}
