import { FileCheck2, Plus, Square, Trash2, XCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  CodeBlock,
  EditorPane,
  FileDropZone,
  KeyValueList,
  Panel,
  PaneGrid,
  useActionTask,
  useLongRun,
  useToolState,
  type KeyValue,
} from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { formatCount, pluralize } from '../../lib/format';
import {
  BLANK_INPUT_MESSAGE,
  DATA_PANE,
  FALLBACK_ERROR_MESSAGE,
  INVALID_EXAMPLE_DATA,
  MAX_REFERENCED_SCHEMAS,
  REFERENCED_SCHEMAS_TITLE,
  SAMPLE_SCHEMA,
  SCHEMA_PANE,
  STATE_DEFAULTS,
  STATE_RULES,
  VALID_EXAMPLE_DATA,
  formatInstancePath,
  referencedSchemaPane,
  stoppedLimitMs,
  stoppedSentence,
  timeLimitFor,
  type SchemaValidationResult,
  type ValidationError,
} from './core';
import { namedProblem, PatternNotes } from '../../lib/pattern-watch';
import { tasks } from './tasks';
import { isBlank } from '../../lib/text-pieces';
import type { Problem } from '../../lib/tool-error';

const startWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-schema-validator' });

/** The spec's processing delay: the busy state shows at least this long. */
const VALIDATION_DELAY_MS = 300;
const PANE_HEIGHT = 384;
const REFERENCED_PANE_HEIGHT = 200;
const ACCEPT_FILES = '.json,application/json,text/plain';
/** A run still going after this long offers Cancel (sooner, the button would flash on every validation). */
const CANCEL_AFTER_MS = 500;
/** Referenced schema panes set up at once; the rest follow one a frame (see useMountedCount). */
const PANES_AT_ONCE = 2;

const blankInput = (data: string, schema: string) => (isBlank(data) || isBlank(schema) ? BLANK_INPUT_MESSAGE : null);

export default function JsonSchemaValidatorView() {
  const [state, update, reset] = useToolState(STATE_DEFAULTS, STATE_RULES);
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
  const shownProblem = useMemo(
    () => namedProblem(validation.problem, notes, stoppedLimitMs),
    [validation.problem, notes],
  );
  const offerCancel = useLongRun(validation.busy, CANCEL_AFTER_MS);
  const mountedPanes = useMountedCount(referencedSchemas.length, PANES_AT_ONCE);
  const atMost = referencedSchemas.length >= MAX_REFERENCED_SCHEMAS;

  const setReferencedSchemas = (change: (texts: string[]) => string[]) =>
    update((current) => ({
      referencedSchemas: change(current.referencedSchemas.map(String)).slice(0, MAX_REFERENCED_SCHEMAS),
    }));

  return (
    <DocumentCheckScreen
      primaryAction={
        <Button
          variant="primary"
          onClick={() => validation.run('validateJsonAgainstSchema')}
          busy={validation.busy}
          busyLabel="Validating..."
          icon={<FileCheck2 className="h-4 w-4" aria-hidden="true" />}
        >
          Validate JSON
        </Button>
      }
      moreActions={
        offerCancel && (
          <Button onClick={validation.reset} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
            Cancel
          </Button>
        )
      }
      sample={{ label: 'Valid Example', load: () => update({ data: VALID_EXAMPLE_DATA, schema: SAMPLE_SCHEMA }) }}
      broken={{ label: 'Invalid Example', load: () => update({ data: INVALID_EXAMPLE_DATA, schema: SAMPLE_SCHEMA }) }}
      clear={{
        label: 'Clear All',
        run: () => {
          validation.reset();
          reset();
        },
      }}
      panes={[
        [
          {
            paneId: DATA_PANE.paneId,
            title: DATA_PANE.name,
            value: state.data,
            onChange: (data) => update({ data }),
            placeholder: 'Paste your JSON data here...',
            language: 'json',
            height: PANE_HEIGHT,
            acceptFiles: ACCEPT_FILES,
            errorAt: validation.problem?.at,
          },
          {
            paneId: SCHEMA_PANE.paneId,
            title: SCHEMA_PANE.name,
            value: state.schema,
            onChange: (schema) => update({ schema }),
            placeholder: 'Paste your JSON schema here...',
            language: 'json',
            height: PANE_HEIGHT,
            acceptFiles: ACCEPT_FILES,
            errorAt: validation.problem?.at,
          },
        ],
      ]}
      run={{ ...validation, problem: shownProblem }}
      // A blank input, or a run stopped at its time limit, is not a parsing problem.
      errorTitle={errorTitleOf(validation.problem)}
      success={
        result?.isValid
          ? {
              title: 'Validation Successful!',
              message:
                'Your JSON data perfectly matches the provided schema. All constraints, formats, and requirements are satisfied.',
            }
          : null
      }
      rerun="Press Validate JSON to update it."
      // Errors found in an earlier version stay in view, marked out of date, while the user fixes them.
      results={(found, { stale }) => !found.isValid && <ValidationFailure result={found} stale={stale} />}
      below={
        <Panel
          title={REFERENCED_SCHEMAS_TITLE}
          actions={
            <Button
              size="sm"
              onClick={() => setReferencedSchemas((texts) => [...texts, ''])}
              disabled={atMost}
              icon={<Plus className="h-4 w-4" aria-hidden="true" />}
            >
              Add Schema
            </Button>
          }
        >
          <p className="text-sm">
            A $ref to another schema document, such as &quot;address.json&quot; or
            &quot;https://example.com/schemas/address.json&quot;, is looked up among the schemas added here by their
            &quot;$id&quot;. Nothing is downloaded.
          </p>
          {referencedSchemas.length > 0 && (
            <PaneGrid>
              {referencedSchemas.slice(0, mountedPanes).map((text, index) => {
                const pane = referencedSchemaPane(index);
                return (
                  <EditorPane
                    // Panes are numbered by position, so the position is their identity.
                    key={pane.paneId}
                    paneId={pane.paneId}
                    title={pane.name}
                    value={text}
                    onChange={(next) =>
                      setReferencedSchemas((texts) => texts.map((old, at) => (at === index ? next : old)))
                    }
                    placeholder='Paste a schema with its "$id" here...'
                    language="json"
                    height={REFERENCED_PANE_HEIGHT}
                    acceptFiles={ACCEPT_FILES}
                    errorAt={validation.problem?.at}
                    actions={
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${pane.name}`}
                        onClick={() => setReferencedSchemas((texts) => texts.filter((_, at) => at !== index))}
                        icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                      />
                    }
                  />
                );
              })}
            </PaneGrid>
          )}
          {atMost ? (
            <p className="text-sm">
              This page holds at most {MAX_REFERENCED_SCHEMAS} referenced schemas: remove one to add another.
            </p>
          ) : (
            <FileDropZone
              title="Open Schema File"
              file={null}
              textOnly
              accept={ACCEPT_FILES}
              hint="Add a referenced schema from a file: choose one, drop it here, or paste it."
              onFile={(file) => setReferencedSchemas((texts) => [...texts, new TextDecoder().decode(file.bytes)])}
              onRemove={() => {}}
            />
          )}
        </Panel>
      }
    />
  );
}

function errorTitleOf(problem: Problem | null): string {
  if (problem?.message === BLANK_INPUT_MESSAGE) return 'Missing Input';
  if (problem && stoppedLimitMs(problem.message) !== null) return 'Validation Stopped';
  return 'Parsing Error';
}

/**
 * How many of `total` panes to set up: `atOnce` at first, then one more each frame. A code editor takes tens
 * of milliseconds to set up, so twenty of them restored at once would hold the page for seconds.
 */
function useMountedCount(total: number, atOnce: number): number {
  const [mounted, setMounted] = useState(atOnce);
  useEffect(() => {
    if (mounted >= total) return;
    const frame = requestAnimationFrame(() => setMounted((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [mounted, total]);
  return Math.min(mounted, total);
}

function ValidationFailure({
  result: { errors, errorCount, complete },
  stale,
}: {
  result: SchemaValidationResult;
  stale: boolean;
}) {
  return (
    <Panel title="Validation Failed" tone="bad" icon={XCircle} stale={stale}>
      <p className="text-sm">Found {pluralize(errorCount, 'validation error')}</p>
      {(errors.length < errorCount || !complete) && (
        <p className="text-sm">
          {errors.length < errorCount && `Showing the first ${formatCount(errors.length)}. `}
          {!complete &&
            'There were too many errors to collect them all, so validation stopped at the first error of each rule. Fix these and validate again to see more.'}
        </p>
      )}
      <ol aria-label="Validation errors" className="flex flex-col gap-3">
        {errors.map((error, index) => (
          <li key={index}>
            <ValidationErrorPanel error={error} number={index + 1} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function ValidationErrorPanel({ error, number }: { error: ValidationError; number: number }) {
  const path = formatInstancePath(error.instancePath);
  const params = Object.entries(error.params);
  const details: KeyValue[] = [{ label: 'Schema path', value: <code>{error.schemaPath}</code> }];
  if (error.data !== undefined)
    details.push({ label: error.aboutPropertyName ? 'Property name' : 'Data', value: <CodeBlock text={error.data} /> });
  if (params.length > 0) {
    const text = params.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n');
    details.push({ label: 'Params', value: <CodeBlock text={text} /> });
  }
  return (
    <Panel
      label={`Error #${number} at ${path}`}
      title={
        <>
          #{number} <code>{path}</code>
        </>
      }
    >
      <p className="text-sm">{error.message}</p>
      <KeyValueList items={details} />
    </Panel>
  );
}
