/**
 * Long texts the page puts together from pieces (a file decoded a slice at a time, a result arriving from a
 * worker in slices) are joined with `+`, which V8 keeps as a rope: joining costs nothing. But the first
 * read from the middle of a rope (a `slice`, an `indexOf`) flattens all of it in one go: for 20 million
 * characters, a copy that holds the page for 150 to 250 ms (measured in Chromium 156 on two cores).
 *
 * So the page remembers the pieces of the last few texts it joined, and code that walks a long text from
 * start to end (the editor taking it in, the slices sent to a worker, a scan for long lines, a preview of
 * its start) walks the pieces instead. Other reads still work on the text; they just pay for the copy.
 */

/** Enough for the texts on screen at once: a tool's input and output, and one arriving. */
const REMEMBERED_TEXTS = 4;

interface JoinedText {
  readonly text: string;
  readonly pieces: readonly string[];
}

const remembered: JoinedText[] = [];

/** Joins pieces into one text without copying them, remembering the pieces for `piecesOf`. */
export function joinPieces(pieces: readonly string[]): string {
  let text = '';
  for (const piece of pieces) text += piece;
  remember(text, pieces);
  return text;
}

/**
 * Remembers `pieces` as the pieces of `text`. A text that grows (arriving slice by slice) is remembered
 * again with each new piece; the entry for its shorter self, recognised by the same pieces array, goes.
 */
export function remember(text: string, pieces: readonly string[], replacing?: readonly string[]): void {
  const old = remembered.findIndex((entry) => entry.pieces === (replacing ?? pieces));
  if (old !== -1) remembered.splice(old, 1);
  if (pieces.length < 2) return;
  remembered.unshift({ text, pieces });
  remembered.length = Math.min(remembered.length, REMEMBERED_TEXTS);
}

/**
 * The pieces `text` was joined from, or the text itself as its one piece. The lookup compares lengths
 * before contents, and V8 compares a rope with another string without flattening either.
 */
export function piecesOf(text: string): readonly string[] {
  for (const entry of remembered) if (entry.text.length === text.length && entry.text === text) return entry.pieces;
  return [text];
}

/** The first `length` characters of a text, read from its first pieces only. */
export function headOf(text: string, length: number): string {
  return text.length <= length ? text : headOfPieces(piecesOf(text), length);
}

/** The first `length` characters of the text `pieces` join to, without joining the rest. */
export function headOfPieces(pieces: readonly string[], length: number): string {
  let head = '';
  for (const piece of pieces) {
    if (head.length >= length) break;
    head += piece.slice(0, length - head.length);
  }
  return head;
}

/**
 * Whether a text is empty or only white space (as `text.trim() === ''`), reading piece by piece: a check the
 * page makes before a run, on input that may be a long rope.
 */
export function isBlank(text: string): boolean {
  return piecesOf(text).every((piece) => !/\S/.test(piece));
}
