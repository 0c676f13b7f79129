import { createContext, useContext, useEffect, useRef } from 'react';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';

/** How strongly a screen's part claims Ctrl+Enter: a primary button beats a live tool's "run now". */
export const PRIMARY_BUTTON = 2;
export const LIVE_RUN = 1;

interface PrimaryEntry {
  priority: number;
  run: () => void;
}

/**
 * What the shell shares with the screen of the tool that is open: the screen's state (for a share link) and
 * its primary action (for Ctrl+Enter). The shell's header lives outside the screen, so they meet here.
 */
export interface ToolSession {
  readonly toolId: string;
  /** The state now, its rules and defaults, and how to put an earlier state back (Undo); kept current by useToolState. */
  state: {
    state: ToolStateShape;
    rules: ToolStateRules<ToolStateShape>;
    defaults: ToolStateShape;
    replace: (state: ToolStateShape) => void;
  } | null;
  /** Runs the strongest primary action registered; false when there is none. */
  runPrimary(): boolean;
  registerPrimary(entry: PrimaryEntry): () => void;
}

export function createToolSession(toolId: string): ToolSession {
  const entries = new Set<PrimaryEntry>();
  return {
    toolId,
    state: null,
    runPrimary() {
      let best: PrimaryEntry | undefined;
      for (const entry of entries) if (!best || entry.priority >= best.priority) best = entry;
      best?.run();
      return best !== undefined;
    },
    registerPrimary(entry) {
      entries.add(entry);
      return () => entries.delete(entry);
    },
  };
}

export const ToolSessionContext = createContext<ToolSession | null>(null);

export function useToolSession(): ToolSession | null {
  return useContext(ToolSessionContext);
}

/**
 * Offers `run` as the screen's primary action (Ctrl+Enter) while the component is mounted and `run` is not
 * null (a disabled button offers nothing). The latest `run` is called, so it may be a fresh closure.
 */
export function usePrimaryAction(run: (() => void) | null | undefined, priority: number): void {
  const session = useToolSession();
  const latest = useRef(run);
  latest.current = run;
  const offered = run != null;
  useEffect(() => {
    if (!session || !offered) return;
    return session.registerPrimary({ priority, run: () => latest.current?.() });
  }, [session, offered, priority]);
}
