/**
 * HTML back to Markdown with turndown and its GFM plugin (tables, strikethrough, task lists). Turndown parses
 * the HTML with the page's DOMParser, into an inert document: nothing in it runs or loads, and it is never
 * shown. It needs that DOM, so it runs in the page and has no recipe step (a worker has no DOMParser).
 */
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';
import { prefilterHtml } from './prefilter';

let service: TurndownService | null = null;

function turndown(): TurndownService {
  if (service) return service;
  service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    hr: '---',
  });
  service.use(gfm);
  // Their text is code or styling, never content: without this turndown would write it out as prose.
  service.remove(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title']);
  return service;
}

export function htmlToMarkdown(html: string): string {
  if (html.trim() === '') return '';
  // Prefiltered: the page's DOMParser would report each style and <base> in it to the console.
  return turndown().turndown(prefilterHtml(html));
}
