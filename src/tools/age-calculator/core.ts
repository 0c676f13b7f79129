import { temporal, type Temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import { parseDate, parseMoment, type LocalMoment } from '../../lib/time/dates';
import { placeInZone } from '../../lib/time/local-time';
import { clockParts, type ClockParts } from '../../lib/time/duration';
import { formatNumber, plural } from '../../lib/time/format';
import type { ResultRow } from '../../lib/result-row';
import { BIRTH_LABEL } from './birth-label';

export { BIRTH_LABEL };

/** What Load Sample puts in the birth date field: a lone date, as the detector's lone-date policy expects. */
export const SAMPLE_INPUT = '1990-05-17';

/**
 * Where a 29 February birthday falls in a common year: 28 February (the last day of the birth month, the
 * commoner rule) or 1 March (the day after 28 February, as some jurisdictions count it).
 */
export type LeapRule = 'feb28' | 'mar1';

/** The birth date (and time, if given), with any "born"/"DOB:" label in front dropped. */
export function readBirth(input: string): LocalMoment {
  const text = input.trim().replace(BIRTH_LABEL, '');
  if (text === '') throw new ToolError('Enter a birth date, such as 1990-05-17.');
  return parseMoment(text);
}

/** The birthday of someone born on `birth` in `year`: 29 February moves in common years, as `rule` says. */
export function birthdayIn(year: number, birth: Temporal.PlainDate, rule: LeapRule): Temporal.PlainDate {
  const Temporal = temporal();
  if (birth.month === 2 && birth.day === 29 && !Temporal.PlainDate.from({ year, month: 1, day: 1 }).inLeapYear)
    return rule === 'feb28'
      ? Temporal.PlainDate.from({ year, month: 2, day: 28 })
      : Temporal.PlainDate.from({ year, month: 3, day: 1 });
  return Temporal.PlainDate.from({ year, month: birth.month, day: birth.day });
}

/** The rule in force for a 29 February birth, in a sentence; null for any other birth date. */
export function leapRuleText(birth: Temporal.PlainDate, rule: LeapRule): string | null {
  if (birth.month !== 2 || birth.day !== 29) return null;
  return rule === 'feb28'
    ? 'Born on 29 February: in common years the birthday is taken as 28 February, the last day of February.'
    : 'Born on 29 February: in common years the birthday is taken as 1 March, the day after 28 February.';
}

export interface AgeOptions {
  zone: string;
  /** The date the age is for, YYYY-MM-DD; empty for today (in `zone`, by `nowNs`). */
  on: string;
  /** The clock: nanoseconds since 1970. */
  nowNs: bigint;
  rule: LeapRule;
}

export interface Age {
  birth: Temporal.ZonedDateTime;
  birthHasTime: boolean;
  /** What placing the birth time in the zone took, if a DST change got in the way. */
  birthNote: string | null;
  /** The date the age is for, and the moment: now for today, else the start of that day. */
  onDate: Temporal.PlainDate;
  onMoment: Temporal.ZonedDateTime;
  onToday: boolean;
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalWeeks: number;
  /** Days past the whole weeks. */
  weekDays: number;
  totalDays: number;
  /** Whole hours lived by the moment the age is for. */
  totalHours: number;
  /** Today (or the chosen date) is a birthday. */
  isBirthday: boolean;
  next: {
    date: Temporal.PlainDate;
    /** The moment it starts: the birth time on that day, or its start. */
    moment: Temporal.ZonedDateTime;
    turning: number;
    daysUntil: number;
    /** It falls on 28 February or 1 March for a 29 February birth. */
    movedFromLeapDay: boolean;
  };
  leapRule: string | null;
}

const NS_PER_HOUR = 3_600_000_000_000n;

/** The age of someone born at `birthText` on a date (today by default), and their next birthday. */
export function computeAge(birthText: string, { zone, on, nowNs, rule }: AgeOptions): Age {
  const Temporal = temporal();
  const birthMoment = readBirth(birthText);
  const placed = placeInZone(birthMoment, zone);
  const birthDate = birthMoment.date;
  const now = Temporal.Instant.fromEpochNanoseconds(nowNs).toZonedDateTimeISO(zone);
  const onToday = on.trim() === '';
  const onDate = onToday ? now.toPlainDate() : parseDate(on);
  const onMoment = onToday ? now : onDate.toZonedDateTime({ timeZone: zone });
  if (Temporal.PlainDate.compare(birthDate, onDate) > 0)
    throw new ToolError(
      `The birth date ${birthDate.toString()} is after the date the age is computed for, ${onDate.toString()}.`,
    );

  let years = onDate.year - birthDate.year;
  if (Temporal.PlainDate.compare(birthdayIn(onDate.year, birthDate, rule), onDate) > 0) years -= 1;
  const lastBirthday = years === 0 ? birthDate : birthdayIn(birthDate.year + years, birthDate, rule);
  // Months and days as the calendar counts them from the birth date (a month after the 29th is the next
  // 29th, or the month's last day). In the month after a 29 February birthday kept on 28 February or
  // 1 March, the days count from that birthday instead, so the age starts the year at 0 months 0 days.
  const sinceBirth = birthDate.until(onDate, { largestUnit: 'months' });
  let months = sinceBirth.months - years * 12;
  let days = sinceBirth.days;
  const moved = lastBirthday.day !== birthDate.day;
  if (months < 0 || (moved && months === 0)) {
    months = 0;
    days = lastBirthday.until(onDate, { largestUnit: 'days' }).days;
  }
  const totalDays = birthDate.until(onDate, { largestUnit: 'days' }).days;
  const elapsed = onMoment.epochNanoseconds - placed.zoned.epochNanoseconds;

  const thisYear = birthdayIn(onDate.year, birthDate, rule);
  const isBirthday = years > 0 && thisYear.equals(onDate);
  const nextDate =
    Temporal.PlainDate.compare(thisYear, onDate) > 0 ? thisYear : birthdayIn(onDate.year + 1, birthDate, rule);
  const nextMoment = placeInZone({ date: nextDate, time: birthMoment.time }, zone).zoned;

  return {
    birth: placed.zoned,
    birthHasTime: birthMoment.time !== null,
    birthNote: placed.note,
    onDate,
    onMoment,
    onToday,
    years,
    months,
    days,
    totalMonths: years * 12 + months,
    totalWeeks: Math.floor(totalDays / 7),
    weekDays: totalDays % 7,
    totalDays,
    totalHours: elapsed > 0n ? Number(elapsed / NS_PER_HOUR) : 0,
    isBirthday,
    next: {
      date: nextDate,
      moment: nextMoment,
      turning: nextDate.year - birthDate.year,
      daysUntil: onDate.until(nextDate, { largestUnit: 'days' }).days,
      movedFromLeapDay: birthDate.month === 2 && birthDate.day === 29 && !(nextDate.month === 2 && nextDate.day === 29),
    },
    leapRule: leapRuleText(birthDate, rule),
  };
}

/** Time left until `targetNs` from `nowNs`, in whole days, hours, minutes and seconds (zero once it is past). */
export function countdown(targetNs: bigint, nowNs: bigint): ClockParts {
  return clockParts(targetNs > nowNs ? Number((targetNs - nowNs) / 1_000_000_000n) : 0);
}

/** Within this many hours of the next birthday, the countdown ticks in hours, minutes and seconds. */
export const LIVE_COUNTDOWN_HOURS = 48;

/** The age in years, months and days, as the result's title says it: "36 years, 6 months, 7 days". */
export function ageTitle(age: Age, locale: string | undefined): string {
  return [plural(age.years, 'year', locale), plural(age.months, 'month', locale), plural(age.days, 'day', locale)].join(
    ', ',
  );
}

/** The age's rows: the birth, the date the age is for, and the age in each unit. */
export function ageRows(age: Age, locale: string | undefined): ResultRow[] {
  const weekDays = age.weekDays > 0 ? `, ${plural(age.weekDays, 'day', locale)}` : '';
  const born = age.birthHasTime
    ? age.birth.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' })
    : age.birth.toPlainDate().toLocaleString(locale, { dateStyle: 'full' });
  return [
    { label: 'Born', value: born },
    {
      label: 'Age on',
      value: `${age.onDate.toLocaleString(locale, { dateStyle: 'full' })}${age.onToday ? ' (today)' : ''}`,
    },
    { label: 'Months', value: formatNumber(age.totalMonths, locale) },
    { label: 'Weeks', value: `${plural(age.totalWeeks, 'week', locale)}${weekDays}` },
    { label: 'Days', value: formatNumber(age.totalDays, locale) },
    {
      label: 'Hours',
      value: `${formatNumber(age.totalHours, locale)}${age.birthHasTime ? '' : ' (from the start of the birth day)'}`,
    },
  ];
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The next birthday's rows. Its countdown is in days, or, when it is close and the age is for today, a
 * ticking "12 h 58 m 59 s" (in monospace, so the digits stay put).
 */
export function nextBirthdayRows(age: Age, nowNs: bigint, locale: string | undefined): ResultRow[] {
  const { next } = age;
  const left = countdown(next.moment.epochNanoseconds, nowNs);
  const live = age.onToday && next.moment.epochNanoseconds - nowNs < BigInt(LIVE_COUNTDOWN_HOURS) * NS_PER_HOUR;
  const rows: ResultRow[] = [
    { label: 'Date', value: next.date.toLocaleString(locale, { dateStyle: 'long' }) },
    { label: 'Weekday', value: next.date.toLocaleString(locale, { weekday: 'long' }) },
    { label: 'Turning', value: String(next.turning) },
    live
      ? {
          label: 'Countdown',
          value: `${left.days * 24 + left.hours} h ${two(left.minutes)} m ${two(left.seconds)} s`,
          mono: true,
        }
      : {
          label: 'Countdown',
          value: `${plural(next.daysUntil, 'day', locale)}${age.onToday ? '' : ` from ${age.onDate.toString()}`}`,
        },
  ];
  if (age.leapRule) rows.push({ label: 'Leap day', value: age.leapRule });
  return rows;
}
