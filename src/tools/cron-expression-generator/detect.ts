import type { Detector } from '../../lib/detect';
import { MACROS, parseCron, type Dialect } from './fields';

/** Longer than any sensible cron expression: not worth reading as one. */
const MAX_LENGTH = 120;

/** What only cron fields have: a wildcard, step, range, list, `?`, L, W, # or a month or day name. */
const CRON_MARK =
  /[*/?,#-]|\b\d*[LW]\b|\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|SUN|MON|TUE|WED|THU|FRI|SAT)\b/i;

/** The dialects a field count can be, most likely first: `?` is Quartz's mark. */
function dialectsFor(count: number, text: string): readonly Dialect[] {
  if (count === 5) return ['standard'];
  if (count === 6) return text.includes('?') ? ['quartz', 'seconds'] : ['seconds', 'quartz'];
  return count === 7 ? ['quartz'] : [];
}

/**
 * A cron expression on a line of its own: 5, 6 or 7 fields that each pass the strict field check of a
 * dialect (so prose, dates and clock times do not), with at least one wildcard, step, range, list or name
 * (five plain numbers are more likely anything else), or an `@daily`-style macro. Opens in the dialect the
 * field count and fields fit.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text === '' || text.length > MAX_LENGTH || /\n/.test(text)) return null;
  if (Object.hasOwn(MACROS, text.toLowerCase())) return { score: 0.9, state: { dialect: 'standard' } };
  if (!CRON_MARK.test(text)) return null;
  const count = text.split(/\s+/).length;
  for (const dialect of dialectsFor(count, text)) {
    try {
      parseCron(text, dialect);
      return { score: 0.9, state: { dialect } };
    } catch {
      // Not this dialect; try the next.
    }
  }
  return null;
};
