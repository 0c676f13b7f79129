/**
 * The rows lines take when wrapped at a fixed number of columns, as a prefix sum in a typed array: row
 * `rowOf(line)` is where a line starts, so a scroll position maps to its line by a binary search instead of
 * a walk over millions of lines. Text drawn in a monospace font breaking anywhere (`word-break: break-all`)
 * wraps a line of n characters into ceil(n / columns) rows; characters drawn wider than one column (CJK,
 * emoji) make the real count a little larger, which the viewer absorbs by drawing its rows in flow.
 */

/** The rows a line of `length` characters takes at `columns` columns: one at least, an empty line too. */
export function rowsOfLength(length: number, columns: number): number {
  return Math.max(1, Math.ceil(length / Math.max(1, columns)));
}

export class WrappedRows {
  /** before[line] = the rows of the lines before it; before[count] = all rows. */
  private before = new Float64Array(1025);
  private count = 0;
  private columnsUsed = 0;

  get lineCount(): number {
    return this.count;
  }

  get columns(): number {
    return this.columnsUsed;
  }

  /** All rows of the lines counted. */
  get totalRows(): number {
    return this.before[this.count]!;
  }

  /**
   * Brings the sums up to the lines that start at `starts` (offsets, as LineIndex keeps them), the last
   * one ending at `end`, at `columns` columns. The last line counted before is counted again (it may have
   * grown while its text arrived); a change of columns counts every line again, in a loop over the typed
   * array alone (about 10 ms for two million lines).
   */
  update(starts: Uint32Array, end: number, columns: number): void {
    const lineCount = starts.length;
    const from = columns === this.columnsUsed ? Math.max(0, Math.min(this.count, lineCount) - 1) : 0;
    this.columnsUsed = columns;
    if (lineCount + 1 > this.before.length) {
      const grown = new Float64Array(Math.max(lineCount + 1, this.before.length * 2));
      grown.set(this.before.subarray(0, from + 1));
      this.before = grown;
    }
    const before = this.before;
    for (let line = from; line < lineCount; line += 1) {
      // A line's length is up to the next one's start, less its line break.
      const length = (line + 1 < lineCount ? starts[line + 1]! - 1 : end) - starts[line]!;
      before[line + 1] = before[line]! + rowsOfLength(length, columns);
    }
    this.count = lineCount;
  }

  /** The row a line starts at. */
  rowOf(line: number): number {
    return this.before[Math.min(Math.max(line, 0), this.count)]!;
  }

  /** The line that row `row` belongs to: the last line starting at or before it. */
  lineAtRow(row: number): number {
    let low = 0;
    let high = Math.max(this.count - 1, 0);
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.before[middle]! <= row) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
