import { Send, ShieldCheck } from 'lucide-react';
import {
  Button,
  DataTable,
  KeyValueList,
  NoteList,
  Panel,
  useLiveTask,
  useToolState,
  type Column,
  type KeyValue,
  type PanelTone,
} from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { NotCheckedPanel, PrivacyNote } from '../../kit/Validation';
import { formatCount } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { workerOnlySource } from '../../lib/task-worker';
import type { HeaderReport, HeaderRow } from './core';
import type { GradeRow, SecurityGrade } from './grade';
import { OPTIONS } from './options';
import { redactCredentials } from './redact';
import { BROKEN_SAMPLE, REQUEST_SAMPLE, SAMPLE_INPUT } from './samples';
import { LETTERS, SCORING } from './scoring';
import type { tasks } from './tasks';

/**
 * Every check runs in the worker (`workerThreshold: 0`), so the checker and its tables load only in the
 * worker's chunk. Without a worker (a test's DOM) they load here instead (workerOnlySource).
 */
const source = workerOnlySource<typeof tasks>({
  names: ['checkHttpHeaders'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking headers',
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'http-header-validator' }),
});

/** Credentials in a pasted head (Authorization, Cookie...) are blanked in storage and links; the rest is kept. */
const STATE = declareState(
  OPTIONS,
  { input: '' },
  { redact: { input: redactCredentials }, names: { input: 'headers' } },
);

const NOT_CHECKED = [
  { check: 'What a live server sends', why: 'a request to it; paste the headers from devtools or curl -I instead' },
  { check: 'Whether CSP hosts and Link targets exist', why: 'requests to those hosts' },
  { check: 'The HSTS preload list', why: 'a download of the browsers’ list' },
];

const HEADER_COLUMNS: readonly Column<HeaderRow>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-16', value: (row) => row.line },
  {
    key: 'name',
    header: 'Name',
    width: 'min-w-40',
    value: (row) => row.name,
    render: (row) => <code className="font-mono [overflow-wrap:anywhere]">{row.name}</code>,
  },
  {
    key: 'value',
    header: 'Value',
    width: 'min-w-56',
    value: (row) => row.value,
    render: (row) => <code className="font-mono [overflow-wrap:anywhere]">{row.value}</code>,
  },
  {
    key: 'about',
    header: 'What it is',
    width: 'min-w-48',
    value: (row) => `${row.about}${row.structured ? ` (structured ${row.structured})` : ''}`,
  },
];

const STATUS_LABELS: Record<GradeRow['status'], string> = { good: 'Present', weak: 'Weak', missing: 'Missing' };
const STATUS_CLASSES: Record<GradeRow['status'], string> = {
  good: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  weak: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  missing: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

function gradeTone(letter: string): PanelTone {
  if (letter.startsWith('A')) return 'good';
  if (letter === 'B' || letter === 'C') return 'caution';
  return 'bad';
}

export default function HttpHeaderValidatorView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const run = useLiveTask(source, 'checkHttpHeaders', [state.input, { kind: state.kind }], {
    enabled: state.input.trim() !== '',
  });

  return (
    <DocumentCheckScreen
      options={{ schema: OPTIONS, values: state, onChange: update }}
      sample={{ load: () => update({ input: SAMPLE_INPUT }) }}
      broken={{ label: 'Invalid Example', load: () => update({ input: BROKEN_SAMPLE }) }}
      moreActions={
        <Button
          onClick={() => update({ input: REQUEST_SAMPLE })}
          icon={<Send className="h-4 w-4" aria-hidden="true" />}
        >
          Request Sample
        </Button>
      }
      clear={{ run: reset }}
      panes={[
        {
          title: 'Headers',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder:
            'Paste a request or response head, such as:\nHTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8',
          language: 'text',
          height: 320,
          acceptFiles: '.txt,.http,.headers,text/plain',
        },
      ]}
      // A cleared input shows no result, not the last one.
      run={{ ...run, result: state.input.trim() === '' ? null : run.result }}
      errorTitle="Cannot check these headers"
      problems={{
        of: (report) => report.problems,
        reportTitle: 'HTTP header check',
        reportName: 'http-header-check',
        limitNote: (report) => report.limitNote,
        summary: (report) => <MessageSummary report={report} />,
      }}
      results={(report, { stale }) => (
        <>
          {report.grade && <GradePanel grade={report.grade} stale={stale} />}
          <Panel title={`Header Fields (${formatCount(report.fieldCount)})`} stale={stale}>
            <DataTable
              caption="Header fields"
              columns={HEADER_COLUMNS}
              rows={report.fields}
              rowKey={(row) => `${row.offset}`}
              csvFileName="http-headers.csv"
              // The values may hold credentials (Authorization, Cookie): not offered to other tools.
              handOver={false}
              empty={<p className="text-sm">No header fields were found.</p>}
            />
          </Panel>
        </>
      )}
      below={
        <>
          <NotCheckedPanel items={NOT_CHECKED} />
          <PrivacyNote />
        </>
      }
    />
  );
}

function MessageSummary({ report }: { report: HeaderReport }) {
  const items: KeyValue[] = [{ label: 'Message', value: report.kindReason }];
  if (report.startLine)
    items.push({ label: 'Start line', value: <code className="font-mono break-all">{report.startLine.text}</code> });
  items.push({ label: 'Header fields', value: formatCount(report.fieldCount) });
  return (
    <>
      <KeyValueList items={items} />
      {report.ignored.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Not read as header fields:</p>
          <NoteList notes={report.ignored.map((text, index) => ({ key: `${index}`, text }))} />
        </div>
      )}
    </>
  );
}

function GradePanel({ grade, stale }: { grade: SecurityGrade; stale: boolean }) {
  return (
    <Panel title="Security Headers Grade" tone={gradeTone(grade.letter)} icon={ShieldCheck} stale={stale}>
      <div className="flex flex-wrap items-center gap-4">
        <p
          className="rounded-lg border-2 border-current px-4 py-2 text-4xl font-bold tabular-nums"
          data-testid="security-grade"
          aria-label={`Grade ${grade.letter}`}
        >
          {grade.letter}
        </p>
        <p className="text-sm">
          Score {grade.score} of 100. Each missing or weak header costs the points shown; A+ needs every one present and
          strong. HSTS only counts when the site is served over HTTPS.
        </p>
      </div>
      <ul aria-label="Security headers" className="flex flex-col gap-2 text-sm">
        {grade.rows.map((row) => (
          <li
            key={row.header}
            className="rounded-md border border-gray-200 bg-white p-3 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          >
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium">{row.header}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[row.status]}`}>
                {STATUS_LABELS[row.status]}
              </span>
              <span className="tabular-nums">{row.cost === 0 ? 'costs nothing' : `costs ${row.cost} points`}</span>
            </p>
            <p className="mt-1 [overflow-wrap:anywhere]">{row.note}</p>
            {row.fix && (
              <p className="mt-1 [overflow-wrap:anywhere]">
                Fix: {/^[A-Za-z-]+: /.test(row.fix) ? <code className="font-mono text-xs">{row.fix}</code> : row.fix}
              </p>
            )}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">How the grade is scored</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Points each header costs</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2">
                Header
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Missing
              </th>
              <th scope="col" className="py-1 text-right">
                Weak
              </th>
            </tr>
          </thead>
          <tbody>
            {SCORING.map((row) => (
              <tr key={row.header} className="border-t border-gray-200 dark:border-gray-700">
                <td className="py-1 pr-2">{row.header}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{row.missing ? `−${row.missing}` : '0'}</td>
                <td className="py-1 text-right tabular-nums">−{row.weak}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2">
          Letters:{' '}
          {LETTERS.map((entry) =>
            entry.letter === 'A+' ? 'A+ = 100, all present' : `${entry.letter} ≥ ${entry.min}`,
          ).join(', ')}
          .
        </p>
      </details>
    </Panel>
  );
}
