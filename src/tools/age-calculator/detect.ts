import type { Detector } from '../../lib/detect';
import { BIRTH_LABEL } from './birth-label';

const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const LONE_DATE = new RegExp(`^${DATE}$`);
const LABELLED_DATE = new RegExp(`${BIRTH_LABEL.source}${DATE}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2})?)?$`, 'i');

/**
 * A birth date: "born 1990-05-17", "DOB: 1990-05-17", "Date of birth 1990-05-17" say so (0.9); a lone date
 * may be one (0.5: the ISO date formatter ranks first for it).
 */
export const detect: Detector = (sample, truncated) => {
  if (truncated || sample.length > 100) return null;
  const text = sample.trim();
  if (LABELLED_DATE.test(text)) return { score: 0.9 };
  if (LONE_DATE.test(text)) return { score: 0.5 };
  return null;
};
