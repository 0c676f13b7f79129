import { Send } from 'lucide-react';
import { DataTable, Panel } from '../../kit';
import { DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
import { NotCheckedPanel, PrivacyNote } from '../../kit/Validation';
import { formatCount } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { workerOnlySource } from '../../lib/task-worker';
import { OPTIONS } from './options';
import { redactCredentials } from './redact';
import { BROKEN_SAMPLE, REQUEST_SAMPLE, SAMPLE_INPUT } from './samples';
import type { tasks } from './tasks';
import { MessageSummary, GradePanel, HEADER_COLUMNS } from './panels';

/**
 * Every check runs in the worker (`workerThreshold: 0`), so the checker and its tables load only in the
 * worker's chunk. Without a worker (a test's DOM) they load here instead (workerOnlySource).
 */
const source = workerOnlySource<typeof tasks>({
  names: ['checkHttpHeaders'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking headers',
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
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

export default function HttpHeaderValidatorView() {
  const live = useLiveCheck(STATE, source, 'checkHttpHeaders', (state) => [state.input, { kind: state.kind }]);

  return (
    <DocumentCheckScreen
      {...live}
      options={OPTIONS}
      sample={{ input: SAMPLE_INPUT }}
      broken={{ input: BROKEN_SAMPLE }}
      otherSamples={[{ label: 'Request Sample', icon: Send, load: { input: REQUEST_SAMPLE } }]}
      panes={[
        {
          title: 'Headers',
          placeholder:
            'Paste a request or response head, such as:\nHTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8',
          acceptFiles: '.txt,.http,.headers,text/plain',
        },
      ]}
      errorTitle="Cannot check these headers"
      problems={{
        reportTitle: 'HTTP header check',
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
