import { categories } from './categories';
import { toolMetas } from './tools';
import type { CategoryId, Tool, ToolMeta } from './types';

export type { Category, CategoryId, InputKind, Tool, ToolMeta } from './types';
export { categories, categoryOf } from './categories';
export { searchTools } from './search';

export function toolPath(id: string): string {
  return `/${id}`;
}

function toTool(meta: ToolMeta): Tool {
  return {
    ...meta,
    path: toolPath(meta.id),
    heading: meta.heading ?? meta.name,
    inputField: meta.inputField ?? 'input',
  };
}

export const tools: readonly Tool[] = toolMetas.map(toTool);

const toolsById = new Map(tools.map((tool) => [tool.id, tool]));
const toolsByPath = new Map(tools.map((tool) => [tool.path, tool]));

export function findTool(id: string): Tool | undefined {
  return toolsById.get(id);
}

export function findToolByPath(path: string): Tool | undefined {
  return toolsByPath.get(path);
}

export function toolsIn(category: CategoryId, list: readonly Tool[] = tools): Tool[] {
  return list.filter((tool) => tool.category === category);
}

/** Categories that have at least one tool, each with its tools, in display order. */
export function groupedTools(list: readonly Tool[] = tools) {
  return categories
    .map((category) => ({ category, tools: toolsIn(category.id, list) }))
    .filter((group) => group.tools.length > 0);
}

/**
 * The tool count as the spec's marketing shows it ("65+ Tools"), computed so it never claims more tools than
 * are open: the count rounded down to a multiple of five, with "+" (69 tools read "65+").
 */
export function toolCountLabel(count: number = tools.length): string {
  return `${Math.floor(count / 5) * 5}+`;
}
