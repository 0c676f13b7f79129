/**
 * The recipe page's saved recipes: save the steps under a name in this browser, then load, rename or delete
 * them; export the steps as a recipe file and import one. Only steps and their options are kept, never the
 * input text or a secret option; what is read back is checked (library.ts) before it reaches the page.
 */
import { FolderOpen, Pencil, Save, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { findTool } from '../catalogue';
import { hasStep, importStep } from '../catalogue/step-files';
import { ErrorAlert } from '../kit/Alert';
import { Button } from '../kit/Button';
import { DownloadButton } from '../kit/DownloadButton';
import { TextField } from '../kit/Fields';
import { FileOpenButton, useFileDrop } from '../kit/FileDropZone';
import { Panel } from '../kit/Panel';
import { readTextFile } from '../lib/files';
import { pluralize } from '../lib/format';
import { readStorage, writeStorage } from '../lib/storage';
import { errorMessage } from '../lib/tool-error';
import { toast } from '../state/toasts';
import {
  checkSteps,
  cleanName,
  deleteRecipe,
  LIBRARY_STORAGE_KEY,
  libraryText,
  MAX_NAME_LENGTH,
  parseRecipeFile,
  readLibrary,
  RECIPE_FILE_LIMIT,
  recipeFileName,
  recipeFileText,
  renameRecipe,
  saveRecipe,
  savedSteps,
  type Checked,
  type SavedRecipe,
  type StepCatalogue,
} from './library';
import type { RecipeStepState } from './recipe-state';

const catalogue: StepCatalogue = {
  nameOf: (toolId) => findTool(toolId)?.name,
  schemaOf: (toolId) =>
    hasStep(toolId)
      ? importStep(toolId).then(
          (step) => step.options,
          () => undefined,
        )
      : Promise.resolve(undefined),
};

const ICON = 'h-4 w-4';

/** The saved recipes, as this browser's storage holds them, kept in step with other tabs. */
function useSavedRecipes(): [SavedRecipe[], (next: SavedRecipe[]) => boolean] {
  const [recipes, setRecipes] = useState(() => readLibrary(readStorage(LIBRARY_STORAGE_KEY)));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LIBRARY_STORAGE_KEY) setRecipes(readLibrary(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const store = (next: SavedRecipe[]) => {
    if (!writeStorage(LIBRARY_STORAGE_KEY, libraryText(next))) {
      toast.error('Could not save: this browser’s storage is full or blocked');
      return false;
    }
    setRecipes(next);
    return true;
  };
  return [recipes, store];
}

/** A saved recipe's steps in a few words: "Base64 Decoder → JSON Formatter". */
function summary(recipe: SavedRecipe): string {
  const names = recipe.steps.map((step) => findTool(step.tool)?.name ?? step.tool);
  return names.length > 4 ? `${names.slice(0, 4).join(' → ')} → …` : names.join(' → ');
}

interface SavedRecipeItemProps {
  recipe: SavedRecipe;
  onLoad: () => void;
  /** Whether the new name was taken. */
  onRename: (to: string) => boolean;
  onDelete: () => void;
}

/** One saved recipe: its name and steps, with Load, Rename (in place) and Delete. */
function SavedRecipeItem({ recipe, onLoad, onRename, onDelete }: SavedRecipeItemProps) {
  const [newName, setNewName] = useState<string | null>(null);
  const rename = () => {
    if (newName !== null && onRename(newName)) setNewName(null);
  };
  if (newName !== null)
    return (
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={`New name for “${recipe.name}”`}
          value={newName}
          onChange={setNewName}
          onEnter={rename}
          maxLength={MAX_NAME_LENGTH}
        />
        <Button size="sm" onClick={rename}>
          Rename
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<X className={ICON} aria-hidden="true" />}
          onClick={() => setNewName(null)}
        >
          Cancel
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 flex-1 break-words">
        <span className="font-medium">{recipe.name}</span>{' '}
        <span className="text-sm text-gray-600 dark:text-gray-300">
          ({pluralize(recipe.steps.length, 'step')}: {summary(recipe)})
        </span>
      </span>
      <Button
        size="sm"
        icon={<FolderOpen className={ICON} aria-hidden="true" />}
        aria-label={`Load “${recipe.name}”`}
        onClick={onLoad}
      >
        Load
      </Button>
      <Button
        size="sm"
        icon={<Pencil className={ICON} aria-hidden="true" />}
        aria-label={`Rename “${recipe.name}”`}
        onClick={() => setNewName(recipe.name)}
      >
        Rename
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon={<Trash2 className={ICON} aria-hidden="true" />}
        aria-label={`Delete “${recipe.name}”`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}

/** Why a save, load, rename or import was refused: every problem, announced at once. */
function Problems({ title, problems }: { title: string; problems: readonly string[] }) {
  return (
    <ErrorAlert title={title}>
      {problems.length === 1 ? (
        `${problems[0]}.`
      ) : (
        <ul className="list-disc pl-5">
          {problems.map((text) => (
            <li key={text}>{text}.</li>
          ))}
        </ul>
      )}
    </ErrorAlert>
  );
}

interface RecipeLibraryProps {
  steps: readonly RecipeStepState[];
  /** Puts these steps on the page in place of its own (the input stays). */
  onLoad: (steps: RecipeStepState[]) => void;
}

export function RecipeLibrary({ steps, onLoad }: RecipeLibraryProps) {
  const [recipes, store] = useSavedRecipes();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ title: string; problems: string[] } | null>(null);
  const [exported, setExported] = useState<{ steps: readonly RecipeStepState[]; text: string } | null>(null);
  const [importing, setImporting] = useState(false);

  // The export's text, without secrets; the steps' schemas are already loaded by their cards.
  useEffect(() => {
    let current = true;
    void savedSteps(steps, catalogue).then((saved) => {
      if (current) setExported({ steps, text: recipeFileText(saved, cleanName(name) ?? undefined) });
    });
    return () => {
      current = false;
    };
  }, [steps, name]);

  const refuse = (title: string, result: Extract<Checked<unknown>, { ok: false }>) => {
    setProblem({ title, problems: result.problems });
  };

  const save = async () => {
    const clean = cleanName(name);
    const missing = steps.length === 0 ? 'Add a step first: a recipe is its steps' : 'Give the recipe a name';
    if (steps.length === 0 || clean === null) {
      setProblem({ title: 'The recipe was not saved', problems: [missing] });
      return;
    }
    const replacing = recipes.some((recipe) => recipe.name === clean);
    const result = saveRecipe(recipes, { name: clean, steps: await savedSteps(steps, catalogue) });
    if (!result.ok) return refuse('The recipe was not saved', result);
    if (!store(result.value)) return;
    setProblem(null);
    toast.success(
      `${replacing ? 'Replaced' : 'Saved'} “${clean}”: ${pluralize(steps.length, 'step')}, without the input`,
    );
  };

  /** Puts `next` on the page, with an Undo when it replaced steps. */
  const replaceSteps = (next: RecipeStepState[], message: string) => {
    const before = [...steps];
    onLoad(next);
    if (before.length === 0) toast.success(message);
    else
      toast.info(`${message}, in place of ${pluralize(before.length, 'step')}`, 8000, {
        label: 'Undo',
        run: () => onLoad(before),
      });
  };

  const load = async (recipe: SavedRecipe) => {
    const result = await checkSteps(recipe.steps, catalogue);
    if (!result.ok) return refuse(`“${recipe.name}” could not be loaded`, result);
    setProblem(null);
    replaceSteps(result.value, `Loaded “${recipe.name}”: ${pluralize(result.value.length, 'step')}`);
  };

  const rename = (from: string, to: string): boolean => {
    const result = renameRecipe(recipes, from, to);
    if (!result.ok) {
      refuse(`“${from}” was not renamed`, result);
      return false;
    }
    if (!store(result.value)) return false;
    setProblem(null);
    toast.success(`Renamed “${from}” to “${cleanName(to) ?? ''}”`);
    return true;
  };

  const remove = (recipe: SavedRecipe) => {
    const before = recipes;
    if (!store(deleteRecipe(recipes, recipe.name))) return;
    toast.info(`Deleted “${recipe.name}”`, 8000, { label: 'Undo', run: () => void store(before) });
  };

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const result = await parseRecipeFile(await readTextFile(file, RECIPE_FILE_LIMIT), catalogue);
      if (!result.ok) return refuse(`“${file.name}” was not imported`, result);
      setProblem(null);
      replaceSteps(result.value, `Imported ${pluralize(result.value.length, 'step')} from “${file.name}”`);
    } catch (error) {
      setProblem({ title: `“${file.name}” was not imported`, problems: [errorMessage(error, 'It could not be read')] });
    } finally {
      setImporting(false);
    }
  };

  const { dragging, dropProps } = useFileDrop((file) => void importFile(file));
  const exportText = exported?.steps === steps ? exported.text : null;

  return (
    <div {...dropProps} className={dragging ? 'rounded-lg ring-2 ring-blue-500' : undefined}>
      <Panel title="Saved recipes" icon={Save}>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Saved in this browser and exported as a file: the steps and their options, not the input text. Secret options
          (keys, passwords) are never saved, exported or put in a share link. Drop a recipe file here to import it.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="Recipe name"
            value={name}
            onChange={setName}
            onEnter={() => void save()}
            maxLength={MAX_NAME_LENGTH}
            placeholder="e.g. Decode and format"
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={steps.length === 0}
            icon={<Save className={ICON} aria-hidden="true" />}
            onClick={() => void save()}
          >
            Save recipe
          </Button>
          {steps.length > 0 && exportText !== null && (
            <DownloadButton
              content={exportText}
              fileName={recipeFileName(cleanName(name))}
              mimeType="application/json"
              ariaLabel="Export recipe as a file"
            >
              Export
            </DownloadButton>
          )}
          <FileOpenButton
            accept=".json,application/json"
            ariaLabel="Import recipe file"
            busy={importing}
            onFile={(file) => void importFile(file)}
          >
            Import
          </FileOpenButton>
        </div>
        {problem && <Problems {...problem} />}
        {recipes.length === 0 ? (
          <p className="text-sm">No saved recipes yet.</p>
        ) : (
          <ul aria-label="Saved recipes" className="flex flex-col gap-2">
            {recipes.map((recipe) => (
              <li
                key={recipe.name}
                className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2 dark:border-gray-800"
              >
                <SavedRecipeItem
                  recipe={recipe}
                  onLoad={() => void load(recipe)}
                  onRename={(to) => rename(recipe.name, to)}
                  onDelete={() => remove(recipe)}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
