/** The OpenAPI validator's own panels: the API's summary and its operations grouped by tag. */
import { useMemo } from 'react';
import { DataTable, KeyValueList, Panel, Statistics, type Column, type KeyValue } from '../../kit';
import { formatCount } from '../../lib/format';
import type { Operation } from './rules';
import type { OpenApiSummary, TagGroup } from './summary';

export const VERSION_NAMES: Readonly<Record<string, string>> = {
  '2.0': 'Swagger 2.0',
  '3.0': 'OpenAPI 3.0',
  '3.1': 'OpenAPI 3.1',
  '3.2': 'OpenAPI 3.2',
};

export function SummaryPanel({ summary, stale }: { summary: OpenApiSummary; stale: boolean }) {
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

export function operationColumns(onSelect: (from: number, to: number) => void): Column<Operation>[] {
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

export function OperationsPanel({
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

export function TagTable({ group, columns }: { group: TagGroup; columns: readonly Column<Operation>[] }) {
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
