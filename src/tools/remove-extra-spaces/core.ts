import { joinLines, keepLines, splitLines, type Line } from '../../lib/text-lines';
import { assertWellFormed } from '../../lib/utf8';

/** What happens to empty lines (lines with nothing but spaces count as empty). */
export type EmptyLineMode = 'keep' | 'collapse' | 'remove';

export interface SpaceOptions {
  /** Runs of two or more spaces and tabs become one space. */
  collapseSpaces: boolean;
  /** Spaces and tabs at the start and end of each line go. */
  trimLines: boolean;
  emptyLines: EmptyLineMode;
  /** All lines become one, joined by a space (empty lines go). */
  joinLines: boolean;
}

export const DEFAULT_OPTIONS: SpaceOptions = {
  collapseSpaces: true,
  trimLines: true,
  emptyLines: 'collapse',
  joinLines: false,
};

export const EMPTY_LINE_MODES: readonly { value: EmptyLineMode; label: string }[] = [
  { value: 'keep', label: 'Keep all' },
  { value: 'collapse', label: 'Keep one between paragraphs' },
  { value: 'remove', label: 'Remove all' },
];

export interface SpaceResult {
  output: string;
  /** Characters (code points) removed: spaces, tabs and line breaks. */
  charactersRemoved: number;
  /** Lines removed: empty lines dropped, or lines joined into one. */
  linesRemoved: number;
}

/*
 * "Spaces" are the space, the tab and every other Unicode space separator (no-break space, the
 * ideographic space, thin and em spaces...): text pasted from web pages and documents is full of them.
 * Line breaks are not spaces; they are handled line by line.
 */
const SPACE_RUN = /[\t\p{Zs}]{2,}/gu;
const EDGE_SPACES = /^[\t\p{Zs}]+|[\t\p{Zs}]+$/gu;
const BLANK = /^[\t\p{Zs}]*$/u;

function cleanLine(line: string, options: SpaceOptions): string {
  let result = line;
  if (options.collapseSpaces) result = result.replace(SPACE_RUN, ' ');
  if (options.trimLines) result = result.replace(EDGE_SPACES, '');
  return result;
}

/** Which lines the empty-line mode keeps; "collapse" also drops the empty lines at the start and the end. */
function linesToKeep(lines: readonly Line[], mode: EmptyLineMode): boolean[] {
  const blank = lines.map((line) => BLANK.test(line.text));
  if (mode === 'keep') return blank.map(() => true);
  if (mode === 'remove') return blank.map((isBlank) => !isBlank);
  const lastContent = blank.lastIndexOf(false);
  return blank.map((isBlank, index) => !isBlank || (index > 0 && !blank[index - 1] && index < lastContent));
}

/**
 * Removes the spaces nobody meant: runs of spaces and tabs, spaces at line ends, surplus empty lines, and
 * on request every line break. Nothing but spaces, tabs and line breaks is ever removed, and a single
 * space or tab between words is left as it is. Line breaks stay as they were (CR LF stays CR LF).
 */
export function removeExtraSpaces(text: string, options: SpaceOptions): SpaceResult {
  assertWellFormed(text);
  const lines = splitLines(text);
  const cleaned = lines.map((line) => ({ text: cleanLine(line.text, options), lineBreak: line.lineBreak }));
  let output: string;
  let lineCount: number;
  if (options.joinLines) {
    const joined = cleaned
      .filter((line) => !BLANK.test(line.text))
      .map((line) => line.text)
      .join(' ');
    // Joining can put spaces side by side (a line's trailing space, the joining space); clean them again.
    output = cleanLine(joined, options);
    lineCount = output === '' ? 0 : 1;
  } else {
    const keep = linesToKeep(cleaned, options.emptyLines);
    const kept = keepLines(cleaned, (_line, index) => keep[index]!);
    output = joinLines(kept);
    lineCount = kept.length;
  }
  // Only spaces, tabs and line breaks are removed or replaced by a space, all of them one UTF-16 unit
  // each (CR LF two), so the difference in length is the difference in code points.
  return { output, charactersRemoved: text.length - output.length, linesRemoved: lines.length - lineCount };
}

export const SAMPLE_TEXT = [
  '   Too    many     spaces   between   words.   ',
  '\t\tTabs\tand\t\tspaces  \t mixed   together\t',
  '',
  '',
  '',
  'No-break\u00a0\u00a0spaces and\u3000\u3000ideographic spaces  from  copied  text.',
  '   ',
  'Emoji 👋🏽   and   right-to-left   שלום   עולם   stay   intact.  ',
  '',
  '',
].join('\n');
