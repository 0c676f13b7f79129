import type { Detector } from '../../lib/detect';
import { readTarget } from './target';

/** Words that say the date is something to count down to. */
const COUNTDOWN_WORDS = /^\s*(?:countdown|count\s+down|until|till|deadline)\b/i;

/** A plausible calendar date and clock time (the tool checks the day against the month exactly). */
function isPlausible(localDateTime: string): boolean {
  const [year, month, day, hour, minute] = localDateTime.split(/[- :]/).map(Number) as number[];
  return year! >= 1970 && month! >= 1 && month! <= 12 && day! >= 1 && day! <= 31 && hour! <= 23 && minute! <= 59;
}

/**
 * A date to count down to: "countdown to", "until" or "deadline" and a date (0.9), or a lone local date
 * and time (0.5, below the ISO date formatter, which a lone date-time is first for). A lone date without
 * such words is left to the date tools, and anything else on the line to the tools that read it.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text === '' || text.length > 100 || text.includes('\n')) return null;
  let localDateTime: string;
  try {
    localDateTime = readTarget(text);
  } catch {
    return null;
  }
  if (!isPlausible(localDateTime)) return null;
  if (COUNTDOWN_WORDS.test(text)) return { score: 0.9 };
  return /\d[Tt ]\d{2}:\d{2}/.test(text) ? { score: 0.5 } : null;
};
