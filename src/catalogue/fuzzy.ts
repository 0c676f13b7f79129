/**
 * Forgiving search for the command palette: each word of the query may be a prefix, a part, or the letters
 * in order of a word in a tool's name, keywords, id or description, so "jsn fmt" finds the JSON Formatter and
 * "b64" the Base64 tools. A match in the name counts most.
 */

/** How well `token` matches `word`: 3 a prefix, 2 a part, 1 its letters in order from the word's start. */
function wordScore(token: string, word: string): number {
  if (word.startsWith(token)) return 3;
  if (word.includes(token)) return 2;
  if (token[0] !== word[0]) return 0;
  let at = 0;
  for (const character of word) if (character === token[at]) at += 1;
  return at === token.length ? 1 : 0;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface FuzzyFields {
  /** Counted most. */
  name: string;
  /** Counted next: keywords and ids. */
  terms: readonly string[];
  /** Counted least. */
  description: string;
}

/** The score of `query` against an item's fields, or 0 when some word of the query matches nothing. */
export function fuzzyScore(query: string, fields: FuzzyFields): number {
  const tokens = words(query);
  if (tokens.length === 0) return 0;
  const weighted = [
    { weight: 3, words: words(fields.name) },
    { weight: 2, words: fields.terms.flatMap(words) },
    { weight: 1, words: words(fields.description) },
  ];
  let total = 0;
  for (const token of tokens) {
    let best = 0;
    for (const field of weighted)
      for (const word of field.words) best = Math.max(best, wordScore(token, word) * field.weight);
    if (best === 0) return 0;
    total += best;
  }
  // A keyword of several words the query spells out whole ("hex to decimal") counts as if it were the name.
  const phrase = tokens.join(' ');
  if (tokens.length > 1 && fields.terms.some((term) => words(term).join(' ') === phrase)) total += 3 * tokens.length;
  return total;
}

/** The items that match every word of `query`, best first; equal scores keep the given order. */
export function fuzzySearch<T>(query: string, items: readonly T[], fieldsOf: (item: T) => FuzzyFields): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, fieldsOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
