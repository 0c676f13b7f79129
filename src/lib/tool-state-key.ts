/**
 * Where a tool's state is kept in sessionStorage. On its own, so the shell's tool page (which forgets a
 * crashed tool's state) does not carry the restore rules of lib/tool-state on every route.
 */
export function toolStateKey(toolId: string): string {
  return `tool-state:${toolId}`;
}
