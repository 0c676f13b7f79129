import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { toolPath } from '../catalogue';
import { handOver } from '../state/handover';

/**
 * Opens a tool with a state handed to it in memory (a result, a paste, typed data), never through the URL:
 * the one way Open in…, paste anything and the palette take text to a tool. What the user hands over on the
 * page may fill the tool's secret fields (a password to check); a share link's state never does.
 */
export function useOpenTool(): (toolId: string, state: Record<string, unknown>) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (toolId, state) => {
      handOver(toolId, state, { fromThisPage: true });
      navigate(toolPath(toolId));
    },
    [navigate],
  );
}
