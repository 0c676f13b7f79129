import { contentLines, opensLikeDocument, sampleHead, type Detector } from '../../lib/detect';
import { isZoneName } from '../../lib/time/zone-names';

/** A list longer than this is no list of clocks. */
const MAX_LINES = 50;

/** Two or more lines, each a zone id or a zone's city (`Europe/London`, `Kathmandu`): a list of clocks. */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated, 4096);
  if (truncated || opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, false);
  if (lines.length < 2 || lines.length > MAX_LINES) return null;
  return lines.every(isZoneName) ? { score: 0.85 } : null;
};
