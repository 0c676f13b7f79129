/**
 * Markdown to HTML text with marked (GFM: tables, task lists, strikethrough, autolinks) and marked-footnote.
 * It needs no DOM, so it runs in the tool's worker for large documents and in the recipe's worker; what it
 * gives is not yet safe to show: sanitize.ts cleans it in the page.
 */
import { Marked, type Tokens } from 'marked';
import markedFootnote from 'marked-footnote';
import { htmlChunks } from './chunks';
import type { HtmlChunks } from './parts';
import { prefilteredFragment, prefilterHtml } from './prefilter';

function markedInstance(): Marked {
  return new Marked({ gfm: true, breaks: false }).use(markedFootnote());
}

const PARSER = markedInstance();

/**
 * The HTML marked writes for `markdown`, raw HTML in it passed through the prefilter (no styles, scripts or
 * frames), for the page to sanitise with DOMPurify.
 */
export function renderMarkdown(markdown: string): string {
  if (markdown.trim() === '') return '';
  return prefilterHtml(PARSER.parse(markdown, { async: false }));
}

/**
 * The same HTML as `renderMarkdown`, cut between top-level blocks into parts the page sanitises a few at a
 * time, with the start the preview shows (chunks.ts).
 */
export function renderMarkdownInChunks(markdown: string): HtmlChunks {
  if (markdown.trim() === '') return { chunks: [], preview: [], complete: true, length: 0, previewLength: 0 };
  return htmlChunks(prefilteredFragment(PARSER.parse(markdown, { async: false })).childNodes);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Addresses a link may keep in the DOM-less rendering: web, mail, phone, and in-page or relative ones. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|#|\/|\.|[^:/?#]*(?:[/?#]|$))/i;
/** Images may keep web addresses, relative ones, and data: images (which load nothing). */
const SAFE_IMAGE = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp|avif|bmp);|\/|\.|[^:/?#]*(?:[/?#]|$))/i;

/** A URL as the URL parser reads it: tabs and newlines anywhere and controls at the ends do not count. */
function urlAsParsed(value: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 controls are what the URL parser strips
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * Markdown to HTML safe without a DOM, for the recipe step (which runs in a worker, where DOMPurify cannot:
 * it needs a real document, and the DOMs that run in a worker do not satisfy it). Raw HTML in the Markdown
 * is written as text (escaped), and a link or image whose address could run script (javascript:, vbscript:,
 * data: other than images) keeps only its text: everything else marked writes is escaped by marked itself.
 */
const ESCAPING_PARSER = markedInstance().use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      if (SAFE_LINK.test(urlAsParsed(token.href))) return false;
      return this.parser.parseInline(token.tokens);
    },
    image(token: Tokens.Image) {
      if (SAFE_IMAGE.test(urlAsParsed(token.href))) return false;
      return escapeHtml(token.text);
    },
  },
});

export function renderMarkdownEscaped(markdown: string): string {
  if (markdown.trim() === '') return '';
  return ESCAPING_PARSER.parse(markdown, { async: false });
}
