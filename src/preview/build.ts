/**
 * Builds a preview's element tree into a document, leaving out whatever could run code, load a document, or
 * fetch anything from the network. A tool's own trees never contain such things; a pasted page may (the
 * Responsive Design Checker), and what was left out is reported so the screen can say so.
 */
// Types only: this module and frame.ts are the preview page's whole script, which must share no chunk with
// the app (see previewFrameScript in vite.config.ts).
import type { MessageToFrame, PreviewNode } from './protocol';

const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' } as const;

/** Elements that would run code, load another document, or style the page from a URL. */
const DROPPED = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'template',
  'portal',
]);
/** Attributes that point at something to load or submit to. */
const RESOURCE_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'poster',
  'data',
  'background',
  'action',
  'formaction',
  'ping',
  'imagesrcset',
]);
/** Links may point anywhere (a click is stopped by the frame), but never run script. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** A URL that carries its data in itself loads nothing. */
const INLINE_URL = /^\s*data:/i;
const SCRIPT_URL = /^\s*(javascript|vbscript):/i;
const ATTRIBUTE_NAME = /^[^\s"'>/=\p{Cc}]+$/u;

/** Counts of what was left out, turned into phrases by `leftOutPhrases`. */
export interface LeftOut {
  scripts: number;
  handlers: number;
  stylesheetLinks: number;
  resources: number;
  embeds: number;
}

export function emptyLeftOut(): LeftOut {
  return { scripts: 0, handlers: 0, stylesheetLinks: 0, resources: 0, embeds: 0 };
}

function count(number: number, singular: string): string {
  return `${number} ${singular}${number === 1 ? '' : 's'}`;
}

export function leftOutPhrases(leftOut: LeftOut): string[] {
  return [
    leftOut.scripts > 0 ? `${count(leftOut.scripts, 'script')} (scripts do not run in the preview)` : '',
    leftOut.handlers > 0 ? `${count(leftOut.handlers, 'event handler')}` : '',
    leftOut.stylesheetLinks > 0 ? `${count(leftOut.stylesheetLinks, 'linked stylesheet')} (paste its CSS instead)` : '',
    leftOut.resources > 0
      ? `${count(leftOut.resources, 'external resource')} (images, media and frames load nothing from a URL here)`
      : '',
    leftOut.embeds > 0 ? count(leftOut.embeds, 'embedded frame or object') : '',
  ].filter(Boolean);
}

/** The DOM nodes for `nodes` in `document`; `leftOut` counts what was dropped. */
export function buildNodes(document: Document, nodes: readonly PreviewNode[], leftOut: LeftOut): Node[] {
  const built: Node[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      built.push(document.createTextNode(node));
      continue;
    }
    const tag = node.tag.toLowerCase();
    if (DROPPED.has(tag) || !ATTRIBUTE_NAME.test(tag)) {
      if (tag === 'script') leftOut.scripts++;
      else if (tag === 'link' && /\bstylesheet\b/i.test(node.attributes?.rel ?? '')) leftOut.stylesheetLinks++;
      else if (['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal'].includes(tag)) leftOut.embeds++;
      continue;
    }
    const element = node.namespace
      ? document.createElementNS(NAMESPACES[node.namespace], node.tag)
      : document.createElement(tag);
    for (const [name, value] of Object.entries(node.attributes ?? {})) {
      const lower = name.toLowerCase();
      if (!ATTRIBUTE_NAME.test(name) || lower === 'style') continue;
      if (lower.startsWith('on') || (LINK_ATTRIBUTES.has(lower) && SCRIPT_URL.test(value))) {
        leftOut.handlers++;
        continue;
      }
      if (RESOURCE_ATTRIBUTES.has(lower) && !INLINE_URL.test(value)) {
        leftOut.resources++;
        continue;
      }
      try {
        element.setAttribute(name, value);
      } catch {
        // A name the DOM refuses (it passed the pattern above but is not an XML name): left out.
      }
    }
    // Through the CSSOM: a style attribute would be an inline style the policy refuses.
    if (node.style && 'style' in element) (element as HTMLElement).style.cssText = node.style;
    element.append(...buildNodes(document, node.children ?? [], leftOut));
    built.push(element);
  }
  return built;
}

export function isMessageToFrame(data: unknown): data is MessageToFrame {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<MessageToFrame>;
  return (
    message.type === 'render' &&
    typeof message.id === 'number' &&
    Array.isArray(message.content?.body) &&
    typeof message.content.css === 'string'
  );
}
