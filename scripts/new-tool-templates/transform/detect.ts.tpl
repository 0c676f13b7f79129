import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** A line that starts or ends with a blank: what transformText trims. */
const PADDED = /^[ \t]|[ \t]$/;

/**
 * Text for this tool: every line indented or padded with blanks, as in its Load Sample text. Code and YAML
 * start at the margin somewhere, and JSON and markup are left to the data tools. A tool that takes any text
 * scores low (at most 0.4) and only for a feature the text really has; a detector for a kind of data scores
 * higher. Sharpen this one to what only this tool's input has, and return null for text the tool cannot
 * help with: detect.test.ts and src/catalogue/detection.test.ts hold it to that.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample) || sample.trim().length < 20) return null;
  const lines = contentLines(sample, truncated);
  return shareOf(lines, (line) => PADDED.test(line)) === 1 ? { score: 0.3 } : null;
};
