/**
 * State handed to a tool that is about to open: another tool's output ("Open in…"), a paste on the home page,
 * the palette, or a share link. It is kept in memory only, never in the URL or storage, and the tool takes it
 * when its screen starts (over whatever it had kept).
 */
const pending = new Map<string, Record<string, unknown>>();

export function handOver(toolId: string, state: Record<string, unknown>): void {
  pending.set(toolId, state);
}

/** The state waiting for a tool, without taking it (a screen may start twice in development). */
export function peekHandover(toolId: string): Record<string, unknown> | undefined {
  return pending.get(toolId);
}

/** Forgets the state waiting for a tool, once its screen has taken it. */
export function clearHandover(toolId: string, state: Record<string, unknown>): void {
  if (pending.get(toolId) === state) pending.delete(toolId);
}
