/**
 * Strict reading of a date, or a date with a time, as typed: each field is checked, so the message names the
 * one that is wrong ("February 2026 has 28 days", "month 13 is out of range 1–12"), in the words
 * `resolveLocalTime` (./local-time.ts, which reads its date-times with `parseMoment`) uses. Needs Temporal
 * loaded.
 */
import { temporal, type Temporal } from './temporal';
import { ToolError } from '../tool-error';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

const MONTH_NAMES = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

/** The English name of a month (1–12), for messages. */
export function monthName(month: number): string {
  return MONTH_NAMES.format(Date.UTC(2000, month - 1, 1));
}

function checkRange(text: string, field: string, value: number, min: number, max: number) {
  if (value < min || value > max) throw new ToolError(`${text}: ${field} ${value} is out of range ${min}–${max}.`);
}

/** A calendar date written YYYY-MM-DD, each field checked. `whole` is the text to name in messages. */
export function parseDate(input: string, whole = input.trim()): Temporal.PlainDate {
  const text = input.trim();
  const match = DATE.exec(text);
  if (!match) throw new ToolError(`"${whole}" is not a date. Write it as YYYY-MM-DD: 2026-11-24.`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  checkRange(whole, 'month', month, 1, 12);
  const daysInMonth = temporal().PlainYearMonth.from({ year, month }).daysInMonth;
  if (day < 1 || day > daysInMonth)
    throw new ToolError(`${whole}: ${monthName(month)} ${year} has ${daysInMonth} days.`);
  return temporal().PlainDate.from({ year, month, day });
}

/** A date, with the time of day when one was written (`HH:mm[:ss[.fraction]]`). */
export interface LocalMoment {
  date: Temporal.PlainDate;
  time: Temporal.PlainTime | null;
}

/** `2026-11-24` or `2026-11-24 09:30` (or with a T, seconds and a fraction), each field checked. */
export function parseMoment(input: string): LocalMoment {
  const text = input.trim();
  if (DATE.test(text)) return { date: parseDate(text), time: null };
  const match = DATE_TIME.exec(text);
  if (!match)
    throw new ToolError(
      `"${text}" is not a date. Write it as YYYY-MM-DD, with an optional time: 2026-11-24, 2026-11-24 09:30.`,
    );
  const [, dateText = '', hourText, minuteText, secondText = '0', fraction = ''] = match;
  const date = parseDate(dateText, text);
  const hour = Number(hourText);
  const minute = Number(minuteText);
  const second = Number(secondText);
  checkRange(text, 'hour', hour, 0, 23);
  checkRange(text, 'minute', minute, 0, 59);
  checkRange(text, 'second', second, 0, 59);
  const nanoseconds = Number(fraction.padEnd(9, '0'));
  const time = temporal().PlainTime.from({
    hour,
    minute,
    second,
    millisecond: Math.floor(nanoseconds / 1_000_000),
    microsecond: Math.floor(nanoseconds / 1_000) % 1_000,
    nanosecond: nanoseconds % 1_000,
  });
  return { date, time };
}
