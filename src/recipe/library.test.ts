import { describe, expect, it } from 'vitest';
import { defineOptions, type OptionsSchema } from '../lib/options-schema';
import {
  checkSteps,
  cleanName,
  deleteRecipe,
  LIBRARY_SIZE_LIMIT,
  libraryText,
  MAX_SAVED_RECIPES,
  parseRecipeFile,
  readLibrary,
  recipeFileName,
  recipeFileText,
  renameRecipe,
  saveRecipe,
  savedSteps,
  type SavedRecipe,
  type StepCatalogue,
} from './library';
import { MAX_STEPS, newStep, RECIPE_DEFAULTS, RECIPE_RULES, withoutSecrets } from './recipe-state';
import { publicState } from '../lib/tool-state';

const FORMATTER = defineOptions({
  indent: {
    kind: 'choice',
    label: 'Indent',
    default: 2,
    choices: [
      { value: 2, label: '2' },
      { value: 4, label: '4' },
    ],
  },
  sortKeys: { kind: 'switch', label: 'Sort keys', default: false },
  width: { kind: 'number', label: 'Width', default: 80, min: 10, max: 200, integer: true },
});
const SIGNER = defineOptions({
  key: { kind: 'text', label: 'Key', default: '', secret: true },
  algorithm: {
    kind: 'choice',
    label: 'Algorithm',
    default: 'HS256',
    choices: [
      { value: 'HS256', label: 'HS256' },
      { value: 'HS512', label: 'HS512' },
    ],
  },
});

const SCHEMAS: Record<string, OptionsSchema> = { 'json-formatter': FORMATTER, signer: SIGNER, 'base64-decoder': {} };
const NAMES: Record<string, string> = {
  'json-formatter': 'JSON Formatter',
  signer: 'Signer',
  'base64-decoder': 'Base64 Decoder',
  'color-picker': 'Color Picker',
};
const catalogue: StepCatalogue = {
  nameOf: (id) => NAMES[id],
  schemaOf: (id) => Promise.resolve(SCHEMAS[id]),
};

const file = (steps: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'devtoolbox-recipe', version: 1, steps, ...extra });

describe('parseRecipeFile', () => {
  it.each([
    ['not JSON', '{steps', 'The file is not JSON, so it is not a recipe file'],
    ['JSON of another kind', '[1, 2]', 'The file is not a recipe file (its "format" is not "devtoolbox-recipe")'],
    ['another format', JSON.stringify({ format: 'cyberchef', version: 1, steps: [] }), 'is not a recipe file'],
    ['a later version', file([{ tool: 'base64-decoder' }], { version: 2 }), 'is version 2; this app reads version 1'],
    ['no version', JSON.stringify({ format: 'devtoolbox-recipe', steps: [] }), 'is version null'],
    ['steps not a list', file({ tool: 'x' }), 'The recipe has no list of steps'],
    ['no steps', file([]), 'The recipe has no steps'],
    ['too many steps', file(Array.from({ length: MAX_STEPS + 1 }, () => ({ tool: 'base64-decoder' }))), 'at most 30'],
    ['an unknown tool', file([{ tool: 'base64-decoder' }, { tool: 'foo-bar' }]), 'Step 2: "foo-bar" is not a tool'],
    ['a tool that is not a step', file([{ tool: 'color-picker' }]), 'Step 1: Color Picker ("color-picker") is not'],
    ['a step that is not an object', file(['json-formatter']), 'Step 1 is not an object'],
    ['a step with no tool', file([{ options: {} }]), 'Step 1 names no tool'],
    ['an unknown option', file([{ tool: 'json-formatter', options: { x: 1 } }]), 'JSON Formatter: unknown option “x”'],
    [
      'an option of the wrong type',
      file([{ tool: 'json-formatter', options: { sortKeys: 'yes' } }]),
      'Step 1, JSON Formatter: option “sortKeys” is not true or false',
    ],
    [
      'a choice out of range',
      file([{ tool: 'json-formatter', options: { indent: 3 } }]),
      'option “indent” is not one of 2, 4',
    ],
    ['a number out of range', file([{ tool: 'json-formatter', options: { width: 500 } }]), 'is not from 10 to 200'],
    ['options not an object', file([{ tool: 'json-formatter', options: [1] }]), 'the options are not an object'],
    ['a secret in the file', file([{ tool: 'signer', options: { key: 'k' } }]), 'option “key” is secret'],
    ['enabled not a boolean', file([{ tool: 'signer', enabled: 'no' }]), '“enabled” is not true or false'],
    ['an unknown step field', file([{ tool: 'signer', input: 'x' }]), 'Step 1, Signer: unknown field “input”'],
    ['a huge file', ' '.repeat(300 * 1024), 'over 256 KB'],
  ])('refuses %s, saying why', async (_, text, message) => {
    const result = await parseRecipeFile(text, catalogue);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(message);
  });

  it('names every problem, step by step', async () => {
    const result = await parseRecipeFile(
      file([{ tool: 'nope' }, { tool: 'json-formatter', options: { indent: 8, colour: 'red' } }]),
      catalogue,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'Step 1: "nope" is not a tool that can be a recipe step',
        'Step 2, JSON Formatter: option “indent” is not one of 2, 4',
        'Step 2, JSON Formatter: unknown option “colour”',
      ],
    });
  });

  it('reads a good file as steps, options over their defaults', async () => {
    const result = await parseRecipeFile(
      file([{ tool: 'base64-decoder' }, { tool: 'json-formatter', options: { indent: 4 }, enabled: false }]),
      catalogue,
    );
    expect(result).toEqual({
      ok: true,
      value: [
        newStep('base64-decoder', {}),
        { ...newStep('json-formatter', { indent: 4, sortKeys: false, width: 80 }), enabled: false },
      ],
    });
  });
});

describe('export', () => {
  it('leaves secret options out, and all options of a tool that is not a step', async () => {
    const steps = [
      newStep('signer', { key: 'hunter2', algorithm: 'HS512' }),
      { ...newStep('json-formatter', { indent: 4 }), enabled: false },
      newStep('gone-tool', { key: 'hunter2' }),
    ];
    const saved = await savedSteps(steps, catalogue);
    expect(saved).toEqual([
      { tool: 'signer', options: { algorithm: 'HS512' }, enabled: true },
      { tool: 'json-formatter', options: { indent: 4 }, enabled: false },
      { tool: 'gone-tool', options: {}, enabled: true },
    ]);
    expect(recipeFileText(saved)).not.toContain('hunter2');
  });

  it('round-trips through a file', async () => {
    const steps = [newStep('base64-decoder', {}), newStep('json-formatter', { indent: 4, sortKeys: true, width: 80 })];
    const text = recipeFileText(await savedSteps(steps, catalogue), 'Decode and format');
    expect(JSON.parse(text)).toMatchObject({ format: 'devtoolbox-recipe', version: 1, name: 'Decode and format' });
    expect(await parseRecipeFile(text, catalogue)).toEqual({ ok: true, value: steps });
  });

  it.each([
    ['JSON clean-up', 'json-clean-up.recipe.json'],
    ['  ', 'recipe.recipe.json'],
    [null, 'recipe.recipe.json'],
    ['Ünïcode / slashes\\..', 'n-code-slashes.recipe.json'],
  ])('names the file of %j %s', (name, expected) => {
    expect(recipeFileName(name)).toBe(expected);
  });
});

describe('share link and session storage', () => {
  it('keep the steps, less what their loaded schemas call secret', () => {
    // No step is loaded here, so nothing is known to be secret and the steps pass as they are.
    const state = { input: 'abc', steps: [newStep('json-formatter', { indent: 4 })] };
    expect(publicState(state, RECIPE_RULES, 'link')).toEqual(state);
    expect(RECIPE_DEFAULTS.steps).toEqual([]);
  });

  it.each([
    ['a secret option', { key: 'hunter2', algorithm: 'HS512' }, SIGNER, { algorithm: 'HS512' }],
    ['no secrets', { indent: 4 }, FORMATTER, { indent: 4 }],
    ['an option the schema does not declare', { other: 1 }, SIGNER, { other: 1 }],
    ['no schema known yet', { key: 'typed' }, undefined, { key: 'typed' }],
  ])('withoutSecrets: %s', (_, options, schema, expected) => {
    expect(withoutSecrets(options, schema)).toEqual(expected);
  });
});

const recipe = (name: string, steps = [{ tool: 'base64-decoder', options: {}, enabled: true }]): SavedRecipe => ({
  name,
  steps,
});

describe('readLibrary', () => {
  it.each([
    ['nothing', null],
    ['corrupt text', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, recipes: [recipe('a')] })],
    ['no list', JSON.stringify({ v: 1, recipes: {} })],
    ['too much text', JSON.stringify({ v: 1, recipes: [recipe('a')], pad: 'x'.repeat(LIBRARY_SIZE_LIMIT) })],
  ])('reads %s as no recipes', (_, text) => {
    expect(readLibrary(text)).toEqual([]);
  });

  it('round-trips what it writes', () => {
    const recipes = [
      recipe('one'),
      recipe('two', [{ tool: 'json-formatter', options: { indent: 4, sortKeys: true }, enabled: false }]),
    ];
    expect(readLibrary(libraryText(recipes))).toEqual(recipes);
  });

  it('bounds the count, the names, the steps and their shape', () => {
    const many = Array.from({ length: MAX_SAVED_RECIPES + 5 }, (_, index) => recipe(`r${index}`));
    expect(readLibrary(libraryText(many))).toHaveLength(MAX_SAVED_RECIPES);

    const hostile = JSON.stringify({
      v: 1,
      recipes: [
        null,
        { name: 5, steps: [] },
        { name: '   ', steps: [{ tool: 'a' }] },
        { name: 'no steps', steps: [] },
        { name: 'bad steps', steps: [7, { tool: 3 }, { tool: 'x'.repeat(101) }] },
        { name: 'x'.repeat(500), steps: [{ tool: 'a', options: { deep: { no: 1 }, ok: 2 }, enabled: 'yes' }] },
        { name: 'x'.repeat(500), steps: [{ tool: 'duplicate name' }] },
        { name: 'long', steps: Array.from({ length: 100 }, () => ({ tool: 'a', options: {}, enabled: true })) },
      ],
    });
    expect(readLibrary(hostile)).toEqual([
      { name: 'x'.repeat(80), steps: [{ tool: 'a', options: { ok: 2 }, enabled: true }] },
      { name: 'long', steps: Array.from({ length: MAX_STEPS }, () => ({ tool: 'a', options: {}, enabled: true })) },
    ]);
  });

  it('checks saved steps against the schemas when a recipe is loaded', async () => {
    const [saved] = readLibrary(
      libraryText([recipe('a', [{ tool: 'json-formatter', options: { indent: 9 }, enabled: true }])]),
    );
    expect(await checkSteps(saved!.steps, catalogue)).toEqual({
      ok: false,
      problems: ['Step 1, JSON Formatter: option “indent” is not one of 2, 4'],
    });
  });
});

describe('the saved list', () => {
  const list = [recipe('a'), recipe('b')];

  it.each([
    ['a new name goes first', recipe('c'), ['c', 'a', 'b']],
    ['the same name replaces', recipe('b', []), ['a', 'b']],
  ])('save: %s', (_, saved, names) => {
    const result = saveRecipe(list, saved);
    expect(result.ok && result.value.map(({ name }) => name)).toEqual(names);
  });

  it('save: refuses past the count', () => {
    const full = Array.from({ length: MAX_SAVED_RECIPES }, (_, index) => recipe(`r${index}`));
    expect(saveRecipe(full, recipe('new'))).toEqual({
      ok: false,
      problems: [`At most ${MAX_SAVED_RECIPES} recipes can be saved: delete one first`],
    });
  });

  it.each([
    ['a new name', 'a', ' z  z ', { ok: true, value: [recipe('z z'), recipe('b')] }],
    ['the same name', 'a', 'a', { ok: true, value: list }],
    ['a name taken', 'a', 'b', { ok: false, problems: ['A recipe named “b” is already saved'] }],
    ['no name', 'a', '  ', { ok: false, problems: ['A recipe needs a name'] }],
  ])('rename to %s', (_, from, to, expected) => {
    expect(renameRecipe(list, from, to)).toEqual(expected);
  });

  it('delete', () => {
    expect(deleteRecipe(list, 'a')).toEqual([recipe('b')]);
  });

  it.each([
    ['  My   recipe ', 'My recipe'],
    ['', null],
    ['\n\t', null],
    ['y'.repeat(100), 'y'.repeat(80)],
  ])('cleanName(%j)', (name, expected) => {
    expect(cleanName(name)).toBe(expected);
  });
});
