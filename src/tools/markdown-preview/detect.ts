import { contentLines, opensLikeDocument, sampleHead, type Detector } from '../../lib/detect';

/** An ATX heading: one to six '#', a space and text ("# Title"); a shell or Python comment has the same look. */
const HEADING = /^#{1,6} \S/;
/** A line that starts with '#' as code does: a shebang, #include, #!, a comment with no space. */
const CODE_HASH = /^#(?:!|include|define|if|pragma|[A-Za-z])/;
const FENCE = /^ {0,3}(?:```|~~~)/;
/** A GFM table's delimiter row: | --- | :---: |. */
const TABLE_DELIMITER = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+\S/;
const LINK = /\[[^\]\n]+\]\([^)\s]+(?:\s+"[^"]*")?\)/;
const EMPHASIS = /(?:\*\*|__)\S[^*_\n]*\S(?:\*\*|__)|`[^`\n]+`/;

/**
 * Markdown is made of features any text may have (a '#' line, a '-' list), so this scores low, at most 0.4,
 * and only for clear Markdown: two of headings, fenced code, a table's delimiter row, a list with links,
 * strong emphasis or code spans. One strong sign alone (a fence or a delimiter row) scores 0.3. Text with
 * code-style '#' lines (a script) or that opens like a document (JSON, markup) is left to other tools.
 */
export const detect: Detector = (sample, truncated) => {
  if (opensLikeDocument(sample)) return null;
  const [head, headTruncated] = sampleHead(sample, truncated);
  const lines = contentLines(head, headTruncated);
  if (lines.some((line) => CODE_HASH.test(line))) return null;
  const headings = lines.some((line) => HEADING.test(line));
  const fences = lines.some((line) => FENCE.test(line));
  const table = lines.some((line) => TABLE_DELIMITER.test(line) && line.includes('|'));
  const list = lines.some((line) => LIST_ITEM.test(line));
  const links = LINK.test(head);
  const emphasis = EMPHASIS.test(head);
  const features = [headings, fences, table, list && links, emphasis].filter(Boolean).length;
  if (features >= 2) return { score: 0.4 };
  if (fences || table) return { score: 0.3 };
  return null;
};
