import { createContext, useContext } from 'react';

/** A tool a text can be handed to. */
export interface Destination {
  toolId: string;
  name: string;
  icon: string;
  /** The tool recognised the text (its detector scored it), rather than merely taking any text. */
  suggested: boolean;
  /** The state the tool opens with: the text, and how to take it (a direction). */
  state: Record<string, unknown>;
}

/**
 * How one tool's output reaches the next, provided by the shell (which knows the catalogue): where a text
 * could go, best first, and opening a tool with it. The hand-over is in memory, never through the URL.
 */
export interface Chain {
  destinations(text: string, from: string | null): Promise<Destination[]>;
  open(destination: Destination): void;
}

export const ChainContext = createContext<Chain | null>(null);

export function useChain(): Chain | null {
  return useContext(ChainContext);
}
