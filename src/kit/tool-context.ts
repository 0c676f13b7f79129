import { createContext, useContext } from 'react';

/**
 * The id of the tool whose screen is showing, provided by the shell, so kit parts can keep per-tool
 * preferences (a pane's wrap setting) without a screen passing its id to each of them.
 */
export const ToolIdContext = createContext<string | null>(null);

export function useToolId(): string | null {
  return useContext(ToolIdContext);
}
