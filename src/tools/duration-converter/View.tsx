import { Clock, Sigma } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  TextField,
  useNow,
  useToolState,
  type KeyValue,
  attempt,
  CopyableValue,
} from '../../kit';
import { TemporalReady } from '../../kit/TemporalReady';
import type { DurationUnit } from '../../lib/time/duration';
import { temporal } from '../../lib/time/temporal';
import { browserZone } from '../../lib/time/zones';
import { BARE_UNITS, convertDuration, SAMPLE_INPUT, type DurationResult, type MonthBasis } from './core';

const BASES: readonly MonthBasis[] = ['average', 'calendar'];

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty start is today. */
const DEFAULTS = {
  input: '',
  bareUnit: 'milliseconds' as DurationUnit,
  basis: 'average' as MonthBasis,
  start: '',
};

const RULES = { choices: { bareUnit: BARE_UNITS, basis: BASES } };

const BARE_UNIT_OPTIONS = BARE_UNITS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

const BASIS_CHOICES = [
  {
    value: 'average' as const,
    label: 'Gregorian average',
    hint: '1 month = 30.436875 days and 1 year = 365.2425 days, the average over the 400-year Gregorian cycle.',
  },
  {
    value: 'calendar' as const,
    label: 'From a start date',
    hint: 'Months and years have the length they have on the calendar from the start date (a day is 24 hours).',
  },
];

type State = typeof DEFAULTS;

export default function DurationConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <Converter state={state} update={update} />
      </TemporalReady>
    </>
  );
}

function Converter({ state, update }: { state: State; update: (change: Partial<State>) => void }) {
  const zone = useMemo(browserZone, []);
  // "Today" only matters for the calendar basis with no start date. The clock enters as the start of
  // today in the zone, so the result changes once a day, not on every tick.
  const nowMs = useNow(60_000);
  const todayStartNs = useMemo(
    () => temporal().Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).startOfDay().epochNanoseconds,
    [zone, nowMs],
  );
  const today = useMemo(
    () => temporal().Instant.fromEpochNanoseconds(todayStartNs).toZonedDateTimeISO(zone).toPlainDate().toString(),
    [zone, todayStartNs],
  );
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    return attempt(() =>
      convertDuration(state.input, {
        bareUnit: state.bareUnit,
        basis: state.basis,
        start: state.start,
        nowNs: todayStartNs,
        zone,
      }),
    );
  }, [state.input, state.bareUnit, state.basis, state.start, todayStartNs, zone]);

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Duration">
        <TextField
          label="Duration"
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="e.g. P1DT2H, 1h 30m, 90 minutes, 1:30:00"
          stacked
          hint="ISO 8601, words or symbols, h:mm:ss, or a bare number in the unit below."
          monospace
        />
        <SelectField
          label="A bare number is in"
          options={BARE_UNIT_OPTIONS}
          value={state.bareUnit}
          onChange={(bareUnit) => update({ bareUnit })}
        />
      </OptionsBox>
      <ChoiceGroup
        legend="Months and years"
        choices={BASIS_CHOICES}
        value={state.basis}
        onChange={(basis) => update({ basis })}
      />
      {state.basis === 'calendar' && (
        <TextField
          label="Start date"
          value={state.start}
          onChange={(start) => update({ start })}
          placeholder={today}
          hint={`YYYY-MM-DD; empty: today (${today}).`}
          monospace
        />
      )}
      {outcome?.error !== undefined && <ErrorAlert title="Not a duration">{outcome.error}</ErrorAlert>}
      {outcome?.value && <Result result={outcome.value} />}
    </div>
  );
}

function Result({ result }: { result: DurationResult }) {
  const forms: KeyValue[] = [
    { label: 'Balanced', value: <CopyableValue text={result.breakdown} label="Balanced breakdown" /> },
    ...(result.calendarBreakdown
      ? [
          {
            label: 'On the calendar',
            value: <CopyableValue text={result.calendarBreakdown} label="Calendar breakdown" />,
          },
        ]
      : []),
    { label: 'ISO 8601', value: <CopyableValue text={result.isoAsEntered} label="ISO 8601 duration" /> },
    {
      label: 'ISO 8601, balanced',
      value: <CopyableValue text={result.isoBalanced} label="Balanced ISO 8601 duration" />,
    },
    { label: 'In words', value: <CopyableValue text={result.humanAsEntered} label="Duration in words" /> },
    {
      label: 'In words, balanced',
      value: <CopyableValue text={result.humanBalanced} label="Balanced duration in words" />,
    },
  ];
  const totals: KeyValue[] = result.totals.map((row) => ({
    label: row.label,
    value: (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono">
          {row.exact ? '' : <span aria-label="about">≈ </span>}
          {row.value}
        </span>
        <CopyButton
          text={row.value}
          ariaLabel={`Copy ${row.label}`}
          successMessage={`${row.label} copied`}
          quietFailure
        >
          Copy
        </CopyButton>
      </span>
    ),
  }));
  return (
    <>
      <Panel title="Duration" icon={Clock} label="Conversion">
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          Read as {result.readAs}. {result.basisNote}
        </p>
        <KeyValueList label="Forms" items={forms} />
      </Panel>
      <Panel title="Total in every unit" icon={Sigma} label="Totals">
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          A day is 24 hours and a week 7 days. {result.totalsNote}
        </p>
        <KeyValueList label="Totals" items={totals} />
      </Panel>
    </>
  );
}
