import { contentLines, opensLikeDocument, sampleHead, type Detector } from '../../lib/detect';

/**
 * Text whose lines repeat. Lines with no letter or digit ("}", "---") repeat in any structured text and are
 * not counted. The score grows with the share of repeated lines, within the range of a text tool.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated)
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  if (lines.length < 3) return null;
  const seen = new Set<string>();
  let repeated = 0;
  for (const line of lines) {
    if (seen.has(line)) repeated += 1;
    else seen.add(line);
  }
  return repeated === 0 ? null : { score: Math.min(0.4, 0.2 + repeated / lines.length) };
};
