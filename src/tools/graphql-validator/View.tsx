import { Button, EditorPane, OutputActions } from '../../kit';
import { DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
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
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
});

const STATE = { defaults: { input: '', schema: '', variables: '' } };
const ACCEPT_FILES = '.graphql,.gql,.graphqls,text/plain';

export default function GraphqlValidatorView() {
  const live = useLiveCheck(STATE, source, 'checkGraphql', (state) => [state.input, state.schema, state.variables]);
  const [, update] = live.tool;

  return (
    <DocumentCheckScreen
      {...live}
      sample={{ input: SAMPLE_INPUT, schema: SAMPLE_SCHEMA, variables: SAMPLE_VARIABLES }}
      broken={{ input: INVALID_EXAMPLE, schema: SAMPLE_SCHEMA, variables: INVALID_VARIABLES }}
      panes={[
        {
          title: 'Document',
          placeholder: 'Paste a query, mutation, fragments or a schema (SDL) here...',
          acceptFiles: ACCEPT_FILES,
        },
        [
          {
            field: SCHEMA_PANE,
            title: 'Schema (SDL)',
            placeholder: 'type Query { ... } (optional: the operation is checked against it)',
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
