/**
 * Where each line of a long text starts, kept in a typed array rather than as one string per line. An editor
 * that splits 20 MB of formatted JSON into its 1.9 million lines makes as many strings, and the page spends
 * most of its time making them and then collecting them (measured in Chromium: seconds of main-thread work,
 * in tasks of up to 16 s on a loaded machine). Offsets in a Uint32Array cost four bytes a line and no garbage;
 * a line's text is cut from the pieces only when it is drawn.
 *
 * The text is taken as the pieces it arrives in (a worker's slices, the pieces a text was joined from), and
 * the index is built a budget at a time (`indexSome`), so no task of the page's runs long. Lines break at
 * "\n"; a "\r" before it is part of the line's text, which `lineText` leaves out, so CRLF text shows as
 * lines too. (A lone "\r", which CodeMirror also breaks at, is not a break here: no output of the app has one.)
 */
export class LineIndex {
  /** Start offsets of the lines found so far: starts[0] is 0. */
  private starts = new Uint32Array(1024);
  private lines = 1;
  private readonly pieceList: string[] = [];
  /** The offset in the text where each piece starts. */
  private readonly pieceStarts: number[] = [];
  private total = 0;
  /** The scan's position: the piece it is in and the offset in that piece. */
  private scanPiece = 0;
  private scanAt = 0;
  private scannedTotal = 0;
  private longest = 0;

  /** Adds a piece at the end of the text; it is indexed by the next calls of `indexSome`. */
  append(piece: string): void {
    if (piece === '') return;
    this.pieceList.push(piece);
    this.pieceStarts.push(this.total);
    this.total += piece.length;
  }

  /** The text's length, indexed or not. */
  get length(): number {
    return this.total;
  }

  get pieces(): readonly string[] {
    return this.pieceList;
  }

  /** Whether every piece appended so far has been indexed. */
  get complete(): boolean {
    return this.scannedTotal === this.total;
  }

  /** How much of the text has been indexed: the lines known end there. */
  get indexed(): number {
    return this.scannedTotal;
  }

  /** The number of lines in the indexed part of the text (one more than its line breaks). */
  get lineCount(): number {
    return this.lines;
  }

  /** The length of the longest line indexed, in UTF-16 units, "\r" included. */
  get longestLine(): number {
    return Math.max(this.longest, this.scannedTotal - this.starts[this.lines - 1]!);
  }

  /**
   * Indexes about `budget` more characters (to the next line break past them), and tells whether all of
   * the text appended so far is indexed. A line break is found by the engine's own search, so a budget of
   * a few hundred thousand characters takes about a millisecond.
   */
  indexSome(budget: number): boolean {
    let left = budget;
    while (left > 0 && this.scanPiece < this.pieceList.length) {
      const piece = this.pieceList[this.scanPiece]!;
      const pieceStart = this.pieceStarts[this.scanPiece]!;
      const stop = Math.min(piece.length, this.scanAt + left);
      let at = this.scanAt;
      while (at < stop) {
        const lineBreak = piece.indexOf('\n', at);
        if (lineBreak === -1) {
          at = piece.length;
          break;
        }
        this.addLineStart(pieceStart + lineBreak + 1);
        at = lineBreak + 1;
      }
      left -= at - this.scanAt;
      this.scannedTotal = pieceStart + at;
      if (at >= piece.length) {
        this.scanPiece += 1;
        this.scanAt = 0;
      } else this.scanAt = at;
    }
    return this.complete;
  }

  private addLineStart(start: number): void {
    if (this.lines === this.starts.length) {
      const grown = new Uint32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.longest = Math.max(this.longest, start - 1 - this.starts[this.lines - 1]!);
    this.starts[this.lines] = start;
    this.lines += 1;
  }

  /** The start offsets of the lines known, as a view of the index (valid until more is indexed). */
  lineStarts(): Uint32Array {
    return this.starts.subarray(0, this.lines);
  }

  /** Where line `line` (from 0) starts. */
  lineStart(line: number): number {
    return this.starts[line]!;
  }

  /** Where line `line` ends, before its line break; the last line known ends where the index does. */
  lineEnd(line: number): number {
    return line + 1 < this.lines ? this.starts[line + 1]! - 1 : this.scannedTotal;
  }

  /** The length of a line as drawn: without its line break, and without a "\r" before it. */
  lineLength(line: number): number {
    const start = this.starts[line]!;
    const end = this.lineEnd(line);
    return end > start && this.charCodeAt(end - 1) === 13 ? end - start - 1 : end - start;
  }

  /** The line (from 0) that holds `offset`; an offset past the indexed part is on the last line known. */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.lines - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The text of a line, without its line break (or the "\r" of a CRLF). */
  lineText(line: number): string {
    const start = this.starts[line]!;
    return this.slice(start, start + this.lineLength(line));
  }

  /** The text from `from` to `to`, read from the pieces that hold it, never from all of them joined. */
  slice(from: number, to: number): string {
    let text = '';
    let piece = this.pieceAt(from);
    while (piece < this.pieceList.length && this.pieceStarts[piece]! < to) {
      const start = this.pieceStarts[piece]!;
      text += this.pieceList[piece]!.slice(Math.max(from - start, 0), to - start);
      piece += 1;
    }
    return text;
  }

  private charCodeAt(offset: number): number {
    const piece = this.pieceAt(offset);
    return this.pieceList[piece]!.charCodeAt(offset - this.pieceStarts[piece]!);
  }

  /** The piece that holds `offset`. */
  private pieceAt(offset: number): number {
    let low = 0;
    let high = this.pieceList.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.pieceStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
