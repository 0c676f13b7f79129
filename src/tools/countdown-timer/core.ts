/**
 * Countdowns: the time left until an instant, split into days, hours, minutes and seconds, as a pure
 * function of the target and "now"; reading a target date and time (with "countdown to", "until" or
 * "deadline" before it) and a timer's duration (`25m`, `1h 30m`, `1:30:00`), strictly.
 */
import { clockParts, type ClockParts } from '../../lib/time/duration';
import { ToolError } from '../../lib/tool-error';

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

/** What may stand before the date: "countdown to", "count down to", "until", "till", "deadline". */
const LEAD_WORDS = /^(?:(?:countdown|count\s+down)\s+(?:to|until)|until|till|deadline(?:\s+is)?)\s*:?\s*/i;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?$/;

/**
 * The local date and time a target text names, as `YYYY-MM-DD HH:mm[:ss]`, for resolveLocalTime. A lone
 * date means its midnight; "countdown to", "until" and "deadline" may come first.
 */
export function readTarget(input: string): string {
  const text = input.trim().replace(LEAD_WORDS, '').trim();
  const match = DATE_TIME.exec(text);
  if (!match)
    throw new ToolError(
      `"${input.trim()}" is not a date and time. Write it as YYYY-MM-DD HH:mm, with optional seconds: 2030-01-01 00:00.`,
    );
  return `${match[1]} ${match[2] ?? '00:00'}`;
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
