/**
 * Builds a preview's element tree into a document, leaving out whatever could run code, load a document, or
 * fetch anything from the network. A tool's own trees never contain such things; a pasted page may (the
 * Responsive Design Checker), and what was left out is reported so the screen can say so.
 */
// Types only: this module and frame.ts are the preview page's whole script, which must share no chunk with
// the app (see previewFrameScript in vite.config.ts).
import type { MessageToFrame, PORT_HANDOVER, PreviewNode } from './protocol';

const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' } as const;
const XLINK = 'http://www.w3.org/1999/xlink';

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
  'fencedframe',
]);
const EMBEDS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe']);
/**
 * SVG animations (lower-cased): they change attributes after the tree is built, so a `<set attributeName="href">`
 * would give a link an address nothing here ever checked; <discard> removes elements the same way.
 */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor', 'discard']);
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
/**
 * Attributes left out without a word: where a link or form opens (the frame opens nothing, but a target names
 * another browsing context), and the base every relative URL of an SVG element would resolve against.
 */
const SILENTLY_DROPPED = new Set(['target', 'formtarget', 'xml:base']);
/** Links may point anywhere (a click is stopped by the frame), but never run script. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** A URL that carries its data in itself loads nothing. */
const INLINE_URL = /^data:/i;
const SCRIPT_URL = /^(javascript|vbscript):/i;
/** In SVG, an href on anything but a link names what to draw or follow (<use>, <image>, <textPath>). */
const LOCAL_REFERENCE = /^#/;
const ATTRIBUTE_NAME = /^[^\s"'>/=\p{Cc}]+$/u;

/**
 * A URL attribute's value as the URL parser reads it: it removes tab, CR and LF wherever they are, and C0
 * controls and spaces at either end, so `java&#x09;script:` is a javascript: URL and must be tested as one.
 */
export function urlAsParsed(value: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 controls are what the URL parser strips
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** Counts of what was left out, turned into phrases by `leftOutPhrases`. */
export interface LeftOut {
  scripts: number;
  handlers: number;
  stylesheetLinks: number;
  resources: number;
  embeds: number;
  animations: number;
}

export function emptyLeftOut(): LeftOut {
  return { scripts: 0, handlers: 0, stylesheetLinks: 0, resources: 0, embeds: 0, animations: 0 };
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
    leftOut.animations > 0
      ? `${count(leftOut.animations, 'SVG animation')} (<set>, <animate> and the like can change where a link goes)`
      : '',
  ].filter(Boolean);
}

/** What becomes of an attribute: kept, or left out and counted as a handler or a resource, or left out silently. */
function attributeFate(
  name: string,
  value: string,
  tag: string,
  namespace: 'svg' | 'math' | undefined,
): 'keep' | 'handler' | 'resource' | 'drop' {
  if (!ATTRIBUTE_NAME.test(name) || name === 'style' || SILENTLY_DROPPED.has(name)) return 'drop';
  if (name.startsWith('on')) return 'handler';
  const url = urlAsParsed(value);
  if (LINK_ATTRIBUTES.has(name)) {
    if (SCRIPT_URL.test(url)) return 'handler';
    // An SVG element other than a link draws or follows what its href names: only this page's own elements,
    // or data carried in the URL itself, load nothing.
    if (namespace === 'svg' && tag !== 'a' && !LOCAL_REFERENCE.test(url) && !INLINE_URL.test(url)) return 'resource';
    return 'keep';
  }
  if (RESOURCE_ATTRIBUTES.has(name) && !INLINE_URL.test(url)) return 'resource';
  return 'keep';
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
    const animation = node.namespace === 'svg' && ANIMATIONS.has(tag);
    if (DROPPED.has(tag) || animation || !ATTRIBUTE_NAME.test(tag)) {
      if (tag === 'script') leftOut.scripts++;
      else if (tag === 'link' && /\bstylesheet\b/i.test(node.attributes?.rel ?? '')) leftOut.stylesheetLinks++;
      else if (EMBEDS.has(tag)) leftOut.embeds++;
      else if (animation) leftOut.animations++;
      continue;
    }
    const element = node.namespace
      ? document.createElementNS(NAMESPACES[node.namespace], node.tag)
      : document.createElement(tag);
    for (const [name, value] of Object.entries(node.attributes ?? {})) {
      const fate = attributeFate(name.toLowerCase(), value, tag, node.namespace);
      if (fate === 'handler') leftOut.handlers++;
      else if (fate === 'resource') leftOut.resources++;
      if (fate !== 'keep') continue;
      try {
        // In SVG, xlink:href is an address only in the XLink namespace, as the HTML parser puts it.
        if (name.toLowerCase() === 'xlink:href') element.setAttributeNS(XLINK, 'xlink:href', value);
        else element.setAttribute(name, value);
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

/** The app's handover of the port (PORT_HANDOVER), a constant repeated here: this script imports only types. */
export function isPortHandover(data: unknown): data is typeof PORT_HANDOVER {
  return data === 'devtoolbox-preview-port';
}
