import type { Detector } from '../../lib/detect';

/** An ISO 8601 duration: `P1Y2M10DT2H30M`, `PT0.5S`, `-P1D`. */
const ISO_DURATION =
  /^[-+]?P(?=\d|T\d)(?:\d+(?:[.,]\d+)?Y)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?W)?(?:\d+(?:[.,]\d+)?D)?(?:T(?=\d)(?:\d+(?:[.,]\d+)?H)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?S)?)?$/i;

const UNIT =
  '(?:ns|nsecs?|nanoseconds?|µs|μs|us|usecs?|microseconds?|ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|mos|months?|y|yrs?|years?)';

/** Amounts with units, one to eight of them: `1h 30m`, `90 minutes`, `2 days, 3 hours and 4 seconds`. */
const WORDS = new RegExp(`^[-+]?(?:\\d+(?:\\.\\d+)?\\s*${UNIT}(?:\\s*,?\\s*(?:and\\s+)?|$)){1,8}$`, 'i');

/** Clock notation with seconds, so a time of day such as 15:30 is not taken for a duration: `1:30:00`. */
const CLOCK = /^-?\d+(?::\d{2}){2,3}(?:[.,]\d+)?$/;

/**
 * One duration: ISO 8601 (0.9), or in words or clock notation (0.8). A lone number is not one (it could
 * be anything), nor is a single word.
 */
export const detect: Detector = (sample) => {
  if (sample.length > 200) return null;
  const text = sample.trim();
  if (text === '' || text.includes('\n')) return null;
  if (ISO_DURATION.test(text)) return { score: 0.9 };
  if (CLOCK.test(text) || WORDS.test(text)) return { score: 0.8 };
  return null;
};
