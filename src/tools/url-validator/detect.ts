import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** An absolute URL alone on its line: a scheme and "//" (or mailto:), then no white space. */
const URL_LINE = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#]|mailto:)[^\s]*$/i;
const ESCAPES = /%[0-9A-Fa-f]{2}/g;

/**
 * URLs, one a line: 0.9 when at least 80 % of the lines are absolute URLs. URLs full of %XX escapes score
 * 0.6: decoding them is likelier what they were pasted for, and the URL decoder ranks first then.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated).map((line) => line.trim());
  if (lines.length === 0 || shareOf(lines, (line) => URL_LINE.test(line)) < 0.8) return null;
  const escapes = sample.match(ESCAPES)?.length ?? 0;
  return { score: escapes >= 3 ? 0.6 : 0.9 };
};
