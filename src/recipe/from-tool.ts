/**
 * "New recipe from here": a tool's screen as the start of a recipe. The tool becomes step 1 with the options
 * it shows, and its input becomes the recipe's input. Loaded when a tool's "Open in…" menu opens, never with
 * home.
 */
import { findTool } from '../catalogue';
import { hasStep, importStep } from '../catalogue/step-files';
import { checkOptions, type ToolStep } from '../lib/options-schema';
import { publicState, type ToolStateRules, type ToolStateShape } from '../lib/tool-state';
import { toast } from '../state/toasts';
import { newStep, type RecipeState } from './recipe-state';

/** The id the recipe page's state is kept and handed over under (its frame's tool id). */
export const RECIPE_ID = 'recipe';

/**
 * The recipe that starts from `toolId` in `state`: its input (the tool's input field) and the tool as its one
 * step, with the options its schema declares taken from the state. Secret fields (the tool's rules, or the
 * schema's) never go, and redacted ones go as storage would keep them; an option outside the schema's
 * bounds goes as its default. Null for a tool that is not a step.
 */
export async function recipeFromTool(
  toolId: string,
  state: ToolStateShape,
  rules: ToolStateRules<ToolStateShape> = {},
  loadStep: (toolId: string) => Promise<ToolStep> = importStep,
): Promise<RecipeState | null> {
  if (!hasStep(toolId)) return null;
  const step = await loadStep(toolId);
  const shown = publicState(state, rules, 'storage');
  const inputField = findTool(toolId)?.inputField ?? 'input';
  const input = typeof shown[inputField] === 'string' ? shown[inputField] : '';
  const given = Object.fromEntries(
    Object.entries(shown).filter(([key]) => Object.hasOwn(step.options, key) && !step.options[key]!.secret),
  );
  // Each option on its own, so one the schema refuses falls back to its default and the rest are kept.
  const options = checkOptions(step.options, given).options as Record<string, unknown>;
  return { input, steps: [newStep(toolId, options)] };
}

/** Whether `toolId` can start a recipe: it is a step (the recipe page itself is not). */
export function canStartRecipe(toolId: string): boolean {
  return toolId !== RECIPE_ID && hasStep(toolId);
}

/** Opens the recipe page (through `openTool`, in memory) with the recipe that starts from `toolId` in `state`. */
export async function startRecipe(
  toolId: string,
  state: ToolStateShape,
  rules: ToolStateRules<ToolStateShape>,
  openTool: (toolId: string, state: Record<string, unknown>) => void,
): Promise<void> {
  try {
    const recipe = await recipeFromTool(toolId, state, rules);
    if (recipe) openTool(RECIPE_ID, recipe);
  } catch {
    toast.error('The recipe page could not be opened');
  }
}
