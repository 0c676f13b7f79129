import { useEffect, useState, useSyncExternalStore } from 'react';
import { tools, type Tool } from '../catalogue';
import {
  currentKeywords,
  detailsIfLoaded,
  detailsVersion,
  loadDetails,
  loadEveryToolsDetails,
  onDetailsLoaded,
} from '../catalogue/details';
import type { ToolDetails } from '../catalogue/types';

/**
 * A tool's details, loaded with its screen: `details` once they arrive, and `settled` once they have arrived
 * or failed to (offline before they were cached), so the page can show the screen and its tagline together
 * rather than move the screen down when the tagline comes.
 */
export function useToolDetails(tool: Tool): { details: ToolDetails | undefined; settled: boolean } {
  useSyncExternalStore(onDetailsLoaded, detailsVersion);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadDetails(tool.id).catch(() => {
      if (current) setFailed(tool.id);
    });
    return () => {
      current = false;
    };
  }, [tool]);
  const details = detailsIfLoaded(tool.id);
  return { details, settled: details !== undefined || failed === tool.id };
}

/**
 * The keywords search matches tools by. Every tool's details load once the page is idle after a search box
 * appears, so a search for a format or a synonym finds its tool; until they arrive, names and descriptions match.
 */
export function useSearchKeywords(): (toolId: string) => readonly string[] {
  const keywords = useSyncExternalStore(onDetailsLoaded, currentKeywords);
  useEffect(() => {
    const load = () => void loadEveryToolsDetails(tools.map((tool) => tool.id));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
  return keywords;
}
