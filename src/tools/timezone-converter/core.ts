/**
 * The Timezone Converter's work: one date and time in a source zone, as an exact instant (or, where DST
 * makes the local time skipped or repeated, saying so), shown in other zones; and the meeting planner's
 * hours, the source zone's hours of the day lined up in every zone. Needs Temporal loaded.
 */
import { zonedFormat } from '../../lib/time/format';
import { instantOf } from '../../lib/time/local-instant';
import { resolveLocalTime, type LocalTimeResolution } from '../../lib/time/local-time';
import { temporal } from '../../lib/time/temporal';
import { zoneAt, zoneFromName } from '../../lib/time/zones';
import { abbreviationOf, offsetText, seasonText, utcText } from '../../lib/time/zone-text';
import { ToolError } from '../../lib/tool-error';

/** What Load Sample fills in: a time with its zone, the form the detector ranks first. */
export const SAMPLE_INPUT = '2026-11-24 09:00 America/New_York';

/** The zones Load Sample converts to: whole, half and quarter hour offsets, 30-minute DST, and the far side of the date line. */
export const SAMPLE_TARGETS = [
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

const NS_PER_HOUR = 3_600_000_000_000n;
const NS_PER_MINUTE = 60_000_000_000;

/**
 * The source text: a local date and time, then optionally an offset (`Z`, `-05:00`) and a zone, by id, old
 * alias or city, after a space or in brackets (`2026-11-24T09:00[Europe/Paris]`).
 */
const SOURCE =
  /^(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(?:\s*(Z|z|[+-]\d{2}:?\d{2}))?(?:\s*\[([^\]]*)\]|\s+(.*))?$/;

export interface SourceParts {
  /** The local date and time as written. */
  dateTime: string;
  /** `Z` or `±HH:MM` when the text fixes the instant itself. */
  offset: string | null;
  /** The zone or city written after the time, if any. */
  zoneText: string | null;
}

/** Splits the source text into its date and time, offset and zone; a ToolError says what form it takes. */
export function splitSource(input: string): SourceParts {
  const text = input.trim();
  const match = SOURCE.exec(text);
  if (!match)
    throw new ToolError(
      `"${text}" does not start with a date and time. Write YYYY-MM-DD HH:mm (seconds optional), then optionally a zone or city: 2026-11-24 09:00 America/New_York.`,
    );
  const [, dateTime = '', offset, bracketed, spaced] = match;
  const zoneText = (bracketed ?? spaced)?.trim() || null;
  return { dateTime, offset: offset ? normalizeOffset(offset) : null, zoneText };
}

function normalizeOffset(offset: string): string {
  if (offset === 'Z' || offset === 'z') return '+00:00';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

/** The zone a name stands for, or a ToolError naming the text that is not one. */
export function requireZone(name: string): string {
  const zone = zoneFromName(name);
  if (!zone)
    throw new ToolError(
      `"${name.trim()}" is not a time zone or city. Try an id such as Europe/Paris or a city such as Paris.`,
    );
  return zone;
}

/** Which of the two instants a repeated local time (the hour clocks fall back) is taken as. */
export type RepeatedChoice = 'earlier' | 'later';

export interface Source {
  /** The zone the time is read in: written after it, or chosen in the From field. */
  zone: string;
  /** The instant converted, in epoch nanoseconds. */
  instant: bigint;
  /** How the local time named an instant: exact, in a DST gap, repeated, or fixed by a written offset. */
  resolution: LocalTimeResolution | { kind: 'offset'; offset: string };
}

/** The instant the source text names in its zone (written or `fromZone`), DST gaps and overlaps included. */
export function readSource(input: string, fromZone: string, repeated: RepeatedChoice): Source {
  const parts = splitSource(input);
  const zone = parts.zoneText === null ? requireZone(fromZone) : requireZone(parts.zoneText);
  if (parts.offset !== null) {
    // Checked by resolveLocalTime first, for its messages about impossible fields (February 30th).
    resolveLocalTime(parts.dateTime, 'UTC');
    // The offset fixes the instant; the zone is where it is shown as the source.
    const instant = temporal().Instant.from(`${parts.dateTime.replace(/[ t]/, 'T')}${parts.offset}`);
    return { zone, instant: instant.epochNanoseconds, resolution: { kind: 'offset', offset: parts.offset } };
  }
  const resolution = resolveLocalTime(parts.dateTime, zone);
  return { zone, instant: instantOf(resolution, repeated), resolution };
}

export interface ZonedTime {
  zone: string;
  /** ISO 8601 with offset and zone, to the second: `2026-11-25T03:45:00+13:45[Pacific/Chatham]`. */
  iso: string;
  /** `2026-11-25 03:45:00`. */
  local: string;
  /** The weekday and date and the time, in the user's locale. */
  text: string;
  offset: string;
  abbreviation: string;
  dst: boolean;
  /** The offset less the source's: `+10:45`, `-5:00`, `0:00`. */
  difference: string;
  /** Calendar days from the source's date to this one's: -1, 0 or +1 (more across the date line's history). */
  dayShift: number;
}

/** The weekday, date and time for a zone and locale, to the second. */
function formatFor(zone: string, locale: string | undefined): Intl.DateTimeFormat {
  return zonedFormat(zone, locale, { time: 'second' });
}

/** An offset difference in nanoseconds as signed hours and minutes: `+10:45`, `-5:00`, `0:00`. */
export function formatDifference(differenceNs: number): string {
  const minutes = Math.round(Math.abs(differenceNs) / NS_PER_MINUTE);
  const sign = differenceNs > 0 ? '+' : differenceNs < 0 ? '-' : '';
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An instant as it is in a zone, compared with the source zone. */
export function timeIn(zone: string, instant: bigint, sourceZone: string, locale?: string): ZonedTime {
  const Temporal = temporal();
  const exact = Temporal.Instant.fromEpochNanoseconds(instant);
  const there = exact.toZonedDateTimeISO(zone);
  const source = exact.toZonedDateTimeISO(sourceZone);
  const info = zoneAt(zone, instant);
  const date = there.toPlainDate();
  return {
    zone,
    iso: there.toString({ smallestUnit: 'second' }),
    local: there.toPlainDateTime().toString({ smallestUnit: 'second' }).replace('T', ' '),
    text: formatFor(zone, locale).format(Number(instant / 1_000_000n)),
    offset: there.offset,
    abbreviation: info.abbreviation,
    dst: info.dst,
    difference: formatDifference(there.offsetNanoseconds - source.offsetNanoseconds),
    dayShift: source.toPlainDate().until(date, { largestUnit: 'days' }).days,
  };
}

/** The targets list as kept in state (one zone a line) and as shown. */
export function parseTargets(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface Conversion {
  source: Source;
  /** The source time itself, as the first row. */
  from: ZonedTime;
  targets: ZonedTime[];
  /** Targets that name no zone (from an edited link): left out, and listed so they can be removed. */
  unknownTargets: string[];
}

/** The source text converted to every target zone. */
export function convert(
  input: string,
  {
    from,
    targets,
    repeated,
    locale,
  }: { from: string; targets: readonly string[]; repeated: RepeatedChoice; locale?: string },
): Conversion {
  const source = readSource(input, from, repeated);
  const zones: string[] = [];
  const unknownTargets: string[] = [];
  for (const target of targets) {
    const zone = zoneFromName(target);
    if (zone) zones.push(zone);
    else unknownTargets.push(target);
  }
  return {
    source,
    from: timeIn(source.zone, source.instant, source.zone, locale),
    targets: zones.map((zone) => timeIn(zone, source.instant, source.zone, locale)),
    unknownTargets,
  };
}

/** The source zone the text names, if it names one (for the From field), else null. */
export function writtenZone(input: string): string | null {
  try {
    const { zoneText } = splitSource(input);
    return zoneText === null ? null : zoneFromName(zoneText);
  } catch {
    return null;
  }
}

/** The targets list without the lines that name `zone`; with null, without the lines that name no zone. */
export function withoutZone(targets: readonly string[], zone: string | null): string[] {
  return targets.filter((target) => zoneFromName(target) !== zone);
}

/** Targets that name no zone, in a sentence's start: `"Atlantis" is not a time zone`. */
export function unknownTargetsText(unknown: readonly string[]): string {
  const names = unknown.map((target) => `"${target}"`).join(', ');
  return `${names} ${unknown.length === 1 ? 'is not a time zone' : 'are not time zones'}.`;
}

/** How a converted time's date stands to the source's: "next day", "previous day", "+2 days"; empty when the same. */
export function dayShiftText(shift: number): string {
  if (shift === 0) return '';
  if (shift === 1) return 'next day';
  if (shift === -1) return 'previous day';
  return `${shift > 0 ? '+' : ''}${shift} days`;
}

/** A converted time's offset, season and difference from the source, as its card says them. */
export function targetFacts(row: ZonedTime): string {
  const difference = row.difference === '0:00' ? 'same offset as the source' : `${row.difference} h from the source`;
  return `${offsetText(row.offset, row.abbreviation)} · ${seasonText(row.dst)} · ${difference}`;
}

/** The source time's offset, abbreviation and season: "-05:00 EST, standard time." */
export function sourceFacts(from: ZonedTime): string {
  return `${from.offset}${abbreviationOf(from.abbreviation)}, ${seasonText(from.dst)}.`;
}

/** How the source named its instant when not plainly: in a DST gap, twice, or by a written offset; else null. */
export function resolutionNote({ zone, instant, resolution }: Source): string | null {
  switch (resolution.kind) {
    case 'gap':
      return `This local time does not exist in ${zone}: clocks skip ${resolution.gapMinutes} minutes there when DST (or a change of offset) begins. It resolves to ${resolution.resolvedDateTime.replace('T', ' ')} (${resolution.offset}), ${utcText(resolution.resolved)}.`;
    case 'overlap':
      return `This local time happens twice in ${zone}: first at ${resolution.earlierOffset} (${utcText(resolution.earlier)}), then again at ${resolution.laterOffset} (${utcText(resolution.later)}) after the clocks go back.`;
    case 'offset':
      return `The offset ${resolution.offset} fixes the instant, ${utcText(instant)}; it is shown in ${zone}.`;
    default:
      return null;
  }
}

/** The source text with its date and time replaced, its zone (if written) kept: what a planner click does. */
export function withDateTime(input: string, dateTime: string): string {
  let zoneText: string | null = null;
  try {
    zoneText = splitSource(input).zoneText;
  } catch {
    // Unreadable text is replaced whole.
  }
  return zoneText === null ? dateTime : `${dateTime} ${zoneText}`;
}

/** The source text with its written zone replaced, when it has one; null when the zone comes from the field. */
export function withZone(input: string, zone: string): string | null {
  try {
    const parts = splitSource(input);
    if (parts.zoneText === null) return null;
    return `${parts.dateTime}${parts.offset ?? ''} ${zone}`;
  } catch {
    return null;
  }
}

/**
 * An instant in a zone as the source text takes it, to the minute (`2026-11-24 11:00`): what the Now button
 * and a planner click put in the field.
 */
export function minuteText(instant: bigint, zone: string): string {
  const local = temporal().Instant.fromEpochNanoseconds(instant).toZonedDateTimeISO(zone).toPlainDateTime();
  return local.toString({ smallestUnit: 'minute' }).replace('T', ' ');
}

export interface PlannerCell {
  /** The instant the hour starts. */
  instant: bigint;
  /** Local time there: `14:45`. */
  time: string;
  /** The local date, when it differs from the source's date that day (`Wed 25`); '' otherwise. */
  day: string;
  /** Whether the hour starts within working hours there. */
  working: boolean;
}

export interface PlannerRow {
  zone: string;
  cells: PlannerCell[];
}

export interface Planner {
  /** The source zone's date whose hours are shown: `2026-11-24`. */
  date: string;
  /** The source's hours' start instants: 24, or 23 or 25 on a DST change day. */
  hours: bigint[];
  /** The index of the hour the source time falls in. */
  selected: number;
  rows: PlannerRow[];
}

/**
 * The meeting planner: the source zone's hours of the day the instant falls on (23 or 25 on the days DST
 * starts or ends there), each shown as local time in every zone. An hour counts as working time where it
 * starts at or after `workStart` and before `workEnd` (hours of the day, local to each zone).
 */
export function plan(
  instant: bigint,
  sourceZone: string,
  zones: readonly string[],
  { workStart, workEnd }: { workStart: number; workEnd: number },
): Planner {
  const Temporal = temporal();
  const day = Temporal.Instant.fromEpochNanoseconds(instant).toZonedDateTimeISO(sourceZone).toPlainDate();
  const start = day.toZonedDateTime(sourceZone).epochNanoseconds;
  const end = day.add({ days: 1 }).toZonedDateTime(sourceZone).epochNanoseconds;
  const hours: bigint[] = [];
  // The day's first instant need not be on the hour (a zone that began the day at 00:30); hours step from it.
  for (let hour = start; hour < end; hour += NS_PER_HOUR) hours.push(hour);
  const selected = hours.findLastIndex((hour) => hour <= instant);
  const rows = [sourceZone, ...zones].map((zone) => ({
    zone,
    cells: hours.map((hour) => {
      const local = Temporal.Instant.fromEpochNanoseconds(hour).toZonedDateTimeISO(zone);
      const minutes = local.hour * 60 + local.minute;
      const date = local.toPlainDate();
      return {
        instant: hour,
        time: `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`,
        day: date.equals(day) ? '' : `${WEEKDAYS[local.dayOfWeek - 1]} ${local.day}`,
        working: minutes >= workStart * 60 && minutes < workEnd * 60,
      };
    }),
  }));
  return { date: day.toString(), hours, selected, rows };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The source text and repeated-time choice that pick an instant in the source zone: a planner click. In the
 * hour that repeats when clocks go back, the second of the two cells reads as the later instant.
 */
export function pickInstant(input: string, instant: bigint, zone: string): { input: string; repeated: RepeatedChoice } {
  const dateTime = minuteText(instant, zone);
  const resolution = resolveLocalTime(dateTime, zone);
  const repeated = resolution.kind === 'overlap' && resolution.later === instant ? 'later' : 'earlier';
  return { input: withDateTime(input, dateTime), repeated };
}
