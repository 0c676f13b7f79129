import { Calendar, Clock, Pause, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  DataTable,
  EditorPane,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  Panel,
  RunStatus,
  SelectField,
  Tabs,
  TextField,
  useLiveTask,
  useNow,
  useToolState,
  type Column,
  type KeyValue,
  attempt,
  type Attempt,
  CopyableValue,
} from '../../kit';
import { TimeZoneField } from '../../kit/TimeZoneField';
import { TemporalReady } from '../../kit/TemporalReady';
import { resolveLocalTime } from '../../lib/time/local-time';
import { browserZone } from '../../lib/time/zones';
import {
  describeInstant,
  EPOCH_UNITS,
  epochIn,
  KIND_LABELS,
  parseTimestamp,
  SAMPLE_INPUT,
  type BatchRow,
  type UnitChoice,
} from './core';
import { tasks } from './tasks';
import { usableLocale } from '../../lib/locale';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'epoch-timestamp-converter' }),
};

type Mode = 'timestamp' | 'date' | 'batch';

const MODES: readonly Mode[] = ['timestamp', 'date', 'batch'];
const UNIT_CHOICES: readonly UnitChoice[] = ['auto', ...EPOCH_UNITS, 'filetime', 'cocoa', 'excel'];

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

const RULES = { choices: { mode: MODES, unit: UNIT_CHOICES } };

const UNIT_OPTIONS = UNIT_CHOICES.map((value) => ({
  value,
  label: value === 'auto' ? 'Detect from its size' : KIND_LABELS[value],
}));

export default function EpochTimestampConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ mode: 'timestamp', input: SAMPLE_INPUT, unit: 'auto' })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <Converter state={state} update={update} />
      </TemporalReady>
    </>
  );
}

type State = typeof DEFAULTS;

function Converter({ state, update }: { state: State; update: (change: Partial<State>) => void }) {
  const localZone = useMemo(browserZone, []);
  const zone = state.zone || localZone;
  const nowMs = useNow(1000);
  const nowNs = BigInt(nowMs) * 1_000_000n;
  return (
    <>
      <NowPanel nowMs={nowMs} onUse={(seconds) => update({ mode: 'timestamp', input: seconds, unit: 'auto' })} />
      <Tabs
        label="Direction"
        selected={state.mode}
        onSelect={(mode) => update({ mode: mode as Mode })}
        tabs={[
          {
            id: 'timestamp',
            label: 'Timestamp to date',
            content: <TimestampToDate state={state} update={update} zone={zone} localZone={localZone} nowNs={nowNs} />,
          },
          {
            id: 'date',
            label: 'Date to timestamp',
            content: <DateToTimestamp state={state} update={update} localZone={localZone} nowNs={nowNs} />,
          },
          {
            id: 'batch',
            label: 'Batch',
            content: <Batch state={state} update={update} zone={zone} nowNs={nowNs} />,
          },
        ]}
      />
    </>
  );
}

/** The time now, ticking each second, with pause; "Use as input" puts it in the timestamp field. */
function NowPanel({ nowMs, onUse }: { nowMs: number; onUse: (seconds: string) => void }) {
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const shown = pausedAt ?? nowMs;
  const seconds = String(Math.floor(shown / 1000));
  return (
    <Panel
      title={pausedAt === null ? 'Now' : 'Now (paused)'}
      icon={Clock}
      actions={
        <>
          <Button
            variant="secondary"
            icon={
              pausedAt === null ? <Pause aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />
            }
            onClick={() => setPausedAt(pausedAt === null ? nowMs : null)}
          >
            {pausedAt === null ? 'Pause' : 'Resume'}
          </Button>
          <Button variant="secondary" onClick={() => onUse(seconds)}>
            Use as input
          </Button>
        </>
      }
    >
      <KeyValueList
        label="Now"
        items={[
          { label: 'Seconds', value: <CopyableValue text={seconds} label="Seconds now" /> },
          { label: 'Milliseconds', value: <CopyableValue text={String(shown)} label="Milliseconds now" /> },
          { label: 'ISO 8601', value: <span className="font-mono">{new Date(shown).toISOString()}</span> },
        ]}
      />
    </Panel>
  );
}

interface ModeProps {
  state: State;
  update: (change: Partial<State>) => void;
  nowNs: bigint;
}

function TimestampToDate({ state, update, zone, localZone, nowNs }: ModeProps & { zone: string; localZone: string }) {
  // What is not a language tag is pointed out by the locale field; the dates meanwhile use the browser's.
  const locale = usableLocale(state.locale);
  // Cheap enough to do as the user types, on the main thread; the result always belongs to the input.
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    if (/\S\s*\n\s*\S/.test(state.input))
      return { error: 'One timestamp here. For one a line, choose the Batch tab.' } satisfies Attempt<never>;
    return attempt(() => {
      const parsed = parseTimestamp(state.input, state.unit);
      return { parsed, details: describeInstant(parsed.epochNs, { zone, localZone, nowNs, locale }) };
    });
  }, [state.input, state.unit, zone, localZone, nowNs, locale]);

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Timestamp">
        <TextField
          width="wide"
          monospace
          label="Timestamp"
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="e.g. 1700000000 or 1700000000123"
        />
        <SelectField label="Unit" options={UNIT_OPTIONS} value={state.unit} onChange={(unit) => update({ unit })} />
        <TimeZoneField label="Time zone" value={zone} onChange={(picked) => update({ zone: picked })} nowNs={nowNs} />
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Not a timestamp">{outcome.error}</ErrorAlert>}
      {outcome?.value && (
        <Panel title="Date" icon={Calendar} label="Date">
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
            Read as {KIND_LABELS[outcome.value.parsed.kind]}
            {outcome.value.parsed.detected ? ', from the number of its digits' : ''}. {outcome.value.parsed.note}
          </p>
          <KeyValueList label="Date" items={detailItems(outcome.value.details)} />
        </Panel>
      )}
    </div>
  );
}

function detailItems(details: ReturnType<typeof describeInstant>): KeyValue[] {
  const items: KeyValue[] = [
    { label: 'ISO 8601 (UTC)', value: <CopyableValue text={details.isoUtc} label="ISO 8601" /> },
    {
      key: 'zone',
      label: details.inZone.zone,
      value: (
        <span className="flex flex-col gap-1">
          <span>{details.inZone.text}</span>
          <CopyableValue text={details.inZone.iso} label={`Time in ${details.inZone.zone}`} />
        </span>
      ),
    },
    {
      key: 'local',
      label: `Local (${details.local.zone})`,
      value: (
        <span className="flex flex-col gap-1">
          <span>{details.local.text}</span>
          <span className="font-mono">{details.local.iso}</span>
        </span>
      ),
    },
    {
      label: 'RFC 2822',
      value: details.rfc2822 ? (
        <CopyableValue text={details.rfc2822} label="RFC 2822 date" />
      ) : (
        'Only years 1900 to 9999 can be written in this form.'
      ),
    },
    {
      label: 'HTTP-date',
      value: details.httpDate ? (
        <CopyableValue text={details.httpDate} label="HTTP-date" />
      ) : (
        'Only years 0000 to 9999 can be written in this form.'
      ),
    },
    { label: 'Weekday', value: details.weekday },
    { label: 'ISO week', value: <span className="font-mono">{details.isoWeek}</span> },
    { label: 'Day of year', value: String(details.dayOfYear) },
    { label: 'Relative', value: details.relative },
    ...EPOCH_UNITS.map((unit) => ({
      label: `Unix ${unit}`,
      value: <CopyableValue text={details.epochs[unit]} label={`Unix ${unit}`} />,
    })),
    ...details.others.map(({ kind, value }) => ({
      label: KIND_LABELS[kind],
      value: <CopyableValue text={value} label={KIND_LABELS[kind]} />,
    })),
  ];
  return items;
}

/** Epoch values in every unit, for the reverse direction. */
function epochItems(epochNs: bigint, prefix = ''): KeyValue[] {
  return EPOCH_UNITS.map((unit) => ({
    key: `${prefix}${unit}`,
    label: `${prefix}Unix ${unit}`,
    value: <CopyableValue text={epochIn(epochNs, unit)} label={`${prefix}Unix ${unit}`} />,
  }));
}

function DateToTimestamp({ state, update, localZone, nowNs }: ModeProps & { localZone: string }) {
  const zone = state.dateZone || localZone;
  const outcome = useMemo(() => {
    const text = state.dateTime.trim();
    if (text === '') return null;
    return attempt(() => resolveLocalTime(text, zone));
  }, [state.dateTime, zone]);

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Date and time">
        <TextField
          width="wide"
          monospace
          label="Date and time"
          value={state.dateTime}
          onChange={(dateTime) => update({ dateTime })}
          placeholder="YYYY-MM-DD HH:mm:ss"
          hint="Seconds and a fraction to the nanosecond are optional: 2026-03-08 02:30, 2026-11-24T15:30:00.123."
        />
        <TimeZoneField
          label="Time zone"
          value={zone}
          onChange={(picked) => update({ dateZone: picked })}
          nowNs={nowNs}
        />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Not a date and time">{outcome.error}</ErrorAlert>}
      {outcome?.value && <Resolution resolution={outcome.value} zone={zone} />}
    </div>
  );
}

function Resolution({ resolution, zone }: { resolution: ReturnType<typeof resolveLocalTime>; zone: string }) {
  if (resolution.kind === 'exact')
    return (
      <Panel title="Timestamp" icon={Clock} label="Timestamp">
        <KeyValueList
          label="Timestamp"
          items={[{ label: 'Offset', value: resolution.offset }, ...epochItems(resolution.instant)]}
        />
      </Panel>
    );
  if (resolution.kind === 'gap')
    return (
      <Panel title="This local time does not exist" tone="caution" icon={Clock} label="Timestamp">
        <p className="mb-3 text-sm">
          Clocks in {zone} skip {resolution.gapMinutes} minutes here, so no instant has this local time. It resolves to{' '}
          {resolution.resolvedDateTime.replace('T', ' ')} ({resolution.offset}), as calendar software does.
        </p>
        <KeyValueList label="Timestamp" items={epochItems(resolution.resolved)} />
      </Panel>
    );
  return (
    <Panel title="This local time happens twice" tone="caution" icon={Clock} label="Timestamp">
      <p className="mb-3 text-sm">
        Clocks in {zone} go back here, so this local time happens once at {resolution.earlierOffset} and again at{' '}
        {resolution.laterOffset}.
      </p>
      <KeyValueList
        label="Timestamp"
        items={[...epochItems(resolution.earlier, 'Earlier: '), ...epochItems(resolution.later, 'Later: ')]}
      />
    </Panel>
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

function Batch({ state, update, zone, nowNs }: ModeProps & { zone: string }) {
  const run = useLiveTask(source, 'convertBatch', [state.input, state.unit, zone], {
    enabled: state.input.trim() !== '',
  });
  const rows = run.result ?? [];
  const failed = rows.filter((row) => row.error !== '').length;
  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Batch">
        <SelectField label="Unit" options={UNIT_OPTIONS} value={state.unit} onChange={(unit) => update({ unit })} />
        <TimeZoneField label="Time zone" value={zone} onChange={(picked) => update({ zone: picked })} nowNs={nowNs} />
      </OptionsBox>
      <EditorPane
        paneId="input"
        title="Timestamps, one a line"
        value={state.input}
        onChange={(input) => update({ input })}
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
    </div>
  );
}
