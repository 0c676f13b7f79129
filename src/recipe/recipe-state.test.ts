import { describe, expect, it, vi } from 'vitest';
import { defineOptions, type ToolStep } from '../lib/options-schema';
import { publicState, serializeState, spokenFields } from '../lib/tool-state';
import { newStep, RECIPE_RULES } from './recipe-state';

const SIGNER = defineOptions({
  key: { kind: 'text', label: 'Key', default: '', secret: true },
  algorithm: { kind: 'text', label: 'Algorithm', default: 'HS256' },
});

// A step with a secret option, loaded as its card would have loaded it; no real step has one yet.
vi.mock('../catalogue/step-files', () => ({
  loadedStep: (toolId: string): ToolStep | undefined =>
    toolId === 'signer' ? { options: SIGNER, transform: (input) => input } : undefined,
}));

describe('a recipe’s share link and stored state', () => {
  const state = {
    input: 'payload',
    steps: [newStep('signer', { key: 'hunter2', algorithm: 'HS512' }), newStep('not-loaded', { key: 'k' })],
  };

  it.each(['link', 'storage'] as const)('leave the secret options of loaded steps out of the %s', (target) => {
    expect(publicState(state, RECIPE_RULES, target)).toEqual({
      input: 'payload',
      steps: [newStep('signer', { algorithm: 'HS512' }), newStep('not-loaded', { key: 'k' })],
    });
    // The page's own state keeps the key the user typed.
    expect(state.steps[0]!.options.key).toBe('hunter2');
  });

  it('never write a secret to storage', () => {
    expect(serializeState(state, RECIPE_RULES).text).not.toContain('hunter2');
  });

  it('name the steps in the Share notice', () => {
    expect(spokenFields(Object.keys(RECIPE_RULES.redact ?? {}), RECIPE_RULES)).toBe('recipe steps');
  });
});
