import { createContext, useContext } from 'react';

/**
 * The id of the tool whose screen is showing, provided by the shell, so kit parts can keep per-tool
 * preferences (a pane's wrap setting) without a screen passing its id to each of them.
 */
export const ToolIdContext = createContext<string | null>(null);

export function useToolId(): string | null {
  return useContext(ToolIdContext);
}

/** The name of the tool whose screen is showing, provided by the shell beside its id (a countdown's page title). */
export const ToolNameContext = createContext<string | null>(null);

export function useToolName(): string {
  const name = useContext(ToolNameContext);
  if (name === null) throw new Error('useToolName is used outside a tool screen');
  return name;
}

/** The id of the tool whose screen is showing: kit parts that keep per-tool state need one. */
export function useRequiredToolId(): string {
  const id = useContext(ToolIdContext);
  if (id === null) throw new Error('A tool screen part is used outside a tool screen (no ToolIdContext)');
  return id;
}
