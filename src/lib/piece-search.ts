/**
 * Plain-text search over a long text kept as pieces (see text-pieces), window by window, so a search of
 * 20 MB is neither one long task nor a join of the pieces into one string (whose first read copies all of
 * it). A window is at most SEARCH_WINDOW characters; a match that crosses from one window (or piece) into
 * the next is found through the few characters carried over. Matches do not overlap, as a global regular
 * expression's do not: "aa" is found twice in "aaaa", at 0 and 2.
 */

/** Characters searched in one step: about a millisecond's work. */
export const SEARCH_WINDOW = 1 << 20;

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The offsets where `query` starts in the text `pieces` join to, one array per window searched (often
 * empty), so the caller can pause between windows. Without `caseSensitive`, letters match in either case
 * (as the editor's search does by default).
 */
export function* searchPieces(
  pieces: readonly string[],
  query: string,
  caseSensitive = false,
  windowLength = SEARCH_WINDOW,
): Generator<number[]> {
  if (query === '') return;
  const pattern = new RegExp(escapeForRegExp(query), caseSensitive ? 'g' : 'gi');
  // The end of the text searched so far that a match may still start in, and where that end starts.
  let carried = '';
  let carriedFrom = 0;
  for (const piece of pieces)
    for (let start = 0; start < piece.length; start += windowLength) {
      const subject = carried + piece.slice(start, start + windowLength);
      const found: number[] = [];
      let matchedTo = carriedFrom;
      pattern.lastIndex = 0;
      for (let match = pattern.exec(subject); match; match = pattern.exec(subject)) {
        found.push(carriedFrom + match.index);
        matchedTo = carriedFrom + match.index + match[0].length;
      }
      // A case-insensitive match is as long as the query (JavaScript folds case one unit at a time).
      const subjectEnd = carriedFrom + subject.length;
      const keepFrom = Math.max(matchedTo, subjectEnd - (query.length - 1));
      carried = subject.slice(keepFrom - carriedFrom);
      carriedFrom = keepFrom;
      yield found;
    }
}

/** The index of the first match at or after `offset` in sorted `matches`; `matches.length` when none is. */
export function firstMatchFrom(matches: readonly number[], offset: number): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (matches[middle]! < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The match to go to next (`direction` 1) or before (-1) among `count`: the one after or before `current`,
 * going round at the ends; with none current (-1), the first at or after `from` (where the view is), or the
 * last before it.
 */
export function nextMatch(
  matches: readonly number[],
  count: number,
  current: number,
  direction: 1 | -1,
  from: number,
): number {
  const next =
    current >= 0 && current < count ? current + direction : firstMatchFrom(matches, from) - (direction < 0 ? 1 : 0);
  return (next + count) % count;
}
