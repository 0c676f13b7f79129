import type { Detector } from '../../lib/detect';
import { unitForDigits } from './core';

const TIMESTAMP = /^-?(\d{9,19})(?:\.\d{1,9})?$/;

/** Seconds since 1970 that fall between 1973 and 2100 in the unit the number's size suggests. */
const PLAUSIBLE_SECONDS = { low: 100_000_000, high: 4_102_444_800 };
const SCALE = { seconds: 1, milliseconds: 1e3, microseconds: 1e6, nanoseconds: 1e9 } as const;

function isPlausible(line: string): boolean {
  const digits = TIMESTAMP.exec(line)?.[1];
  if (digits === undefined) return false;
  const seconds = Number(digits) / SCALE[unitForDigits(digits.length)];
  return seconds >= PLAUSIBLE_SECONDS.low && seconds <= PLAUSIBLE_SECONDS.high;
}

/**
 * A Unix timestamp: a number of 9 to 19 digits that reads as a date between 1973 and 2100 in seconds,
 * milliseconds, microseconds or nanoseconds (the unit its size suggests). A column of them, one a line,
 * opens the batch mode.
 */
export const detect: Detector = (sample, truncated) => {
  const lines = sample
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (truncated) lines.pop();
  if (lines.length === 0 || !lines.every(isPlausible)) return null;
  return lines.length === 1 ? { score: 0.8, state: { mode: 'timestamp' } } : { score: 0.7, state: { mode: 'batch' } };
};
