import type { Detector } from '../../lib/detect';

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const YEAR = '[12]\\d{3}';

/** "November 2026", "Nov. 2026", "2026 November", with or without the word calendar around it. */
const MONTH_AND_YEAR = new RegExp(
  `^(?:calendar(?: for)? )?(?:(?:${MONTH})\\.?,? ${YEAR}|${YEAR},? (?:${MONTH}))(?: calendar)?$`,
  'i',
);
/** "2026 calendar", "calendar 2026", "Calendar for 2026". */
const YEAR_CALENDAR = new RegExp(`^(?:calendar(?: for)? ${YEAR}|${YEAR} calendar)$`, 'i');
/** "2026-11": a month as ISO 8601 writes it, which other date tools may also read. */
const YEAR_MONTH = new RegExp(`^${YEAR}-(?:0[1-9]|1[0-2])$`);

/**
 * A month for the calendar: a month name with its year, or a year with the word "calendar" (0.85); a bare
 * YYYY-MM is likely a month too, but less surely (0.5). One short line only: never prose, JSON or a number.
 */
export const detect: Detector = (sample) => {
  if (sample.length > 64) return null;
  const text = sample.trim().replace(/[ \t]+/g, ' ');
  if (text.includes('\n')) return null;
  if (MONTH_AND_YEAR.test(text) || YEAR_CALENDAR.test(text)) return { score: 0.85 };
  if (YEAR_MONTH.test(text)) return { score: 0.5 };
  return null;
};
