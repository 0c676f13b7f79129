import type { Detector } from '../../lib/detect';

/** A date, or a date and time, as written: `2026-01-15`, `2026-03-08 00:00`, `2026-03-08T00:00:00.5`. */
const MOMENT = String.raw`\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?`;

/** Two of them: on two lines, or joined by "to", "and", "through" or a dash; "from"/"between" may lead. */
const TWO_MOMENTS = new RegExp(
  String.raw`^(?:(?:from|between)\s+)?${MOMENT}(?:\s*(?:\r\n|\n|\r)\s*|\s+(?:to|and|through|thru)\s+|\s*[–—]\s*|\s+-\s+|\s*\.\.\s*)${MOMENT}$`,
  'i',
);

/** Two dates or date-times: a start and an end, which is what this tool takes. */
export const detect: Detector = (sample, truncated) => {
  if (truncated || sample.length > 200) return null;
  return TWO_MOMENTS.test(sample.trim()) ? { score: 0.9 } : null;
};
