import { opensLikeDocument, sampleHead, sampleLines, type Detector } from '../../lib/detect';

/** Two or more blanks between words, a blank at a line's end, or a no-break or ideographic space. */
const UNTIDY = /\S[ \t\u00A0\u3000]{2,}\S|\S[ \t\u00A0\u3000]+$|[\u00A0\u3000]|^[ \t\u00A0\u3000]+$/;

/**
 * Text with untidy spacing: runs of spaces between words, trailing blanks, no-break spaces from copied
 * text, or several empty lines in a row. Indentation alone (code, YAML) is not untidy. The more lines are
 * affected, the higher the score, within the range of a text tool.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample) || sample.trim().length < 20) return null;
  // Where a truncated sample is cut, blanks at its end are the cut's, not the text's.
  const lines = sampleLines(truncated ? sample.trimEnd() : sample, truncated);
  let untidy = 0;
  let content = 0;
  let blankRun = 0;
  for (const line of lines) {
    if (line === '') {
      blankRun += 1;
      if (blankRun === 2) untidy += 1;
      continue;
    }
    blankRun = 0;
    if (line.trim() !== '') content += 1;
    if (UNTIDY.test(line)) untidy += 1;
  }
  if (untidy === 0) return null;
  return { score: 0.25 + 0.15 * Math.min(1, untidy / Math.max(1, content)) };
};
