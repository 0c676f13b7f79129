import { temporal, type Temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import { monthName, parseDate, parseMoment, type LocalMoment } from '../../lib/time/dates';
import { placeInZone } from '../../lib/time/local-time';
import { formatNumber } from '../../lib/time/format';
import type { ResultRow } from '../../lib/result-row';

/** What Load Sample puts in the Dates field, and what the detector recognises. */
export const SAMPLE_INPUT = '2026-01-15 to 2026-11-24';

/** Between two dates: a line break, "to", "and", "through", or a dash (an en or em dash, or " - "). */
const SEPARATOR = /\s*(?:\r\n|\n|\r|\s(?:to|and|through|thru)\s|[–—]|\s-\s|\.\.)\s*/i;
const LEAD_IN = /^(?:from|between)\s+/i;

/** The start and end texts of "2026-01-15 to 2026-11-24", "between A and B", "A – B" or two lines. */
export function splitRange(input: string): [string, string] {
  const text = input.trim().replace(LEAD_IN, '');
  if (text === '') throw new ToolError('Enter two dates, such as 2026-01-15 to 2026-11-24.');
  const parts = text.split(SEPARATOR).filter((part) => part.trim() !== '');
  if (parts.length === 1)
    throw new ToolError(
      `Only one date here ("${parts[0]!.trim()}"). Add the end date, one a line or after “to”: 2026-01-15 to 2026-11-24.`,
    );
  if (parts.length > 2)
    throw new ToolError(`${parts.length} dates here. Write two: a start and an end, such as 2026-01-15 to 2026-11-24.`);
  return [parts[0]!.trim(), parts[1]!.trim()];
}

/** ISO weekday numbers, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_WEEKEND: readonly number[] = [6, 7];

export interface DifferenceOptions {
  startZone: string;
  endZone: string;
  /** Count the end date as a whole day (date-only ends): 2026-01-01 to 2026-01-01 is then 1 day. */
  includeEnd: boolean;
  /** ISO weekdays that are not business days. */
  weekend: readonly number[];
  /** Holidays, one date a line. */
  holidays: string;
}

export interface BusinessDays {
  count: number;
  weekendDays: number;
  /** The listed holidays that fell on a business day in the range, in order. */
  holidaysExcluded: string[];
}

export interface Difference {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
  /** Whether the end came before the start (the result counts from the earlier to the later). */
  swapped: boolean;
  hasTime: boolean;
  notes: string[];
  /** Years, months and days as a calendar counts them, then any hours, minutes and seconds. */
  calendar: Temporal.Duration;
  /** Weeks and days (and time) as the calendar counts them. */
  weeks: Temporal.Duration;
  /** Calendar days (and time). */
  days: Temporal.Duration;
  /** Exact elapsed time, as decimal strings: a 23-hour DST day is 23 hours. */
  totalHours: string;
  totalMinutes: string;
  totalSeconds: string;
  business: BusinessDays | { error: string };
}

const NS_PER = { hour: 3_600_000_000_000n, minute: 60_000_000_000n, second: 1_000_000_000n };

/** `ns` / `per` as a decimal string, to at most nine places (rounded half up), without trailing zeros. */
export function exactQuotient(ns: bigint, per: bigint): string {
  const negative = ns < 0n;
  const magnitude = negative ? -ns : ns;
  const PLACES = 1_000_000_000n;
  const scaled = (magnitude * PLACES * 2n + per) / (per * 2n);
  const whole = scaled / PLACES;
  const fraction = (scaled % PLACES).toString().padStart(9, '0').replace(/0+$/, '');
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Holidays, one date a line (anything after the date is its name; blank lines and # comments are skipped). */
export function parseHolidays(text: string): { dates: Temporal.PlainDate[]; problems: string[] } {
  const dates: Temporal.PlainDate[] = [];
  const problems: string[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const dateText = line.split(/\s+/)[0]!;
    try {
      dates.push(parseDate(dateText));
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      problems.push(`Line ${index + 1}: ${error.message}`);
    }
  });
  return { dates, problems };
}

/**
 * Business days from `from` up to but not including `to`: every day but the weekend days and the holidays.
 * Whole weeks are counted at once, so a range of centuries costs no more than a month.
 */
export function countBusinessDays(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  weekend: readonly number[],
  holidays: readonly Temporal.PlainDate[],
): BusinessDays {
  const Temporal = temporal();
  const off = new Set(weekend);
  const totalDays = Math.max(0, from.until(to, { largestUnit: 'days' }).days);
  const fullWeeks = Math.floor(totalDays / 7);
  let count = fullWeeks * (7 - off.size);
  let weekendDays = fullWeeks * off.size;
  for (
    let day = from.add({ days: fullWeeks * 7 });
    Temporal.PlainDate.compare(day, to) < 0;
    day = day.add({ days: 1 })
  ) {
    if (off.has(day.dayOfWeek)) weekendDays += 1;
    else count += 1;
  }
  const seen = new Set<string>();
  const holidaysExcluded = holidays
    .filter((holiday) => {
      const key = holiday.toString();
      if (seen.has(key)) return false;
      seen.add(key);
      return (
        Temporal.PlainDate.compare(holiday, from) >= 0 &&
        Temporal.PlainDate.compare(holiday, to) < 0 &&
        !off.has(holiday.dayOfWeek)
      );
    })
    .sort(Temporal.PlainDate.compare)
    .map(String);
  return { count: count - holidaysExcluded.length, weekendDays, holidaysExcluded };
}

/** Everything the screen shows about the span between two dates or date-times. */
export function difference(input: string, options: DifferenceOptions): Difference {
  const Temporal = temporal();
  const [startText, endText] = splitRange(input);
  const startMoment = parseMoment(startText);
  const endMoment = parseMoment(endText);
  const hasTime = startMoment.time !== null || endMoment.time !== null;
  const notes: string[] = [];
  const first = placeInZone(startMoment, options.startZone);
  const second = placeInZone(endMoment, options.endZone);
  for (const placed of [first, second]) if (placed.note) notes.push(placed.note);

  const swapped = Temporal.ZonedDateTime.compare(first.zoned, second.zoned) > 0;
  const [earlier, later] = swapped ? [second, first] : [first, second];
  const [earlierMoment, laterMoment] = swapped ? [endMoment, startMoment] : [startMoment, endMoment];
  if (swapped) notes.push('The end is before the start: the difference is counted from the end to the start.');

  const start = earlier.zoned;
  let end = later.zoned;
  if (options.includeEnd) {
    if (laterMoment.time === null) end = end.add({ days: 1 }).startOfDay();
    else notes.push('“Include the end date” counts whole days, so it does not apply to an end with a time.');
  }
  // A calendar counts months in one zone: the end is seen in the start's zone when they differ.
  if (start.timeZoneId !== end.timeZoneId) {
    notes.push(
      `The end is seen in ${start.timeZoneId} (${end.withTimeZone(start.timeZoneId).toPlainDateTime().toString().replace('T', ' ')}) to count calendar days and months; the hours are exact either way.`,
    );
    end = end.withTimeZone(start.timeZoneId);
  }
  const elapsed = end.epochNanoseconds - start.epochNanoseconds;

  const { dates, problems } = parseHolidays(options.holidays);
  let business: Difference['business'];
  if (problems.length > 0) business = { error: problems.join('\n') };
  else if (options.weekend.length === 7) business = { error: 'Every day of the week is a weekend day: untick one.' };
  else {
    const lastDate = laterMoment.date.add({ days: options.includeEnd && laterMoment.time === null ? 1 : 0 });
    // Dates as written, not as placed: a day whose midnight DST skips is still that day.
    business = countBusinessDays(earlierMoment.date, lastDate, options.weekend, dates);
  }

  return {
    start: earlier.zoned,
    end: later.zoned,
    swapped,
    hasTime,
    notes,
    calendar: start.until(end, { largestUnit: 'years' }),
    weeks: start.until(end, { largestUnit: 'weeks' }),
    days: start.until(end, { largestUnit: 'days' }),
    totalHours: exactQuotient(elapsed, NS_PER.hour),
    totalMinutes: exactQuotient(elapsed, NS_PER.minute),
    totalSeconds: exactQuotient(elapsed, NS_PER.second),
    business,
  };
}

/** "1 year, 10 months, 9 days"; "0 days" for nothing. */
export function durationText(duration: Temporal.Duration): string {
  const parts: [number, string][] = [
    [duration.years, 'year'],
    [duration.months, 'month'],
    [duration.weeks, 'week'],
    [duration.days, 'day'],
    [duration.hours, 'hour'],
    [duration.minutes, 'minute'],
    [
      duration.seconds + duration.milliseconds / 1e3 + duration.microseconds / 1e6 + duration.nanoseconds / 1e9,
      'second',
    ],
  ];
  const shown = parts
    .filter(([value]) => value !== 0)
    .map(([value, unit]) => `${Math.abs(value)} ${unit}${Math.abs(value) === 1 ? '' : 's'}`);
  return shown.length > 0 ? shown.join(', ') : '0 days';
}

/** A moment as the results write it: its full date, with its time and zone where it has a time. */
export function describeMoment(zoned: Temporal.ZonedDateTime, withTime: boolean, locale: string | undefined): string {
  return withTime
    ? zoned.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'long' })
    : zoned.toPlainDate().toLocaleString(locale, { dateStyle: 'full' });
}

/** An ISO weekday's short name in the locale: 1 is "Mon" in English. */
export function weekdayName(day: number, locale: string | undefined): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** The difference's rows: the two moments, the difference in calendar units, and the totals. */
export function differenceRows(result: Difference, locale: string | undefined): ResultRow[] {
  return [
    { label: 'From', value: describeMoment(result.start, result.hasTime, locale) },
    { label: 'To', value: describeMoment(result.end, result.hasTime, locale) },
    { label: 'Calendar', value: durationText(result.calendar) },
    { label: 'Weeks', value: durationText(result.weeks) },
    { label: 'Days', value: durationText(result.days) },
    { label: 'Hours', value: formatNumber(result.totalHours, locale) },
    { label: 'Minutes', value: formatNumber(result.totalMinutes, locale) },
    { label: 'Seconds', value: formatNumber(result.totalSeconds, locale) },
    { label: 'ISO 8601', value: result.calendar.toString(), mono: true },
  ];
}

/** The business days' title, "220 business days", and their rows: what was left out, and how they were counted. */
export function businessResult(
  business: BusinessDays,
  includeEnd: boolean,
  locale: string | undefined,
): { title: string; rows: ResultRow[] } {
  const rows = [
    { label: 'Weekend days', value: formatNumber(business.weekendDays, locale) },
    {
      label: 'Holidays excluded',
      value: business.holidaysExcluded.join(', ') || 'None on a business day in the range',
    },
    {
      label: 'Counted',
      value: includeEnd
        ? 'From the start date to the end date, both included'
        : 'From the start date up to the end date, not included',
    },
  ];
  return { title: `${formatNumber(business.count, locale)} business days`, rows };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Adding or subtracting a duration                                                                       */

export type Operation = 'add' | 'subtract';

export const DURATION_FIELDS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
export type DurationField = (typeof DURATION_FIELDS)[number];

const WHOLE = /^[+-]?\d+$/;

/** A duration from its fields (each a whole number, blank = 0). */
export function durationFromFields(fields: Record<DurationField, string>): Temporal.Duration {
  const values: Partial<Record<DurationField, number>> = { days: 0 };
  for (const field of DURATION_FIELDS) {
    const text = fields[field].trim().replaceAll('_', '');
    if (text === '') continue;
    if (!WHOLE.test(text))
      throw new ToolError(
        `${field[0]!.toUpperCase()}${field.slice(1)}: "${fields[field].trim()}" is not a whole number. For fractions, write an ISO 8601 duration such as PT1.5S.`,
      );
    values[field] = Number(text);
  }
  try {
    return temporal().Duration.from(values);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const signs = new Set(
      Object.values(values)
        .filter((value) => value !== 0)
        .map(Math.sign),
    );
    if (signs.size > 1)
      throw new ToolError(
        'The fields mix positive and negative numbers. Give them all one sign, and choose Subtract to go back.',
      );
    throw new ToolError(`This duration is too large: ${error.message}`);
  }
}

/** An ISO 8601 duration, `P1Y2M10DT2H30M`, as Temporal.Duration.from reads it. */
export function parseIsoDuration(input: string): Temporal.Duration {
  const text = input.trim();
  if (text === '') throw new ToolError('Enter an ISO 8601 duration, such as P1Y2M10DT2H30M.');
  try {
    return temporal().Duration.from(text);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ToolError(
      `"${text}" is not an ISO 8601 duration. Write P, then years, months, weeks and days, then T and hours, minutes and seconds: P1Y2M10DT2H30M, PT90M, -P1D.`,
    );
  }
}

function hasTimePart(duration: Temporal.Duration): boolean {
  return (
    duration.hours !== 0 ||
    duration.minutes !== 0 ||
    duration.seconds !== 0 ||
    duration.milliseconds !== 0 ||
    duration.microseconds !== 0 ||
    duration.nanoseconds !== 0
  );
}

export interface ShiftResult {
  /** The result, as a date (when neither the start nor the duration has a time) or a zoned date-time. */
  date: Temporal.PlainDate;
  zoned: Temporal.ZonedDateTime | null;
  /** "Day 31 does not exist in February 2026, so it is clamped to the last day of February." */
  clamped: string | null;
  notes: string[];
}

/**
 * A date (or date-time in `zone`) plus or minus a duration, as Temporal does it: years and months first, the
 * day clamped to the month's last where the month is shorter; then weeks and days on the calendar (keeping
 * the wall-clock time across DST); then hours, minutes and seconds as exact elapsed time.
 */
export function shiftDate(
  base: LocalMoment,
  zone: string,
  duration: Temporal.Duration,
  operation: Operation,
): ShiftResult {
  const signed = operation === 'add' ? duration : duration.negated();
  const notes: string[] = [];
  // Temporal adds years and months first and clamps the day there (overflow 'constrain').
  const monthReached = base.date.toPlainYearMonth().add({ years: signed.years, months: signed.months });
  const clamped =
    base.date.day > monthReached.daysInMonth
      ? `Day ${base.date.day} does not exist in ${monthName(monthReached.month)} ${monthReached.year}, so it is clamped to the last day of ${monthName(monthReached.month)}.`
      : null;
  if (base.time === null && !hasTimePart(signed)) {
    return { date: base.date.add(signed), zoned: null, clamped, notes };
  }
  const placed = placeInZone(base, zone);
  if (placed.note) notes.push(placed.note);
  const zoned = placed.zoned.add(signed);
  if (zoned.offset !== placed.zoned.offset)
    notes.push(
      `The UTC offset changes on the way, from ${placed.zoned.offset} to ${zoned.offset} (daylight saving time): years, months, weeks and days keep the wall-clock time, while hours, minutes and seconds count exact elapsed time.`,
    );
  return { date: zoned.toPlainDate(), zoned, clamped, notes };
}

/** A shifted date's rows: the sum as written, the result in words and in ISO 8601, and the duration. */
export function shiftRows(
  baseText: string,
  operation: Operation,
  duration: Temporal.Duration,
  shifted: ShiftResult,
  locale: string | undefined,
): ResultRow[] {
  const { zoned, date } = shifted;
  const sign = operation === 'add' ? '+' : '−';
  const result = zoned ? zoned.toString({ timeZoneName: 'never' }) : date.toString();
  return [
    { label: 'Calculation', value: `${baseText.trim()} ${sign} ${duration.toString()} = ${result}`, mono: true },
    {
      label: 'Date',
      value: zoned ? describeMoment(zoned, true, locale) : date.toLocaleString(locale, { dateStyle: 'full' }),
    },
    { label: 'ISO 8601', value: zoned ? zoned.toString() : date.toString(), mono: true },
    { label: 'Duration', value: durationText(duration) },
  ];
}
