/** The robots.txt validator's own panels: the tester's verdict, and the groups and sitemaps of the file. */
import { Crosshair } from 'lucide-react';
import { Button, DataTable, KeyValueList, Panel, Statistics, type Column } from '../../kit';
import { VerdictPanel } from '../../kit/Validation';
import { formatBytes, formatCount, pluralize } from '../../lib/format';
import { quoted, type RobotsGroup, type RobotsReport, type RobotsTest } from './core';

export const groupColumns: Column<RobotsGroup>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-16', value: (group) => group.line },
  { key: 'agents', header: 'User agents', value: (group) => group.agents.join(', ') },
  {
    key: 'allow',
    header: 'Allow',
    align: 'right',
    value: (group) => group.rules.filter((rule) => rule.kind === 'allow').length,
  },
  {
    key: 'disallow',
    header: 'Disallow',
    align: 'right',
    value: (group) => group.rules.filter((rule) => rule.kind === 'disallow').length,
  },
];

export function TestVerdict({
  test,
  stale,
  ignoredFromLine,
  onReveal,
}: {
  test: RobotsTest;
  stale: boolean;
  ignoredFromLine: number | null;
  onReveal: () => void;
}) {
  const group =
    test.chosen === 'none'
      ? 'None: no group names this crawler and there is no * group'
      : `${test.chosen === 'agent' ? 'Its own' : 'The * group'}, line ${test.groupLines.join(', ')}${test.groupLines.length > 1 ? ' (merged)' : ''}`;
  return (
    <VerdictPanel
      value={test.path}
      title={test.allowed ? 'Allowed' : 'Disallowed'}
      label="Tester verdict"
      check={{ verdict: test.allowed ? 'valid' : 'invalid', reason: test.reason }}
      stale={stale}
    >
      <KeyValueList
        items={[
          { label: 'Crawler token', value: <code>{test.agent || '(none)'}</code> },
          { label: 'Path compared', value: <code className="break-all">{quoted(test.path)}</code> },
          { label: 'Group', value: group },
          {
            label: 'Deciding rule',
            value: test.rule ? (
              <span className="flex flex-wrap items-center gap-2">
                <code className="break-all">
                  {test.rule.kind === 'allow' ? 'Allow' : 'Disallow'}: {quoted(test.rule.pattern)}
                </code>
                <Button size="sm" onClick={onReveal} icon={<Crosshair className="h-4 w-4" aria-hidden="true" />}>
                  {`Show line ${test.rule.line}`}
                </Button>
              </span>
            ) : (
              'None'
            ),
          },
        ]}
      />
      {ignoredFromLine !== null && (
        <p className="text-sm">Lines from {formatCount(ignoredFromLine)} on are past 500 KiB and were not read.</p>
      )}
    </VerdictPanel>
  );
}

export function Summary({ result, stale }: { result: RobotsReport; stale: boolean }) {
  return (
    <>
      <Statistics
        stale={stale}
        items={[
          { label: 'Groups', value: formatCount(result.groups.length) },
          { label: 'Rules', value: formatCount(result.ruleCount) },
          { label: 'Sitemaps', value: formatCount(result.sitemaps.length) },
          { label: 'Size', value: `${formatBytes(result.bytes)}, ${pluralize(result.lineCount, 'line')}` },
        ]}
      />
      <Panel title="Groups" stale={stale}>
        <DataTable
          caption="Groups"
          columns={groupColumns}
          rows={result.groups}
          rowKey={(group) => String(group.line)}
          csvFileName="robots-groups.csv"
          empty={<p className="text-sm">No groups: without a User-agent line, every crawler may fetch everything.</p>}
        />
      </Panel>
      {result.sitemaps.length > 0 && (
        <Panel title="Sitemaps" stale={stale}>
          <ul className="flex flex-col gap-1 text-sm">
            {result.sitemaps.map((sitemap) => (
              <li key={sitemap.line} className="[overflow-wrap:anywhere]">
                <span className="text-gray-700 tabular-nums dark:text-gray-300">Line {sitemap.line}: </span>
                <code>{sitemap.url || '(empty)'}</code>
                {!sitemap.valid && <span className="ml-2 text-red-800 dark:text-red-300">not an absolute URL</span>}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
