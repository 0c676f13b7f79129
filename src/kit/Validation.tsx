/**
 * The parts every validator's screen is built from: the verdict with its reason and the place of the first
 * problem, the two modes (one value, or a batch list checked in the worker into a table), the note that
 * nothing leaves the page, and the list of checks not done because they would need the network.
 *
 * Imported from this module, not the kit's index: only the validators use it.
 */
import { CircleCheck, CircleX, Lock, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';
import type { TaskSource } from '../lib/task-worker';
import {
  VERDICT_LABELS,
  type BatchFormat,
  type BatchOptions,
  type BatchResult,
  type BatchRow,
  type Check,
  type Verdict,
} from '../lib/validation';
import { DataTable, type Column } from './DataTable';
import { EditorPane } from './EditorPane';
import { LiveText } from './LiveText';
import { CheckboxField, ChoiceGroup, OptionsBox, SelectField, type Choice } from './Fields';
import { Panel, type PanelTone } from './Panel';
import { RunStatus } from './RunStatus';
import { Statistics } from './Statistics';
import { Tabs, type Tab } from './Tabs';
import { useLiveTask } from './useLiveTask';
import type { RunState } from './useTaskRunner';
import type { StateUpdate } from './useToolState';

const VERDICT_LOOK: Readonly<Record<Verdict, { tone: PanelTone; icon: LucideIcon; text: string }>> = {
  valid: { tone: 'good', icon: CircleCheck, text: 'text-green-800 dark:text-green-300' },
  warning: { tone: 'caution', icon: TriangleAlert, text: 'text-amber-800 dark:text-amber-300' },
  invalid: { tone: 'bad', icon: CircleX, text: 'text-red-800 dark:text-red-300' },
};

/** A verdict word with its icon, coloured; the icon is decoration, the word is what is read. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { icon: Icon, text } = VERDICT_LOOK[verdict];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${text}`}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {VERDICT_LABELS[verdict]}
    </span>
  );
}

interface VerdictPanelProps {
  /** The value the check was made of: the first problem is marked in it. */
  value: string;
  check: Check;
  /** The heading; the verdict's word ("Valid", "Invalid", "Warning") when not given. */
  title?: string;
  /** The region's name, when a screen has more than one verdict ("BIC verdict"). */
  label?: string;
  /** Hide the value under the reason (a password, which the screen must not echo). */
  hideValue?: boolean;
  stale?: boolean;
  /** What the value is, broken down: components, conversions, a brand. */
  children?: ReactNode;
}

/**
 * The verdict on one value: valid, invalid or a warning, with the reason, and the value with the place of the
 * first problem marked ("at character 7"), so the user sees where, not only that.
 */
export function VerdictPanel({
  value,
  check,
  title,
  label = 'Verdict',
  hideValue = false,
  stale = false,
  children,
}: VerdictPanelProps) {
  const { tone, icon } = VERDICT_LOOK[check.verdict];
  const position = check.position;
  const marked = position !== undefined && !hideValue && position >= 0 && position <= value.length;
  // The character marked: a whole code point (an emoji is one), or nothing when the problem is the end.
  const problem = marked && position < value.length ? String.fromCodePoint(value.codePointAt(position)!) : '';
  const heading = title ?? VERDICT_LABELS[check.verdict];
  return (
    <Panel tone={tone} icon={icon} title={heading} label={label} stale={stale}>
      {/* A verdict that describes input since changed is not read out; the next one will be. */}
      <LiveText message={stale ? '' : `${heading}: ${check.reason}`} />
      <p className="text-sm break-words" data-testid="verdict-reason">
        {check.reason}
      </p>
      {marked && (
        <p className="text-sm">
          <span className="sr-only">The first problem is at character {position + 1}: </span>
          <code className="rounded bg-white/70 px-1 py-0.5 font-mono break-all whitespace-pre-wrap dark:bg-black/30">
            {value.slice(0, position)}
            <mark className="rounded-sm bg-red-200 text-red-950 underline decoration-wavy dark:bg-red-800 dark:text-red-50">
              {problem || ' '}
            </mark>
            {value.slice(position + problem.length)}
          </code>
          <span aria-hidden="true" className="ml-2 text-xs">
            at character {position + 1}
          </span>
        </p>
      )}
      {children}
    </Panel>
  );
}

/**
 * Says that the check ran in this page and nothing was sent anywhere; for a tool that takes secrets, also that
 * they are never stored or put in a share link.
 */
export function PrivacyNote({ secret }: { secret?: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
      <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Checked in this page: nothing you type leaves it.
        {secret && ` ${secret} never stored, not even for a reload, and never put in a share link.`}
      </span>
    </p>
  );
}

export interface UncheckedItem {
  /** What is not checked ("Whether the mailbox exists"). */
  check: string;
  /** Why not: what it would need ("an MX lookup, which would send the domain to a DNS server"). */
  why: string;
}

/** The checks a validator does not make because they would need the network, and why. */
export function NotCheckedPanel({ items }: { items: readonly UncheckedItem[] }) {
  return (
    <Panel tone="neutral" icon={WifiOff} title="Not checked here">
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.check}>
            <span className="font-medium">{item.check}</span>: {item.why}
          </li>
        ))}
      </ul>
      <p className="text-sm">These would need the network, and nothing here sends what you type anywhere.</p>
    </Panel>
  );
}

export type CheckMode = 'single' | 'batch';

/** The batch mode's part of a validator's state: spread into the tool's defaults. */
export interface BatchState {
  [key: string]: unknown;
  /** One value, the batch, or a tool's own further mode (a scan of free text). */
  mode: CheckMode | (string & {});
  /** The list: one value a line, or CSV. */
  list: string;
  listFormat: BatchFormat;
  /** The CSV column checked, by header name. */
  listColumn: string;
  onlyInvalid: boolean;
}

export const BATCH_DEFAULTS: BatchState = {
  mode: 'single',
  list: '',
  listFormat: 'lines',
  listColumn: '',
  onlyInvalid: false,
};

/** The batch fields' allowed values, for the tool's `choices` rule. */
export const BATCH_CHOICES = {
  mode: ['single', 'batch'] as CheckMode[],
  listFormat: ['lines', 'csv'] as BatchFormat[],
};

interface CheckModesProps {
  mode: string;
  onMode: (mode: string) => void;
  /** The noun for one value ("e-mail address"): the tabs read "One e-mail address" and "Batch". */
  item: string;
  single: ReactNode;
  batch: ReactNode;
  /** Further modes of the tool's own, after the two. */
  more?: readonly Tab[];
}

/** One value or a whole list: the two modes every validator has, as tabs. */
export function CheckModes({ mode, onMode, item, single, batch, more = [] }: CheckModesProps) {
  return (
    <Tabs
      label="Mode"
      selected={mode}
      onSelect={onMode}
      tabs={[
        { id: 'single', label: `One ${item}`, content: single },
        { id: 'batch', label: 'Batch', content: batch },
        ...more,
      ]}
    />
  );
}

/** A tool's batch task: the list, how to read it, then the tool's own options (a default country, ranges). */
type BatchTasks = {
  checkBatch: (text: string, options: BatchOptions, ...toolOptions: never[]) => BatchResult | Promise<BatchResult>;
};

interface BatchCheckProps<S extends BatchState> {
  /** The tool's task source: its `checkBatch` task runs in the worker for long lists. */
  source: TaskSource<BatchTasks>;
  state: S;
  update: StateUpdate<S>;
  /** The noun for one value, plural ("e-mail addresses"). */
  items: string;
  placeholder: string;
  /** The CSV download's name ("email-verdicts.csv"). */
  fileName: string;
  /** The heading of the table's extra column ("Brand", "Class"), when the check gives details. */
  detailsHeader?: string;
  /** The values are secrets: the table is not offered to other tools, and each value is shown masked. */
  secret?: boolean;
  /** The tool's own options, passed to its `checkBatch` task after the list's (compared by value). */
  toolOptions?: readonly unknown[];
}

const FORMATS: readonly Choice<BatchFormat>[] = [
  { value: 'lines', label: 'One a line' },
  { value: 'csv', label: 'CSV column', hint: 'The first row names the columns; choose the one to check.' },
];

/** A secret in the table: its last four characters, as a receipt prints a card number. */
function masked(value: string): string {
  return value.length <= 4
    ? '•'.repeat(value.length)
    : `${'•'.repeat(Math.min(value.length - 4, 12))}${value.slice(-4)}`;
}

/**
 * The batch mode: a list pasted or opened (one value a line, or a CSV column), checked as it is typed, in the
 * worker when it is long, into counts and a table of verdicts and reasons that filters to the invalid values
 * and downloads as CSV.
 */
export function BatchCheck<S extends BatchState>({
  source,
  state,
  update,
  items,
  placeholder,
  fileName,
  detailsHeader,
  secret = false,
  toolOptions = [],
}: BatchCheckProps<S>) {
  const args = [state.list, { format: state.listFormat, column: state.listColumn }, ...toolOptions];
  const run: RunState<BatchResult> = useLiveTask(source, 'checkBatch', args as Parameters<BatchTasks['checkBatch']>, {
    enabled: state.mode === 'batch' && state.list.trim() !== '',
  });
  const result = run.result;
  const rows = result && state.onlyInvalid ? result.rows.filter((row) => row.verdict === 'invalid') : result?.rows;
  const columns: Column<BatchRow>[] = [
    { key: 'line', header: 'Line', align: 'right', width: 'w-20', value: (row) => row.line },
    {
      key: 'value',
      header: 'Value',
      value: (row) => (secret ? masked(row.value) : row.value),
      render: (row) => <code className="font-mono">{secret ? masked(row.value) : row.value}</code>,
    },
    {
      key: 'verdict',
      header: 'Verdict',
      width: 'w-32',
      value: (row) => VERDICT_LABELS[row.verdict],
      render: (row) => <VerdictBadge verdict={row.verdict} />,
    },
    { key: 'reason', header: 'Reason', value: (row) => row.reason },
    ...(detailsHeader ? [{ key: 'details', header: detailsHeader, value: (row: BatchRow) => row.details ?? '' }] : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="List options">
        <ChoiceGroup
          legend="Read the list as"
          choices={FORMATS}
          value={state.listFormat}
          onChange={(listFormat) => update({ listFormat } as Partial<S>)}
          inline
        />
        {state.listFormat === 'csv' && result && result.columns.length > 0 && (
          <SelectField
            label="Column"
            options={result.columns.map((name) => ({ value: name, label: name || '(unnamed)' }))}
            value={result.column}
            onChange={(listColumn) => update({ listColumn } as Partial<S>)}
          />
        )}
      </OptionsBox>
      <EditorPane
        paneId="list"
        title={`List of ${items}`}
        value={state.list}
        onChange={(list) => update({ list } as Partial<S>)}
        placeholder={placeholder}
        acceptFiles=".txt,.csv,.log,text/plain,text/csv"
        height={200}
      />
      <RunStatus run={run} errorTitle="Cannot Read the List" />
      {result && (
        <>
          <Statistics
            label="Counts"
            announce
            stale={run.stale}
            items={[
              { label: 'Values', value: formatCount(result.rows.length) },
              { label: 'Valid', value: formatCount(result.counts.valid) },
              { label: 'Warnings', value: formatCount(result.counts.warning) },
              { label: 'Invalid', value: formatCount(result.counts.invalid) },
            ]}
          />
          <Panel title="Verdicts" stale={run.stale}>
            <CheckboxField
              label="Show only invalid values"
              checked={state.onlyInvalid}
              onChange={(onlyInvalid) => update({ onlyInvalid } as Partial<S>)}
            />
            <DataTable
              caption="Verdicts"
              columns={columns}
              rows={rows ?? []}
              rowKey={(row) => `${row.line}`}
              csvFileName={fileName}
              handOver={!secret}
              empty={<p className="text-sm">No invalid values: every value passed.</p>}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
