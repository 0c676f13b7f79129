/**
 * Reading one date or date-time in any of the forms the tool takes: ISO 8601 (extended and basic, calendar,
 * week and ordinal dates), RFC 3339, RFC 9557 annotations, RFC 2822 and the HTTP-date forms. Every field
 * is checked, so a message names the one that is wrong. Needs Temporal loaded.
 */
import { temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';

export interface DateFields {
  year: number;
  month: number;
  day: number;
}

export interface TimeFields {
  hour: number;
  minute: number;
  second: number;
  /** The fraction of the second, in nanoseconds. */
  nanosecond: number;
}

/** A UTC offset as written: `Z` or a signed number of hours and minutes. */
export interface OffsetField {
  /** `Z`, `+01:00`, `-05:00`: the offset in ISO extended form. */
  text: string;
  nanoseconds: number;
  /** `Z` (or RFC 2822's UT, GMT): UTC, with the local offset unknown as RFC 9557 reads it. */
  utc: boolean;
}

export interface ParsedDate {
  /** The form it was written in, in words: "ISO 8601 extended date-time with offset". */
  form: string;
  date: DateFields;
  /** Null for a date alone. */
  time: TimeFields | null;
  offset: OffsetField | null;
  /** The RFC 9557 time zone annotation, `Europe/Paris`, if there is one. */
  zone: string | null;
  /** Whether the zone annotation is marked critical (`[!Europe/Paris]`). */
  critical: boolean;
  /** Things the reading assumed or ignored, in sentences. */
  notes: string[];
}

const MONTH_NAMES = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const monthName = (month: number) => MONTH_NAMES.format(Date.UTC(2000, month - 1, 1));
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SHORT_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SHORT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const YEAR = '([+-]\\d{6}|\\d{4})';

/** The date forms of ISO 8601, extended (with hyphens) and basic (without). */
const DATE_FORMS: { pattern: RegExp; kind: 'calendar' | 'week' | 'ordinal'; name: string }[] = [
  { pattern: new RegExp(`^${YEAR}-(\\d{2})-(\\d{2})$`), kind: 'calendar', name: 'extended' },
  { pattern: new RegExp(`^${YEAR}-W(\\d{2})(?:-(\\d))?$`, 'i'), kind: 'week', name: 'extended week' },
  { pattern: new RegExp(`^${YEAR}-(\\d{3})$`), kind: 'ordinal', name: 'extended ordinal' },
  { pattern: new RegExp(`^${YEAR}(\\d{2})(\\d{2})$`), kind: 'calendar', name: 'basic' },
  { pattern: new RegExp(`^${YEAR}W(\\d{2})(\\d)?$`, 'i'), kind: 'week', name: 'basic week' },
  { pattern: new RegExp(`^${YEAR}(\\d{3})$`), kind: 'ordinal', name: 'basic ordinal' },
];

const EXTENDED_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?(?:[.,](\d+))?$/;
const BASIC_TIME = /^(\d{2})(\d{2})?(\d{2})?(?:[.,](\d+))?$/;
const OFFSET = /^(?:[Zz]|([+-])(\d{2})(?:(:?)(\d{2})(?:\3(\d{2}))?)?)$/;

/** Reads one value in any supported form. Throws a ToolError naming the part that is wrong. */
export function parseDateInput(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') throw new ToolError('Enter a date, such as 2026-11-24T15:30:00+01:00.');
  if (/^[+-]?\d{4}/.test(text)) return parseIso(text);
  return parseMailDate(text);
}

const check = (text: string, field: string, value: number, min: number, max: number, why = '') => {
  if (value < min || value > max)
    throw new ToolError(`${text}: ${field} ${value} is out of range ${min}–${max}${why}.`);
};

function parseIso(text: string): ParsedDate {
  const notes: string[] = [];
  // RFC 9557 annotations: a zone first, then key=value pairs such as [u-ca=gregory].
  const annotationStart = text.indexOf('[');
  const body = annotationStart === -1 ? text : text.slice(0, annotationStart);
  const { zone, critical } = parseAnnotations(text, annotationStart === -1 ? '' : text.slice(annotationStart), notes);
  const separator = /[Tt ]/.exec(body.slice(4));
  const datePart = separator ? body.slice(0, 4 + separator.index) : body;
  const timePart = separator ? body.slice(4 + separator.index + 1) : null;
  const form = DATE_FORMS.find(({ pattern }) => pattern.test(datePart));
  if (!form)
    throw new ToolError(
      `"${datePart}" is not an ISO 8601 date: write YYYY-MM-DD (or YYYYMMDD), a week date YYYY-Www-D, or an ordinal date YYYY-DDD.`,
    );
  const [, yearText, first, second] = form.pattern.exec(datePart)!;
  const year = Number(yearText);
  if (yearText === '-000000') throw new ToolError(`${text}: the year -000000 is not allowed; write +000000.`);
  let date: DateFields;
  if (form.kind === 'calendar') date = calendarDate(text, year, Number(first), Number(second));
  else if (form.kind === 'week') {
    if (second === undefined) notes.push('A week without a day: read as its Monday.');
    date = weekDate(text, year, Number(first), second === undefined ? 1 : Number(second));
  } else date = ordinalDate(text, year, Number(first));

  let time: TimeFields | null = null;
  let offset: OffsetField | null = null;
  let timeForm = '';
  if (timePart !== null) {
    const offsetAt = timePart.search(/[Zz+-]/);
    const clock = offsetAt === -1 ? timePart : timePart.slice(0, offsetAt);
    const extended = EXTENDED_TIME.exec(clock);
    const basic = extended ? null : BASIC_TIME.exec(clock);
    const match = extended ?? basic;
    if (!match)
      throw new ToolError(`"${clock}" is not a time of day: write HH:mm, HH:mm:ss or HH:mm:ss.sss (or HHmmss).`);
    timeForm = extended ? 'extended' : 'basic';
    time = timeFields(text, match);
    if (offsetAt !== -1) offset = parseOffset(text, timePart.slice(offsetAt));
  }
  if (offset?.text === '-00:00') notes.push('-00:00 says the local offset is unknown (RFC 3339): read as UTC.');
  const parts = [`ISO 8601 ${form.name} date${time ? ` and ${timeForm} time` : ''}`];
  if (offset) parts.push(offset.utc ? 'in UTC (Z)' : `with offset ${offset.text}`);
  if (zone) parts.push(`and zone ${zone} (RFC 9557)`);
  return { form: parts.join(' '), date, time, offset, zone, critical, notes };
}

function parseAnnotations(
  text: string,
  annotations: string,
  notes: string[],
): { zone: string | null; critical: boolean } {
  let zone: string | null = null;
  let critical = false;
  let rest = annotations;
  let first = true;
  while (rest !== '') {
    const match = /^\[(!?)([^\]=[]+)(?:=([^\][]*))?\]/.exec(rest);
    if (!match)
      throw new ToolError(
        `${text}: "${rest}" is not an annotation; write a time zone in brackets, such as [Europe/Paris].`,
      );
    const [whole, bang, key, value] = match;
    if (value === undefined) {
      if (!first) throw new ToolError(`${text}: the time zone annotation [${key}] must come first, and only once.`);
      zone = key!;
      critical = bang === '!';
    } else if (key === 'u-ca') {
      if (value !== 'iso8601' && value !== 'gregory')
        notes.push(`The calendar annotation [u-ca=${value}] is ignored: dates here are ISO 8601 (Gregorian).`);
    } else if (bang === '!') {
      throw new ToolError(`${text}: the critical annotation [!${key}=${value}] is not one this tool knows.`);
    } else notes.push(`The annotation [${key}=${value}] is not one this tool knows, and is ignored.`);
    first = false;
    rest = rest.slice(whole.length);
  }
  return { zone, critical };
}

function calendarDate(text: string, year: number, month: number, day: number): DateFields {
  check(text, 'month', month, 1, 12);
  const daysInMonth = temporal().PlainYearMonth.from({ year, month }).daysInMonth;
  if (day < 1 || day > daysInMonth)
    throw new ToolError(`${text}: ${monthName(month)} ${year} has ${daysInMonth} days.`);
  return { year, month, day };
}

function weekDate(text: string, year: number, week: number, weekday: number): DateFields {
  const Temporal = temporal();
  // ISO week 1 holds the year's first Thursday, so 4 January is always in it; 28 December is in the last.
  const weeks = Temporal.PlainDate.from({ year, month: 12, day: 28 }).weekOfYear!;
  check(text, 'week', week, 1, weeks, ` (${year} has ${weeks} ISO weeks)`);
  check(text, 'weekday', weekday, 1, 7, ' (1 is Monday)');
  const january4 = Temporal.PlainDate.from({ year, month: 1, day: 4 });
  const date = january4.add({ days: (week - 1) * 7 + weekday - january4.dayOfWeek });
  return { year: date.year, month: date.month, day: date.day };
}

function ordinalDate(text: string, year: number, dayOfYear: number): DateFields {
  const Temporal = temporal();
  const daysInYear = Temporal.PlainDate.from({ year, month: 1, day: 1 }).daysInYear;
  if (dayOfYear < 1 || dayOfYear > daysInYear)
    throw new ToolError(`${text}: day ${dayOfYear} is out of range 1–${daysInYear} (${year} has ${daysInYear} days).`);
  const date = Temporal.PlainDate.from({ year, month: 1, day: 1 }).add({ days: dayOfYear - 1 });
  return { year: date.year, month: date.month, day: date.day };
}

function timeFields(text: string, match: RegExpExecArray): TimeFields {
  const [, hourText, minuteText, secondText, fraction] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  const second = Number(secondText ?? 0);
  if (fraction !== undefined && secondText === undefined)
    throw new ToolError(`${text}: only seconds may have a fraction here; write HH:mm:ss.sss.`);
  if (fraction !== undefined && fraction.length > 9)
    throw new ToolError(
      `${text}: the fraction of a second has ${fraction.length} digits; nanoseconds (9 digits) are the finest.`,
    );
  check(text, 'hour', hour, 0, 23);
  check(text, 'minute', minute, 0, 59);
  if (second === 60)
    throw new ToolError(
      `${text}: second 60 is a leap second, which Temporal (like most software) does not count; use :59.`,
    );
  check(text, 'second', second, 0, 59);
  return { hour, minute, second, nanosecond: Number((fraction ?? '').padEnd(9, '0')) };
}

function parseOffset(text: string, offsetText: string): OffsetField {
  const match = OFFSET.exec(offsetText);
  if (!match) throw new ToolError(`${text}: "${offsetText}" is not a UTC offset; write Z, +01:00, -0500 or +05.`);
  const [, sign, hoursText, , minutesText = '00', secondsText] = match;
  if (sign === undefined) return { text: 'Z', nanoseconds: 0, utc: true };
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText ?? 0);
  check(text, 'offset hour', hours, 0, 23);
  check(text, 'offset minute', minutes, 0, 59);
  check(text, 'offset second', seconds, 0, 59);
  // Offsets to the second are the local mean times zones kept before standard time (Kolkata: +05:53:20).
  const nanoseconds = (sign === '-' ? -1 : 1) * ((hours * 60 + minutes) * 60 + seconds) * 1_000_000_000;
  const shown = `${sign}${hoursText}:${minutesText}${secondsText === undefined ? '' : `:${secondsText}`}`;
  return { text: shown, nanoseconds, utc: false };
}

// ---------------------------------------------------------------------------------------------------------
// RFC 2822 and the HTTP-date forms

/** RFC 2822's named zones (obsolete but common) and their offsets in hours. */
const MAIL_ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
};

/** `Tue, 24 Nov 2026 15:30:00 +0100` (RFC 2822, and the HTTP-date `… GMT`); weekday and seconds optional. */
const RFC_2822 =
  /^(?:([a-z]{3}),?\s+)?(\d{1,2})\s+([a-z]{3})\s+(\d{4}|\d{2})\s+(\d{2}):(\d{2})(?::(\d{2}))?(?:\s+([+-]\d{4}|[a-z]{1,3}))?$/i;
/** RFC 850, an obsolete HTTP-date form: `Tuesday, 24-Nov-26 15:30:00 GMT`. */
const RFC_850 = /^([a-z]+),\s+(\d{2})-([a-z]{3})-(\d{2})\s+(\d{2}):(\d{2}):(\d{2})\s+(GMT)$/i;
/** C's asctime(), the other obsolete HTTP-date form, in UTC: `Tue Nov 24 15:30:00 2026`. */
const ASCTIME = /^([a-z]{3})\s+([a-z]{3})\s+(\d{1,2})\s+(\d{2}):(\d{2}):(\d{2})\s+(\d{4})$/i;

function parseMailDate(text: string): ParsedDate {
  let weekday: string | undefined;
  let day: string;
  let monthText: string;
  let yearText: string;
  let clock: [string, string, string | undefined];
  let zoneText: string | undefined;
  let form: string;
  let match: RegExpExecArray | null;
  if ((match = RFC_2822.exec(text))) {
    [, weekday, day, monthText, yearText] = match as unknown as [string, string | undefined, string, string, string];
    clock = [match[5]!, match[6]!, match[7]];
    zoneText = match[8];
    form = zoneText?.toUpperCase() === 'GMT' && match[7] !== undefined ? 'HTTP-date (RFC 9110)' : 'RFC 2822 date-time';
  } else if ((match = RFC_850.exec(text))) {
    [, weekday, day, monthText, yearText] = match as unknown as [string, string, string, string, string];
    clock = [match[5]!, match[6]!, match[7]];
    zoneText = 'GMT';
    form = 'HTTP-date in the obsolete RFC 850 form';
  } else if ((match = ASCTIME.exec(text))) {
    weekday = match[1];
    monthText = match[2]!;
    day = match[3]!;
    clock = [match[4]!, match[5]!, match[6]];
    yearText = match[7]!;
    zoneText = 'GMT';
    form = 'HTTP-date in the obsolete asctime form';
  } else {
    throw new ToolError(
      `"${text}" is not a date this tool reads: write ISO 8601 (2026-11-24T15:30:00+01:00), RFC 2822 (Tue, 24 Nov 2026 15:30:00 +0100) or an HTTP-date.`,
    );
  }
  const notes: string[] = [];
  const month = SHORT_MONTHS.indexOf(monthText.toLowerCase()) + 1;
  if (month === 0) throw new ToolError(`${text}: "${monthText}" is not a month; write Jan, Feb, … Dec.`);
  let year = Number(yearText);
  if (yearText.length === 2) {
    // RFC 2822 (4.3): two-digit years from 50 are 19xx, the rest 20xx.
    year += year < 50 ? 2000 : 1900;
    notes.push(`The two-digit year ${yearText} is read as ${year}.`);
  }
  const date = calendarDate(text, year, month, Number(day));
  const time = timeFields(text, [text, clock[0], clock[1], clock[2], undefined] as unknown as RegExpExecArray);
  if (weekday !== undefined) {
    const actual = temporal().PlainDate.from(date).dayOfWeek;
    const given = SHORT_WEEKDAYS.indexOf(weekday.slice(0, 3).toLowerCase()) + 1;
    if (given === 0) throw new ToolError(`${text}: "${weekday}" is not a day of the week.`);
    if (given !== actual)
      throw new ToolError(
        `${text}: ${date.day} ${monthName(month)} ${year} is a ${WEEKDAY_NAMES[actual - 1]}, not a ${WEEKDAY_NAMES[given - 1]}.`,
      );
  }
  let offset: OffsetField | null = null;
  if (zoneText === undefined) notes.push('No zone or offset: read as a local time.');
  else if (/^[+-]\d{4}$/.test(zoneText)) offset = parseOffset(text, zoneText);
  else {
    const hours = MAIL_ZONES[zoneText.toUpperCase()];
    if (hours === undefined)
      throw new ToolError(`${text}: "${zoneText}" is not a zone RFC 2822 knows; write an offset such as +0100.`);
    offset =
      hours === 0
        ? { text: 'Z', nanoseconds: 0, utc: true }
        : { text: `-0${-hours}:00`, nanoseconds: hours * 3_600_000_000_000, utc: false };
  }
  return { form, date, time, offset, zone: null, critical: false, notes };
}
