/**
 * A first pass over HTML, without a DOM, before any of it reaches a DOMParser in the page (DOMPurify's and
 * turndown's). Chromium checks the app's Content-Security-Policy while it parses HTML text, even into an
 * inert document, and reports to the console each <style> element, style attribute and <base href> it meets
 * (it applies none of them): parse5 reads the HTML as a browser would, and the parts a Markdown preview or
 * Markdown has no use for are left out here, so the page's parser never meets them. DOMPurify is still the
 * sanitiser; this pass only removes more.
 */
import { parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Elements whose mere parsing the policy reports, or that could only run or load something. */
const DROPPED_ELEMENTS = new Set([
  'style',
  'base',
  'meta',
  'link',
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
]);

/** Deeper than this the rest is left out rather than overflow the stack. */
const MAX_DEPTH = 512;

function strip(parent: ParentNode, depth: number): void {
  if (depth > MAX_DEPTH) {
    parent.childNodes = [];
    return;
  }
  parent.childNodes = parent.childNodes.filter(
    (node) => !('tagName' in node) || !DROPPED_ELEMENTS.has(node.tagName.toLowerCase()),
  );
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue;
    node.attrs = node.attrs.filter((attribute) => {
      const name = attribute.name.toLowerCase();
      return name !== 'style' && !name.startsWith('on');
    });
    strip(node, depth + 1);
    // A <template>'s content is its own fragment; templates are dropped above, so there is none to walk.
  }
}

/** `html` parsed, without styles, <base>, <meta>, scripts, frames, embeds and event handlers. */
export function prefilteredFragment(html: string): DefaultTreeAdapterTypes.DocumentFragment {
  const fragment = parseFragment(html);
  strip(fragment, 0);
  return fragment;
}

/** `html` without styles, <base>, <meta>, scripts, frames, embeds and event handlers. */
export function prefilterHtml(html: string): string {
  if (!/<[a-z!?/]/i.test(html)) return html;
  return serialize(prefilteredFragment(html));
}
