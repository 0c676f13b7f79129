import { Briefcase, CalendarPlus, Hourglass, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  Panel,
  Tabs,
  TextField,
  useNow,
  useToolState,
  type Choice,
  type KeyValue,
  attempt,
} from '../../kit';
import { TimeZoneField } from '../../kit/TimeZoneField';
import { TemporalReady } from '../../kit/TemporalReady';
import type { Temporal } from '../../lib/time/temporal';
import { parseMoment } from '../../lib/time/dates';
import { browserZone } from '../../lib/time/zones';
import {
  difference,
  DURATION_FIELDS,
  durationFromFields,
  durationText,
  parseIsoDuration,
  SAMPLE_INPUT,
  shiftDate,
  WEEKDAYS,
  type DurationField,
  type Operation,
} from './core';
import { usableLocale } from '../../lib/locale';

type Mode = 'between' | 'shift';
type DurationForm = 'fields' | 'iso';

const MODES: readonly Mode[] = ['between', 'shift'];
const OPERATIONS: readonly Operation[] = ['add', 'subtract'];
const DURATION_FORMS: readonly DurationForm[] = ['fields', 'iso'];

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
  years: '',
  months: '',
  weeks: '',
  days: '',
  hours: '',
  minutes: '',
  seconds: '',
  iso: '',
  locale: '',
};

type State = typeof DEFAULTS;

const RULES = { choices: { mode: MODES, operation: OPERATIONS, durationForm: DURATION_FORMS } };

const OPERATION_CHOICES: readonly Choice<Operation>[] = [
  { value: 'add', label: 'Add' },
  { value: 'subtract', label: 'Subtract' },
];
const DURATION_FORM_CHOICES: readonly Choice<DurationForm>[] = [
  { value: 'fields', label: 'Fields' },
  { value: 'iso', label: 'ISO 8601', hint: 'Such as P1Y2M10DT2H30M, PT90M or -P1D.' },
];
const FIELD_LABELS: Record<DurationField, string> = {
  years: 'Years',
  months: 'Months',
  weeks: 'Weeks',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

export default function DateDifferenceCalculatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() =>
            update({
              input: SAMPLE_INPUT,
              holidays: SAMPLE_HOLIDAYS,
              base: '2026-01-31',
              operation: 'add',
              durationForm: 'fields',
              ...EMPTY_FIELDS,
              months: '1',
            })
          }
        />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <Calculator state={state} update={update} />
      </TemporalReady>
    </>
  );
}

const SAMPLE_HOLIDAYS = '2026-05-25 Memorial Day\n2026-07-03 Independence Day (observed)\n2026-09-07 Labor Day';
const EMPTY_FIELDS = Object.fromEntries(DURATION_FIELDS.map((field) => [field, ''])) as Record<DurationField, string>;

interface Props {
  state: State;
  update: (change: Partial<State>) => void;
}

function Calculator({ state, update }: Props) {
  const localZone = useMemo(browserZone, []);
  // Zone offsets in the pickers only change by the minute; a coarse clock is enough.
  const nowNs = BigInt(useNow(60_000)) * 1_000_000n;
  return (
    <Tabs
      label="Mode"
      selected={state.mode}
      onSelect={(mode) => update({ mode: mode as Mode })}
      tabs={[
        {
          id: 'between',
          label: 'Between two dates',
          content: <Between state={state} update={update} localZone={localZone} nowNs={nowNs} />,
        },
        {
          id: 'shift',
          label: 'Add or subtract',
          content: <Shift state={state} update={update} localZone={localZone} nowNs={nowNs} />,
        },
      ]}
    />
  );
}

interface ModeProps extends Props {
  localZone: string;
  nowNs: bigint;
}

/** A number in the locale's digits and grouping, exactly as the decimal string has it. */
function formatNumber(decimal: string, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 9 }).format(decimal as `${number}`);
}

function describeMoment(zoned: Temporal.ZonedDateTime, withTime: boolean, locale: string | undefined): string {
  return withTime
    ? zoned.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'long' })
    : zoned.toPlainDate().toLocaleString(locale, { dateStyle: 'full' });
}

function weekdayName(day: number, locale: string | undefined): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

function Between({ state, update, localZone, nowNs }: ModeProps) {
  const locale = usableLocale(state.locale);
  const startZone = state.startZone || localZone;
  const endZone = state.endZone || localZone;
  const weekend = useMemo(() => [...state.weekend].map(Number).filter((day) => day >= 1 && day <= 7), [state.weekend]);
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    return attempt(() =>
      difference(state.input, {
        startZone,
        endZone,
        includeEnd: state.includeEnd,
        weekend,
        holidays: state.holidays,
      }),
    );
  }, [state.input, startZone, endZone, state.includeEnd, weekend, state.holidays]);

  const toggleWeekday = (day: number, off: boolean) => {
    const days = new Set(weekend);
    if (off) days.add(day);
    else days.delete(day);
    update({ weekend: [...days].sort().join('') });
  };

  const result = outcome?.value;
  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Dates" stacked>
        <TextField
          label="Dates"
          value={state.input}
          onChange={(input) => update({ input })}
          rows={2}
          stacked
          monospace
          placeholder={'2026-01-15 to 2026-11-24'}
          hint="A start and an end, one a line or joined by “to”. Each is YYYY-MM-DD with an optional time: 2026-03-08 09:30."
        />
        <TimeZoneField
          label="Start time zone"
          value={startZone}
          onChange={(picked) => update({ startZone: picked })}
          nowNs={nowNs}
        />
        <TimeZoneField
          label="End time zone"
          value={endZone}
          onChange={(picked) => update({ endZone: picked })}
          nowNs={nowNs}
        />
        <CheckboxField
          label="Include the end date (count it as a whole day)"
          checked={state.includeEnd}
          onChange={(includeEnd) => update({ includeEnd })}
        />
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome?.error !== undefined && (
        <ErrorAlert title="Cannot count between these dates">{outcome.error}</ErrorAlert>
      )}
      {result && result.notes.length > 0 && (
        <Panel title="Read with care" tone="caution" icon={TriangleAlert} label="Notes">
          <ul className="list-disc pl-5 text-sm">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Panel>
      )}
      {result && (
        <Panel title={durationText(result.calendar)} icon={Hourglass} label="Difference">
          <KeyValueList
            label="Difference"
            items={[
              { label: 'From', value: describeMoment(result.start, result.hasTime, locale) },
              { label: 'To', value: describeMoment(result.end, result.hasTime, locale) },
              { label: 'Calendar', value: durationText(result.calendar) },
              { label: 'Weeks', value: durationText(result.weeks) },
              { label: 'Days', value: durationText(result.days) },
              { label: 'Hours', value: formatNumber(result.totalHours, locale) },
              { label: 'Minutes', value: formatNumber(result.totalMinutes, locale) },
              { label: 'Seconds', value: formatNumber(result.totalSeconds, locale) },
              { label: 'ISO 8601', value: <span className="font-mono">{result.calendar.toString()}</span> },
            ]}
          />
        </Panel>
      )}
      <OptionsBox legend="Business days" stacked>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="float-left mr-2 text-sm font-medium">Weekend days</legend>
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={weekdayName(day, locale)}
              checked={weekend.includes(day)}
              onChange={(off) => toggleWeekday(day, off)}
            />
          ))}
        </fieldset>
        <TextField
          label="Holidays"
          value={state.holidays}
          onChange={(holidays) => update({ holidays })}
          rows={4}
          stacked
          monospace
          placeholder={'2026-12-25 Christmas\n2027-01-01'}
          hint="One date a line, YYYY-MM-DD; anything after the date is its name."
        />
      </OptionsBox>
      {result && 'error' in result.business && (
        <ErrorAlert title="Cannot count business days">
          <span className="whitespace-pre-line">{result.business.error}</span>
        </ErrorAlert>
      )}
      {result && 'count' in result.business && (
        <Panel
          title={`${formatNumber(String(result.business.count), locale)} business days`}
          icon={Briefcase}
          label="Business days"
        >
          <KeyValueList label="Business days" items={businessItems(result.business, locale, state.includeEnd)} />
        </Panel>
      )}
    </div>
  );
}

function businessItems(
  business: { count: number; weekendDays: number; holidaysExcluded: string[] },
  locale: string | undefined,
  includeEnd: boolean,
): KeyValue[] {
  return [
    { label: 'Weekend days', value: formatNumber(String(business.weekendDays), locale) },
    {
      label: 'Holidays excluded',
      value:
        business.holidaysExcluded.length > 0
          ? business.holidaysExcluded.join(', ')
          : 'None on a business day in the range',
    },
    {
      label: 'Counted',
      value: includeEnd
        ? 'From the start date to the end date, both included'
        : 'From the start date up to the end date, not included',
    },
  ];
}

function Shift({ state, update, localZone, nowNs }: ModeProps) {
  const locale = usableLocale(state.locale);
  const zone = state.baseZone || localZone;
  const outcome = useMemo(() => {
    if (state.base.trim() === '') return null;
    return attempt(() => {
      const base = parseMoment(state.base);
      const duration =
        state.durationForm === 'iso'
          ? parseIsoDuration(state.iso)
          : durationFromFields({
              years: state.years,
              months: state.months,
              weeks: state.weeks,
              days: state.days,
              hours: state.hours,
              minutes: state.minutes,
              seconds: state.seconds,
            });
      return { base, duration, shifted: shiftDate(base, zone, duration, state.operation) };
    });
  }, [state, zone]);

  const result = outcome?.value;
  const sign = state.operation === 'add' ? '+' : '−';
  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Start" stacked>
        <TextField
          label="Start date"
          value={state.base}
          onChange={(base) => update({ base })}
          monospace
          placeholder="2026-01-31"
          hint="YYYY-MM-DD, with an optional time: 2026-03-07 12:00."
        />
        <TimeZoneField
          label="Time zone"
          value={zone}
          onChange={(picked) => update({ baseZone: picked })}
          nowNs={nowNs}
        />
        <ChoiceGroup
          legend="Operation"
          choices={OPERATION_CHOICES}
          value={state.operation}
          onChange={(operation) => update({ operation })}
          inline
        />
      </OptionsBox>
      <OptionsBox legend="Duration" stacked>
        <ChoiceGroup
          legend="Write it as"
          choices={DURATION_FORM_CHOICES}
          value={state.durationForm}
          onChange={(durationForm) => update({ durationForm })}
          inline
        />
        {state.durationForm === 'iso' ? (
          <TextField
            label="ISO 8601 duration"
            value={state.iso}
            onChange={(iso) => update({ iso })}
            monospace
            placeholder="P1Y2M10DT2H30M"
          />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {DURATION_FIELDS.map((field) => (
              <TextField
                key={field}
                label={FIELD_LABELS[field]}
                value={state[field]}
                onChange={(value) => update({ [field]: value })}
                stacked
                monospace
                placeholder="0"
              />
            ))}
          </div>
        )}
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Cannot work out this date">{outcome.error}</ErrorAlert>}
      {result && (
        <Panel title="Result" icon={CalendarPlus} label="Result">
          {result.shifted.clamped && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50">
              {result.shifted.clamped}
            </p>
          )}
          {result.shifted.notes.map((note) => (
            <p key={note} className="text-sm">
              {note}
            </p>
          ))}
          <KeyValueList
            label="Result"
            items={[
              {
                label: 'Calculation',
                value: (
                  <span className="font-mono">
                    {state.base.trim()} {sign} {result.duration.toString()} ={' '}
                    {result.shifted.zoned
                      ? result.shifted.zoned.toString({ timeZoneName: 'never' })
                      : result.shifted.date.toString()}
                  </span>
                ),
              },
              {
                label: 'Date',
                value: result.shifted.zoned
                  ? describeMoment(result.shifted.zoned, true, locale)
                  : result.shifted.date.toLocaleString(locale, { dateStyle: 'full' }),
              },
              ...(result.shifted.zoned
                ? [{ label: 'ISO 8601', value: <span className="font-mono">{result.shifted.zoned.toString()}</span> }]
                : [{ label: 'ISO 8601', value: <span className="font-mono">{result.shifted.date.toString()}</span> }]),
              { label: 'Duration', value: durationText(result.duration) },
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
