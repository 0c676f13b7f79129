import {
  DataTable,
  EditorPane,
  KeyValueList,
  NoteList,
  Panel,
  RunStatus,
  Statistics,
  useLiveTask,
  type Column,
} from '../../kit';
import { VerdictBadge } from '../../kit/Validation';
import { formatCount, pluralize } from '../../lib/format';
import type { KeyAnalysis, ScanFinding } from './core';
import type { TaskRunnerOptions } from '../../kit/useTaskRunner';
import type { tasks } from './tasks';

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

export function KeyDetails({ analysis, stale }: { analysis: KeyAnalysis; stale: boolean }) {
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
      <NoteList notes={analysis.notes} />
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
    code: 'nowrap',
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

/** The third mode: every key in free text (a .env, a diff), with its line and column, masked. */
export function ScanMode({
  source,
  text,
  onScan,
}: {
  source: TaskRunnerOptions<typeof tasks>;
  text: string;
  onScan: (text: string) => void;
}) {
  const scan = useLiveTask(source, 'scanText', [text], { enabled: text.trim() !== '' });
  const scanned = scan.result;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Finds every key in free text (a .env, a config file, a diff, a log) with its line and column, so a file can be
        checked before it is committed. UUIDs are left out here: in a config file they are identifiers, not secrets.
      </p>
      <EditorPane
        paneId="scan"
        title="Text to scan"
        value={text}
        onChange={onScan}
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
                {pluralize(scanned.liveSecrets, 'live secret')} in this text. Move them to a secret store or an ignored
                file; any that were already pushed or shared should be revoked and replaced.
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
  );
}
