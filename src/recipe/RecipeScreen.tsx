/**
 * The recipe page: an input, a chain of tool steps and the output, run live in one worker. This screen is drawn
 * by hand rather than by a family template: it is not a tool but a list of tools, each drawn from its declared
 * options schema.
 */
import { useEffect, useMemo, useState } from 'react';
import { findTool } from '../catalogue';
import { importStep } from '../catalogue/step-files';
import { ActionBar } from '../kit/Button';
import { ClearButton, LoadSampleButton, OutputActions } from '../kit/CommonActions';
import { EditorPane } from '../kit/EditorPane';
import { RunStatus } from '../kit/RunStatus';
import { PaneGrid } from '../kit/TransformPanes';
import { useLiveTask } from '../kit/useLiveTask';
import { useToolState } from '../kit/useToolState';
import { checkOptions, type ToolStep } from '../lib/options-schema';
import { pluralize } from '../lib/format';
import { workerOnlySource } from '../lib/task-worker';
import { AddStep } from './AddStep';
import { NextSteps, type Suggestion } from './NextSteps';
import { MAX_STEPS, moveStep, newStep, RECIPE_DEFAULTS, RECIPE_RULES, type RecipeStepState } from './recipe-state';
import { RecipeLibrary } from './RecipeLibrary';
import { StepCard } from './StepCard';
import type { tasks } from './tasks';

const source = workerOnlySource<typeof tasks>({
  names: ['runRecipe'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then(({ tasks }) => tasks),
  work: 'A recipe',
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'recipe' }),
});

/** Base64 of a JSON document with a number no double holds: decoded, then formatted, every digit kept. */
const SAMPLE = {
  input: 'eyJvcmRlciI6eyJpZCI6MTIzNDU2Nzg5MDEyMzQ1Njc4OTAsInRvdGFsIjo5OS45MCwiaXRlbXMiOlsidGVhIiwiY2FrZSJdfX0=',
  steps: [newStep('base64-decoder'), newStep('json-formatter')],
};

/** Each step tool's declaration, loaded as its step appears; undefined for a tool that is not a step. */
function useStepDeclarations(toolIds: readonly string[]) {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ToolStep | undefined>>(new Map());
  const missing = [...new Set(toolIds)].filter((id) => !loaded.has(id)).join(' ');
  useEffect(() => {
    if (missing === '') return;
    let current = true;
    void Promise.all(
      missing.split(' ').map((id) =>
        importStep(id).then(
          (step) => [id, step] as const,
          () => [id, undefined] as const,
        ),
      ),
    ).then((entries) => {
      if (current) setLoaded((before) => new Map([...before, ...entries]));
    });
    return () => {
      current = false;
    };
  }, [missing]);
  return (toolId: string) => (loaded.has(toolId) ? loaded.get(toolId) : null);
}

export default function RecipeScreen() {
  const [state, update, reset] = useToolState(RECIPE_DEFAULTS, RECIPE_RULES);
  const { input, steps } = state;
  const declarationOf = useStepDeclarations(steps.map((step) => step.toolId));
  const runSteps = useMemo(() => steps.map(({ toolId, options, enabled }) => ({ toolId, options, enabled })), [steps]);
  const shownSteps = useMemo(() => steps.flatMap((step, index) => (step.showOutput ? [index] : [])), [steps]);
  const run = useLiveTask(source, 'runRecipe', [input, runSteps, shownSteps], {
    enabled: input !== '' && steps.length > 0,
    fallbackError: 'The recipe could not run',
  });
  const report = run.result;

  const setSteps = (next: RecipeStepState[]) => update({ steps: next });
  const changeStep = (index: number, patch: Partial<RecipeStepState>) =>
    setSteps(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  const addStep = (toolId: string, options: Record<string, unknown> = {}) => {
    if (steps.length < MAX_STEPS) setSteps([...steps, newStep(toolId, options)]);
  };
  const addSuggested = ({ tool, state: detected }: Suggestion) => {
    // The detector's findings that are options of the step (a direction); the text itself is the input.
    void importStep(tool.id).then((step) => {
      const known = Object.fromEntries(Object.entries(detected).filter(([key]) => Object.hasOwn(step.options, key)));
      addStep(tool.id, checkOptions(step.options, known).options);
    });
  };

  const failedAt = report?.failedAt ?? null;
  const output = steps.length === 0 ? input : (report?.output ?? '');
  const lastStep = steps.at(-1);
  // Said to screen readers too: a failed step is announced by its card's alert, a finished chain here.
  const ran = report?.steps.filter((step) => step.status === 'done').length ?? 0;
  const success =
    report && failedAt === null
      ? { title: `Ran ${pluralize(ran, 'step')}`, message: `${pluralize(output.length, 'character')} out.` }
      : null;

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update(SAMPLE)} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <EditorPane
        paneId="input"
        title="Input"
        value={input}
        onChange={(text) => update({ input: text })}
        placeholder="Type, paste or drop the text the recipe starts from..."
        height={200}
        acceptFiles="*"
      />
      <section aria-label="Steps" className="flex flex-col gap-3">
        {steps.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            No steps yet. Add a tool below: the input goes through each step in turn, and the result updates as you
            type.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => {
              const tool = findTool(step.toolId);
              return (
                <StepCard
                  // The index is the step's identity here: steps move by swapping places, and a card's state is its step's.
                  key={`${index}-${step.toolId}`}
                  index={index}
                  count={steps.length}
                  step={step}
                  name={tool?.name ?? step.toolId}
                  icon={tool?.icon ?? '❔'}
                  declaration={declarationOf(step.toolId)}
                  report={report?.steps[index]}
                  output={report?.stepOutputs[index]}
                  stale={run.stale || run.busy}
                  onChange={(patch) => changeStep(index, patch)}
                  onMove={(by) => setSteps(moveStep(steps, index, by))}
                  onRemove={() => setSteps(steps.filter((_, at) => at !== index))}
                />
              );
            })}
          </ol>
        )}
        {steps.length < MAX_STEPS ? (
          <AddStep onAdd={(toolId) => addStep(toolId)} />
        ) : (
          <p className="text-sm">A recipe holds at most {MAX_STEPS} steps.</p>
        )}
        <NextSteps text={failedAt === null ? output : ''} lastToolId={lastStep?.toolId} onAdd={addSuggested} />
      </section>
      <PaneGrid status={<RunStatus run={run} errorTitle="The recipe could not run" success={success} />}>
        <EditorPane
          paneId="output"
          title="Output"
          value={output}
          readOnly
          height={240}
          // The report's first long text is its output unless a step's own is asked for too: only then is
          // what arrives in slices surely this pane's, shown as it comes instead of all at once at the end.
          stale={run.stale && !(shownSteps.length === 0 && run.arriving)}
          arriving={shownSteps.length === 0 ? run.arriving : null}
          placeholder={
            failedAt !== null
              ? `No output: step ${failedAt + 1} failed.`
              : 'The result of the last step will appear here...'
          }
          actions={<OutputActions text={output} label="output" fileName="recipe-output.txt" mimeType="text/plain" />}
        />
      </PaneGrid>
      <RecipeLibrary steps={steps} onLoad={setSteps} />
    </>
  );
}
