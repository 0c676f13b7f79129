import { DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
import { NotCheckedPanel } from '../../kit/Validation';
import { workerOnlySource } from '../../lib/task-worker';
import { sourceFormat } from './format';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import type { tasks } from './tasks';
import { SummaryPanel, OperationsPanel, VERSION_NAMES } from './panels';

/**
 * Every check runs in the worker (`workerThreshold: 0`), so the OpenAPI schemas, the JSON Schema validator and the
 * YAML parser load only in the worker's chunk. Without a worker (a test's DOM) they load here instead
 * (workerOnlySource).
 */
const source = workerOnlySource<typeof tasks>({
  names: ['checkOpenApi'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking an OpenAPI document',
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
});

const STATE = { defaults: { input: '' } };

export default function OpenapiValidatorView() {
  const live = useLiveCheck(STATE, source, 'checkOpenApi', (state) => [state.input]);
  const [state] = live.tool;

  return (
    <DocumentCheckScreen
      {...live}
      sample={{ input: SAMPLE_INPUT }}
      broken={{ label: 'Broken Example', load: { input: INVALID_SAMPLE } }}
      panes={[
        {
          title: 'OpenAPI document',
          placeholder: 'openapi: 3.1.0\ninfo:\n  title: My API\n  version: 1.0.0\npaths: {}',
          language: sourceFormat(state.input),
          acceptFiles: '.json,.yaml,.yml,application/json,application/yaml,text/yaml,text/plain',
          height: 420,
        },
      ]}
      errorTitle="Cannot check this document"
      problems={{
        reportTitle: 'OpenAPI validation',
        summary: (report) =>
          report.version
            ? `${VERSION_NAMES[report.version]} in ${report.format.toUpperCase()}, checked against the official ${report.version} schema and the rules beyond it.`
            : `Read as ${report.format.toUpperCase()}.`,
      }}
      results={(report, { stale, revealRange }) => (
        <>
          {report.summary && (
            <>
              <SummaryPanel summary={report.summary} stale={stale} />
              <OperationsPanel summary={report.summary} stale={stale} onSelect={revealRange} />
            </>
          )}
          {report.externalRefs.length > 0 && (
            <NotCheckedPanel
              items={report.externalRefs.map((reference) => ({
                check: `What ${reference} holds`,
                why: 'it is another document, and nothing is fetched: check it on its own',
              }))}
            />
          )}
        </>
      )}
    />
  );
}
