import type { Detector } from '../../lib/detect';

const YEAR = '(?:[+-]\\d{6}|\\d{4})';
const EXTENDED_DATE = `${YEAR}-(?:\\d{2}-\\d{2}|W\\d{2}(?:-\\d)?|\\d{3})`;
const BASIC_DATE = `${YEAR}(?:\\d{4}|W\\d{2}\\d?|\\d{3})`;
const TIME = '(?:\\d{2}(?::\\d{2}(?::\\d{2})?|\\d{2}(?:\\d{2})?)?(?:[.,]\\d{1,9})?)';
const OFFSET = '(?:[Zz]|[+-]\\d{2}(?::?\\d{2}(?::?\\d{2})?)?)';
const ANNOTATIONS = '(?:\\[!?[^\\]\\s]+\\])*';

/**
 * ISO 8601 / RFC 3339: an extended date alone (a basic one, 20261124, is a lone number), or any date with a
 * time, an offset and RFC 9557 annotations.
 */
const ISO = new RegExp(
  `^(?:${EXTENDED_DATE}(?:[Tt ]${TIME}${OFFSET}?)?|(?:${EXTENDED_DATE}|${BASIC_DATE})[Tt]${TIME}${OFFSET}?)${ANNOTATIONS}$`,
  'i',
);
const WEEKDAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** RFC 2822 and the HTTP-date (IMF-fixdate, RFC 850 and asctime forms). */
const MAIL = new RegExp(
  [
    `^(?:${WEEKDAY},?\\s+)?\\d{1,2}\\s+${MONTH}\\s+\\d{2,4}\\s+\\d{2}:\\d{2}(?::\\d{2})?(?:\\s+(?:[+-]\\d{4}|[A-Z]{1,3}))?$`,
    `^[A-Z][a-z]+day,\\s+\\d{2}-${MONTH}-\\d{2}\\s+\\d{2}:\\d{2}:\\d{2}\\s+GMT$`,
    `^${WEEKDAY}\\s+${MONTH}\\s+\\d{1,2}\\s+\\d{2}:\\d{2}:\\d{2}\\s+\\d{4}$`,
  ].join('|'),
  'i',
);

/**
 * One ISO 8601, RFC 3339, RFC 2822 or HTTP-date value, alone: 0.85 (the other date tools rank below it on
 * a lone date, and above it when the text says what the date is for). Anything else, null.
 */
export const detect: Detector = (sample) => {
  if (sample.length > 200) return null;
  const text = sample.trim();
  if (text === '' || text.includes('\n')) return null;
  return ISO.test(text) || MAIL.test(text) ? { score: 0.85 } : null;
};
