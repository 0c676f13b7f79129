import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;
/** A whitespace-separated token that is a word (or number) of prose, perhaps with punctuation around it. */
const PROSE_TOKEN = /^["'“‘(]?[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.,-]*[.,;:!?"'”’)]*$/u;

/**
 * Prose: at least 25 words, several to a line on average (a list of items is the sorter's), most of the
 * text words rather than addresses, numbers in code or markup. Longer prose in
 * which a word comes back three times or more has frequencies worth counting, and scores a little higher.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated);
  const words = sample.slice(0, 20_000).match(WORD) ?? [];
  if (words.length < 25 || words.length / Math.max(1, lines.length) < 5) return null;
  const tokens = lines.slice(0, 500).flatMap((line) => line.trim().split(/\s+/));
  if (shareOf(tokens, (token) => PROSE_TOKEN.test(token)) < 0.6) return null;
  const counts = new Map<string, number>();
  let repeated = false;
  for (const word of words) {
    const key = word.toLowerCase();
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count >= 3 && key.length >= 2) repeated = true;
  }
  return { score: repeated && words.length >= 40 ? 0.35 : 0.3 };
};
