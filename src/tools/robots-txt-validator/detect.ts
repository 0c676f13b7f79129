import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

const USER_AGENT = /^\s*user-?agent\s*:/i;
const RULE = /^\s*(?:dis)?allow\s*:/i;
/** Every line a robots.txt may hold: a record (perhaps missing its colon), a comment. */
const RECORD = /^\s*(?:#|[A-Za-z][A-Za-z-]*\s*:|(?:user-?agent|(?:dis)?allow|sitemap)\s)/i;

/**
 * A robots.txt: a User-agent line and Allow or Disallow lines, and (nearly) every line a record or a comment.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated);
  if (!lines.some((line) => USER_AGENT.test(line)) || !lines.some((line) => RULE.test(line))) return null;
  return shareOf(lines, (line) => RECORD.test(line)) >= 0.8 ? { score: 0.9 } : null;
};
