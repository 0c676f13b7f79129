/**
 * Recipes kept beyond the tab: named recipes saved in this browser (localStorage), and recipe files exported
 * and imported. Both hold the steps and their options only: never the input text, and never a secret option
 * (a key or password, as its tool's schema declares it).
 *
 * What comes back is hostile input. Storage is bounded (size, count, shape, each step by RECIPE_RULES) and
 * mended quietly; a file is refused, whole, with every problem named ("Step 2: "foo" is not a tool that can be
 * a recipe step"), and each step's options are checked against its tool's schema (checkOptions) before a
 * recipe reaches the page.
 */
import { checkOptions, type OptionsSchema } from '../lib/options-schema';
import { restoreState } from '../lib/tool-state';
import {
  MAX_STEPS,
  newStep,
  RECIPE_DEFAULTS,
  RECIPE_RULES,
  withoutSecrets,
  type RecipeStepState,
} from './recipe-state';

export const RECIPE_FILE_FORMAT = 'devtoolbox-recipe';
export const RECIPE_FILE_VERSION = 1;
/** A recipe file is a few hundred bytes; this is far above any real one. */
export const RECIPE_FILE_LIMIT = 256 * 1024;

export const LIBRARY_STORAGE_KEY = 'devtoolbox-recipes';
const LIBRARY_VERSION = 1;
export const MAX_SAVED_RECIPES = 50;
export const MAX_NAME_LENGTH = 80;
/** Above this many characters, what storage holds is not read at all. */
export const LIBRARY_SIZE_LIMIT = 1024 * 1024;

/** One step as a file and the saved list hold it. */
export interface SavedStep {
  tool: string;
  options: Record<string, unknown>;
  enabled: boolean;
}

export interface SavedRecipe {
  name: string;
  steps: SavedStep[];
}

/** What the checks need to know of the tools: their names, and the options schema of each that is a step. */
export interface StepCatalogue {
  /** The tool's name ("Base64 Decoder"), or undefined when there is no such tool. */
  nameOf: (toolId: string) => string | undefined;
  /** The tool's options schema, or undefined when the tool cannot be a recipe step. */
  schemaOf: (toolId: string) => Promise<OptionsSchema | undefined>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A recipe's name as kept: trimmed, on one line, and not empty; null when nothing is left. */
export function cleanName(name: string): string | null {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return clean === '' ? null : clean;
}

/** The page's steps as a file or the saved list keeps them, each without its secret options. */
export async function savedSteps(steps: readonly RecipeStepState[], catalogue: StepCatalogue): Promise<SavedStep[]> {
  return Promise.all(
    steps.map(async ({ toolId, options, enabled }) => {
      const schema = await catalogue.schemaOf(toolId);
      // A step whose tool is not a step keeps no options at all: nothing says which of them are secret.
      return { tool: toolId, options: schema ? withoutSecrets(options, schema) : {}, enabled };
    }),
  );
}

/** The text of a recipe file. */
export function recipeFileText(steps: readonly SavedStep[], name?: string): string {
  const file = {
    format: RECIPE_FILE_FORMAT,
    version: RECIPE_FILE_VERSION,
    ...(name === undefined ? {} : { name }),
    steps,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name for a recipe's export: "json-cleanup.recipe.json". */
export function recipeFileName(name: string | null): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'recipe'}.recipe.json`;
}

const STEP_FIELDS = new Set(['tool', 'options', 'enabled']);

/**
 * Steps from outside (a file, or the saved list), checked: each tool must exist and be a step, and each option
 * must be one its schema declares, of the right kind and within its bounds. Every problem is named by step.
 */
export async function checkSteps(given: unknown, catalogue: StepCatalogue): Promise<Checked<RecipeStepState[]>> {
  if (!Array.isArray(given)) return { ok: false, problems: ['The recipe has no list of steps'] };
  if (given.length === 0) return { ok: false, problems: ['The recipe has no steps'] };
  if (given.length > MAX_STEPS)
    return { ok: false, problems: [`The recipe has ${given.length} steps; a recipe holds at most ${MAX_STEPS}`] };
  const problems: string[] = [];
  const steps: RecipeStepState[] = [];
  for (const [index, step] of given.entries()) {
    const at = `Step ${index + 1}`;
    if (!isPlainObject(step)) {
      problems.push(`${at} is not an object with a tool and its options`);
      continue;
    }
    const { tool, options = {}, enabled = true } = step;
    if (typeof tool !== 'string' || tool === '') {
      problems.push(`${at} names no tool`);
      continue;
    }
    const shown = JSON.stringify(tool.length > 100 ? `${tool.slice(0, 100)}…` : tool);
    const name = tool.length > 100 ? undefined : catalogue.nameOf(tool);
    const schema = name === undefined ? undefined : await catalogue.schemaOf(tool);
    if (name === undefined || schema === undefined) {
      problems.push(
        name === undefined
          ? `${at}: ${shown} is not a tool that can be a recipe step`
          : `${at}: ${name} (${shown}) is not a tool that can be a recipe step`,
      );
      continue;
    }
    const named = `${at}, ${name}`;
    const unknown = Object.keys(step).filter((key) => !STEP_FIELDS.has(key));
    if (unknown.length > 0) problems.push(`${named}: unknown field ${unknown.map((key) => `“${key}”`).join(', ')}`);
    if (typeof enabled !== 'boolean') problems.push(`${named}: “enabled” is not true or false`);
    const check = checkOptions(schema, options);
    problems.push(...check.problems.map((problem) => `${named}: ${lowerFirst(problem)}`));
    steps.push({ ...newStep(tool, check.options), enabled: enabled !== false });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: steps };
}

const lowerFirst = (text: string) =>
  /^(Option|Unknown|The) /.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** A recipe file's steps, or what is wrong with it, each problem named. */
export async function parseRecipeFile(text: string, catalogue: StepCatalogue): Promise<Checked<RecipeStepState[]>> {
  if (text.length > RECIPE_FILE_LIMIT)
    return { ok: false, problems: [`The file is over ${RECIPE_FILE_LIMIT / 1024} KB: it is not a recipe file`] };
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['The file is not JSON, so it is not a recipe file'] };
  }
  if (!isPlainObject(file) || file.format !== RECIPE_FILE_FORMAT)
    return { ok: false, problems: [`The file is not a recipe file (its "format" is not "${RECIPE_FILE_FORMAT}")`] };
  if (file.version !== RECIPE_FILE_VERSION)
    return {
      ok: false,
      problems: [
        `The recipe file is version ${JSON.stringify(file.version ?? null)}; this app reads version ${RECIPE_FILE_VERSION}`,
      ],
    };
  return checkSteps(file.steps, catalogue);
}

/** The saved list as storage holds it. */
export function libraryText(recipes: readonly SavedRecipe[]): string {
  return JSON.stringify({ v: LIBRARY_VERSION, recipes });
}

/**
 * The saved recipes in `text`, bounded: too large, corrupt or from another version reads as none; past the
 * count, past the name length, or without steps a recipe is left out; each recipe's steps are brought within
 * RECIPE_RULES (their shape, count and tool ids). Options are checked against their schemas when loaded.
 */
export function readLibrary(text: string | null): SavedRecipe[] {
  if (text === null || text.length > LIBRARY_SIZE_LIMIT) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isPlainObject(stored) || stored.v !== LIBRARY_VERSION || !Array.isArray(stored.recipes)) return [];
  const recipes: SavedRecipe[] = [];
  const names = new Set<string>();
  for (const recipe of stored.recipes.slice(0, MAX_SAVED_RECIPES)) {
    if (!isPlainObject(recipe) || typeof recipe.name !== 'string' || !Array.isArray(recipe.steps)) continue;
    const name = cleanName(recipe.name);
    if (name === null || names.has(name)) continue;
    const asState = recipe.steps.map((step: unknown) =>
      isPlainObject(step) ? { ...newStep(''), toolId: step.tool, options: step.options, enabled: step.enabled } : null,
    );
    const { steps } = restoreState({ steps: asState }, RECIPE_DEFAULTS, RECIPE_RULES);
    const kept = steps.filter((step) => step.toolId !== '');
    if (kept.length === 0) continue;
    names.add(name);
    recipes.push({ name, steps: kept.map(({ toolId, options, enabled }) => ({ tool: toolId, options, enabled })) });
  }
  return recipes;
}

/** The list with `recipe` saved: in place of one of the same name, or first. Refused past the count. */
export function saveRecipe(recipes: readonly SavedRecipe[], recipe: SavedRecipe): Checked<SavedRecipe[]> {
  const at = recipes.findIndex(({ name }) => name === recipe.name);
  if (at >= 0) return { ok: true, value: recipes.map((kept, index) => (index === at ? recipe : kept)) };
  if (recipes.length >= MAX_SAVED_RECIPES)
    return { ok: false, problems: [`At most ${MAX_SAVED_RECIPES} recipes can be saved: delete one first`] };
  return { ok: true, value: [recipe, ...recipes] };
}

/** The list with the recipe `from` named `to`; refused when another recipe has that name. */
export function renameRecipe(recipes: readonly SavedRecipe[], from: string, to: string): Checked<SavedRecipe[]> {
  const name = cleanName(to);
  if (name === null) return { ok: false, problems: ['A recipe needs a name'] };
  if (name !== from && recipes.some((recipe) => recipe.name === name))
    return { ok: false, problems: [`A recipe named “${name}” is already saved`] };
  return { ok: true, value: recipes.map((recipe) => (recipe.name === from ? { ...recipe, name } : recipe)) };
}

export function deleteRecipe(recipes: readonly SavedRecipe[], name: string): SavedRecipe[] {
  return recipes.filter((recipe) => recipe.name !== name);
}
