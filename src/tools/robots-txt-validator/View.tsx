import { Crosshair } from 'lucide-react';
import { useMemo } from 'react';
import { Button, DataTable, KeyValueList, Panel, Statistics, useLiveTask, useToolState, type Column } from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import type { TextMark } from '../../kit/editor/types';
import { NotCheckedPanel, VerdictPanel } from '../../kit/Validation';
import { formatBytes, formatCount, pluralize } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import {
  INVALID_SAMPLE,
  SAMPLE_INPUT,
  quoted,
  timeLimitFor,
  timeLimitMessage,
  type RobotsGroup,
  type RobotsReport,
  type RobotsTest,
} from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  // Without Worker (jsdom) the check runs here; in a browser always in the worker, under the time limit, so
  // that a long URL against many wildcard rules (a share link can hold both) never holds the page.
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'robots-txt-validator' }),
};

const SAMPLE_URL = 'https://www.example.com/private/report.html';
const STATE = declareState(OPTIONS, { input: '' });

const NOT_CHECKED = [
  { check: "A site's live robots.txt", why: 'fetching it would need the network: paste or open the file instead' },
  { check: 'Whether the sitemap URLs answer', why: 'it would need a request to each of them' },
];

const groupColumns: Column<RobotsGroup>[] = [
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

export default function RobotsTxtValidatorView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const agent = state.crawler === 'other' ? state.customAgent : state.crawler;
  const limitMs = timeLimitFor(state.input.length + state.url.length);
  const limitedSource = useMemo(
    () => ({ ...source, timeLimit: { ms: limitMs, message: timeLimitMessage(limitMs) } }),
    [limitMs],
  );
  const run = useLiveTask(limitedSource, 'checkRobotsTxt', [state.input, { agent, url: state.url }], {
    enabled: state.input.trim() !== '',
  });
  const rule = run.result?.test?.rule ?? null;
  // The rule that decided the tester's verdict, marked in the editor.
  const marks = useMemo<TextMark[]>(() => (rule ? [{ from: rule.from, to: rule.to, tone: 'focus' }] : []), [rule]);

  return (
    <DocumentCheckScreen
      options={{
        schema: OPTIONS,
        values: state,
        onChange: update,
        legend: 'Test a URL',
        only: state.crawler === 'other' ? ['crawler', 'customAgent', 'url'] : ['crawler', 'url'],
      }}
      sample={{ load: () => update({ input: SAMPLE_INPUT, url: state.url || SAMPLE_URL }) }}
      broken={{ label: 'Invalid Example', load: () => update({ input: INVALID_SAMPLE }) }}
      clear={{ run: reset }}
      panes={[
        {
          title: 'robots.txt',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'User-agent: *\nDisallow: /private/',
          acceptFiles: '.txt,text/plain',
          marks,
          height: 360,
        },
      ]}
      run={run}
      errorTitle="Cannot check this robots.txt"
      problems={{
        of: (result) => result.problems,
        reportTitle: 'robots.txt check',
        reportName: 'robots-txt-check',
        limitNote: (result) =>
          result.problemTotal > result.problems.length
            ? `Listing ${formatCount(result.problems.length)} of ${formatCount(result.problemTotal)} problems: at most 1,000 of each kind.`
            : undefined,
      }}
      results={(result, { stale, revealRange }) => (
        <>
          {result.test && (
            <TestVerdict
              test={result.test}
              stale={stale}
              ignoredFromLine={result.ignoredFromLine}
              onReveal={() => rule && revealRange(rule.from, rule.to)}
            />
          )}
          <Summary result={result} stale={stale} />
        </>
      )}
      below={<NotCheckedPanel items={NOT_CHECKED} />}
    />
  );
}

function TestVerdict({
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

function Summary({ result, stale }: { result: RobotsReport; stale: boolean }) {
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
