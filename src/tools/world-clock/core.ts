/**
 * The World Clock's work: the user's list of cities (zone ids or city names, one a line) read into zones,
 * edited line by line, and each zone described at an instant: its time and date, offset from the local zone,
 * day or night, DST, and the next change of offset. "Now" is always an argument. Needs Temporal loaded.
 */
import { zonedFormat } from '../../lib/time/format';
import { temporal } from '../../lib/time/temporal';
import { zoneAt, zoneFromName } from '../../lib/time/zones';
import { offsetText, seasonText } from '../../lib/time/zone-text';

/** What Load Sample lists: whole, half and quarter hour offsets, and a 30-minute DST. */
export const SAMPLE_INPUT = [
  'America/Los_Angeles',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
].join('\n');

/** A first list for someone who has none: where they are, and UTC. */
export function startingCities(localZone: string): string {
  return localZone === 'UTC' ? 'UTC' : `${localZone}\nUTC`;
}

/** Local hours counted as day: from 06:00 to before 18:00. */
export const DAY_STARTS = 6;
export const NIGHT_STARTS = 18;

const NS_PER_MINUTE = 60_000_000_000;

export interface City {
  zone: string;
  /** The line of the list it was read from (0-based), which the card's buttons edit. */
  line: number;
}

export interface CityList {
  cities: City[];
  /** What is wrong with lines that name no zone, or one already listed, by line number. */
  problems: string[];
}

/** Reads the list, one zone id or city a line; blank lines are skipped. */
export function parseCities(text: string): CityList {
  const cities: City[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((raw, line) => {
    const name = raw.trim();
    if (name === '') return;
    const zone = zoneFromName(name);
    if (!zone) {
      problems.push(
        `Line ${line + 1}: "${name}" is not a time zone or city. Try an id such as Europe/Paris or a city such as Paris.`,
      );
      return;
    }
    const first = seen.get(zone);
    if (first !== undefined) {
      problems.push(`Line ${line + 1}: ${zone} is already listed on line ${first + 1}.`);
      return;
    }
    seen.set(zone, line);
    cities.push({ zone, line });
  });
  return { cities, problems };
}

/** The list with one line removed. */
export function removeLine(text: string, line: number): string {
  return text
    .split('\n')
    .filter((_, at) => at !== line)
    .join('\n');
}

/** The list with two lines swapped: a card moved past its neighbour. */
export function swapLines(text: string, first: number, second: number): string {
  const lines = text.split('\n');
  if (lines[first] === undefined || lines[second] === undefined) return text;
  [lines[first], lines[second]] = [lines[second], lines[first]];
  return lines.join('\n');
}

/** The list with a zone added at the end. */
export function addLine(text: string, zone: string): string {
  const kept = text.replace(/\s+$/, '');
  return kept === '' ? zone : `${kept}\n${zone}`;
}

/** A zone's name as a place: `Los Angeles`, `Buenos Aires`; `UTC` stays. */
export function placeName(zone: string): string {
  const slash = zone.lastIndexOf('/');
  return slash === -1 ? zone : zone.slice(slash + 1).replaceAll('_', ' ');
}

/** An offset difference as signed hours and minutes, `+5:30 h`; `same as local` for none. */
export function formatOffsetFromLocal(differenceNs: number): string {
  if (differenceNs === 0) return 'same as local';
  const minutes = Math.round(Math.abs(differenceNs) / NS_PER_MINUTE);
  return `${differenceNs > 0 ? '+' : '-'}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

export interface OffsetChange {
  /** When it happens, in epoch nanoseconds. */
  instant: bigint;
  /** The local time just before it, by the old offset, and the local time it becomes: `2027-03-14 02:00`, `03:00`. */
  before: string;
  after: string;
  fromOffset: string;
  toOffset: string;
  kind: 'DST starts' | 'DST ends' | 'offset changes';
}

export interface ClockZone {
  zone: string;
  place: string;
  offset: string;
  abbreviation: string;
  dst: boolean;
  /** The offset less the local zone's: `+5:30 h`, `same as local`. */
  fromLocal: string;
  /** Whether the local hour there is within DAY_STARTS to NIGHT_STARTS. */
  day: boolean;
  /** The next change of offset, or null where the zone has none to come (no DST there now). */
  next: OffsetChange | null;
}

const localDateTime = (instant: bigint, zone: string) =>
  temporal()
    .Instant.fromEpochNanoseconds(instant)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' })
    .replace('T', ' ');

/**
 * A clock's zone at an instant: what changes at most once a minute, so a clock ticking each second works it
 * out once a minute. The next transition is Temporal's `getTimeZoneTransition('next')`.
 */
export function describeZone(zone: string, nowNs: bigint, localZone: string): ClockZone {
  const here = zoneAt(zone, nowNs);
  const local = zoneAt(localZone, nowNs);
  const hour = temporal().Instant.fromEpochNanoseconds(nowNs).toZonedDateTimeISO(zone).hour;
  let next: OffsetChange | null = null;
  if (here.nextTransition !== null) {
    const after = zoneAt(zone, here.nextTransition);
    next = {
      instant: here.nextTransition,
      before: localDateTime(here.nextTransition, here.offset),
      after: localDateTime(here.nextTransition, zone),
      fromOffset: here.offset,
      toOffset: after.offset,
      kind: after.dst === here.dst ? 'offset changes' : after.dst ? 'DST starts' : 'DST ends',
    };
  }
  return {
    zone,
    place: placeName(zone),
    offset: here.offset,
    abbreviation: here.abbreviation,
    dst: here.dst,
    fromLocal: formatOffsetFromLocal(here.offsetNs - local.offsetNs),
    day: hour >= DAY_STARTS && hour < NIGHT_STARTS,
    next,
  };
}

export interface ClockFace {
  /** The time to the second, in the locale: `8:00:00 AM`. */
  time: string;
  /** The weekday and date, in the locale: `Tue, Nov 24, 2026`. */
  date: string;
}

const faceFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** A clock's face at an instant: only formatting, cheap enough for every clock each second. */
export function clockFace(zone: string, nowNs: bigint, locale?: string): ClockFace {
  const key = `${zone} ${locale ?? ''}`;
  let formats = faceFormats.get(key);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit', second: '2-digit' }),
      date: zonedFormat(zone, locale),
    };
    faceFormats.set(key, formats);
  }
  const ms = Number(nowNs / 1_000_000n);
  return { time: formats.time.format(ms), date: formats.date.format(ms) };
}

/** What a clock's card says of its zone, in words: its offset, whether it is day there, and the next change. */
export function zoneFacts(zone: ClockZone): { offset: string; now: string; nextChange: string } {
  const change = zone.next;
  const fromLocal = zone.fromLocal === 'same as local' ? 'same as local' : `${zone.fromLocal} from local`;
  return {
    offset: `${offsetText(zone.offset, zone.abbreviation)} · ${fromLocal}`,
    now: `${zone.day ? 'Day' : 'Night'} · ${seasonText(zone.dst)}`,
    nextChange: change
      ? `${change.kind}: ${change.before} → ${change.after} (UTC${change.fromOffset} → UTC${change.toOffset})`
      : 'none: this zone has no DST or other change to come',
  };
}
