import { sampleLines, type Detector } from '../../lib/detect';

/** A file header pair of a unified diff ("--- a/x" then "+++ b/x"). */
const OLD_HEADER = /^--- \S/;
const NEW_HEADER = /^\+\+\+ \S/;
/** A hunk header: "@@ -12,3 +12,4 @@" (a count of 1 is left out). */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/;

/**
 * A pasted unified diff or patch (`diff -u`, `git diff`): a "---" line straight followed by "+++", and a hunk
 * header after them. Any text can be compared, so other text is not claimed.
 */
export const detect: Detector = (sample, truncated) => {
  const lines = sampleLines(sample, truncated);
  const header = lines.findIndex((line, index) => OLD_HEADER.test(line) && NEW_HEADER.test(lines[index + 1] ?? ''));
  if (header === -1) return null;
  return lines.slice(header + 2).some((line) => HUNK_HEADER.test(line)) ? { score: 0.8 } : null;
};
