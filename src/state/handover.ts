/**
 * State handed to a tool that is about to open: another tool's output ("Open in…"), a paste on the home page,
 * the palette, or a share link. It is kept in memory only, never in the URL or storage, and the tool takes it
 * when its screen starts (over whatever it had kept).
 */
const pending = new Map<string, Record<string, unknown>>();
/**
 * The states the user handed over on this page (Open in…, a paste, the palette), which may fill a tool's
 * secret fields (a generated password opened in the strength checker). A share link's state never does.
 */
const fromThisPage = new WeakSet<Record<string, unknown>>();

export function handOver(
  toolId: string,
  state: Record<string, unknown>,
  { fromThisPage: here = false }: { fromThisPage?: boolean } = {},
): void {
  pending.set(toolId, state);
  if (here) fromThisPage.add(state);
}

/** Whether a handed-over state came from the user on this page, and so may fill secret fields (still never stored). */
export function handedOverOnThisPage(state: Record<string, unknown>): boolean {
  return fromThisPage.has(state);
}

/** The state waiting for a tool, without taking it (a screen may start twice in development). */
export function peekHandover(toolId: string): Record<string, unknown> | undefined {
  return pending.get(toolId);
}

/** Forgets the state waiting for a tool, once its screen has taken it. */
export function clearHandover(toolId: string, state: Record<string, unknown>): void {
  if (pending.get(toolId) === state) pending.delete(toolId);
}
