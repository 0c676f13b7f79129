import { Calendar, Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, DataTable, EditorPane, Panel, RunStatus, useLiveTask, type Column } from '../../kit';
import {
  ClockButton,
  DateScreen,
  Outcome,
  readOneLine,
  readUnlessBlank,
  ResultPanel,
  DateInputs,
  LOCALE_INPUT,
  selectInput,
  textInput,
  useClock,
  useZone,
  zoneInput,
  ModeTabs,
  type DateBodyProps,
  type DateInput,
  type ModeTab,
} from '../../kit/datetime';
import { useLocale } from '../../kit/datetime';
import { resolveLocalTime, type LocalTimeResolution } from '../../lib/time/local-time';
import { localTimeTitle } from '../../lib/time/zone-text';
import { describeInstant, EPOCH_UNITS, instantRows, KIND_LABELS, localTimeNote, localTimeRows } from './core';
import { nowRows, parseTimestamp, SAMPLE_INPUT, type BatchRow, type UnitChoice } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

type Mode = 'timestamp' | 'date' | 'batch';

const UNIT_CHOICES: readonly UnitChoice[] = ['auto', ...EPOCH_UNITS, 'filetime', 'cocoa', 'excel'];
const UNIT_OPTIONS = UNIT_CHOICES.map((value) => ({
  value,
  label: value === 'auto' ? 'Detect from its size' : KIND_LABELS[value],
}));

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty zone is the
 * browser's own; the timestamp text serves both the single and the batch mode (one a line).
 */
const DEFAULTS = {
  mode: 'timestamp' as Mode,
  input: '',
  unit: 'auto' as UnitChoice,
  zone: '',
  dateTime: '',
  dateZone: '',
  locale: '',
};
const RULES = { choices: { mode: ['timestamp', 'date', 'batch'] as Mode[], unit: UNIT_CHOICES } };

type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

export default function EpochTimestampConverterView() {
  const sample = { mode: 'timestamp' as Mode, input: SAMPLE_INPUT, unit: 'auto' as UnitChoice };
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={sample} tick={1000} body={Converter} />;
}

/** The directions first, so the timestamp field comes near the top on a phone; the live "now" below them. */
function Converter(props: Props) {
  const modes: readonly ModeTab<State>[] = [
    ['timestamp', 'Timestamp to date', TimestampToDate],
    ['date', 'Date to timestamp', DateToTimestamp],
    ['batch', 'Batch', Batch],
  ];
  return (
    <>
      <ModeTabs label="Direction" modes={modes} {...props} />
      <NowPanel onUse={(seconds) => props.update({ mode: 'timestamp', input: seconds, unit: 'auto' })} />
    </>
  );
}

/** The time now, ticking each second, with pause; "Use as input" puts it in the timestamp field. */
function NowPanel({ onUse }: { onUse: (seconds: string) => void }) {
  const { nowMs } = useClock();
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const items = nowRows(pausedAt ?? nowMs);
  // The first row is the seconds: what the timestamp field takes.
  const seconds = items[0]!.value;
  const actions = (
    <>
      <ClockButton
        action={pausedAt === null ? 'pause' : 'resume'}
        onClick={() => setPausedAt(pausedAt === null ? nowMs : null)}
      />
      <Button variant="secondary" onClick={() => onUse(seconds)}>
        Use as input
      </Button>
    </>
  );
  return (
    <ResultPanel
      title={pausedAt === null ? 'Now' : 'Now (paused)'}
      label="Now"
      icon={Clock}
      actions={actions}
      items={items}
    />
  );
}

const TIMESTAMP_INPUTS: readonly DateInput<State>[] = [
  textInput('input', 'Timestamp', 'e.g. 1700000000 or 1700000000123', undefined, { width: 'wide' }),
  selectInput('unit', 'Unit', UNIT_OPTIONS),
  zoneInput('zone'),
  LOCALE_INPUT,
];

function TimestampToDate(props: Props) {
  const { state } = props;
  const { localZone, nowNs } = useClock();
  const zone = useZone(state.zone);
  const locale = useLocale(state.locale);
  // Cheap enough to do as the user types, on the main thread; the result always belongs to the input.
  const outcome = useMemo(
    () =>
      readOneLine(state.input, 'One timestamp here. For one a line, choose the Batch tab.', () => {
        const parsed = parseTimestamp(state.input, state.unit);
        return { parsed, details: describeInstant(parsed.epochNs, { zone, localZone, nowNs, locale }) };
      }),
    [state.input, state.unit, zone, localZone, nowNs, locale],
  );
  return (
    <>
      <DateInputs legend="Timestamp" inputs={TIMESTAMP_INPUTS} {...props} />
      <Outcome of={outcome} errorTitle="Not a timestamp">
        {({ parsed, details }) => (
          <ResultPanel
            title="Date"
            icon={Calendar}
            label="Date"
            note={`Read as ${KIND_LABELS[parsed.kind]}${parsed.detected ? ', from the number of its digits' : ''}. ${parsed.note}`}
            items={instantRows(details)}
            announce={details.isoUtc}
          />
        )}
      </Outcome>
    </>
  );
}

const DATE_INPUTS: readonly DateInput<State>[] = [
  textInput(
    'dateTime',
    'Date and time',
    'YYYY-MM-DD HH:mm:ss',
    'Seconds and a fraction to the nanosecond are optional: 2026-03-08 02:30, 2026-11-24T15:30:00.123.',
    { width: 'wide' },
  ),
  zoneInput('dateZone'),
];

function DateToTimestamp(props: Props) {
  const { state } = props;
  const zone = useZone(state.dateZone);
  const outcome = useMemo(
    () => readUnlessBlank(state.dateTime, () => resolveLocalTime(state.dateTime.trim(), zone)),
    [state.dateTime, zone],
  );
  return (
    <>
      <DateInputs legend="Date and time" inputs={DATE_INPUTS} {...props} />
      <Outcome of={outcome} errorTitle="Not a date and time">
        {(resolution) => <Resolution resolution={resolution} zone={zone} />}
      </Outcome>
    </>
  );
}

function Resolution({ resolution: local, zone }: { resolution: LocalTimeResolution; zone: string }) {
  return (
    <ResultPanel
      title={localTimeTitle(local.kind, 'Timestamp')}
      tone={local.kind === 'exact' ? 'plain' : 'caution'}
      icon={Clock}
      label="Timestamp"
      note={localTimeNote(local, zone)}
      items={localTimeRows(local)}
    />
  );
}

const BATCH_COLUMNS: readonly Column<BatchRow>[] = [
  { key: 'line', header: 'Line', value: (row) => row.line, align: 'right', sortable: true },
  { key: 'input', header: 'Timestamp', value: (row) => row.input },
  { key: 'kind', header: 'Read as', value: (row) => row.kind },
  { key: 'isoUtc', header: 'ISO 8601 (UTC)', value: (row) => row.isoUtc, sortable: true },
  { key: 'inZone', header: 'In the zone', value: (row) => row.inZone },
  { key: 'error', header: 'Problem', value: (row) => row.error },
];

const BATCH_INPUTS: readonly DateInput<State>[] = [selectInput('unit', 'Unit', UNIT_OPTIONS), zoneInput('zone')];

function Batch(props: Props) {
  const { state, bind } = props;
  const zone = useZone(state.zone);
  const run = useLiveTask(source, 'convertBatch', [state.input, state.unit, zone], {
    enabled: state.input.trim() !== '',
  });
  const rows = run.result ?? [];
  const failed = rows.filter((row) => row.error !== '').length;
  return (
    <>
      <DateInputs legend="Batch" inputs={BATCH_INPUTS} {...props} />
      <EditorPane
        paneId="input"
        title="Timestamps, one a line"
        {...bind('input')}
        placeholder={'1700000000\n1700000000123\n...'}
        acceptFiles=".txt,.csv,text/plain,text/csv"
        height={200}
      />
      <RunStatus run={run} errorTitle="Cannot convert these timestamps" />
      {run.result && (
        <Panel
          title={`${rows.length - failed} converted${failed > 0 ? `, ${failed} with a problem` : ''}`}
          label="Batch result"
          stale={run.stale}
        >
          <DataTable
            caption="Converted timestamps"
            columns={BATCH_COLUMNS}
            rows={rows}
            rowKey={(row) => String(row.line)}
            csvFileName="timestamps.csv"
          />
        </Panel>
      )}
    </>
  );
}
