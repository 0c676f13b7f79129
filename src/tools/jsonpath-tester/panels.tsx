/** The JSONPath tester's own panels: the results, example queries, and how RFC 9535 differs from the legacy syntax. */
import { JSON_PANE, LEGACY_DIFFERENCES, MAX_RESULTS } from './samples';
import { CopyButton, Panel } from '../../kit';
import { ListTree } from 'lucide-react';
import { LocatedList } from '../../kit/LocatedList';
import { formatCount, pluralize } from '../../lib/format';
import type { JsonPathReport, JsonPathResult } from './core';

export function Results({
  report,
  results,
  stale,
  onSelect,
}: {
  report: JsonPathReport;
  results: readonly JsonPathResult[];
  stale: boolean;
  onSelect: (from: number, to?: number, input?: string) => void;
}) {
  const summary =
    report.count === 0
      ? 'The query selects nothing in this document.'
      : `${pluralize(report.count, 'result')}${report.count > results.length ? `: the first ${formatCount(results.length)} are listed and highlighted` : ''}`;
  return (
    <Panel
      title="Results"
      icon={ListTree}
      stale={stale}
      actions={
        results.length > 0 ? (
          <CopyButton
            text={report.resultsJson}
            ariaLabel="Copy the results as a JSON array"
            successMessage="Results copied"
          >
            Copy as JSON
          </CopyButton>
        ) : undefined
      }
    >
      <p className="text-sm" data-testid="result-count">
        {summary}
      </p>
      {report.count > MAX_RESULTS && (
        <p className="text-sm">At most {formatCount(MAX_RESULTS)} results are listed; the count is exact.</p>
      )}
      {results.length > 0 && (
        <LocatedList
          label="Results"
          className="max-h-[28rem] overflow-auto"
          stacked
          items={results}
          onSelect={(result) => result.start !== undefined && onSelect(result.start, result.end, JSON_PANE)}
          render={(result) => (
            <>
              <code className="text-xs text-gray-700 [overflow-wrap:anywhere] dark:text-gray-300">{result.path}</code>
              <code className="text-sm [overflow-wrap:anywhere]">{result.value}</code>
            </>
          )}
        />
      )}
    </Panel>
  );
}

export function LegacyDifferences() {
  return (
    <Panel title="RFC 9535 and the Legacy Syntax">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-2">
                Topic
              </th>
              <th scope="col" className="p-2">
                RFC 9535
              </th>
              <th scope="col" className="p-2">
                Legacy (Goessner, jsonpath-plus)
              </th>
            </tr>
          </thead>
          <tbody>
            {LEGACY_DIFFERENCES.map((row) => (
              <tr key={row.topic} className="border-t border-gray-200 align-top dark:border-gray-800">
                <th scope="row" className="p-2 font-medium">
                  <WithCode text={row.topic} />
                </th>
                <td className="p-2 [overflow-wrap:anywhere]">
                  <WithCode text={row.rfc} />
                </td>
                <td className="p-2 [overflow-wrap:anywhere]">
                  <WithCode text={row.legacy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** Text with `code` spans in backquotes. */
export function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** Queries to try on the sample, each put in the Query field by its Use button. */
