import { Info, XCircle } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  EditorPane,
  LoadSampleButton,
  OutputActions,
  Panel,
  PaneGrid,
  RunStatus,
  Statistics,
  useLiveTask,
  useToolState,
} from '../../kit';
import { ProblemList, problemMarks, useReveal } from '../../kit/Problems';
import { formatCount } from '../../lib/format';
import {
  DOCUMENT_PANE,
  INVALID_EXAMPLE,
  INVALID_VARIABLES,
  MAX_ERRORS,
  PANE_NAMES,
  SAMPLE_INPUT,
  SAMPLE_SCHEMA,
  SAMPLE_VARIABLES,
  SCHEMA_PANE,
  VARIABLES_PANE,
} from './samples';
import type { GraphqlReport } from './core';
import type { tasks } from './tasks';
import { workerOnlySource } from '../../lib/task-worker';

/**
 * Every check runs in the worker (`workerThreshold: 0`), so graphql-js loads only in the worker's chunk. Without a
 * worker (a test's DOM) they load here instead (workerOnlySource).
 */
const source = workerOnlySource<typeof tasks>({
  names: ['checkGraphql'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking GraphQL',
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'graphql-validator' }),
});

const DEFAULTS = { input: '', schema: '', variables: '' };
const ACCEPT_FILES = '.graphql,.gql,.graphqls,text/plain';

export default function GraphqlValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'checkGraphql', [state.input, state.schema, state.variables], {
    enabled: state.input.trim() !== '',
  });
  const report = run.result;
  const { reveal, revealProblem } = useReveal();
  const problems = useMemo(() => report?.problems ?? [], [report]);
  const documentMarks = useMemo(() => problemMarks(problems, DOCUMENT_PANE), [problems]);
  const schemaMarks = useMemo(() => problemMarks(problems, SCHEMA_PANE), [problems]);
  const variablesMarks = useMemo(() => problemMarks(problems, VARIABLES_PANE), [problems]);

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() => update({ input: SAMPLE_INPUT, schema: SAMPLE_SCHEMA, variables: SAMPLE_VARIABLES })}
        />
        <Button
          icon={<XCircle className="h-4 w-4" aria-hidden="true" />}
          onClick={() => update({ input: INVALID_EXAMPLE, schema: SAMPLE_SCHEMA, variables: INVALID_VARIABLES })}
        >
          Invalid Example
        </Button>
        <ClearButton onClick={reset} />
      </ActionBar>

      <EditorPane
        paneId={DOCUMENT_PANE}
        title="Document"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="Paste a query, mutation, fragments or a schema (SDL) here..."
        language="text"
        height={320}
        acceptFiles={ACCEPT_FILES}
        marks={documentMarks}
        reveal={reveal}
      />
      <PaneGrid>
        <EditorPane
          paneId={SCHEMA_PANE}
          title="Schema (SDL)"
          value={state.schema}
          onChange={(schema) => update({ schema })}
          placeholder="type Query { ... } (optional: the operation is checked against it)"
          language="text"
          height={260}
          acceptFiles={ACCEPT_FILES}
          marks={schemaMarks}
          reveal={reveal}
        />
        <EditorPane
          paneId={VARIABLES_PANE}
          title="Variables (JSON)"
          value={state.variables}
          onChange={(variables) => update({ variables })}
          placeholder='{ "id": "1000" } (optional)'
          language="json"
          height={260}
          marks={variablesMarks}
          reveal={reveal}
        />
      </PaneGrid>

      <RunStatus run={run} errorTitle="Cannot check this document" />

      {report && (
        <ProblemList
          problems={report.problems}
          onSelect={revealProblem}
          reportTitle="GraphQL validation"
          reportName="graphql-validation"
          paneNames={PANE_NAMES}
          stale={run.stale}
          {...(report.limitReached
            ? { limitNote: `Validation stopped after ${formatCount(MAX_ERRORS)} errors: fix these and more will show.` }
            : {})}
        />
      )}

      {report && <SchemaNote report={report} stale={run.stale} />}
      {report?.stats && <Summary report={report} stale={run.stale} />}

      {report?.formatted != null && (
        <EditorPane
          paneId="formatted"
          title="Formatted"
          value={report.formatted}
          readOnly
          language="text"
          height={260}
          stale={run.stale}
          actions={
            <>
              <Button size="sm" onClick={() => update({ input: report.formatted ?? '' })}>
                Use formatted
              </Button>
              <OutputActions
                text={report.formatted}
                label="formatted document"
                fileName="document.graphql"
                mimeType="text/plain"
              />
            </>
          }
        />
      )}
    </>
  );
}

function SchemaNote({ report, stale }: { report: GraphqlReport; stale: boolean }) {
  const hasOperations = (report.stats?.operations.length ?? 0) > 0;
  if (!hasOperations || report.validatedAgainstSchema) {
    if (report.schemaSource === 'document' && !hasOperations)
      return (
        <Panel title="Schema" icon={Info} stale={stale}>
          <p className="text-sm">
            The document is a schema (SDL): it was checked by itself. Put it in the Schema pane to check operations
            against it.
          </p>
        </Panel>
      );
    return null;
  }
  return (
    <Panel title="Checked without a schema" tone="neutral" icon={Info} stale={stale}>
      <p className="text-sm">
        {report.schemaSource === 'none'
          ? 'With no schema, only the rules that need none ran (unique names, fragments, variables defined and used). Paste the schema SDL in the Schema pane to check fields, arguments, types and directives.'
          : 'The schema has errors, so the operations were not checked against it: fix the schema first.'}
      </p>
    </Panel>
  );
}

function Summary({ report, stale }: { report: GraphqlReport; stale: boolean }) {
  const stats = report.stats!;
  return (
    <Panel title="Document" stale={stale}>
      <Statistics
        label="Document statistics"
        stale={stale}
        items={[
          { label: 'Operations', value: formatCount(stats.operations.length) },
          { label: 'Fragments', value: formatCount(stats.fragments) },
          { label: 'Fields', value: formatCount(stats.fields) },
          { label: 'Depth', value: formatCount(stats.depth) },
        ]}
      />
      {stats.typeDefinitions > 0 && (
        <p className="text-sm">{formatCount(stats.typeDefinitions)} type-system definitions (SDL).</p>
      )}
      {stats.operations.length > 0 && (
        <ul aria-label="Operations" className="flex flex-col gap-1 text-sm">
          {stats.operations.slice(0, 200).map((operation, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{operation.type}</span> <code>{operation.name}</code>, depth{' '}
              {formatCount(operation.depth)}
            </li>
          ))}
        </ul>
      )}
      {report.variablesOperation && (
        <p className="text-sm">
          Variables checked against <code>{report.variablesOperation}</code>.
        </p>
      )}
    </Panel>
  );
}
