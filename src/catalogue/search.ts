import type { Tool } from './types';

/**
 * Finds every tool whose name, description, id or keywords contain each word of the query, ignoring case.
 * The keywords come with each tool's details (`keywordsOf`), which load after the page.
 * Nothing is capped: a user always sees every match. Names that start with the query come first, then
 * names that contain it at the start of a word, then tools that have it as one of their keywords exactly,
 * then names that contain it inside a word (so "ts" finds JSON to TypeScript, whose keyword it is, before
 * "Robots.txt"), then names that hold all its words; otherwise the catalogue order is kept.
 */
export function searchTools(
  query: string,
  list: readonly Tool[],
  keywordsOf: (toolId: string) => readonly string[] = () => [],
): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];

  const scored: { tool: Tool; rank: number; index: number }[] = [];
  list.forEach((tool, index) => {
    const name = tool.name.toLowerCase();
    const keywords = keywordsOf(tool.id);
    const haystack = [name, tool.description, tool.id, ...keywords].join('\n').toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return;
    const phrase = words.join(' ');
    const rank = name.startsWith(phrase)
      ? 0
      : startsAWord(name, phrase)
        ? 1
        : keywords.some((keyword) => keyword.toLowerCase() === phrase)
          ? 2
          : name.includes(phrase)
            ? 3
            : words.every((word) => name.includes(word))
              ? 4
              : 5;
    scored.push({ tool, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.tool);
}

/** Whether `phrase` occurs in `name` where a word starts (after a space or punctuation). */
function startsAWord(name: string, phrase: string): boolean {
  for (let at = name.indexOf(phrase); at !== -1; at = name.indexOf(phrase, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(name.charAt(at - 1))) return true;
  }
  return false;
}
