import {
  amountToUnits,
  DURATION_UNITS,
  formatHumanDuration,
  formatIsoDuration,
  parseDuration,
  type DurationForm,
  type DurationUnit,
  type DurationValue,
} from '../../lib/time/duration';
import { temporal } from '../../lib/time/temporal';
import type { ResultRow } from '../../lib/result-row';
import { ToolError } from '../../lib/tool-error';

export const SAMPLE_INPUT = 'P1Y2M10DT2H30M';

/** How months and years become days: by the Gregorian average, or on the calendar from a start date. */
export type MonthBasis = 'average' | 'calendar';

/** The units a bare number may be in. */
export const BARE_UNITS: readonly DurationUnit[] = [
  'nanoseconds',
  'microseconds',
  'milliseconds',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
];

const NS_PER_SECOND = 1_000_000_000n;

/** Nanoseconds in each unit of fixed length; a day is 24 hours, as durations count it. */
export const FIXED_NS: Record<Exclude<DurationUnit, 'years' | 'months'>, bigint> = {
  weeks: 7n * 86_400n * NS_PER_SECOND,
  days: 86_400n * NS_PER_SECOND,
  hours: 3_600n * NS_PER_SECOND,
  minutes: 60n * NS_PER_SECOND,
  seconds: NS_PER_SECOND,
  milliseconds: 1_000_000n,
  microseconds: 1_000n,
  nanoseconds: 1n,
};

/**
 * The Gregorian averages: 400 years have 146,097 days, so a year is 365.2425 days (31,556,952 s) and a
 * month a twelfth of it, 30.436875 days (2,629,746 s). Both are whole seconds, so totals stay exact.
 */
export const AVERAGE_NS = {
  years: 31_556_952n * NS_PER_SECOND,
  months: 2_629_746n * NS_PER_SECOND,
} as const;

const LABELS: Record<DurationUnit, string> = {
  years: 'Years',
  months: 'Months',
  weeks: 'Weeks',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Milliseconds',
  microseconds: 'Microseconds',
  nanoseconds: 'Nanoseconds',
};

const FORM_LABELS: Record<DurationForm, string> = {
  iso: 'an ISO 8601 duration',
  words: 'a duration in words',
  clock: 'clock notation (h:mm:ss)',
  number: 'a bare number',
};

/** A total in one unit: exact where the decimal ends, otherwise rounded (and marked so). */
export interface UnitTotal {
  unit: DurationUnit;
  label: string;
  value: string;
  exact: boolean;
}

export interface DurationResult {
  value: DurationValue;
  /** How the input was read, in words: "an ISO 8601 duration". */
  readAs: string;
  /** The whole duration in nanoseconds, exact. */
  totalNs: bigint;
  /** How months and years were counted, in a sentence; null when the duration has none. */
  basisNote: string | null;
  totals: UnitTotal[];
  /** How the months and years totals are counted, in a sentence. */
  totalsNote: string;
  /** `1 d 2 h 3 min 4 s`: days and smaller units, balanced. */
  breakdown: string;
  /** On the calendar from the start date: `1 y 2 mo 10 d 2 h 30 min`; null in average mode. */
  calendarBreakdown: string | null;
  isoAsEntered: string;
  isoBalanced: string;
  humanAsEntered: string;
  humanBalanced: string;
}

/** A decimal `value` / `divisor`, exact when it ends within `places` places, else rounded half up and marked. */
export function divideExactly(value: bigint, divisor: bigint, places = 12): { text: string; exact: boolean } {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / divisor;
  let remainder = magnitude % divisor;
  let fraction = '';
  while (remainder !== 0n && fraction.length < places) {
    remainder *= 10n;
    fraction += (remainder / divisor).toString();
    remainder %= divisor;
  }
  const exact = remainder === 0n;
  let digits = BigInt(`${whole}${fraction}`);
  if (!exact && remainder * 2n >= divisor) digits += 1n;
  let text = digits.toString().padStart(fraction.length + 1, '0');
  if (fraction.length > 0) {
    text = `${text.slice(0, -fraction.length)}.${text.slice(-fraction.length)}`.replace(/\.?0+$/, '');
  }
  return { text: `${negative && text !== '0' ? '-' : ''}${text}`, exact };
}

/** The exact nanoseconds of the units of fixed length (weeks and smaller); fractions of a nanosecond throw. */
function fixedNanoseconds(value: DurationValue): bigint {
  let total = 0n;
  for (const unit of DURATION_UNITS) {
    if (unit === 'years' || unit === 'months') continue;
    const amount = value.amounts[unit];
    if (amount === undefined) continue;
    const { digits, scale } = amountToUnits(amount, FIXED_NS[unit]);
    const divisor = 10n ** BigInt(scale);
    if (digits % divisor !== 0n)
      throw new ToolError(`${amount} ${unit} is not a whole number of nanoseconds: nanoseconds are the smallest unit.`);
    total += digits / divisor;
  }
  return total;
}

function averageNanoseconds(amount: string | undefined, perUnit: bigint, unit: string): bigint {
  if (amount === undefined) return 0n;
  const { digits, scale } = amountToUnits(amount, perUnit);
  const divisor = 10n ** BigInt(scale);
  if (digits % divisor !== 0n) throw new ToolError(`${amount} ${unit} is not a whole number of nanoseconds.`);
  return digits / divisor;
}

/** The balanced breakdown of a number of nanoseconds: days and smaller, zero units left out. */
export function balance(totalNs: bigint): DurationValue {
  const negative = totalNs < 0n;
  let rest = negative ? -totalNs : totalNs;
  const amounts: Partial<Record<DurationUnit, string>> = {};
  for (const unit of ['days', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'nanoseconds'] as const) {
    const count = rest / FIXED_NS[unit];
    rest %= FIXED_NS[unit];
    if (count !== 0n) amounts[unit] = count.toString();
  }
  return { negative: negative && Object.keys(amounts).length > 0, amounts };
}

/** The start date, checked: `YYYY-MM-DD`, or today in `zone` at `nowNs` when empty. */
export function startDate(text: string, nowNs: bigint, zone: string) {
  const Temporal = temporal();
  const trimmed = text.trim();
  if (trimmed === '') return Temporal.Instant.fromEpochNanoseconds(nowNs).toZonedDateTimeISO(zone).toPlainDate();
  const match = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) throw new ToolError(`Start date "${trimmed}" is not a date: write it as YYYY-MM-DD, such as 2026-11-24.`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) throw new ToolError(`Start date ${trimmed}: month ${month} is out of range 1–12.`);
  const daysInMonth = Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
  if (day < 1 || day > daysInMonth) {
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, month - 1, 1),
    );
    throw new ToolError(`Start date ${trimmed}: ${monthName} ${year} has ${daysInMonth} days.`);
  }
  return Temporal.PlainDate.from({ year, month, day });
}

type PlainDate = ReturnType<typeof startDate>;

/** The years and months as a Temporal duration added to a date: where it lands, with days in between. */
function calendarNanoseconds(value: DurationValue, start: PlainDate): { ns: bigint; end: PlainDate } {
  const { years = '0', months = '0' } = value.amounts;
  if (years.includes('.') || months.includes('.'))
    throw new ToolError(
      'Fractions of a year or month have no length on the calendar: choose the Gregorian average, or write whole years and months.',
    );
  const sign = value.negative ? -1 : 1;
  const end = start.add({ years: sign * Number(years), months: sign * Number(months) });
  const days = start.until(end, { largestUnit: 'days' }).days;
  return { ns: BigInt(days) * FIXED_NS.days * (value.negative ? -1n : 1n), end };
}

/** A number of nanoseconds as a Temporal duration of days and nanoseconds, each within Temporal's range. */
function asTemporalDuration(totalNs: bigint) {
  const days = totalNs / FIXED_NS.days;
  return temporal().Duration.from({ days: Number(days), nanoseconds: Number(totalNs - days * FIXED_NS.days) });
}

/** The duration in months or years on the calendar from `start`: Temporal counts the last one's fraction. */
function calendarTotal(totalNs: bigint, unit: 'years' | 'months', start: PlainDate): { value: string; exact: boolean } {
  const total = asTemporalDuration(totalNs).total({ unit, relativeTo: start.toPlainDateTime() });
  if (Number.isInteger(total)) return { value: String(total), exact: true };
  return { value: String(Number(total.toFixed(10))), exact: false };
}

/** The duration on the calendar from `start`, in years, months, days and smaller units. */
export function calendarParts(totalNs: bigint, start: PlainDate): DurationValue {
  const from = start.toPlainDateTime();
  const parts = from.until(from.add(asTemporalDuration(totalNs)), { largestUnit: 'years' });
  const amounts: Partial<Record<DurationUnit, string>> = {};
  for (const unit of DURATION_UNITS) {
    const amount = Math.abs(parts[unit]);
    if (amount !== 0) amounts[unit] = String(amount);
  }
  return { negative: parts.sign < 0, amounts };
}

/** Temporal's RangeError for a date past its range, as a message about the duration. */
function withinRange<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError)
      throw new ToolError(
        'From the start date, this duration ends outside the range of dates (about 271,821 BC to AD 275,760): choose the Gregorian average.',
      );
    throw error;
  }
}

export interface ConvertOptions {
  bareUnit: DurationUnit;
  basis: MonthBasis;
  /** `YYYY-MM-DD`, or empty for today. */
  start: string;
  nowNs: bigint;
  /** The zone "today" is in. */
  zone: string;
}

/** Reads a duration and works out everything the screen shows of it. */
export function convertDuration(input: string, options: ConvertOptions): DurationResult {
  const text = input.trim();
  if (text === '') throw new ToolError('Enter a duration, such as P1DT2H, 1h 30m, 90 minutes or 1:30:00.');
  const { value, form } = parseDuration(text, { bareUnit: options.bareUnit });
  const signed = (ns: bigint) => (value.negative ? -ns : ns);
  const fixedNs = signed(fixedNanoseconds(value));
  const hasCalendarUnits = value.amounts.years !== undefined || value.amounts.months !== undefined;
  let calendarNs: bigint;
  let basisNote: string | null = null;
  let calendarBreakdown: string | null = null;
  let start: PlainDate | null = null;
  if (options.basis === 'average') {
    calendarNs = signed(
      averageNanoseconds(value.amounts.years, AVERAGE_NS.years, 'years') +
        averageNanoseconds(value.amounts.months, AVERAGE_NS.months, 'months'),
    );
    if (hasCalendarUnits)
      basisNote =
        'Months and years are Gregorian averages: 1 month = 30.436875 days, 1 year = 365.2425 days (12 months).';
  } else {
    start = startDate(options.start, options.nowNs, options.zone);
    const counted = withinRange(() => calendarNanoseconds(value, start!));
    calendarNs = counted.ns;
    if (hasCalendarUnits) {
      const span = `${formatHumanDuration({ negative: false, amounts: { years: value.amounts.years, months: value.amounts.months } })}`;
      basisNote = `Months and years are counted on the calendar from ${start.toString()}: ${value.negative ? 'back ' : ''}${span} ends on ${counted.end.toString()}, ${Math.abs(Number(calendarNs / FIXED_NS.days))} days${value.negative ? ' earlier' : ' later'}.`;
    }
  }
  const totalNs = fixedNs + calendarNs;
  const totals: UnitTotal[] = DURATION_UNITS.map((unit) => {
    if (unit === 'years' || unit === 'months') {
      if (start) return { unit, label: LABELS[unit], ...withinRange(() => calendarTotal(totalNs, unit, start!)) };
      const { text: valueText, exact } = divideExactly(totalNs, AVERAGE_NS[unit]);
      return { unit, label: LABELS[unit], value: valueText, exact };
    }
    const { text: valueText, exact } = divideExactly(totalNs, FIXED_NS[unit]);
    return { unit, label: LABELS[unit], value: valueText, exact };
  });
  const balanced = balance(totalNs);
  if (start)
    calendarBreakdown = formatHumanDuration(
      withinRange(() => calendarParts(totalNs, start!)),
      { short: true },
    );
  return {
    value,
    totalsNote: start
      ? `Months and years are counted on the calendar from ${start.toString()}; a fraction of the last one is part of its length.`
      : 'Months and years are Gregorian averages: 1 month = 30.436875 days, 1 year = 365.2425 days.',
    readAs: form === 'number' ? `a bare number of ${options.bareUnit}` : FORM_LABELS[form],
    totalNs,
    basisNote,
    totals,
    breakdown: formatHumanDuration(balanced, { short: true }),
    calendarBreakdown,
    isoAsEntered: formatIsoDuration(value),
    isoBalanced: formatIsoDuration(balanced),
    humanAsEntered: formatHumanDuration(value),
    humanBalanced: formatHumanDuration(balanced),
  };
}

/** The duration's forms as rows, each with a Copy button named for what it copies. */
export function formRows(result: DurationResult): ResultRow[] {
  const calendar = result.calendarBreakdown;
  return [
    { label: 'Balanced', value: result.breakdown, copy: 'Balanced breakdown' },
    ...(calendar ? [{ label: 'On the calendar', value: calendar, copy: 'Calendar breakdown' }] : []),
    { label: 'ISO 8601', value: result.isoAsEntered, copy: 'ISO 8601 duration' },
    { label: 'ISO 8601, balanced', value: result.isoBalanced, copy: 'Balanced ISO 8601 duration' },
    { label: 'In words', value: result.humanAsEntered, copy: 'Duration in words' },
    { label: 'In words, balanced', value: result.humanBalanced, copy: 'Balanced duration in words' },
  ];
}

/** The totals as rows to copy, a rounded one marked as about its value. */
export function totalRows(result: DurationResult): ResultRow[] {
  return result.totals.map(({ label, value, exact }) => ({ label, value, copy: true, about: !exact }));
}
