import { useMemo } from 'react';
import {
  DataTable,
  KeyValueList,
  Panel,
  Statistics,
  useLiveTask,
  useToolState,
  type Column,
  type KeyValue,
} from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { NotCheckedPanel } from '../../kit/Validation';
import { formatCount } from '../../lib/format';
import { workerOnlySource } from '../../lib/task-worker';
import { sourceFormat } from './format';
import type { Operation } from './rules';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import type { OpenApiSummary, TagGroup } from './summary';
import type { tasks } from './tasks';

/**
 * Every check runs in the worker (`workerThreshold: 0`), so the OpenAPI schemas, the JSON Schema validator and the
 * YAML parser load only in the worker's chunk. Without a worker (a test's DOM) they load here instead
 * (workerOnlySource).
 */
const source = workerOnlySource<typeof tasks>({
  names: ['checkOpenApi'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking an OpenAPI document',
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'openapi-validator' }),
});

const DEFAULTS = { input: '' };

const VERSION_NAMES: Readonly<Record<string, string>> = {
  '2.0': 'Swagger 2.0',
  '3.0': 'OpenAPI 3.0',
  '3.1': 'OpenAPI 3.1',
  '3.2': 'OpenAPI 3.2',
};

export default function OpenapiValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'checkOpenApi', [state.input], { enabled: state.input.trim() !== '' });

  return (
    <DocumentCheckScreen
      sample={{ load: () => update({ input: SAMPLE_INPUT }) }}
      broken={{ label: 'Broken Example', load: () => update({ input: INVALID_SAMPLE }) }}
      clear={{ run: reset }}
      panes={[
        {
          title: 'OpenAPI document',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'openapi: 3.1.0\ninfo:\n  title: My API\n  version: 1.0.0\npaths: {}',
          language: sourceFormat(state.input),
          acceptFiles: '.json,.yaml,.yml,application/json,application/yaml,text/yaml,text/plain',
          height: 420,
        },
      ]}
      run={run}
      errorTitle="Cannot check this document"
      problems={{
        of: (report) => report.problems,
        reportTitle: 'OpenAPI validation',
        reportName: 'openapi-validation',
        limitNote: (report) => report.limitNote,
        summary: (report) => (
          <p className="text-sm">
            {report.version
              ? `${VERSION_NAMES[report.version]} in ${report.format.toUpperCase()}, checked against the official ${report.version} schema and the rules beyond it.`
              : `Read as ${report.format.toUpperCase()}.`}
          </p>
        ),
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

function SummaryPanel({ summary, stale }: { summary: OpenApiSummary; stale: boolean }) {
  const items: KeyValue[] = [
    { label: 'Title', value: summary.title || '(none)' },
    { label: 'API version', value: summary.apiVersion || '(none)' },
    { label: 'Specification', value: `${VERSION_NAMES[summary.version]} (${summary.versionText})` },
  ];
  if (summary.description) {
    items.push({ label: 'Description', value: <span className="whitespace-pre-line">{summary.description}</span> });
  }
  if (summary.version === '2.0') {
    items.push({ label: 'Host', value: summary.host || '(the host serving this document)' });
    items.push({ label: 'Base path', value: summary.basePath || '/' });
    if (summary.schemes.length > 0) items.push({ label: 'Schemes', value: summary.schemes.join(', ') });
  } else {
    items.push({
      label: 'Servers',
      value:
        summary.servers.length === 0 ? (
          '(none: paths are relative to where this document is served)'
        ) : (
          <ul className="flex flex-col gap-1">
            {summary.servers.map((server, index) => (
              <li key={`${index}:${server.url}`} className="break-all">
                <code>{server.url}</code>
                {server.description && (
                  <span className="text-gray-700 dark:text-gray-300"> — {server.description}</span>
                )}
              </li>
            ))}
          </ul>
        ),
    });
  }
  const { counts } = summary;
  return (
    <Panel title="Summary" stale={stale}>
      <div className="flex flex-col gap-4">
        <KeyValueList label="API information" items={items} />
        <Statistics
          label="Document counts"
          stale={stale}
          items={[
            { label: 'Paths', value: formatCount(counts.paths) },
            { label: 'Operations', value: formatCount(counts.operations) },
            { label: summary.version === '2.0' ? 'Definitions' : 'Schemas', value: formatCount(counts.schemas) },
            counts.webhooks > 0
              ? { label: 'Webhooks', value: formatCount(counts.webhooks) }
              : { label: '$refs', value: formatCount(counts.refs) },
          ]}
        />
      </div>
    </Panel>
  );
}

function operationColumns(onSelect: (from: number, to: number) => void): Column<Operation>[] {
  return [
    {
      key: 'method',
      header: 'Method',
      value: (row) => row.method,
      render: (row) => <code className="font-semibold">{row.method}</code>,
      width: 'w-24',
    },
    {
      key: 'path',
      header: 'Path',
      value: (row) => row.path,
      render: (row) => (
        <button
          type="button"
          className="text-left break-all text-blue-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          onClick={() => row.at && onSelect(row.at.offset, row.at.offset + row.at.length)}
          title={row.at ? `Go to line ${row.at.line}` : undefined}
        >
          {row.path}
          {row.deprecated && <span className="ml-1 text-gray-700 no-underline dark:text-gray-300">(deprecated)</span>}
        </button>
      ),
    },
    {
      key: 'operationId',
      header: 'operationId',
      value: (row) => row.operationId,
      render: (row) => <code className="break-all">{row.operationId}</code>,
    },
    { key: 'summary', header: 'Summary', value: (row) => row.summary },
  ];
}

function OperationsPanel({
  summary,
  stale,
  onSelect,
}: {
  summary: OpenApiSummary;
  stale: boolean;
  onSelect: (from: number, to: number) => void;
}) {
  const columns = useMemo(() => operationColumns(onSelect), [onSelect]);
  return (
    <Panel title="Operations by Tag" stale={stale}>
      {summary.groups.length === 0 ? (
        <p className="text-sm">No operations: the document has no paths with methods yet.</p>
      ) : (
        <div className="flex flex-col gap-6">
          {summary.groups.map((group) => (
            <TagTable key={group.tag} group={group} columns={columns} />
          ))}
          {summary.operationsNotShown > 0 && (
            <p className="text-sm">…and {formatCount(summary.operationsNotShown)} more operations, not listed.</p>
          )}
        </div>
      )}
    </Panel>
  );
}

function TagTable({ group, columns }: { group: TagGroup; columns: readonly Column<Operation>[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold [overflow-wrap:anywhere]">
        {group.tag}{' '}
        <span className="font-normal text-gray-700 dark:text-gray-300">({formatCount(group.operations.length)})</span>
      </h3>
      {group.description && <p className="text-sm [overflow-wrap:anywhere]">{group.description}</p>}
      <DataTable
        caption={`Operations tagged ${group.tag}`}
        columns={columns}
        rows={group.operations}
        rowKey={(row, index) => `${index}:${row.method} ${row.path}`}
        csvFileName={`operations-${group.tag.replace(/[^\w-]+/g, '-')}.csv`}
      />
    </div>
  );
}
