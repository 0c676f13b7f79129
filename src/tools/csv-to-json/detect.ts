import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

const DELIMITERS = [',', ';', '\t'] as const;

/** The fields of a line, splitting at the delimiter outside double quotes. */
function splitFields(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      fields.push(line.slice(start, index));
      start = index + 1;
    }
  }
  fields.push(line.slice(start));
  return fields;
}

const NUMBER = /^\s*"?-?\d[\d.,]*"?\s*$/;

/**
 * A table: the same number of fields (two or more) on nearly every line, split by a comma, semicolon or
 * tab. Two lines of two fields could be anything, and fields that read like sentences, or delimiters
 * followed by spaces, are prose with commas in it, so those score low or not at all. A header row (no
 * numbers in it) and three columns or more make it likelier.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated).slice(0, 200);
  if (lines.length < 2) return null;
  let best: { delimiter: string; columns: number; consistency: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const columns = splitFields(lines[0]!, delimiter).length;
    if (columns < 2) continue;
    const consistency = shareOf(lines, (line) => splitFields(line, delimiter).length === columns);
    if (consistency < (lines.length < 5 ? 1 : 0.8)) continue;
    if (!best || consistency > best.consistency || (consistency === best.consistency && columns > best.columns)) {
      best = { delimiter, columns, consistency };
    }
  }
  if (!best || (lines.length < 3 && best.columns < 3)) return null;
  const rows = lines.slice(0, 20).map((line) => splitFields(line, best.delimiter));
  const fields = rows.flat();
  if (shareOf(fields, (field) => field.trim().split(/\s+/).length > 5) > 0.3) return null;
  const header = rows[0]!;
  let score = 0.7;
  if (lines.length >= 3 && best.columns >= 3) score += 0.1;
  if (best.consistency === 1) score += 0.05;
  if (!header.some((field) => NUMBER.test(field))) score += 0.05;
  if (shareOf(fields, (field) => NUMBER.test(field)) === 1) score = 0.5;
  if (
    best.delimiter !== '\t' &&
    shareOf(
      rows.flatMap((row) => row.slice(1)),
      (field) => /^ \S/.test(field),
    ) > 0.8
  )
    score -= 0.3;
  return { score };
};
