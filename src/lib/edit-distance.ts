/**
 * How far apart two short words are, for "did you mean" in messages: the optimal string alignment distance
 * (insertions, deletions, substitutions, and swaps of neighbours, each one edit).
 */

/** The distance between `a` and `b`; past `limit` it stops early and answers `limit + 1`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows (a swap looks two rows back), typed: the e-mail validator asks once per domain of a batch
  // of 100,000 addresses.
  let twoBack = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, column) => column);
  let current = new Int32Array(b.length + 1);
  for (let row = 1; row <= a.length; row += 1) {
    current[0] = row;
    let smallest = row;
    for (let column = 1; column <= b.length; column += 1) {
      const substitution = previous[column - 1]! + (a[row - 1] === b[column - 1] ? 0 : 1);
      let distance = Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution);
      const swapped = row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1];
      if (swapped) distance = Math.min(distance, twoBack[column - 2]! + 1);
      current[column] = distance;
      smallest = Math.min(smallest, distance);
    }
    // A later swap can undo at most one edit of this row's best.
    if (smallest > limit + 1) return limit + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * The candidate `word` is most likely a typo of: the nearest within `limit` edits (1 for words of up to four
 * letters, 2 beyond, unless given), the first listed on a tie; null when none is that near or `word` is one.
 */
export function closestWord(word: string, candidates: Iterable<string>, limit?: number): string | null {
  const within = limit ?? (word.length <= 4 ? 1 : 2);
  let best: string | null = null;
  let bestDistance = within + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, within);
    if (distance === 0) return null;
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
