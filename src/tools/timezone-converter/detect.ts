import { sampleHead, type Detector } from '../../lib/detect';
import { isZoneName } from '../../lib/time/zone-names';

/** A local date and time, then optionally an offset, then optionally a zone or city (spaced or bracketed). */
const DATE_TIME_AND_ZONE =
  /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:\s*(?:Z|z|[+-]\d{2}:?\d{2}))?(?:\s*\[([^\]]+)\]|\s+(\S.*))?$/;

/**
 * A date and time with the zone or city it is in (`2026-11-24 09:00 America/New_York`): 0.9, this tool's
 * own input. A lone ISO date-time: 0.5, a suggestion (the ISO formatter ranks first on it).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated, 200);
  if (truncated) return null;
  const text = sample.trim();
  if (text.includes('\n')) return null;
  const match = DATE_TIME_AND_ZONE.exec(text);
  if (!match) return null;
  const zone = match[1] ?? match[2];
  if (zone === undefined) return { score: 0.5 };
  return isZoneName(zone) ? { score: 0.9 } : null;
};
