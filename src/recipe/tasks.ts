/**
 * The recipe's work, run in its worker: one runner for the page's life, so that a change reruns the chain
 * only from the step that changed (see runner.ts). Only the last output and the outputs the user opened
 * travel back: twenty megabytes a step would otherwise be copied for every step on every run.
 */
import { importStep } from '../catalogue/step-files';
import type { TextLocation } from '../lib/tool-error';
import { RecipeRunner, type RecipeStep } from './runner';

export interface StepReport {
  status: 'done' | 'skipped' | 'failed' | 'not-run';
  message?: string;
  location?: TextLocation;
  /** The length of the text the step gave, in characters. */
  length?: number;
}

export interface RecipeReport {
  steps: StepReport[];
  /** The recipe's result; null when a step failed. */
  output: string | null;
  failedAt: number | null;
  /** The outputs of the steps asked for, by step index. */
  stepOutputs: Record<number, string>;
}

const runner = new RecipeRunner(importStep);

export async function runRecipe(
  input: string,
  steps: readonly RecipeStep[],
  shownSteps: readonly number[],
): Promise<RecipeReport> {
  const result = await runner.run(input, steps);
  const stepOutputs: Record<number, string> = {};
  for (const index of shownSteps) {
    const outcome = result.outcomes[index];
    if (outcome?.status === 'done') stepOutputs[index] = outcome.output;
  }
  return {
    steps: result.outcomes.map((outcome) =>
      outcome.status === 'done' ? { status: 'done', length: outcome.output.length } : outcome,
    ),
    output: result.output,
    failedAt: result.failedAt,
    stepOutputs,
  };
}

export const tasks = { runRecipe };
