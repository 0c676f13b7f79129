import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';
import { luhnValid } from './luhn';

/**
 * The first digits card brands issue from (ISO/IEC 7812 major industry identifiers 1 to 6 and 8): a coarse
 * test, so the detector stays small; 0, 7 and 9 start no payment card.
 */
const CARD_START = /^[1-68]/;

/** Digits in groups of 3 to 6 with single spaces or dashes between them, as a card number is printed. */
const GROUPED = /^\d{4}(?:[ -]\d{3,7}){2,4}$/;
const BARE = /^\d{12,19}$/;

/** A card number a person would paste: 12 to 19 digits, Luhn-valid, starting as payment cards do. */
function cardLike(line: string): 'grouped' | 'bare' | null {
  const text = line.trim();
  const grouped = GROUPED.test(text);
  if (!grouped && !BARE.test(text)) return null;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length < 12 || digits.length > 19 || !CARD_START.test(digits) || !luhnValid(digits)) return null;
  return grouped ? 'grouped' : 'bare';
}

/**
 * Card numbers: one, or a list (at least 80 % of the lines). Printed in groups they are unmistakable; bare
 * digits could also be an id or a timestamp, so they score lower (a tenth of random digit strings pass Luhn).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated);
  if (lines.length === 0) return null;
  const kinds = lines.map(cardLike);
  if (shareOf(kinds, (kind) => kind !== null) < 0.8) return null;
  return { score: shareOf(kinds, (kind) => kind === 'grouped') >= 0.5 ? 0.9 : 0.6 };
};
