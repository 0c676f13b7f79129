/**
 * A wall-clock time in a zone, as an instant. Most local times name exactly one instant, but not all: when
 * clocks spring forward, the skipped times name none (a gap), and when they fall back, the repeated times
 * name two (an overlap). The result says which, so a tool can explain it rather than silently pick one.
 * Needs Temporal loaded (`loadTemporal()` in ./temporal).
 */
import { ToolError } from '../tool-error';
import { temporal } from './temporal';

export type LocalTimeResolution =
  | { kind: 'exact'; instant: bigint; offset: string }
  | {
      kind: 'gap';
      /** The instant Temporal's 'compatible' disambiguation (and calendar software) picks: later by the gap. */
      resolved: bigint;
      /** The wall time that instant shows: `2026-03-08T03:30:00`. */
      resolvedDateTime: string;
      offset: string;
      gapMinutes: number;
    }
  | { kind: 'overlap'; earlier: bigint; later: bigint; earlierOffset: string; laterOffset: string };

/** `YYYY-MM-DDTHH:mm` (or a space for the T), then optionally `:ss` and a fraction of up to nine digits. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

const MONTH_NAMES = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

const NS_PER_MINUTE = 60_000_000_000n;

/**
 * The instant (or instants) a local date and time names in a zone. Throws a ToolError that says what is
 * wrong with an impossible date (February 30th, hour 25) or an unknown zone.
 */
export function resolveLocalTime(dateTime: string, zone: string): LocalTimeResolution {
  const Temporal = temporal();
  const local = Temporal.PlainDateTime.from(parseLocalDateTime(dateTime), { overflow: 'reject' });
  const zoneId = zone.trim();
  let earlier;
  let later;
  try {
    earlier = local.toZonedDateTime(zoneId, { disambiguation: 'earlier' });
    later = local.toZonedDateTime(zoneId, { disambiguation: 'later' });
  } catch (error) {
    if (error instanceof RangeError && !isKnownZone(zoneId)) throw new ToolError(`Unknown time zone: ${zone}`);
    throw error;
  }
  if (earlier.epochNanoseconds === later.epochNanoseconds)
    return { kind: 'exact', instant: earlier.epochNanoseconds, offset: earlier.offset };
  // In an overlap both instants show the time asked for; in a gap neither does: 'earlier' moves it back by
  // the gap and 'later' forward, so they are the gap apart.
  if (earlier.toPlainDateTime().equals(local))
    return {
      kind: 'overlap',
      earlier: earlier.epochNanoseconds,
      later: later.epochNanoseconds,
      earlierOffset: earlier.offset,
      laterOffset: later.offset,
    };
  return {
    kind: 'gap',
    resolved: later.epochNanoseconds,
    resolvedDateTime: later.toPlainDateTime().toString(),
    offset: later.offset,
    gapMinutes: Number(later.epochNanoseconds - earlier.epochNanoseconds) / Number(NS_PER_MINUTE),
  };
}

function isKnownZone(zone: string): boolean {
  try {
    temporal().Instant.fromEpochNanoseconds(0n).toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The fields of a local date and time, each checked, so the message names the one that is wrong. */
function parseLocalDateTime(input: string) {
  const text = input.trim();
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match)
    throw new ToolError(
      `"${text}" is not a date and time. Write it as YYYY-MM-DDTHH:mm, with optional seconds and fraction: 2026-03-08T02:30, 2026-03-08T02:30:15.5.`,
    );
  const [, yearText, monthText, dayText, hourText, minuteText, secondText = '0', fraction = ''] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const hour = Number(hourText);
  const minute = Number(minuteText);
  const second = Number(secondText);
  const checkRange = (field: string, value: number, min: number, max: number) => {
    if (value < min || value > max) throw new ToolError(`${text}: ${field} ${value} is out of range ${min}–${max}.`);
  };
  checkRange('month', month, 1, 12);
  const daysInMonth = temporal().PlainYearMonth.from({ year, month }).daysInMonth;
  if (day < 1 || day > daysInMonth) {
    const monthName = MONTH_NAMES.format(Date.UTC(2000, month - 1, 1));
    throw new ToolError(`${text}: ${monthName} ${year} has ${daysInMonth} days.`);
  }
  checkRange('hour', hour, 0, 23);
  checkRange('minute', minute, 0, 59);
  // Temporal would read a leap second, :60, as :59; saying so beats a silent change.
  checkRange('second', second, 0, 59);
  const nanoseconds = Number(fraction.padEnd(9, '0'));
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond: Math.floor(nanoseconds / 1_000_000),
    microsecond: Math.floor(nanoseconds / 1_000) % 1_000,
    nanosecond: nanoseconds % 1_000,
  };
}
