import { Clock, Sigma } from 'lucide-react';
import { useMemo } from 'react';
import {
  choiceInput,
  DateInputs,
  DateScreen,
  selectInput,
  textInput,
  type DateInput,
  Outcome,
  readUnlessBlank,
  ResultPanel,
  useClock,
  type DateBodyProps,
} from '../../kit/datetime';
import type { DurationUnit } from '../../lib/time/duration';
import { temporal } from '../../lib/time/temporal';
import { BARE_UNITS, convertDuration, formRows, SAMPLE_INPUT, totalRows } from './core';
import type { DurationResult, MonthBasis } from './core';

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty start is today. */
const DEFAULTS = { input: '', bareUnit: 'milliseconds' as DurationUnit, basis: 'average' as MonthBasis, start: '' };
const BASES: readonly MonthBasis[] = ['average', 'calendar'];
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

const INPUTS: readonly DateInput<State>[] = [
  textInput(
    'input',
    'Duration',
    'e.g. P1DT2H, 1h 30m, 90 minutes, 1:30:00',
    'ISO 8601, words or symbols, h:mm:ss, or a bare number in the unit below.',
    { stacked: true },
  ),
  selectInput('bareUnit', 'A bare number is in', BARE_UNIT_OPTIONS),
];
const BASIS = choiceInput<State>('basis', 'Months and years', BASIS_CHOICES);

export default function DurationConverterView() {
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={{ input: SAMPLE_INPUT }} body={Converter} />;
}

/**
 * "Today" only matters for the calendar basis with no start date. The clock enters as the start of today in
 * the browser's zone, so the result changes once a day, not on every tick.
 */
function useToday(): { zone: string; startNs: bigint; date: string } {
  const { localZone: zone, nowMs } = useClock();
  const startNs = useMemo(
    () => temporal().Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).startOfDay().epochNanoseconds,
    [zone, nowMs],
  );
  const date = useMemo(
    () => temporal().Instant.fromEpochNanoseconds(startNs).toZonedDateTimeISO(zone).toPlainDate().toString(),
    [zone, startNs],
  );
  return { zone, startNs, date };
}

function Converter(props: DateBodyProps<State>) {
  const today = useToday();
  const { input, bareUnit, basis, start } = props.state;
  const outcome = useMemo(
    () =>
      readUnlessBlank(input, () =>
        convertDuration(input, { bareUnit, basis, start, nowNs: today.startNs, zone: today.zone }),
      ),
    [input, bareUnit, basis, start, today.startNs, today.zone],
  );
  const startInput = textInput<State>('start', 'Start date', today.date, `YYYY-MM-DD; empty: today (${today.date}).`);
  return (
    <>
      <DateInputs legend="Duration" inputs={INPUTS} {...props} />
      <DateInputs inputs={basis === 'calendar' ? [BASIS, startInput] : [BASIS]} {...props} />
      <Outcome of={outcome} errorTitle="Not a duration">
        {(result) => <Result result={result} />}
      </Outcome>
    </>
  );
}

function Result({ result }: { result: DurationResult }) {
  return (
    <>
      <ResultPanel
        title="Duration"
        icon={Clock}
        label="Conversion"
        note={`Read as ${result.readAs}. ${result.basisNote}`}
        items={formRows(result)}
        announce={result.breakdown}
      />
      <ResultPanel
        title="Total in every unit"
        icon={Sigma}
        label="Totals"
        note={`A day is 24 hours and a week 7 days. ${result.totalsNote}`}
        items={totalRows(result)}
      />
    </>
  );
}
