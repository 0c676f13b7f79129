import { describe, expect, it } from 'vitest';
import { importStep } from '../catalogue/step-files';
import { defineStep } from '../kit/tool-step';
import { defineOptions, type ToolStep } from '../lib/options-schema';
import { ToolError } from '../lib/tool-error';
import { RecipeRunner, RunCancelled, stepFailureText, type RecipeStep } from './runner';

/** Test steps that count their calls, so a test can see which steps ran again. */
function testSteps() {
  const calls: string[] = [];
  const steps: Record<string, ToolStep> = {
    upper: defineStep(defineOptions({}), (input) => {
      calls.push('upper');
      return input.toUpperCase();
    }),
    suffix: defineStep(
      defineOptions({
        text: { kind: 'text', label: 'Text', default: '!' },
        times: { kind: 'number', label: 'Times', default: 1, min: 1, max: 3, integer: true },
      }),
      (input, { text, times }) => {
        calls.push('suffix');
        return input + text.repeat(times);
      },
    ),
    keyed: defineStep(defineOptions({ key: { kind: 'text', label: 'Key', default: '', secret: true } }), (input, o) => {
      calls.push('keyed');
      return `${o.key}:${input}`;
    }),
    json: defineStep(defineOptions({}), (input) => {
      calls.push('json');
      if (!input.startsWith('{')) {
        throw new ToolError('Unexpected character “h”', { line: 1, column: 1, offset: 0 });
      }
      return input;
    }),
    slow: defineStep(defineOptions({}), async (input) => {
      calls.push('slow');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `${input}.`;
    }),
  };
  const load = (toolId: string) => {
    const step = steps[toolId];
    return step ? Promise.resolve(step) : Promise.reject(new Error(`The tool "${toolId}" is not a recipe step`));
  };
  return { calls, runner: new RecipeRunner(load) };
}

const step = (toolId: string, options: Record<string, unknown> = {}, enabled = true): RecipeStep => ({
  toolId,
  options,
  enabled,
});

describe('RecipeRunner', () => {
  it('hands each step the output of the one before', async () => {
    const { runner } = testSteps();
    const result = await runner.run('hi', [step('upper'), step('suffix', { text: '?', times: 2 })]);
    expect(result.output).toBe('HI??');
    expect(result.outcomes).toEqual([
      { status: 'done', output: 'HI' },
      { status: 'done', output: 'HI??' },
    ]);
    expect(result.failedAt).toBeNull();
  });

  it('passes the input on unchanged through a disabled step, and gives the input back with no steps', async () => {
    const { runner } = testSteps();
    const result = await runner.run('hi', [step('upper', {}, false), step('suffix')]);
    expect(result.outcomes[0]).toEqual({ status: 'skipped' });
    expect(result.output).toBe('hi!');
    expect((await runner.run('as is', [])).output).toBe('as is');
  });

  it('reruns only from the first step that changed, and everything when the input changed', async () => {
    const { calls, runner } = testSteps();
    const steps = [step('upper'), step('suffix'), step('suffix', { text: '#' })];
    await runner.run('a', steps);
    expect(calls.splice(0)).toEqual(['upper', 'suffix', 'suffix']);

    const changedLast = [steps[0]!, steps[1]!, step('suffix', { text: '$' })];
    const rerun = await runner.run('a', changedLast);
    expect(calls.splice(0)).toEqual(['suffix']);
    expect(rerun).toMatchObject({ output: 'A!$', reused: 2 });

    const disabledSecond = [steps[0]!, step('suffix', {}, false), changedLast[2]!];
    expect((await runner.run('a', disabledSecond)).output).toBe('A$');
    expect(calls.splice(0)).toEqual(['suffix']);

    expect((await runner.run('b', disabledSecond)).output).toBe('B$');
    expect(calls.splice(0)).toEqual(['upper', 'suffix']);
  });

  it('stops at a failing step with the tool’s message and location, and runs nothing after it', async () => {
    const { calls, runner } = testSteps();
    const result = await runner.run('hello', [step('upper'), step('json'), step('suffix')]);
    expect(result.failedAt).toBe(1);
    expect(result.output).toBeNull();
    expect(result.outcomes).toEqual([
      { status: 'done', output: 'HELLO' },
      { status: 'failed', message: 'Unexpected character “h”', location: { line: 1, column: 1, offset: 0 } },
      { status: 'not-run' },
    ]);
    expect(calls).toEqual(['upper', 'json']);
    // The steps before the failure are kept: fixing the input of the failing step's options reruns from there.
    calls.length = 0;
    await runner.run('hello', [step('upper'), step('suffix')]);
    expect(calls).toEqual(['suffix']);
  });

  it('refuses options the step does not declare or of the wrong type, naming each', async () => {
    const { calls, runner } = testSteps();
    const result = await runner.run('a', [step('suffix', { text: 3, colour: 'red', times: 9 })]);
    expect(result.outcomes[0]).toEqual({
      status: 'failed',
      message: expect.stringMatching(/“text”.*“colour”.*“times”/) as unknown,
    });
    expect(calls).toEqual([]);
  });

  it('takes a secret option typed on the page', async () => {
    const { runner } = testSteps();
    expect((await runner.run('a', [step('keyed', { key: 'k' })])).output).toBe('k:a');
  });

  it('names a tool that is not a step', async () => {
    const { runner } = testSteps();
    const result = await runner.run('a', [step('calendar-generator')]);
    expect(result.outcomes[0]).toEqual({
      status: 'failed',
      message: 'The tool "calendar-generator" is not a recipe step',
    });
  });

  it('cancels an older run when a newer one starts, and the newer one finishes', async () => {
    const { runner } = testSteps();
    const steps = [step('slow'), step('slow'), step('slow')];
    const older = runner.run('a', steps);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const newer = runner.run('b', steps);
    await expect(older).rejects.toBeInstanceOf(RunCancelled);
    await expect(newer).resolves.toMatchObject({ output: 'b...' });
  });

  it('runs the tools’ own declared steps', async () => {
    const runner = new RecipeRunner(importStep);
    const encoded = btoa('banana\napple\ncherry');
    const result = await runner.run(encoded, [step('base64-decoder'), step('sort-lines')]);
    expect(result.output).toBe('apple\nbanana\ncherry');
  });
});

describe('stepFailureText', () => {
  it.each([
    [
      1,
      'JSON Formatter',
      'Unexpected character',
      { line: 3, column: 5, offset: 20 },
      'Step 2, JSON Formatter: Unexpected character (line 3, column 5)',
    ],
    [
      0,
      'Base64 Decoder',
      'Not base64 at line 1, column 4',
      { line: 1, column: 4, offset: 3 },
      'Step 1, Base64 Decoder: Not base64 at line 1, column 4',
    ],
    [2, 'Sort Lines', 'Unknown option “x”.', undefined, 'Step 3, Sort Lines: Unknown option “x”.'],
  ] as const)('step %i of %s', (index, name, message, location, expected) => {
    expect(stepFailureText(index, name, message, location)).toBe(expected);
  });
});
