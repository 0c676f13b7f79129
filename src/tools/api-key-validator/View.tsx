import {
  ActionBar,
  BrokenSampleButton,
  ClearButton,
  DataTable,
  EditorPane,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  Panel,
  RunStatus,
  Statistics,
  TextField,
  useLiveTask,
  useToolState,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictBadge,
  VerdictPanel,
} from '../../kit/Validation';
import {
  BROKEN_SAMPLE_INPUT,
  BROKEN_SAMPLE_SCAN,
  SAMPLE_INPUT,
  SAMPLE_SCAN,
  type KeyAnalysis,
  type ScanFinding,
} from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'api-key-validator' }),
};

type KeyMode = 'single' | 'batch' | 'scan';

/** The key, the list and the scanned text are secrets: never stored, never in a share link. */
const DEFAULTS = { input: '', ...BATCH_DEFAULTS, mode: 'single' as KeyMode, scan: '' };
const RULES = {
  secret: ['input', 'list', 'scan'] as (keyof typeof DEFAULTS)[],
  names: { input: 'API key', list: 'batch list', scan: 'text to scan' },
  choices: { ...BATCH_CHOICES, mode: ['single', 'batch', 'scan'] as KeyMode[] },
};

const KIND_LABELS = { secret: 'Secret', publishable: 'Publishable', identifier: 'Identifier' } as const;

function describeChecksum(analysis: KeyAnalysis): string {
  if (analysis.checksum)
    return analysis.checksum.valid
      ? `Correct: "${analysis.checksum.found}" (${analysis.checksum.method})`
      : `Wrong: "${analysis.checksum.found}", should be "${analysis.checksum.expected}" (${analysis.checksum.method})`;
  if (analysis.hasChecksum && !analysis.formatValid) return 'Not checked: the form is wrong first';
  if (analysis.hasChecksum) return 'None at this length';
  return 'This format has none';
}

function KeyDetails({ analysis, stale }: { analysis: KeyAnalysis; stale: boolean }) {
  if (!analysis.provider) return null;
  const { entropy } = analysis;
  const items = [
    { label: 'Provider', value: analysis.provider },
    { label: 'Key', value: analysis.name ?? '' },
    { label: 'Kind', value: analysis.kind ? KIND_LABELS[analysis.kind] : 'Unknown' },
    {
      label: 'Environment',
      value:
        analysis.environment === 'live' ? 'Live' : analysis.environment === 'test' ? 'Test' : 'Not told by the key',
    },
    ...(analysis.prefix ? [{ label: 'Prefix', value: <code className="font-mono">{analysis.prefix}</code> }] : []),
    { label: 'Characters', value: analysis.charset ?? '' },
    { label: 'Format', value: analysis.formatValid ? 'Valid' : (analysis.formatProblem?.reason ?? 'Invalid') },
    { label: 'Checksum', value: describeChecksum(analysis) },
    {
      label: 'Entropy',
      value: `${formatCount(entropy.charsetBits)} bits by its charset (${pluralize(entropy.randomLength, 'random character')} × log2 ${entropy.alphabetSize}); ${entropy.shannonPerChar} bits a character by Shannon over the characters it has (${formatCount(entropy.shannonBits)} bits)`,
    },
    ...analysis.facts.map((fact) => ({
      label: fact.label,
      value: <span className="font-mono [overflow-wrap:anywhere]">{fact.value}</span>,
    })),
    ...(analysis.source ? [{ label: 'Format source', value: analysis.source }] : []),
  ];
  return (
    <Panel title="Key Details" stale={stale}>
      <KeyValueList items={items} label="Key details" />
      {analysis.notes.length > 0 && <NoteList notes={analysis.notes.map((note) => ({ key: note, text: note }))} />}
    </Panel>
  );
}

const SCAN_COLUMNS: readonly Column<ScanFinding>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-16', value: (row) => row.line },
  { key: 'column', header: 'Column', align: 'right', width: 'w-20', value: (row) => row.column },
  {
    key: 'key',
    header: 'Key (masked)',
    value: (row) => row.masked,
    render: (row) => <code className="font-mono whitespace-nowrap">{row.masked}</code>,
  },
  {
    key: 'what',
    header: 'What',
    value: (row) =>
      `${row.provider} ${row.name}, ${KIND_LABELS[row.kind].toLowerCase()}${row.environment ? `, ${row.environment}` : ''}`,
  },
  {
    key: 'verdict',
    header: 'Verdict',
    width: 'w-28',
    value: (row) => row.verdict,
    render: (row) => <VerdictBadge verdict={row.verdict} />,
  },
  { key: 'reason', header: 'Reason', value: (row) => row.reason },
];

export default function ApiKeyValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const single = useLiveTask(source, 'analyseKey', [state.input], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const scan = useLiveTask(source, 'scanText', [state.scan], {
    enabled: state.mode === 'scan' && state.scan.trim() !== '',
  });
  const analysis = single.result;
  const scanned = scan.result;

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() =>
            state.mode === 'scan' ? update({ scan: SAMPLE_SCAN }) : update({ input: SAMPLE_INPUT, mode: 'single' })
          }
        />
        <BrokenSampleButton
          onClick={() =>
            state.mode === 'scan'
              ? update({ scan: BROKEN_SAMPLE_SCAN })
              : update({ input: BROKEN_SAMPLE_INPUT, mode: 'single' })
          }
        />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode: mode as KeyMode })}
        item="key"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label="API key or token"
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder="ghp_…, sk_live_…, AKIA…, xoxb-…, eyJ…"
              monospace
              stacked
              secret
            />
            <RunStatus run={single} errorTitle="Cannot Check This Key" />
            {analysis && (
              <>
                <VerdictPanel value={analysis.value} check={analysis.check} stale={single.stale} />
                <KeyDetails analysis={analysis} stale={single.stale} />
              </>
            )}
          </div>
        }
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={update}
            items="keys"
            placeholder="One key or token a line, or a CSV with a column of them..."
            fileName="api-key-verdicts.csv"
            detailsHeader="Key"
            secret
          />
        }
        more={[
          {
            id: 'scan',
            label: 'Scan a file',
            content: (
              <div className="flex flex-col gap-4">
                <p className="text-sm">
                  Finds every key in free text (a .env, a config file, a diff, a log) with its line and column, so a
                  file can be checked before it is committed. UUIDs are left out here: in a config file they are
                  identifiers, not secrets.
                </p>
                <EditorPane
                  paneId="scan"
                  title="Text to scan"
                  value={state.scan}
                  onChange={(text) => update({ scan: text })}
                  placeholder="Paste a config file, a .env or a diff, or open a file..."
                  acceptFiles=".env,.txt,.json,.yaml,.yml,.toml,.ini,.cfg,.conf,.properties,.xml,.js,.ts,.py,.sh,.log,.diff,.patch,text/plain"
                  height={220}
                />
                <RunStatus run={scan} errorTitle="Cannot Scan This Text" />
                {scanned && (
                  <>
                    <Statistics
                      label="Scan counts"
                      stale={scan.stale}
                      items={[
                        { label: 'Lines', value: formatCount(scanned.lines) },
                        { label: 'Keys found', value: formatCount(scanned.findings.length) },
                        { label: 'Live secrets', value: formatCount(scanned.liveSecrets) },
                      ]}
                    />
                    <Panel
                      title={scanned.liveSecrets > 0 ? 'Keys Found: Do Not Commit' : 'Keys Found'}
                      tone={scanned.liveSecrets > 0 ? 'caution' : 'plain'}
                      stale={scan.stale}
                    >
                      {scanned.liveSecrets > 0 && (
                        <p className="text-sm">
                          {pluralize(scanned.liveSecrets, 'live secret')} in this text. Move them to a secret store or
                          an ignored file; any that were already pushed or shared should be revoked and replaced.
                        </p>
                      )}
                      <DataTable
                        caption="Keys found"
                        columns={SCAN_COLUMNS}
                        rows={scanned.findings}
                        rowKey={(row) => `${row.line}:${row.column}`}
                        csvFileName="api-key-scan.csv"
                        handOver={false}
                        empty={<p className="text-sm">No keys found in this text.</p>}
                      />
                    </Panel>
                  </>
                )}
              </div>
            ),
          },
        ]}
      />

      <NotCheckedPanel
        items={[
          {
            check: 'Whether the key is live, revoked or expired',
            why: 'only the provider knows, and asking would send it the key',
          },
          {
            check: 'What the key may do (its scopes and owner)',
            why: 'the provider keeps that, not the key itself',
          },
          {
            check: 'Whether the key has leaked before',
            why: 'that would mean looking it up in a breach or leak service',
          },
        ]}
      />
      <PrivacyNote secret="API keys are" />
    </>
  );
}
