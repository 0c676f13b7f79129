import { createContext, useContext } from 'react';
import type { InputKind } from '../lib/detect';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';

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
  /** `kind` is what the text is, where its tool knows (JSON to YAML's output is YAML): tools taking it come first. */
  destinations(text: string, from: string | null, kind?: InputKind): Promise<Destination[]>;
  open(destination: Destination): void;
  /** Whether the tool `from` can start a recipe ("New recipe from here"): it is a recipe step. */
  canStartRecipe(from: string): Promise<boolean>;
  /**
   * Opens the recipe page with the tool `from` as its first step, its options taken from `state` and its input
   * as the recipe's input; secret fields (by `rules`) stay behind. In memory, never through the URL.
   */
  startRecipe(from: string, state: ToolStateShape, rules: ToolStateRules<ToolStateShape>): void;
}

export const ChainContext = createContext<Chain | null>(null);

export function useChain(): Chain | null {
  return useContext(ChainContext);
}
