import { Button, EditorPane, OutputActions, useLiveTask, useToolState } from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { formatCount } from '../../lib/format';
import { workerOnlySource } from '../../lib/task-worker';
import {
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
import type { tasks } from './tasks';
import { SchemaNote, Summary } from './panels';

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
  const tool = useToolState(DEFAULTS);
  const [state, update] = tool;
  const run = useLiveTask(source, 'checkGraphql', [state.input, state.schema, state.variables], {
    enabled: state.input.trim() !== '',
  });

  return (
    <DocumentCheckScreen
      tool={tool}
      sample={{ input: SAMPLE_INPUT, schema: SAMPLE_SCHEMA, variables: SAMPLE_VARIABLES }}
      broken={{
        label: 'Invalid Example',
        load: { input: INVALID_EXAMPLE, schema: SAMPLE_SCHEMA, variables: INVALID_VARIABLES },
      }}
      panes={[
        {
          title: 'Document',
          placeholder: 'Paste a query, mutation, fragments or a schema (SDL) here...',
          language: 'text',
          height: 320,
          acceptFiles: ACCEPT_FILES,
        },
        [
          {
            field: SCHEMA_PANE,
            title: 'Schema (SDL)',
            placeholder: 'type Query { ... } (optional: the operation is checked against it)',
            language: 'text',
            height: 260,
            acceptFiles: ACCEPT_FILES,
          },
          {
            field: VARIABLES_PANE,
            title: 'Variables (JSON)',
            placeholder: '{ "id": "1000" } (optional)',
            language: 'json',
            height: 260,
          },
        ],
      ]}
      run={run}
      errorTitle="Cannot check this document"
      problems={{
        reportTitle: 'GraphQL validation',
        paneNames: PANE_NAMES,
        limitNote: (report) =>
          report.limitReached
            ? `Validation stopped after ${formatCount(MAX_ERRORS)} errors: fix these and more will show.`
            : undefined,
      }}
      results={(report, { stale }) => (
        <>
          <SchemaNote report={report} stale={stale} />
          {report.stats && <Summary report={report} stale={stale} />}
          {report.formatted != null && (
            <EditorPane
              paneId="formatted"
              title="Formatted"
              value={report.formatted}
              readOnly
              language="text"
              height={260}
              stale={stale}
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
      )}
    />
  );
}
