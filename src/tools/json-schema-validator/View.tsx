import { FileCheck2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useActionTask, useToolState } from '../../kit';
import { DocumentCheckScreen, JSON_FILES } from '../../kit/DocumentCheckScreen';
import {
  BLANK_INPUT_MESSAGE,
  DATA_PANE,
  FALLBACK_ERROR_MESSAGE,
  INVALID_EXAMPLE_DATA,
  MAX_REFERENCED_SCHEMAS,
  SAMPLE_SCHEMA,
  SCHEMA_PANE,
  STATE_DEFAULTS,
  STATE_RULES,
  VALID_EXAMPLE_DATA,
  stoppedLimitMs,
  stoppedSentence,
  timeLimitFor,
} from './core';
import { PatternNotes } from '../../lib/pattern-watch';
import { tasks } from './tasks';
import { isBlank } from '../../lib/text-pieces';
import { ReferencedSchemas, ValidationFailure } from './panels';

const startWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-schema-validator' });

/** The spec's processing delay: the busy state shows at least this long. */
const VALIDATION_DELAY_MS = 300;
const PANE_HEIGHT = 384;

const blankInput = (data: string, schema: string) => (isBlank(data) || isBlank(schema) ? BLANK_INPUT_MESSAGE : null);

export default function JsonSchemaValidatorView() {
  const tool = useToolState(STATE_DEFAULTS, STATE_RULES);
  const [state, update] = tool;
  // Whatever was stored, each referenced schema is text.
  const referencedSchemas = state.referencedSchemas.map(String);
  // Typed as the task's parameters: inputs of different types do not make a tuple by inference.
  const args: Parameters<typeof tasks.validateJsonAgainstSchema> = [state.data, state.schema, referencedSchemas];
  const limitMs = timeLimitFor(
    state.data.length + state.schema.length + referencedSchemas.reduce((sum, text) => sum + text.length, 0),
  );
  // The worker's notes of the pattern it is testing, to name it if the run is stopped.
  const [notes] = useState(() => new PatternNotes());
  // With a time limit, every run goes to the worker, where it can be stopped (without Worker, in tests, here).
  const source = useMemo(
    () => ({
      tasks,
      createWorker: typeof Worker === 'undefined' ? undefined : () => notes.listen(startWorker()),
      timeLimit: { ms: limitMs, message: stoppedSentence(limitMs) },
    }),
    [notes, limitMs],
  );
  const validation = useActionTask(source, {
    args,
    minBusyMs: VALIDATION_DELAY_MS,
    check: blankInput,
    fallbackError: FALLBACK_ERROR_MESSAGE,
  });
  const result = validation.result;

  const setReferencedSchemas = (change: (texts: string[]) => string[]) =>
    update((current) => ({
      referencedSchemas: change(current.referencedSchemas.map(String)).slice(0, MAX_REFERENCED_SCHEMAS),
    }));

  return (
    <DocumentCheckScreen
      tool={tool}
      runButton={{
        label: 'Validate JSON',
        busyLabel: 'Validating...',
        icon: FileCheck2,
        onClick: () => validation.run('validateJsonAgainstSchema'),
      }}
      cancel={validation.reset}
      sample={{ label: 'Valid Example', load: { data: VALID_EXAMPLE_DATA, schema: SAMPLE_SCHEMA } }}
      broken={{ data: INVALID_EXAMPLE_DATA, schema: SAMPLE_SCHEMA }}
      clear={{ label: 'Clear All', also: validation.reset }}
      panes={[
        [
          { field: 'data', title: DATA_PANE.name, placeholder: 'Paste your JSON data here...' },
          { field: 'schema', title: SCHEMA_PANE.name, placeholder: 'Paste your JSON schema here...' },
        ],
      ]}
      paneDefaults={{ language: 'json', height: PANE_HEIGHT, acceptFiles: JSON_FILES, errorAt: validation.problem?.at }}
      run={validation}
      // A blank input, or a run stopped at its time limit, is not a parsing problem.
      errorTitle={validation.problem?.message === BLANK_INPUT_MESSAGE ? 'Missing Input' : 'Parsing Error'}
      stopped={{ notes, limitOf: stoppedLimitMs, title: 'Validation Stopped' }}
      success={
        result?.isValid
          ? {
              title: 'Validation Successful!',
              message:
                'Your JSON data perfectly matches the provided schema. All constraints, formats, and requirements are satisfied.',
            }
          : null
      }
      // Errors found in an earlier version stay in view, marked out of date, while the user fixes them.
      results={(found, { stale }) => !found.isValid && <ValidationFailure result={found} stale={stale} />}
      below={
        <ReferencedSchemas texts={referencedSchemas} change={setReferencedSchemas} errorAt={validation.problem?.at} />
      }
    />
  );
}
