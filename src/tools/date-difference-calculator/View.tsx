import { Briefcase, CalendarPlus, Hourglass } from 'lucide-react';
import { useMemo } from 'react';
import { CheckboxGroup, ErrorAlert } from '../../kit';
import type { Choice } from '../../kit';
import {
  CautionNotes,
  DateScreen,
  Outcome,
  readUnlessBlank,
  ResultPanel,
  useZone,
  checkInput,
  choiceInput,
  LOCALE_INPUT,
  textInput,
  useLocale,
  zoneInput,
  DateInputs,
  ModeTabs,
  type DateBodyProps,
  type DateInput,
  type ModeTab,
} from '../../kit/datetime';
import { parseMoment } from '../../lib/time/dates';
import {
  businessResult,
  difference,
  differenceRows,
  DURATION_FIELDS,
  durationFromFields,
  durationText,
  parseIsoDuration,
  SAMPLE_INPUT,
  shiftDate,
  shiftRows,
  WEEKDAYS,
  weekdayName,
  type Difference,
  type DurationField,
  type Operation,
} from './core';

type Mode = 'between' | 'shift';
const EMPTY_FIELDS = Object.fromEntries(DURATION_FIELDS.map((field) => [field, ''])) as Record<DurationField, string>;
type DurationForm = 'fields' | 'iso';

/**
 * The tool's state, declared once. `input` holds both dates ("2026-01-15 to 2026-11-24", or one a line), so a
 * pasted or handed-over pair fills the tool in one go. Empty zones are the browser's own; `weekend` holds the
 * ISO numbers of the weekend days (Monday 1 … Sunday 7).
 */
const DEFAULTS = {
  mode: 'between' as Mode,
  input: '',
  startZone: '',
  endZone: '',
  includeEnd: false,
  weekend: '67',
  holidays: '',
  base: '',
  baseZone: '',
  operation: 'add' as Operation,
  durationForm: 'fields' as DurationForm,
  ...EMPTY_FIELDS,
  iso: '',
  locale: '',
};
const RULES = {
  choices: {
    mode: ['between', 'shift'] as Mode[],
    operation: ['add', 'subtract'] as Operation[],
    durationForm: ['fields', 'iso'] as DurationForm[],
  },
};

type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

const OPERATION_CHOICES: readonly Choice<Operation>[] = [
  { value: 'add', label: 'Add' },
  { value: 'subtract', label: 'Subtract' },
];
const DURATION_FORM_CHOICES: readonly Choice<DurationForm>[] = [
  { value: 'fields', label: 'Fields' },
  { value: 'iso', label: 'ISO 8601', hint: 'Such as P1Y2M10DT2H30M, PT90M or -P1D.' },
];

const SAMPLE = {
  input: SAMPLE_INPUT,
  holidays: '2026-05-25 Memorial Day\n2026-07-03 Independence Day (observed)\n2026-09-07 Labor Day',
  base: '2026-01-31',
  operation: 'add' as Operation,
  durationForm: 'fields' as DurationForm,
  ...EMPTY_FIELDS,
  months: '1',
};

export default function DateDifferenceCalculatorView() {
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={SAMPLE} body={Calculator} />;
}

function Calculator(props: Props) {
  const modes: readonly ModeTab<State>[] = [
    ['between', 'Between two dates', Between],
    ['shift', 'Add or subtract', Shift],
  ];
  return <ModeTabs label="Mode" modes={modes} {...props} />;
}

const BETWEEN_INPUTS: readonly DateInput<State>[] = [
  textInput(
    'input',
    'Dates',
    '2026-01-15 to 2026-11-24',
    'A start and an end, one a line or joined by “to”. Each is YYYY-MM-DD with an optional time: 2026-03-08 09:30.',
    { rows: 2, stacked: true },
  ),
  zoneInput('startZone', 'Start time zone'),
  zoneInput('endZone', 'End time zone'),
  checkInput('includeEnd', 'Include the end date (count it as a whole day)'),
  LOCALE_INPUT,
];
const HOLIDAYS = textInput<State>(
  'holidays',
  'Holidays',
  '2026-12-25 Christmas\n2027-01-01',
  'One date a line, YYYY-MM-DD; anything after the date is its name.',
  { rows: 4, stacked: true },
);

function Between(props: Props) {
  const { state, update } = props;
  const locale = useLocale(state.locale);
  const startZone = useZone(state.startZone);
  const endZone = useZone(state.endZone);
  const { input, includeEnd, holidays } = state;
  const weekend = useMemo(() => [...state.weekend].map(Number).filter((day) => day >= 1 && day <= 7), [state.weekend]);
  const outcome = useMemo(
    () => readUnlessBlank(input, () => difference(input, { startZone, endZone, includeEnd, weekend, holidays })),
    [input, startZone, endZone, includeEnd, weekend, holidays],
  );
  const weekendDays = (
    <CheckboxGroup
      legend="Weekend days"
      choices={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, locale) }))}
      value={weekend}
      onChange={(days) => update({ weekend: days.join('') })}
    />
  );
  return (
    <>
      <DateInputs legend="Dates" stacked inputs={BETWEEN_INPUTS} {...props} />
      <Outcome of={outcome} errorTitle="Cannot count between these dates">
        {(result) => (
          <>
            <CautionNotes notes={result.notes} />
            <ResultPanel
              title={durationText(result.calendar)}
              icon={Hourglass}
              label="Difference"
              announce={durationText(result.calendar)}
              items={differenceRows(result, locale)}
            />
          </>
        )}
      </Outcome>
      <DateInputs legend="Business days" stacked lead={weekendDays} inputs={[HOLIDAYS]} {...props} />
      {outcome?.value && <BusinessDays business={outcome.value.business} locale={locale} includeEnd={includeEnd} />}
    </>
  );
}

type Business = Difference['business'];

function BusinessDays({ business, locale, includeEnd }: { business: Business; locale?: string; includeEnd: boolean }) {
  if ('error' in business)
    return (
      <ErrorAlert title="Cannot count business days">
        <span className="whitespace-pre-line">{business.error}</span>
      </ErrorAlert>
    );
  const { title, rows } = businessResult(business, includeEnd, locale);
  return <ResultPanel title={title} icon={Briefcase} label="Business days" items={rows} announce={title} />;
}

const START_INPUTS: readonly DateInput<State>[] = [
  textInput('base', 'Start date', '2026-01-31', 'YYYY-MM-DD, with an optional time: 2026-03-07 12:00.'),
  zoneInput('baseZone'),
  choiceInput('operation', 'Operation', OPERATION_CHOICES, true),
];
const FORM_INPUTS = [choiceInput<State>('durationForm', 'Write it as', DURATION_FORM_CHOICES, true)];
const ISO_INPUTS = [...FORM_INPUTS, textInput<State>('iso', 'ISO 8601 duration', 'P1Y2M10DT2H30M')];
/** The duration's fields, four a row from the small breakpoint up. */
const FIELD_INPUTS = DURATION_FIELDS.map((field) =>
  textInput<State>(field, field[0]!.toUpperCase() + field.slice(1), '0', undefined, { stacked: true }),
);

function Shift(props: Props) {
  const { state } = props;
  const locale = useLocale(state.locale);
  const zone = useZone(state.baseZone);
  const outcome = useMemo(
    () =>
      readUnlessBlank(state.base, () => {
        const base = parseMoment(state.base);
        const duration = state.durationForm === 'iso' ? parseIsoDuration(state.iso) : durationFromFields(state);
        return { duration, shifted: shiftDate(base, zone, duration, state.operation) };
      }),
    [state, zone],
  );
  const isoForm = state.durationForm === 'iso';
  return (
    <>
      <DateInputs legend="Start" stacked inputs={START_INPUTS} {...props} />
      <DateInputs legend="Duration" stacked inputs={isoForm ? ISO_INPUTS : FORM_INPUTS} {...props}>
        {!isoForm && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <DateInputs inputs={FIELD_INPUTS} {...props} />
          </div>
        )}
        <DateInputs inputs={[LOCALE_INPUT]} {...props} />
      </DateInputs>
      <Outcome of={outcome} errorTitle="Cannot work out this date">
        {({ duration, shifted }) => (
          <ResultPanel
            title="Result"
            icon={CalendarPlus}
            label="Result"
            items={shiftRows(state.base, state.operation, duration, shifted, locale)}
          >
            {shifted.clamped && (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50">
                {shifted.clamped}
              </p>
            )}
            {shifted.notes.map((note) => (
              <p key={note} className="text-sm">
                {note}
              </p>
            ))}
          </ResultPanel>
        )}
      </Outcome>
    </>
  );
}
