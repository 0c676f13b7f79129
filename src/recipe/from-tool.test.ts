/**
 * "New recipe from here": a tool's state becomes a recipe whose one step is the tool, with its options, and
 * whose input is the tool's input. Secrets never go.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineStep } from '../kit/tool-step';
import { defineOptions } from '../lib/options-schema';
import { canStartRecipe, recipeFromTool, startRecipe } from './from-tool';

describe('recipeFromTool', () => {
  it('takes the input and the options the step declares, and nothing else of the state', async () => {
    const state = { input: 'hello', urlSafe: true, lineLength: 76, file: 'x.bin', mode: 'encode' };
    expect(await recipeFromTool('base64-encoder', state)).toEqual({
      input: 'hello',
      steps: [
        {
          toolId: 'base64-encoder',
          options: { urlSafe: true, omitPadding: false, lineLength: 76, dataUrl: false },
          enabled: true,
          collapsed: false,
          showOutput: false,
        },
      ],
    });
  });

  it('is null for a tool that is not a step, and for the recipe page itself', async () => {
    expect(await recipeFromTool('regex-tester-that-is-not', { input: 'a' })).toBeNull();
    expect(await recipeFromTool('recipe', { input: 'a', steps: [] })).toBeNull();
  });

  it('leaves secrets behind: the tool’s secret fields and the schema’s secret options', async () => {
    const step = defineStep(
      defineOptions({
        key: { kind: 'text', label: 'Key', default: '', secret: true },
        pin: { kind: 'text', label: 'Pin', default: '' },
        size: { kind: 'number', label: 'Size', default: 1, min: 1, max: 9 },
      }),
      (input) => input,
    );
    const recipe = await recipeFromTool(
      'json-formatter',
      { input: 'in', key: 'k3y', pin: '1234', size: 3 },
      { secret: ['pin'] },
      async () => step,
    );
    expect(recipe?.steps[0]?.options).toEqual({ key: '', pin: '', size: 3 });
    expect(JSON.stringify(recipe)).not.toMatch(/k3y|1234/);
  });

  it('gives an option the schema refuses its default, and keeps the others', async () => {
    const recipe = await recipeFromTool('base64-encoder', { input: 'x', lineLength: 13, urlSafe: true });
    expect(recipe?.steps[0]?.options).toMatchObject({ lineLength: 0, urlSafe: true });
  });

  it('takes a redacted input as storage keeps it, and no input where the state has no text', async () => {
    const recipe = await recipeFromTool(
      'json-formatter',
      { input: 'token=abc' },
      { redact: { input: (text: unknown) => String(text).replace('abc', '•••') } },
    );
    expect(recipe?.input).toBe('token=•••');
    expect((await recipeFromTool('json-formatter', { input: 42 }))?.input).toBe('');
  });

  it('takes the input from the tool’s own input field', async () => {
    // The JWT decoder's input is its token; its secret key stays behind.
    const recipe = await recipeFromTool(
      'jwt-decoder',
      { input: 'a.b.c', key: 'secret', part: 'header' },
      { secret: ['key'] },
    );
    expect(recipe).toMatchObject({ input: 'a.b.c', steps: [{ toolId: 'jwt-decoder', options: { part: 'header' } }] });
  });
});

describe('starting a recipe', () => {
  it('is offered for a step tool, not for another tool nor the recipe page', () => {
    expect(canStartRecipe('json-formatter')).toBe(true);
    expect(canStartRecipe('email-validator')).toBe(false);
    expect(canStartRecipe('recipe')).toBe(false);
  });

  it('opens the recipe page with the recipe, in memory, and opens nothing for a tool that is not a step', async () => {
    const openTool = vi.fn();
    await startRecipe('json-formatter', { input: '{"a":1}', layout: 'minify' }, {}, openTool);
    expect(openTool).toHaveBeenCalledWith('recipe', {
      input: '{"a":1}',
      steps: [expect.objectContaining({ toolId: 'json-formatter', options: { layout: 'minify' } })],
    });
    openTool.mockClear();
    await startRecipe('email-validator', { input: 'a@b.c' }, {}, openTool);
    expect(openTool).not.toHaveBeenCalled();
  });
});
