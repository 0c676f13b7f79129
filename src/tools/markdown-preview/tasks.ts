import { renderMarkdownInChunks } from './markdown';

/**
 * The work that can leave the page: marked needs no DOM, so a large document is parsed in the worker, and its
 * HTML cut there into parts for the page. The sanitising (DOMPurify) and HTML → Markdown (turndown) need the
 * page's DOM and run there.
 */
export const tasks = { renderMarkdownInChunks };
