/**
 * The one list of tools. Routes, sidebar, search, home cards, About counts, page titles and history all
 * read from here. `npm run new-tool -- <id>` adds entries at the markers below.
 */
import type { ToolMeta } from './types';
import jsonFormatter from '../tools/json-formatter/meta';
import jsonMinifier from '../tools/json-minifier/meta';
// new-tool: imports

export const toolMetas: readonly ToolMeta[] = [
  jsonFormatter,
  jsonMinifier,
  // new-tool: entries
];
