import type { Tool } from './types';

/**
 * Finds every tool whose name, description, id or keywords contain each word of the query, ignoring case.
 * Nothing is capped: a user always sees every match. Tools whose name matches come first, otherwise the
 * catalogue order is kept.
 */
export function searchTools(query: string, list: readonly Tool[]): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];

  const scored: { tool: Tool; rank: number; index: number }[] = [];
  list.forEach((tool, index) => {
    const name = tool.name.toLowerCase();
    const haystack = [name, tool.description, tool.id, ...tool.keywords].join('\n').toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return;
    const rank = words.every((word) => name.includes(word)) ? (name.startsWith(words[0]!) ? 0 : 1) : 2;
    scored.push({ tool, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.tool);
}
