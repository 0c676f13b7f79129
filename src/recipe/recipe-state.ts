/**
 * What the recipe page keeps for the tab, puts in a share link and restores from one: the input and the steps.
 * A link is hostile input: steps are bounded as the page's own controls bound them, and each step's options
 * are checked against its tool's schema when the step runs (runner.ts).
 */
import { loadedStep } from '../catalogue/step-files';
import type { OptionsSchema } from '../lib/options-schema';
import type { ToolStateRules } from '../lib/tool-state';
import type { RecipeStep } from './runner';

/** A step as the page holds it: what the runner needs, and how its card is shown. */
export interface RecipeStepState extends RecipeStep {
  options: Record<string, unknown>;
  /** The card shows only its heading. */
  collapsed: boolean;
  /** The card shows the text this step hands on. */
  showOutput: boolean;
}

/** More steps than anyone chains by hand; a link cannot make the page run more. */
export const MAX_STEPS = 30;

export const RECIPE_DEFAULTS = { input: '', steps: [] as RecipeStepState[] };
export type RecipeState = typeof RECIPE_DEFAULTS;

const STEP_SHAPE: RecipeStepState = { toolId: '', options: {}, enabled: true, collapsed: false, showOutput: false };

/** `options` without those `schema` declares secret (a key, a password): what may be stored, shared or exported. */
export function withoutSecrets(
  options: Readonly<Record<string, unknown>>,
  schema: OptionsSchema | undefined,
): Record<string, unknown> {
  if (!schema) return { ...options };
  return Object.fromEntries(
    Object.entries(options).filter(([key]) => !(Object.hasOwn(schema, key) && schema[key]!.secret)),
  );
}

/**
 * The steps with their secret options left out, as storage and a share link get them. A step's schema is
 * known once its card has loaded it, and a secret can only be typed into a card whose schema is loaded.
 */
export function stepsWithoutSecrets(steps: readonly RecipeStepState[]): RecipeStepState[] {
  return steps.map((step) => ({ ...step, options: withoutSecrets(step.options, loadedStep(step.toolId)?.options) }));
}

export const RECIPE_RULES: ToolStateRules<RecipeState> = {
  itemShapes: { steps: STEP_SHAPE },
  // The Share notice says so: "Credentials in the recipe steps are blanked."
  redact: { steps: stepsWithoutSecrets },
  bounds: { steps: { maxItems: MAX_STEPS, items: { fields: { toolId: { maxLength: 100 } } } } },
  names: { steps: 'recipe steps' },
};

export function newStep(toolId: string, options: Record<string, unknown> = {}): RecipeStepState {
  return { ...STEP_SHAPE, toolId, options };
}

/** The steps with the one at `index` moved by `by` places (−1 up, +1 down), or unchanged at either end. */
export function moveStep<T>(steps: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
