/**
 * Text as a list of lines, and back. Line-based tools (dedupe, whitespace clean-up, per-line case
 * conversion) work on the lines and must give the text back with exactly the line breaks it had: each
 * line keeps its own break (a file can mix CR LF and LF), and the text ends the way it ended.
 */

export interface Line {
  /** The line's content, without its line break. */
  text: string;
  /** The break after it: "\n", "\r\n" or "\r", or "" for a last line without one. */
  lineBreak: string;
}

/** CRLF first, so a Windows line break is one break, not two. */
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Splits text into lines. "" has no lines; "a\n" is one line that ends with a break (a final break
 * does not start an extra empty line); "a\n\n" is "a" and "".
 */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  LINE_BREAK.lastIndex = 0;
  for (let match = LINE_BREAK.exec(text); match !== null; match = LINE_BREAK.exec(text)) {
    lines.push({ text: text.slice(start, match.index), lineBreak: match[0] });
    start = match.index + match[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), lineBreak: '' });
  return lines;
}

/**
 * The inverse of `splitLines`. Lines that were not neighbours may meet (a line between them was
 * dropped or emptied): a line ending in a lone CR followed by an empty line ending in LF would read back
 * as one line ending in CR LF, so that LF is written as a CR, keeping both lines.
 */
export function joinLines(lines: readonly Line[]): string {
  let text = '';
  let previousBreak = '';
  for (const line of lines) {
    const lineBreak = previousBreak === '\r' && line.text === '' && line.lineBreak === '\n' ? '\r' : line.lineBreak;
    text += line.text + lineBreak;
    previousBreak = lineBreak;
  }
  return text;
}

/**
 * Some of a text's lines, ending the way the whole text ended: the last one kept takes the final
 * break of the last line (none, if the text had none), so dropping the last line of "a\nb" gives "a",
 * not "a\n".
 */
export function keepLines(lines: readonly Line[], keep: (line: Line, index: number) => boolean): Line[] {
  const kept = lines.filter(keep);
  const last = kept[kept.length - 1];
  const finalBreak = lines[lines.length - 1]?.lineBreak ?? '';
  if (last && last !== lines[lines.length - 1]) kept[kept.length - 1] = { text: last.text, lineBreak: finalBreak };
  return kept;
}
