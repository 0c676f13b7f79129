import type { ReactNode } from 'react';
import { ToolIdContext, ToolNameContext } from '../kit/tool-context';

/** renderHook/render options that place the hook or part inside a tool's screen, as the shell does. */
export function inTool(toolId: string, toolName = toolId) {
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ToolIdContext.Provider value={toolId}>
        <ToolNameContext.Provider value={toolName}>{children}</ToolNameContext.Provider>
      </ToolIdContext.Provider>
    ),
  };
}
