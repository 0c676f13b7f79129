/**
 * Countdowns: the time left until an instant, split into days, hours, minutes and seconds, as a pure
 * function of the target and "now"; reading a target date and time (with "countdown to", "until" or
 * "deadline" before it) and a timer's duration (`25m`, `1h 30m`, `1:30:00`), strictly.
 */
import { instantOf } from '../../lib/time/local-instant';
import { clockParts, type ClockParts } from '../../lib/time/duration';
import { resolveLocalTime, type LocalTimeResolution } from '../../lib/time/local-time';
import { ToolError } from '../../lib/tool-error';
import { readTarget } from './target';

export { readTarget };

export const SAMPLE_INPUT = '2030-01-01 00:00';

const NS_PER_MS = 1_000_000n;
const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The longest timer: longer ones are countdowns to a date. */
export const MAX_DURATION_MS = 100 * MS_PER_DAY;

export type Countdown =
  | { kind: 'counting'; remainingMs: number; parts: ClockParts }
  | { kind: 'reached' }
  | { kind: 'passed'; elapsedMs: number };

/**
 * Whole seconds left, rounded up, so the display reaches 00:00:00 at the instant itself rather than a
 * second before it.
 */
export function splitDuration(ms: number): ClockParts {
  return clockParts(Math.ceil(Math.max(0, ms) / MS_PER_SECOND));
}

/** How far a target is from now: counting down, reached (within the second), or passed a while ago. */
export function countdown(targetNs: bigint, nowNs: bigint): Countdown {
  if (targetNs > nowNs) {
    const remainingMs = Number(targetNs - nowNs) / Number(NS_PER_MS);
    return { kind: 'counting', remainingMs, parts: splitDuration(remainingMs) };
  }
  const elapsedMs = Number((nowNs - targetNs) / NS_PER_MS);
  return elapsedMs < MS_PER_SECOND ? { kind: 'reached' } : { kind: 'passed', elapsedMs };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left as a clock, for the tab title: `02:03:04`, or `3d 02:03:04` with days. */
export function clockText(parts: ClockParts): string {
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "That time passed 3 days ago": the largest whole unit of the time since. */
export function passedText(elapsedMs: number): string {
  const units: [number, string][] = [
    [365 * MS_PER_DAY, 'year'],
    [MS_PER_DAY, 'day'],
    [MS_PER_HOUR, 'hour'],
    [MS_PER_MINUTE, 'minute'],
    [MS_PER_SECOND, 'second'],
  ];
  for (const [size, unit] of units)
    if (elapsedMs >= size) return `That time passed ${plural(Math.floor(elapsedMs / size), unit)} ago.`;
  return 'That time is now.';
}

const UNIT_MS: Record<string, number> = { d: MS_PER_DAY, h: MS_PER_HOUR, m: MS_PER_MINUTE, s: MS_PER_SECOND };
const UNIT_ORDER = 'dhms';
const UNITS_TEXT = /^(?:\d+\s*[dhms]\s*)+$/i;
const CLOCK_TEXT = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;

/**
 * A timer's length in milliseconds, from units (`25m`, `1h 30m`, `90s`, `2d 4h`, each unit once and
 * largest first) or a clock (`1:30:00` is hours, minutes and seconds; `25:00` minutes and seconds).
 */
export function parseDuration(input: string): number {
  const text = input.trim();
  if (text === '') throw new ToolError('Enter a duration, such as 25m, 1h 30m or 1:30:00.');
  let total: number;
  const clock = CLOCK_TEXT.exec(text);
  if (clock) {
    const [, hours, minutes = '0', seconds = '0'] = clock;
    if (hours !== undefined && Number(minutes) > 59)
      throw new ToolError(`${text}: minutes ${Number(minutes)} is out of range 0–59.`);
    if (Number(seconds) > 59) throw new ToolError(`${text}: seconds ${Number(seconds)} is out of range 0–59.`);
    total = Number(hours ?? 0) * MS_PER_HOUR + Number(minutes) * MS_PER_MINUTE + Number(seconds) * MS_PER_SECOND;
  } else if (UNITS_TEXT.test(text)) {
    total = 0;
    let last = -1;
    for (const [, amount, rawUnit] of text.matchAll(/(\d+)\s*([dhms])/gi)) {
      const unit = rawUnit!.toLowerCase();
      const order = UNIT_ORDER.indexOf(unit);
      if (order <= last)
        throw new ToolError(`${text}: write each unit once, largest first (days, hours, minutes, seconds): 1h 30m.`);
      last = order;
      total += Number(amount) * UNIT_MS[unit]!;
    }
  } else if (/^\d+$/.test(text)) {
    throw new ToolError(`${text} needs a unit: ${text}m for minutes, ${text}s for seconds, ${text}h for hours.`);
  } else {
    throw new ToolError(
      `"${text}" is not a duration. Use units (25m, 1h 30m, 90s) or a clock (1:30:00 for hours, 25:00 for minutes).`,
    );
  }
  if (total === 0) throw new ToolError('The duration is zero: a timer needs at least a second.');
  if (total > MAX_DURATION_MS)
    throw new ToolError(`${text} is more than 100 days: for that, count down to a date instead.`);
  return total;
}

/** A duration in words, for what a timer was set to: "1 hour 30 minutes". */
export function durationText(ms: number): string {
  const parts = splitDuration(ms);
  const words = (['days', 'hours', 'minutes', 'seconds'] as const)
    .filter((unit) => parts[unit] > 0)
    .map((unit) => plural(parts[unit], unit.slice(0, -1)));
  return words.join(' ');
}

/** What the countdown counts to: a date and time in a zone, or a timer's duration. */
export type Mode = 'date' | 'timer';
export type Status = 'idle' | 'running' | 'paused' | 'done';

/** A date and time to count to, read in its zone: the instant it names (epoch ms), and how DST read it. */
export interface DateTarget {
  kind: 'date';
  resolution: LocalTimeResolution;
  endMs: number;
  zone: string;
  localDateTime: string;
}

/** What a target text or duration comes to: an end instant to count to, a timer's length, or the mistake. */
export type Target = DateTarget | { kind: 'timer'; durationMs: number } | { kind: 'error'; message: string };

/** Reads a date and time in `zone` (date mode) or a timer's duration; null for a blank field. */
export function readCountdown(mode: Mode, text: string, zone: string): Target | null {
  if (text.trim() === '') return null;
  try {
    if (mode === 'timer') return { kind: 'timer', durationMs: parseDuration(text) };
    const localDateTime = readTarget(text);
    const resolution = resolveLocalTime(localDateTime, zone);
    return { kind: 'date', resolution, endMs: Number(instantOf(resolution) / NS_PER_MS), zone, localDateTime };
  } catch (error) {
    if (error instanceof ToolError || error instanceof RangeError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/** What DST does to a target's local time, in a sentence: skipped (and where it lands) or repeated; else null. */
export function targetDstNote({ resolution, zone, localDateTime }: DateTarget): string | null {
  if (resolution.kind === 'gap')
    return `${localDateTime} does not exist in ${zone}: clocks skip ${resolution.gapMinutes} minutes here. It resolves to ${resolution.resolvedDateTime.replace('T', ' ')} (${resolution.offset}), which is what this counts to.`;
  if (resolution.kind === 'overlap')
    return `${localDateTime} happens twice in ${zone}: first at ${resolution.earlierOffset}, then an hour later at ${resolution.laterOffset}. This counts to the first.`;
  return null;
}

/** How far off a target is, before it is started: how long until it, how long since it passed, or that it is now. */
export function awayText(away: Countdown): string {
  if (away.kind === 'counting') return `In ${durationText(away.remainingMs)}. Press Start to count down.`;
  return away.kind === 'passed' ? passedText(away.elapsedMs) : 'That time is now.';
}

/** How the screen writes the instant a countdown ends: on the target, under the time left, and in the tab title. */
const END_STYLES = {
  full: { dateStyle: 'full', timeStyle: 'long' },
  medium: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The instant a countdown ends (epoch ms) in its zone, in the locale's words (the browser's by default). */
export function endText(endMs: number, zone: string, style: keyof typeof END_STYLES, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { ...END_STYLES[style], timeZone: zone }).format(endMs);
}

/** The line under a started countdown's time left: when it ends, or how to go on when paused. */
export function countingNote(status: Status, endMs: number, zone: string, locale?: string): string {
  return status === 'paused'
    ? 'Resume to go on counting.'
    : `Ends ${endText(endMs, zone, 'medium', locale)} (${zone}).`;
}

interface TitleClock {
  /** The page is hidden: the clock rests there, so a time left would stand still, and the end is given. */
  hidden: boolean;
  endMs: number;
  zone: string;
  toolName: string;
  locale?: string;
}

/** The page's title, saying how the countdown stands, so it shows in the tab strip while the user is elsewhere. */
export function countdownTitle(status: Status, remaining: Countdown, clock: TitleClock): string {
  const { toolName } = clock;
  if (status === 'done') return `Time’s up! · ${toolName}`;
  if (remaining.kind !== 'counting' || status === 'idle') return toolName;
  if (status === 'paused') return `Paused at ${clockText(remaining.parts)} · ${toolName}`;
  if (clock.hidden) return `Ends ${endText(clock.endMs, clock.zone, 'time', clock.locale)} · ${toolName}`;
  return `${clockText(remaining.parts)} left · ${toolName}`;
}
