/**
 * A wall-clock time in a zone, as an instant. Most local times name exactly one instant, but not all: when
 * clocks spring forward, the skipped times name none (a gap), and when they fall back, the repeated times
 * name two (an overlap). The result says which, so a tool can explain it rather than silently pick one.
 * Needs Temporal loaded (`loadTemporal()` in ./temporal).
 */
import { ToolError } from '../tool-error';
import { parseMoment, type LocalMoment } from './dates';
import { temporal, type Temporal } from './temporal';

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

const NS_PER_MINUTE = 60_000_000_000n;

/**
 * The instant (or instants) a local date and time names in a zone. Throws a ToolError that says what is
 * wrong with an impossible date (February 30th, hour 25) or an unknown zone.
 */
export function resolveLocalTime(dateTime: string, zone: string): LocalTimeResolution {
  const local = parseLocalDateTime(dateTime);
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

/** A date and time as typed, each field checked by `parseMoment`; a date alone is not enough here. */
function parseLocalDateTime(input: string): Temporal.PlainDateTime {
  const text = input.trim();
  const moment = LOCAL_DATE_TIME.test(text) ? parseMoment(text) : null;
  if (!moment?.time)
    throw new ToolError(
      `"${text}" is not a date and time. Write it as YYYY-MM-DDTHH:mm, with optional seconds and fraction: 2026-03-08T02:30, 2026-03-08T02:30:15.5.`,
    );
  return moment.date.toPlainDateTime(moment.time);
}

/** A moment placed in a zone, and what placing it took when DST got in the way. */
export interface PlacedMoment {
  zoned: Temporal.ZonedDateTime;
  /** Said when the local time does not exist (a gap) or happens twice (an overlap), or the day starts late. */
  note: string | null;
}

function shortTime(time: Temporal.PlainTime): string {
  return time.toString({ smallestUnit: time.second === 0 && time.nanosecond === 0 ? 'minute' : undefined });
}

/**
 * The instant a local moment names in `zone`: its time, or the start of its day when it has none. A time a
 * DST change skips is moved forward by the gap, as calendar software does; a repeated time takes the earlier
 * of its two instants. Both are said.
 */
export function placeInZone(moment: LocalMoment, zone: string): PlacedMoment {
  const Temporal = temporal();
  if (moment.time === null) {
    let zoned;
    try {
      zoned = moment.date.toZonedDateTime({ timeZone: zone });
    } catch (error) {
      if (error instanceof RangeError) throw new ToolError(`Unknown time zone: ${zone}`);
      throw error;
    }
    const startsLate = zoned.hour !== 0 || zoned.minute !== 0;
    return {
      zoned,
      note: startsLate
        ? `${moment.date.toString()} starts at ${shortTime(zoned.toPlainTime())} in ${zone}: a DST change skips midnight.`
        : null,
    };
  }
  const local = `${moment.date.toString()} ${shortTime(moment.time)}`;
  const resolution = resolveLocalTime(moment.date.toPlainDateTime(moment.time).toString(), zone);
  const at = (ns: bigint) => Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(zone);
  switch (resolution.kind) {
    case 'exact':
      return { zoned: at(resolution.instant), note: null };
    case 'gap':
      return {
        zoned: at(resolution.resolved),
        note: `${local} does not exist in ${zone}: clocks skip ${resolution.gapMinutes} minutes there, so it is read as ${resolution.resolvedDateTime.replace('T', ' ')} (${resolution.offset}).`,
      };
    case 'overlap':
      return {
        zoned: at(resolution.earlier),
        note: `${local} happens twice in ${zone}, at ${resolution.earlierOffset} and again at ${resolution.laterOffset}: the earlier is used.`,
      };
  }
}
