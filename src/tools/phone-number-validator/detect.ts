import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** An international number: + and a calling code, then digits in groups ("+44 20 7946 0958"). */
const INTERNATIONAL = /^\+\d[\d ().\-\u00A0]{5,22}$/;
/** A national number written with its groups: a trunk 0 or an area code in brackets, and separators. */
const NATIONAL = /^(?:0\d{1,5}[ \-./]|\(\d{2,5}\)\s?)[\d ().\-/]{4,16}$/;
/** Dates and times look like grouped digits too: they are not numbers to dial. */
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{1,2}:\d{2}/;

function digitCount(line: string): number {
  let count = 0;
  for (const char of line) if (char >= '0' && char <= '9') count += 1;
  return count;
}

const isPhone = (pattern: RegExp) => (raw: string) => {
  const line = raw.trim();
  if (!pattern.test(line) || DATE_LIKE.test(line)) return false;
  const digits = digitCount(line);
  // E.164 allows 15 digits; a national number has at least 6 or so.
  return digits >= 7 && digits <= 15;
};

/**
 * Phone numbers, one or one a line: written with + and a calling code they are unmistakable (0.9); national
 * numbers with a trunk 0 or an area code in brackets are likely (0.6). Bare digit runs are left to the tools
 * for numbers (an epoch timestamp, a card number).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated);
  if (lines.length === 0) return null;
  if (shareOf(lines, isPhone(INTERNATIONAL)) >= 0.8) return { score: 0.9 };
  if (shareOf(lines, (line) => isPhone(INTERNATIONAL)(line) || isPhone(NATIONAL)(line)) >= 0.8) return { score: 0.6 };
  return null;
};
