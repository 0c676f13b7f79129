import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';
import { parseCidr } from './parse';

/** Long enough for any IPv6 address with a zone id and a prefix; longer lines are not an address. */
const MAX_LINE = 64;

const isAddress = (line: string): boolean => {
  const text = line.trim();
  return text.length <= MAX_LINE && parseCidr(text).ok;
};

/**
 * A lone IP address or CIDR block, or a list of them one a line (at least 80 % of the lines, so a list with a
 * typo still counts). Only the strict forms: a bare number (an epoch time) or a version such as 1.2 is not
 * an address here.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated);
  if (lines.length === 0) return null;
  return shareOf(lines, isAddress) >= 0.8 ? { score: 0.9 } : null;
};
