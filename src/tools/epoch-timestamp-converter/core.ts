import { temporal } from '../../lib/time/temporal';
import { ToolError } from '../../lib/tool-error';
import type { LocalTimeResolution } from '../../lib/time/local-time';
import { gapNote } from '../../lib/time/zone-text';
import type { ResultRow } from '../../lib/result-row';

/** The units of a Unix timestamp: time since 1970-01-01T00:00:00Z. */
export type EpochUnit = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds';

/** Every kind of number the tool reads: Unix time, and three other systems' epochs. */
export type TimestampKind = EpochUnit | 'filetime' | 'cocoa' | 'excel';

/** The unit field: a kind, or "detect it from the number's size". */
export type UnitChoice = 'auto' | TimestampKind;

export const EPOCH_UNITS: readonly EpochUnit[] = ['seconds', 'milliseconds', 'microseconds', 'nanoseconds'];

export const KIND_LABELS: Record<TimestampKind, string> = {
  seconds: 'Unix seconds',
  milliseconds: 'Unix milliseconds',
  microseconds: 'Unix microseconds',
  nanoseconds: 'Unix nanoseconds',
  filetime: 'Windows FILETIME (100 ns ticks since 1601)',
  cocoa: 'Apple Cocoa (seconds since 2001)',
  excel: 'Excel serial date (days since 1900)',
};

const NS_PER: Record<EpochUnit, bigint> = {
  seconds: 1_000_000_000n,
  milliseconds: 1_000_000n,
  microseconds: 1_000n,
  nanoseconds: 1n,
};

/** FILETIME 0 is 1601-01-01T00:00:00Z, 11,644,473,600 s before the Unix epoch; it counts 100 ns ticks. */
const FILETIME_UNIX_EPOCH = 116_444_736_000_000_000n;
/** Cocoa's reference date, 2001-01-01T00:00:00Z, in Unix seconds. */
const COCOA_UNIX_EPOCH_SECONDS = 978_307_200n;
/** Excel day 0 for serials from 61 on is 1899-12-30, 25,569 days before the Unix epoch. */
const EXCEL_UNIX_EPOCH_DAYS = 25_569n;
const NS_PER_DAY = 86_400_000_000_000n;

/** Temporal's range: 100,000,000 days either side of the Unix epoch. */
const LIMIT_NS = 100_000_000n * NS_PER_DAY;

export const SAMPLE_INPUT = '1700000000123456789';

/** A decimal number held exactly: `digits` × 10^-`scale`. */
interface ExactDecimal {
  digits: bigint;
  scale: number;
  /** How many digits the whole part has, without leading zeros (0 for 0.5). */
  wholeDigits: number;
}

const NUMBER = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Reads a number exactly, or says where it stops being one. */
function parseDecimal(text: string): ExactDecimal {
  const cleaned = text.replaceAll('_', '');
  const match = NUMBER.exec(cleaned);
  if (!match) {
    const bad = [...cleaned].findIndex((character, index) =>
      index === 0 ? !/[\d+-]/.test(character) : !/[\d.]/.test(character),
    );
    const where = bad === -1 ? '' : ` at character ${bad + 1} ("${[...cleaned][bad]}")`;
    throw new ToolError(
      `"${text}" is not a number${where}. A timestamp is digits, with an optional sign and decimals.`,
    );
  }
  const [, sign, whole = '', fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return { digits, scale: fraction.length, wholeDigits: whole.replace(/^0+/, '').length };
}

/** `value` × `factor` / `divisor`, rounded to the nearest integer (halves away from zero). */
function scaleRounded(value: bigint, factor: bigint, divisor: bigint): bigint {
  const product = value * factor;
  const quotient = product / divisor;
  const remainder = product % divisor;
  if (remainder * 2n >= divisor) return quotient + 1n;
  if (remainder * 2n <= -divisor) return quotient - 1n;
  return quotient;
}

/** The unit a Unix timestamp most likely has, from how many digits its whole part has. */
export function unitForDigits(wholeDigits: number): EpochUnit {
  // Up to 11 digits reaches the year 5138 in seconds; 12 to 14 digits in milliseconds span 1973 to 5138.
  if (wholeDigits <= 11) return 'seconds';
  if (wholeDigits <= 14) return 'milliseconds';
  if (wholeDigits <= 17) return 'microseconds';
  return 'nanoseconds';
}

export interface ParsedTimestamp {
  /** Nanoseconds since the Unix epoch, exact. */
  epochNs: bigint;
  kind: TimestampKind;
  /** Whether the unit was detected from the number's size rather than chosen. */
  detected: boolean;
  /** What the reading lost or assumed, if anything, in a sentence. */
  note?: string;
}

/** Reads one timestamp as `choice` says (or by its size), exactly, into nanoseconds since 1970. */
export function parseTimestamp(input: string, choice: UnitChoice): ParsedTimestamp {
  const text = input.trim();
  if (text === '') throw new ToolError('Enter a timestamp, such as 1700000000.');
  const number = parseDecimal(text);
  const kind = choice === 'auto' ? unitForDigits(number.wholeDigits) : choice;
  const denominator = 10n ** BigInt(number.scale);
  let epochNs: bigint;
  let note: string | undefined;
  switch (kind) {
    case 'filetime':
      if (number.digits < 0n) throw new ToolError('A FILETIME counts from 1601 and cannot be negative.');
      epochNs = scaleRounded(number.digits, 100n, denominator) - FILETIME_UNIX_EPOCH * 100n;
      break;
    case 'cocoa':
      epochNs = scaleRounded(number.digits, NS_PER.seconds, denominator) + COCOA_UNIX_EPOCH_SECONDS * NS_PER.seconds;
      break;
    case 'excel':
      ({ epochNs, note } = excelSerialToEpochNs(number, denominator));
      break;
    default:
      epochNs = scaleRounded(number.digits, NS_PER[kind], denominator);
      if (number.digits * NS_PER[kind] !== epochNs * denominator) note = 'Digits past the nanosecond were rounded off.';
  }
  if (epochNs > LIMIT_NS || epochNs < -LIMIT_NS) {
    throw new ToolError(
      `${text} as ${KIND_LABELS[kind].toLowerCase().replace(/^unix/, 'Unix')} is outside the range of dates: at most 100,000,000 days either side of 1970 (about 271,821 BC to AD 275,760).`,
    );
  }
  return { epochNs, kind, detected: choice === 'auto', ...(note ? { note } : {}) };
}

/**
 * Excel's 1900 date system: serial 1 is 1900-01-01, and serial 60 is 29 February 1900, a day that never
 * was (Excel kept Lotus 1-2-3's leap-year bug). From 61 on, serials count from 1899-12-30. Times are the
 * fraction of the day, with no time zone: read as UTC, to the millisecond (Excel's own precision).
 */
function excelSerialToEpochNs(number: ExactDecimal, denominator: bigint): { epochNs: bigint; note: string } {
  if (number.digits < 0n)
    throw new ToolError('Excel serial dates start at 0 (1900-01-00); there are no negative ones.');
  const wholeDays = number.digits / denominator;
  if (wholeDays === 60n)
    throw new ToolError(
      'Excel serial 60 is 29 February 1900, a day that did not exist: Excel kept the leap-year bug of Lotus 1-2-3.',
    );
  const dayZero = wholeDays < 60n ? EXCEL_UNIX_EPOCH_DAYS - 1n : EXCEL_UNIX_EPOCH_DAYS;
  const dayNs = scaleRounded(number.digits, NS_PER_DAY, denominator) - dayZero * NS_PER_DAY;
  const epochNs = scaleRounded(dayNs, 1n, NS_PER.milliseconds) * NS_PER.milliseconds;
  return { epochNs, note: 'Excel dates have no time zone: read as UTC, to the millisecond.' };
}

/** A whole number of `unit`, or a decimal with the trailing zeros of its fraction dropped. */
export function epochIn(epochNs: bigint, unit: EpochUnit): string {
  const per = NS_PER[unit];
  const negative = epochNs < 0n;
  const magnitude = negative ? -epochNs : epochNs;
  const whole = magnitude / per;
  const fraction = (magnitude % per)
    .toString()
    .padStart(per.toString().length - 1, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction && per > 1n ? `.${fraction}` : ''}`;
}

/** The same instant in the other systems' numbers, where it can be written in them. */
export function otherEpochs(epochNs: bigint): { kind: TimestampKind; value: string }[] {
  const filetime = epochNs / 100n + FILETIME_UNIX_EPOCH;
  const cocoaNs = epochNs - COCOA_UNIX_EPOCH_SECONDS * NS_PER.seconds;
  const excelNs = epochNs + EXCEL_UNIX_EPOCH_DAYS * NS_PER_DAY;
  const rows: { kind: TimestampKind; value: string }[] = [];
  if (filetime >= 0n) rows.push({ kind: 'filetime', value: filetime.toString() });
  rows.push({ kind: 'cocoa', value: epochIn(cocoaNs, 'seconds') });
  // Serials from 61 (1900-03-01) on; earlier ones would need the fictitious 29 February.
  if (excelNs >= 61n * NS_PER_DAY) rows.push({ kind: 'excel', value: decimalOf(excelNs, NS_PER_DAY, 10) });
  return rows;
}

/** `value` / `divisor` as a decimal with at most `places` places, trailing zeros dropped. */
function decimalOf(value: bigint, divisor: bigint, places: number): string {
  const scaled = scaleRounded(value, 10n ** BigInt(places), divisor);
  const text = scaled.toString().padStart(places + 1, '0');
  const whole = text.slice(0, -places);
  const fraction = text.slice(-places).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a date-time in `zone`, through Temporal. */
function zoned(epochNs: bigint, zone: string) {
  return temporal().Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(zone);
}

/**
 * RFC 5322 (formerly 2822) form in UTC, `Tue, 14 Nov 2023 22:13:20 +0000`, or null for a year it cannot
 * write: it wants four digits, from 1900 on.
 */
export function rfc2822(epochNs: bigint): string | null {
  const time = zoned(epochNs, 'UTC');
  if (time.year < 1900 || time.year > 9999) return null;
  return `${WEEKDAYS[time.dayOfWeek - 1]}, ${two(time.day)} ${MONTHS[time.month - 1]} ${time.year} ${two(time.hour)}:${two(time.minute)}:${two(time.second)} +0000`;
}

/** The HTTP-date (IMF-fixdate) form, `Tue, 14 Nov 2023 22:13:20 GMT`, or null outside years 0000 to 9999. */
export function httpDate(epochNs: bigint): string | null {
  const time = zoned(epochNs, 'UTC');
  if (time.year < 0 || time.year > 9999) return null;
  return `${WEEKDAYS[time.dayOfWeek - 1]}, ${two(time.day)} ${MONTHS[time.month - 1]} ${String(time.year).padStart(4, '0')} ${two(time.hour)}:${two(time.minute)}:${two(time.second)} GMT`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * 86_400],
  ['month', (365.2425 / 12) * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days": the largest unit that fits, rounded down, from `nowNs`. */
export function relativeTime(epochNs: bigint, nowNs: bigint, locale?: string): string {
  const seconds = Number(epochNs - nowNs) / 1e9;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, length] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= length || unit === 'second') return format.format(Math.trunc(seconds / length), unit);
  }
  return format.format(0, 'second');
}

export interface InstantDetails {
  isoUtc: string;
  /** The instant in the chosen zone: ISO 8601 with offset and zone, and in words in the locale. */
  inZone: { zone: string; iso: string; text: string; offset: string };
  /** The same in the browser's zone. */
  local: { zone: string; iso: string; text: string; offset: string };
  rfc2822: string | null;
  httpDate: string | null;
  weekday: string;
  /** ISO 8601 week date in the chosen zone: 2020-W53-4. */
  isoWeek: string;
  dayOfYear: number;
  relative: string;
  epochs: Record<EpochUnit, string>;
  others: { kind: TimestampKind; value: string }[];
}

function zonedForms(time: ReturnType<typeof zoned>, zone: string, locale: string | undefined) {
  return {
    zone,
    // Fractions of a second as long as they need to be, no longer.
    iso: time.toString(),
    text: time.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'long' }),
    offset: time.offset,
  };
}

/** Everything the screen shows of one instant. `nowNs` is the clock, for the relative time. */
export function describeInstant(
  epochNs: bigint,
  { zone, localZone, nowNs, locale }: { zone: string; localZone: string; nowNs: bigint; locale?: string },
): InstantDetails {
  const instant = temporal().Instant.fromEpochNanoseconds(epochNs);
  const time = zoned(epochNs, zone);
  return {
    isoUtc: instant.toString(),
    inZone: zonedForms(time, zone, locale),
    local: zonedForms(zoned(epochNs, localZone), localZone, locale),
    rfc2822: rfc2822(epochNs),
    httpDate: httpDate(epochNs),
    weekday: time.toLocaleString(locale, { weekday: 'long' }),
    isoWeek: `${time.yearOfWeek}-W${two(time.weekOfYear ?? 0)}-${time.dayOfWeek}`,
    dayOfYear: time.dayOfYear,
    relative: relativeTime(epochNs, nowNs, locale),
    epochs: Object.fromEntries(EPOCH_UNITS.map((unit) => [unit, epochIn(epochNs, unit)])) as Record<EpochUnit, string>,
    others: otherEpochs(epochNs),
  };
}

/** A form only some years can be written in: the value to copy, or why there is none. */
function limitedRow(label: string, text: string | null, name: string, years: string): ResultRow {
  return text
    ? { label, value: text, copy: name }
    : { label, value: `Only years ${years} can be written in this form.` };
}

/** Epoch values in every unit, to copy; `prefix` tells apart the two instants of a repeated local time. */
export function epochRows(epochNs: bigint, prefix = ''): ResultRow[] {
  return EPOCH_UNITS.map((unit) => ({ label: `${prefix}Unix ${unit}`, value: epochIn(epochNs, unit), copy: true }));
}

/** An instant's rows, in the screen's order: its forms to copy, its time in the zones, its calendar facts. */
export function instantRows(details: InstantDetails): ResultRow[] {
  const { inZone, local } = details;
  return [
    { label: 'ISO 8601 (UTC)', value: details.isoUtc, copy: 'ISO 8601' },
    { key: 'zone', label: inZone.zone, value: inZone.iso, copy: `Time in ${inZone.zone}`, words: inZone.text },
    { key: 'local', label: `Local (${local.zone})`, value: local.iso, mono: true, words: local.text },
    limitedRow('RFC 2822', details.rfc2822, 'RFC 2822 date', '1900 to 9999'),
    limitedRow('HTTP-date', details.httpDate, 'HTTP-date', '0000 to 9999'),
    { label: 'Weekday', value: details.weekday },
    { label: 'ISO week', value: details.isoWeek, mono: true },
    { label: 'Day of year', value: String(details.dayOfYear) },
    { label: 'Relative', value: details.relative },
    ...EPOCH_UNITS.map((unit): ResultRow => ({ label: `Unix ${unit}`, value: details.epochs[unit], copy: true })),
    ...details.others.map(({ kind, value }): ResultRow => ({ label: KIND_LABELS[kind], value, copy: true })),
  ];
}

/** The time now (epoch ms) in seconds and milliseconds to copy, and in ISO 8601. */
export function nowRows(nowMs: number): ResultRow[] {
  return [
    { label: 'Seconds', value: String(Math.floor(nowMs / 1000)), copy: 'Seconds now' },
    { label: 'Milliseconds', value: String(nowMs), copy: 'Milliseconds now' },
    { label: 'ISO 8601', value: new Date(nowMs).toISOString(), mono: true },
  ];
}

/**
 * A local time's timestamps: its offset and epochs; the epochs of the instant a skipped time resolves to;
 * or those of both instants of a repeated one.
 */
export function localTimeRows(local: LocalTimeResolution): ResultRow[] {
  if (local.kind === 'exact') return [{ label: 'Offset', value: local.offset }, ...epochRows(local.instant)];
  if (local.kind === 'gap') return epochRows(local.resolved);
  return [...epochRows(local.earlier, 'Earlier: '), ...epochRows(local.later, 'Later: ')];
}

/** What a skipped or repeated local time comes to, in a sentence; undefined for a plain one. */
export function localTimeNote(local: LocalTimeResolution, zone: string): string | undefined {
  if (local.kind === 'gap') return gapNote(zone, local);
  if (local.kind === 'overlap')
    return `Clocks in ${zone} go back here, so this local time happens once at ${local.earlierOffset} and again at ${local.laterOffset}.`;
  return undefined;
}

export interface BatchRow {
  line: number;
  input: string;
  kind: string;
  isoUtc: string;
  inZone: string;
  error: string;
}

/** One timestamp a line (blank lines skipped): a row each, with the error in its row where a line is bad. */
export function convertBatch(text: string, choice: UnitChoice, zone: string): BatchRow[] {
  const rows: BatchRow[] = [];
  text.split(/\r\n?|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const row: BatchRow = { line: index + 1, input: line.trim(), kind: '', isoUtc: '', inZone: '', error: '' };
    try {
      const parsed = parseTimestamp(line, choice);
      row.kind = KIND_LABELS[parsed.kind];
      row.isoUtc = temporal().Instant.fromEpochNanoseconds(parsed.epochNs).toString();
      row.inZone = zoned(parsed.epochNs, zone).toString({ timeZoneName: 'never' });
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      row.error = error.message;
    }
    rows.push(row);
  });
  if (rows.length === 0) throw new ToolError('Enter timestamps, one a line.');
  return rows;
}
