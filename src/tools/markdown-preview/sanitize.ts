/**
 * The HTML marked wrote, made safe to show with DOMPurify, in the page (DOMPurify needs a real DOM; the
 * frame then builds the result element by element and leaves out anything that could run or load, a
 * second line of defence). What may stay: the HTML profile only (no SVG or MathML, whose <use>, <image> and
 * animations can load or rewrite addresses), without styles (an inline style or a <style> can load a URL
 * through url()), forms, media and frames. Images whose address is not a data: image would load from
 * somewhere else: the preview shows a placeholder naming them instead, and the screen lists them.
 */
import DOMPurify from 'dompurify';
import type { PreviewNode } from '../../preview/protocol';
import type { HtmlPart } from './parts';

/** An image the preview did not load: its alt text and address, as written. */
export interface RemoteImage {
  alt: string;
  url: string;
}

export interface SanitizedHtml {
  /** The clean HTML fragment (images as written: the copy and download are the user's document). */
  html: string;
  /** The preview's element tree: the clean fragment with each remote image replaced by its placeholder. */
  preview: PreviewNode[];
  remoteImages: RemoteImage[];
}

const FORBID_TAGS = [
  'style',
  'form',
  'button',
  'select',
  'option',
  'textarea',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'link',
];
const FORBID_ATTR = ['style', 'srcset', 'background', 'poster', 'ping', 'action', 'formaction', 'target'];

/** A data: image loads nothing; every other address (http:, https:, //host, relative) would. */
const INLINE_IMAGE = /^data:image\//i;

/** Deeper than this the tree is left out rather than overflow the stack (the frame builds it recursively). */
const MAX_DEPTH = 256;

let hooked = false;

/** Task-list checkboxes are the only inputs kept, and never editable. */
function hookOnce(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'INPUT') {
      if (node.getAttribute('type') !== 'checkbox') node.remove();
      else node.setAttribute('disabled', '');
    }
  });
}

function treeOf(nodes: NodeListOf<ChildNode>, depth: number): PreviewNode[] {
  if (depth > MAX_DEPTH) return [];
  const tree: PreviewNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === 3) tree.push(node.textContent ?? '');
    else if (node.nodeType === 1) {
      const element = node as Element;
      const attributes: Record<string, string> = {};
      for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
      tree.push({ tag: element.localName, attributes, children: treeOf(element.childNodes, depth + 1) });
    }
  }
  return tree;
}

/** A task list's checkboxes have no label of their own: each is named by its item's text, and its state. */
function labelTaskBoxes(holder: HTMLElement): void {
  for (const box of holder.querySelectorAll('input[type=checkbox]')) {
    const text = (box.parentElement?.textContent ?? '').trim().slice(0, 200);
    const state = box.hasAttribute('checked') ? 'Done' : 'To do';
    box.setAttribute('aria-label', text ? `${state}: ${text}` : state);
  }
}

function placeholderFor(document: Document, image: RemoteImage): HTMLElement {
  const placeholder = document.createElement('span');
  placeholder.className = 'remote-image';
  placeholder.setAttribute('role', 'img');
  placeholder.setAttribute('aria-label', `Image not loaded: ${image.alt || image.url}`);
  placeholder.textContent = `Image not loaded: ${image.alt ? `${image.alt} ` : ''}(${image.url})`;
  return placeholder;
}

/** `html` made clean by DOMPurify, in a detached element, its task boxes labelled. */
function sanitizedHolder(html: string): HTMLElement {
  hookOnce();
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  labelTaskBoxes(holder);
  return holder;
}

export function sanitizeHtml(html: string): SanitizedHtml {
  if (html === '') return { html: '', preview: [], remoteImages: [] };
  const holder = sanitizedHolder(html);
  const document = holder.ownerDocument;
  const clean = holder.innerHTML;
  const remoteImages: RemoteImage[] = [];
  for (const image of holder.querySelectorAll('img')) {
    const url = image.getAttribute('src') ?? '';
    if (INLINE_IMAGE.test(url.trim())) continue;
    const found = { alt: image.getAttribute('alt') ?? '', url };
    remoteImages.push(found);
    image.replaceWith(placeholderFor(document, found));
  }
  return { html: clean, preview: treeOf(holder.childNodes, 0), remoteImages };
}

/** The clean HTML alone, as `sanitizeHtml` gives it, for the part of a document only the export holds. */
export function sanitizeForExport(html: string): string {
  return html === '' ? '' : sanitizedHolder(html).innerHTML;
}

/**
 * A part of a long block (chunks.ts) made clean inside copies of the elements it was cut from, and taken out
 * of them again: the clean children of the innermost. Null where DOMPurify changed those elements (left one
 * out, changed its attributes, or moved something out of it, as a table does with text), so the part cannot
 * be put back in its place: the block is then sanitised whole.
 */
export function sanitizePart(part: HtmlPart): string | null {
  if (part.path.length === 0) return sanitizeForExport(part.html);
  const open = part.path.map((wrapper) => wrapper.open).join('');
  const close = part.path.reduceRight((tags, wrapper) => tags + wrapper.close, '');
  let parent: Element = sanitizedHolder(open + part.html + close);
  for (const wrapper of part.path) {
    const only = parent.childNodes.length === 1 ? parent.firstChild : null;
    if (only?.nodeType !== 1) return null;
    const element = only as Element;
    if ((element.cloneNode(false) as Element).outerHTML !== wrapper.open + wrapper.close) return null;
    parent = element;
  }
  return parent.innerHTML;
}
