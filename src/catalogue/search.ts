import type { Tool } from './types';

/**
 * Finds every tool whose name, description, id or keywords contain each word of the query, ignoring case.
 * The keywords come with each tool's details (`keywordsOf`), which load after the page.
 * Nothing is capped: a user always sees every match. Names that start with the query come first, then
 * names that contain it, then names that hold all its words; otherwise the catalogue order is kept.
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
    const haystack = [name, tool.description, tool.id, ...keywordsOf(tool.id)].join('\n').toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return;
    const phrase = words.join(' ');
    const rank = name.startsWith(phrase)
      ? 0
      : name.includes(phrase)
        ? 1
        : words.every((word) => name.includes(word))
          ? 2
          : 3;
    scored.push({ tool, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.tool);
}
