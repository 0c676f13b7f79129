import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** A list item: short, a few words at most, and no sentence or heading ending in punctuation. */
const isItem = (line: string) => line.length <= 40 && line.split(/\s+/).length <= 4 && !/[.!?;:,]$/.test(line);

let collator: Intl.Collator | undefined;

function isSorted(lines: readonly string[]): boolean {
  collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const compare = collator.compare;
  let ascending = true;
  let descending = true;
  for (let index = 1; index < lines.length; index += 1) {
    const order = compare(lines[index - 1]!, lines[index]!);
    if (order > 0) ascending = false;
    if (order < 0) descending = false;
  }
  return ascending || descending;
}

/**
 * A list: four or more lines, nearly all of them short items. An unsorted list is what the tool is for; a
 * list already in order is still offered, lower (the user may want another order).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated)
    .slice(0, 1000)
    .map((line) => line.trim());
  if (lines.length < 4 || shareOf(lines, isItem) < 0.8) return null;
  return { score: isSorted(lines) ? 0.2 : 0.35 };
};
