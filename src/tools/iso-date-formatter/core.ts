import { temporal, type Temporal } from '../../lib/time/temporal';
import { knownZone } from '../../lib/time/zones';
import { attempt, ToolError } from '../../lib/tool-error';
import { gapNote } from '../../lib/time/zone-text';
import type { ResultRow } from '../../lib/result-row';
import { parseDateInput, type ParsedDate } from './parse';

export { parseDateInput, type ParsedDate } from './parse';

export const SAMPLE_INPUT = '2026-11-24T15:30:00.123456789+01:00';

type ZonedDateTime = Temporal.ZonedDateTime;

/** What a local value (no offset) named in its zone: one instant, none (a gap), or two (an overlap). */
export type LocalReading =
  | { kind: 'exact' }
  | { kind: 'gap'; gapMinutes: number; resolvedDateTime: string; offset: string }
  | { kind: 'overlap'; earlierOffset: string; laterOffset: string; later: bigint };

export interface DateReading {
  parsed: ParsedDate;
  /** The instant the value names (for a date alone, the start of its day), in epoch nanoseconds. */
  epochNs: bigint;
  /** The zone the outputs are written in: the annotation's, the value's own offset, UTC for Z, or the chosen one. */
  zone: string;
  /** `instant`: it has an offset; `local`: a local date-time read in a zone; `date`: a date alone. */
  kind: 'instant' | 'local' | 'date';
  local: LocalReading | null;
  /** What the reading assumed, in sentences (the parser's notes first). */
  notes: string[];
}

const NS_PER_MINUTE = 60_000_000_000;

/** The instant the value's wall time and offset name in the zone, if the zone has that offset then; else null. */
function agreeingInstant(parsed: ParsedDate, zone: string): bigint | null {
  try {
    return temporal().ZonedDateTime.from(
      { ...wallFields(parsed), offset: parsed.offset!.text, timeZone: zone },
      { offset: 'reject' },
    ).epochNanoseconds;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function wallFields(parsed: ParsedDate) {
  const time = parsed.time ?? { hour: 0, minute: 0, second: 0, nanosecond: 0 };
  return {
    ...parsed.date,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
    millisecond: Math.floor(time.nanosecond / 1_000_000),
    microsecond: Math.floor(time.nanosecond / 1000) % 1000,
    nanosecond: time.nanosecond % 1000,
  };
}

const utcEpochNs = (parsed: ParsedDate): bigint =>
  temporal().PlainDateTime.from(wallFields(parsed)).toZonedDateTime('UTC').epochNanoseconds;

/**
 * Reads a value and says which instant it names. A value with an offset or Z is an instant; with a zone
 * annotation too, the outputs are in that zone, and an offset the zone does not have then is said (and
 * refused when the annotation is critical, as RFC 9557 asks). A value without an offset is local time in
 * its annotation's zone or else in `zone`; a time that zone skips or repeats is said, not guessed.
 */
export function readDate(input: string, zone: string): DateReading {
  try {
    return readDateInRange(input, zone);
  } catch (error) {
    // Temporal holds 100,000,000 days either side of 1970; six-digit years go past that.
    if (error instanceof RangeError)
      throw new ToolError(
        `${input.trim()} is outside the range of dates: at most 100,000,000 days either side of 1970 (about 271,821 BC to AD 275,760).`,
      );
    throw error;
  }
}

function readDateInRange(input: string, zone: string): DateReading {
  const Temporal = temporal();
  const parsed = parseDateInput(input);
  const notes = [...parsed.notes];
  const annotated = parsed.zone === null ? null : knownZone(parsed.zone);
  if (parsed.offset) {
    let epochNs = utcEpochNs(parsed) - BigInt(parsed.offset.nanoseconds);
    let shownZone = annotated ?? (parsed.offset.utc ? 'UTC' : parsed.offset.text);
    if (annotated && !parsed.offset.utc) {
      const actual = Temporal.Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(annotated).offset;
      // A zone's offset to the second may be written to the minute (+05:53 for +05:53:20), as Temporal allows.
      const agreed = agreeingInstant(parsed, annotated);
      if (agreed !== null) epochNs = agreed;
      else {
        const message = `The offset ${parsed.offset.text} does not agree with ${annotated}, which is at ${actual} at that instant`;
        if (parsed.critical)
          throw new ToolError(`${message}; the annotation is critical ([!…]), so the value is refused (RFC 9557).`);
        notes.push(`${message}. The offset decides the instant (RFC 9557), shown here in ${annotated}.`);
      }
    }
    if (parsed.offset.utc && !annotated) shownZone = 'UTC';
    return { parsed, epochNs, zone: shownZone, kind: 'instant', local: null, notes };
  }
  const localZone = annotated ?? knownZone(zone);
  if (!parsed.time) {
    const start = Temporal.PlainDate.from(parsed.date).toZonedDateTime({ timeZone: localZone });
    notes.push(
      start.hour === 0 && start.minute === 0
        ? `A date alone: read as the start of that day in ${localZone}.`
        : `A date alone: read as the start of that day in ${localZone}, which is ${start.toPlainTime().toString()} (midnight is skipped there that day).`,
    );
    return { parsed, epochNs: start.epochNanoseconds, zone: localZone, kind: 'date', local: null, notes };
  }
  const wallTime = Temporal.PlainDateTime.from(wallFields(parsed));
  // The same test resolveLocalTime makes (src/lib/time/local-time.ts), for any year Temporal takes.
  const earlier = wallTime.toZonedDateTime(localZone, { disambiguation: 'earlier' });
  const later = wallTime.toZonedDateTime(localZone, { disambiguation: 'later' });
  notes.push(`No offset: read as local time in ${localZone}.`);
  let local: LocalReading = { kind: 'exact' };
  let epochNs = earlier.epochNanoseconds;
  if (earlier.epochNanoseconds !== later.epochNanoseconds) {
    if (earlier.toPlainDateTime().equals(wallTime)) {
      local = {
        kind: 'overlap',
        earlierOffset: earlier.offset,
        laterOffset: later.offset,
        later: later.epochNanoseconds,
      };
    } else {
      epochNs = later.epochNanoseconds;
      local = {
        kind: 'gap',
        gapMinutes: Number(later.epochNanoseconds - earlier.epochNanoseconds) / NS_PER_MINUTE,
        resolvedDateTime: later.toPlainDateTime().toString(),
        offset: later.offset,
      };
    }
  }
  return { parsed, epochNs, zone: localZone, kind: 'local', local, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Writing

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** ISO 8601's year: four digits, or a sign and six beyond 0000–9999. */
const isoYear = (year: number) => (year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(year, 6)}`);

/** The fraction of a second with trailing zeros dropped, with its point; '' for whole seconds. */
function fractionOf(time: ZonedDateTime): string {
  const ns = time.millisecond * 1_000_000 + time.microsecond * 1000 + time.nanosecond;
  return ns === 0 ? '' : `.${pad(ns, 9).replace(/0+$/, '')}`;
}

const isOffsetZone = (zone: string) => /^[+-]\d{2}:\d{2}$/.test(zone);

/** An offset in ISO basic form (`+0100`), or Z in UTC. */
const basicOffset = (time: ZonedDateTime, zone: string) => (zone === 'UTC' ? 'Z' : time.offset.replaceAll(':', ''));

export function zonedAt(epochNs: bigint, zone: string): ZonedDateTime {
  return temporal().Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(zone);
}

/**
 * `2026-11-24T15:30:00.123+01:00`, with Z in UTC. The offset is Temporal's, to the second where a zone's
 * old local mean time has seconds (Temporal's toString would round it to the minute).
 */
export function isoExtended(time: ZonedDateTime, zone: string): string {
  return `${time.toPlainDateTime().toString()}${zone === 'UTC' ? 'Z' : time.offset}`;
}

/** `20261124T153000.123+0100`. */
export function isoBasic(time: ZonedDateTime, zone: string): string {
  return `${isoYear(time.year)}${pad(time.month)}${pad(time.day)}T${pad(time.hour)}${pad(time.minute)}${pad(time.second)}${fractionOf(time)}${basicOffset(time, zone)}`;
}

/** `2026-W48-2`: ISO week-numbering year, week and weekday. */
export function isoWeekDate(time: {
  yearOfWeek?: number | undefined;
  weekOfYear?: number | undefined;
  dayOfWeek: number;
}): string {
  return `${isoYear(time.yearOfWeek!)}-W${pad(time.weekOfYear!)}-${time.dayOfWeek}`;
}

/** `2026-328`: year and day of the year. */
export const isoOrdinalDate = (time: { year: number; dayOfYear: number }) =>
  `${isoYear(time.year)}-${pad(time.dayOfYear, 3)}`;

/** RFC 2822 in the value's own offset, `Tue, 24 Nov 2026 15:30:00 +0100`; null outside 1900–9999. */
export function rfc2822(time: ZonedDateTime): string | null {
  if (time.year < 1900 || time.year > 9999) return null;
  return `${WEEKDAYS[time.dayOfWeek - 1]}, ${pad(time.day)} ${MONTHS[time.month - 1]} ${time.year} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)} ${time.offset.replaceAll(':', '').slice(0, 5)}`;
}

/** The HTTP-date (IMF-fixdate), always in GMT: `Tue, 24 Nov 2026 14:30:00 GMT`; null outside 0000–9999. */
export function httpDate(epochNs: bigint): string | null {
  const time = zonedAt(epochNs, 'UTC');
  if (time.year < 0 || time.year > 9999) return null;
  return `${WEEKDAYS[time.dayOfWeek - 1]}, ${pad(time.day)} ${MONTHS[time.month - 1]} ${pad(time.year, 4)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)} GMT`;
}

/** A whole number of units since 1970, or an exact decimal with trailing zeros dropped. */
export function epochDecimal(epochNs: bigint, nsPerUnit: bigint): string {
  const negative = epochNs < 0n;
  const magnitude = negative ? -epochNs : epochNs;
  const fraction = (magnitude % nsPerUnit)
    .toString()
    .padStart(nsPerUnit.toString().length - 1, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${magnitude / nsPerUnit}${fraction ? `.${fraction}` : ''}`;
}

export type LocaleStyle = 'full' | 'long' | 'medium' | 'short';
export const LOCALE_STYLES: readonly LocaleStyle[] = ['full', 'long', 'medium', 'short'];

/** An offset as a GMT name, as Intl writes one: `GMT+01:00`, `GMT`. */
const gmtName = (offset: string) => (offset === '+00:00' ? 'GMT' : `GMT${offset}`);

/**
 * Intl's date and time in a locale's style. Intl takes IANA zones everywhere but fixed offsets only in
 * newer engines, so a fixed offset is written as UTC shifted by it, with the zone's name put back.
 */
export function localeForm(
  epochNs: bigint,
  zone: string,
  style: LocaleStyle,
  dateOnly: boolean,
  locale?: string,
): string {
  const options: Intl.DateTimeFormatOptions = dateOnly ? { dateStyle: style } : { dateStyle: style, timeStyle: style };
  const epochMs = Number(floorDiv(epochNs, 1_000_000n));
  if (!isOffsetZone(zone)) return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(epochMs);
  const offsetMs = zonedAt(epochNs, zone).offsetNanoseconds / 1_000_000;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    .formatToParts(epochMs + offsetMs)
    .map((part) => (part.type === 'timeZoneName' ? gmtName(zone) : part.value))
    .join('');
}

const floorDiv = (value: bigint, divisor: bigint) => {
  const quotient = value / divisor;
  return quotient * divisor > value ? quotient - 1n : quotient;
};

/** One written form of the value, or why it cannot be written so. */
export interface OutputForm {
  label: string;
  value: string | null;
  /** Why there is no value, or a word about the one there is. */
  note?: string;
}

/** Every fixed form of the value: ISO, RFC and Unix; the locale and pattern forms come on their own. */
export function fixedForms(reading: DateReading): OutputForm[] {
  const time = zonedAt(reading.epochNs, reading.zone);
  const instant = temporal().Instant.fromEpochNanoseconds(reading.epochNs);
  const utcYear = zonedAt(reading.epochNs, 'UTC').year;
  const forms: OutputForm[] = [
    { label: 'ISO 8601 extended', value: isoExtended(time, reading.zone) },
    { label: 'ISO 8601 basic', value: isoBasic(time, reading.zone) },
  ];
  if (!isOffsetZone(reading.zone) && reading.zone !== 'UTC')
    forms.push({ label: 'RFC 9557 (with zone)', value: time.toString() });
  if (reading.kind === 'date') {
    forms.push({ label: 'ISO 8601 date', value: time.toPlainDate().toString() });
  }
  forms.push(
    { label: 'ISO week date', value: isoWeekDate(time) },
    { label: 'ISO ordinal date', value: isoOrdinalDate(time) },
    {
      label: 'RFC 3339 (UTC)',
      value: utcYear >= 0 && utcYear <= 9999 ? instant.toString() : null,
      note: 'RFC 3339 writes years 0000 to 9999 only.',
    },
    { label: 'RFC 2822', value: rfc2822(time), note: 'RFC 2822 writes years 1900 to 9999 only.' },
    { label: 'HTTP-date', value: httpDate(reading.epochNs), note: 'HTTP-dates have years 0000 to 9999 only.' },
    { label: 'Unix seconds', value: epochDecimal(reading.epochNs, 1_000_000_000n) },
    { label: 'Unix milliseconds', value: epochDecimal(reading.epochNs, 1_000_000n) },
  );
  return forms;
}

/**
 * What the reader should know of how the value was read: the reading's notes, then what a skipped or
 * repeated local time comes to.
 */
export function readingNotes({ notes, local, zone }: DateReading): string[] {
  if (local?.kind === 'gap') return [...notes, gapNote(zone, local)];
  if (local?.kind === 'overlap')
    return [
      ...notes,
      `Clocks in ${zone} go back here, so this local time happens twice: at ${local.earlierOffset} (shown below) and again at ${local.laterOffset}, Unix ${local.later / 1_000_000_000n}`,
    ];
  return notes;
}

const LOCALE_LABELS = { full: 'Locale, full', long: 'Locale, long', medium: 'Locale, medium', short: 'Locale, short' };

/**
 * Every form of the value as rows to copy: the fixed forms, then the locale's styles. A form the value
 * cannot be written in says why instead (a year out of its range, a locale Intl refuses).
 */
export function formRows(reading: DateReading, locale?: string): ResultRow[] {
  const rows = fixedForms(reading).map(({ label, value, note = '' }): ResultRow =>
    value === null ? { label, value: note } : { label, value, copy: true },
  );
  for (const style of LOCALE_STYLES) {
    const label = LOCALE_LABELS[style];
    const text = attempt(() => localeForm(reading.epochNs, reading.zone, style, reading.kind === 'date', locale));
    rows.push(text.value === undefined ? { label, value: text.error } : { label, value: text.value, copy: true });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Patterns

/** The pattern letters, each with what it writes, for the table on the screen. */
export const PATTERN_TOKENS: readonly { token: string; meaning: string }[] = [
  { token: 'yyyy', meaning: 'Year, four digits' },
  { token: 'yy', meaning: 'Year, last two digits' },
  { token: 'y', meaning: 'Year, as few digits as it needs' },
  { token: 'YYYY', meaning: 'ISO week-numbering year (for ww)' },
  { token: 'MMMM', meaning: 'Month name' },
  { token: 'MMM', meaning: 'Month name, short' },
  { token: 'MM', meaning: 'Month, two digits' },
  { token: 'M', meaning: 'Month' },
  { token: 'dd', meaning: 'Day of the month, two digits' },
  { token: 'd', meaning: 'Day of the month' },
  { token: 'D', meaning: 'Day of the year' },
  { token: 'DDD', meaning: 'Day of the year, three digits' },
  { token: 'EEEE', meaning: 'Weekday name' },
  { token: 'EEE', meaning: 'Weekday name, short' },
  { token: 'ww', meaning: 'ISO week, two digits' },
  { token: 'w', meaning: 'ISO week' },
  { token: 'HH', meaning: 'Hour 00–23' },
  { token: 'H', meaning: 'Hour 0–23' },
  { token: 'hh', meaning: 'Hour 01–12' },
  { token: 'h', meaning: 'Hour 1–12' },
  { token: 'a', meaning: 'AM or PM, in the locale' },
  { token: 'mm', meaning: 'Minute, two digits' },
  { token: 'm', meaning: 'Minute' },
  { token: 'ss', meaning: 'Second, two digits' },
  { token: 's', meaning: 'Second' },
  { token: 'SSS', meaning: 'Fraction of a second: one S a digit, S to SSSSSSSSS' },
  { token: 'XXX', meaning: 'Offset +01:00, or Z in UTC' },
  { token: 'XX', meaning: 'Offset +0100, or Z in UTC' },
  { token: 'X', meaning: 'Offset +01, or Z in UTC' },
  { token: 'xxx', meaning: 'Offset +01:00' },
  { token: 'xx', meaning: 'Offset +0100' },
  { token: 'Z', meaning: 'Offset +0100 (RFC 2822)' },
  { token: 'VV', meaning: 'Time zone id' },
  { token: 'z', meaning: 'Time zone, short name' },
  { token: 'zzzz', meaning: 'Time zone, long name' },
  { token: "'text'", meaning: "Literal text; '' is a quote" },
];

/** How many of each letter a token may have. */
const LETTER_WIDTHS: Record<string, readonly number[]> = {
  y: [1, 2, 3, 4, 5, 6],
  Y: [1, 2, 3, 4],
  M: [1, 2, 3, 4, 5],
  d: [1, 2],
  D: [1, 2, 3],
  E: [1, 2, 3, 4, 5],
  w: [1, 2],
  H: [1, 2],
  h: [1, 2],
  a: [1],
  m: [1, 2],
  s: [1, 2],
  S: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  X: [1, 2, 3],
  x: [1, 2, 3],
  Z: [1, 2, 3],
  V: [2],
  z: [1, 2, 3, 4],
};

type PatternPart = { literal: string } | { letter: string; width: number };

/** Splits a pattern into tokens and literal text; an unknown letter or width is an error that says where. */
export function tokenizePattern(pattern: string): PatternPart[] {
  const parts: PatternPart[] = [];
  let index = 0;
  while (index < pattern.length) {
    const character = pattern[index]!;
    if (character === "'") {
      if (pattern[index + 1] === "'") {
        parts.push({ literal: "'" });
        index += 2;
        continue;
      }
      const end = pattern.indexOf("'", index + 1);
      if (end === -1)
        throw new ToolError(`The quote at character ${index + 1} is not closed: put literal text in 'single quotes'.`);
      // Inside quotes, '' is a quote too: 'o''clock'.
      let literal = pattern.slice(index + 1, end);
      let close = end;
      while (pattern[close + 1] === "'") {
        const next = pattern.indexOf("'", close + 2);
        if (next === -1)
          throw new ToolError(
            `The quote at character ${index + 1} is not closed: put literal text in 'single quotes'.`,
          );
        literal += `'${pattern.slice(close + 2, next)}`;
        close = next;
      }
      parts.push({ literal });
      index = close + 1;
      continue;
    }
    if (/[a-zA-Z]/.test(character)) {
      let width = 1;
      while (pattern[index + width] === character) width++;
      const widths = LETTER_WIDTHS[character];
      if (!widths)
        throw new ToolError(
          `"${character}" at character ${index + 1} is not a pattern letter: put literal text in single quotes, such as 'at'.`,
        );
      if (!widths.includes(width))
        throw new ToolError(
          `"${character.repeat(width)}" at character ${index + 1} is not a pattern token: "${character}" comes ${widths.length === 1 ? `${widths[0]} at a time` : `${widths[0]} to ${widths.at(-1)} at a time`}.`,
        );
      parts.push({ letter: character, width });
      index += width;
      continue;
    }
    parts.push({ literal: character });
    index++;
  }
  return parts;
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();
function nameFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    nameFormats.set(key, format);
  }
  return format;
}

const part = (format: Intl.DateTimeFormat, epochMs: number, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(epochMs).find((entry) => entry.type === type)?.value ?? '';

/** The zone's name at the instant, short or long, from Intl; a GMT name for a fixed offset. */
function zoneName(time: ZonedDateTime, zone: string, style: 'short' | 'long', locale?: string): string {
  if (isOffsetZone(zone)) return gmtName(zone);
  const format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style });
  return part(format, Number(floorDiv(time.epochNanoseconds, 1_000_000n)), 'timeZoneName');
}

function offsetToken(time: ZonedDateTime, letter: string, width: number): string {
  const [sign, hours, minutes] = [time.offset[0], time.offset.slice(1, 3), time.offset.slice(4, 6)];
  if (letter === 'X' && time.offsetNanoseconds === 0) return 'Z';
  if (letter === 'Z') return `${sign}${hours}${minutes}`;
  if (width === 1) return `${sign}${hours}${minutes === '00' ? '' : minutes}`;
  if (width === 2) return `${sign}${hours}${minutes}`;
  return `${sign}${hours}:${minutes}`;
}

function tokenValue(time: ZonedDateTime, zone: string, letter: string, width: number, locale?: string): string {
  // Names are looked up on a day that has them, in UTC: the day itself may be beyond Date's range.
  const monthMs = Date.UTC(2000, time.month - 1, 15);
  const weekdayMs = Date.UTC(2024, 0, time.dayOfWeek); // 2024-01-01 is a Monday.
  switch (letter) {
    case 'y': {
      const year = time.year;
      if (width === 2) return pad(year % 100);
      return `${year < 0 ? '-' : ''}${pad(year, width)}`;
    }
    case 'Y': {
      const year = time.yearOfWeek!;
      if (width === 2) return pad(year % 100);
      return `${year < 0 ? '-' : ''}${pad(year, width)}`;
    }
    case 'M':
      if (width <= 2) return pad(time.month, width);
      return part(
        nameFormat(locale, { month: width === 3 ? 'short' : width === 4 ? 'long' : 'narrow' }),
        monthMs,
        'month',
      );
    case 'd':
      return pad(time.day, width);
    case 'D':
      return pad(time.dayOfYear, width);
    case 'E':
      return part(
        nameFormat(locale, { weekday: width <= 3 ? 'short' : width === 4 ? 'long' : 'narrow' }),
        weekdayMs,
        'weekday',
      );
    case 'w':
      return pad(time.weekOfYear!, width);
    case 'H':
      return pad(time.hour, width);
    case 'h':
      return pad(time.hour % 12 === 0 ? 12 : time.hour % 12, width);
    case 'a':
      return part(nameFormat(locale, { hour: 'numeric', hour12: true }), Date.UTC(2024, 0, 1, time.hour), 'dayPeriod');
    case 'm':
      return pad(time.minute, width);
    case 's':
      return pad(time.second, width);
    case 'S':
      return pad(time.millisecond * 1_000_000 + time.microsecond * 1000 + time.nanosecond, 9).slice(0, width);
    case 'X':
    case 'x':
    case 'Z':
      return offsetToken(time, letter, width);
    case 'V':
      return zone;
    default: // z
      return zoneName(time, zone, width === 4 ? 'long' : 'short', locale);
  }
}

/** The value written by a pattern of Unicode date tokens (`yyyy-MM-dd HH:mm:ss`), names in `locale`. */
export function formatPattern(epochNs: bigint, zone: string, pattern: string, locale?: string): string {
  const time = zonedAt(epochNs, zone);
  return tokenizePattern(pattern)
    .map((entry) => ('literal' in entry ? entry.literal : tokenValue(time, zone, entry.letter, entry.width, locale)))
    .join('');
}

/** A pattern letter, what it writes, and what it writes for the value read (empty without one). */
export interface TokenRow {
  token: string;
  meaning: string;
  example: string;
}

/** The pattern letters for the table, each with its example for the value read, if any. */
export function tokenRows(reading: DateReading | undefined, locale?: string): TokenRow[] {
  const example = (token: string) =>
    reading ? (attempt(() => formatPattern(reading.epochNs, reading.zone, token, locale)).value ?? '') : '';
  return PATTERN_TOKENS.map(({ token, meaning }) => ({ token, meaning, example: example(token) }));
}
