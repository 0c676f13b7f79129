/**
 * Pasted HTML as the preview frame takes it: parse5 parses the text as a browser does (a fragment becomes a
 * whole document) and the tree is walked into PreviewNodes. Nothing here runs or loads anything; the frame
 * leaves out what could (scripts, handlers, URLs to load) and reports it.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { PreviewContent, PreviewNode } from '../../preview/protocol';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const NAMESPACES: Record<string, 'svg' | 'math'> = {
  'http://www.w3.org/2000/svg': 'svg',
  'http://www.w3.org/1998/Math/MathML': 'math',
};

/** Deeper than this the page is not a page; the rest is left out rather than overflow the stack. */
const MAX_DEPTH = 256;

/** What the head holds that the frame should hear of, to say it was left out: scripts and linked stylesheets. */
const HEAD_ELEMENTS_REPORTED = new Set(['script', 'link']);

function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    if (name.toLowerCase() !== 'style') attributes[name] = attribute.value;
  }
  return attributes;
}

function styleOf(element: Element): string | undefined {
  return element.attrs.find((attribute) => !attribute.prefix && attribute.name === 'style')?.value;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : ''))
    .join('');
}

/** The PreviewNodes of `nodes`; the texts of <style> elements go to `styles` instead. */
function convert(nodes: readonly ChildNode[], styles: string[], depth: number): PreviewNode[] {
  if (depth > MAX_DEPTH) return [];
  const converted: PreviewNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) {
      converted.push(node.value);
      continue;
    }
    if (!isElement(node)) continue; // comments and doctypes
    const namespace = NAMESPACES[node.namespaceURI];
    if (!namespace && node.tagName === 'style') {
      styles.push(textOf(node));
      continue;
    }
    const style = styleOf(node);
    converted.push({
      tag: node.tagName,
      ...(namespace ? { namespace } : {}),
      attributes: attributesOf(node),
      ...(style !== undefined ? { style } : {}),
      children: convert(node.childNodes, styles, depth + 1),
    });
  }
  return converted;
}

/** The preview of a pasted page: its body, the CSS of its <style> elements followed by `css`, its lang and dir. */
export function previewOfHtml(html: string, css: string): PreviewContent {
  const document = parse(html);
  const root = document.childNodes.find(isElement);
  const styles: string[] = [];
  const body: PreviewNode[] = [];
  let bodyAttributes: Record<string, string> = {};
  let lang: string | undefined;
  let dir: string | undefined;
  if (root) {
    const rootAttributes = attributesOf(root);
    lang = rootAttributes.lang;
    dir = rootAttributes.dir;
    for (const child of root.childNodes) {
      if (!isElement(child)) continue;
      if (child.tagName === 'head') {
        for (const headChild of child.childNodes) {
          if (!isElement(headChild)) continue;
          if (headChild.tagName === 'style') styles.push(textOf(headChild));
          // Passed on only to be counted: the frame drops them and says so.
          else if (HEAD_ELEMENTS_REPORTED.has(headChild.tagName)) body.push(...convert([headChild], styles, 1));
        }
      } else if (child.tagName === 'body') {
        bodyAttributes = attributesOf(child);
        const bodyStyle = styleOf(child);
        // The body's own style attribute, as a rule: the frame sets no style attribute on <body>.
        if (bodyStyle) styles.push(`body { ${bodyStyle} }`);
        body.push(...convert(child.childNodes, styles, 1));
      }
    }
  }
  const sheet = [...styles, css].filter((text) => text.trim() !== '').join('\n');
  return {
    body,
    css: sheet,
    bodyAttributes,
    ...(lang !== undefined ? { lang } : {}),
    ...(dir !== undefined ? { dir } : {}),
  };
}
