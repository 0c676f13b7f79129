import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { SourceRange } from './xml-scan';

type P5Node = DefaultTreeAdapterTypes.Node;

/**
 * Where the wanted nodes of an HTML document (parsed by DOMParser) are in its source. DOMParser gives no
 * positions; parse5 does, and both build the tree by the same WHATWG algorithm, with scripting disabled as
 * DOMParser documents have it. So the two trees are walked side by side, child by child, and a DOM node takes
 * the place of its parse5 twin. Where the trees differ (they should not), the walk stops pairing below that
 * point and those nodes have no place.
 */
export function htmlRanges(
  text: string,
  document: Document,
  wanted: ReadonlySet<Node>,
  wantedAttributes: ReadonlyMap<Element, readonly Attr[]>,
): Map<Node, SourceRange> {
  const ranges = new Map<Node, SourceRange>();
  if (wanted.size === 0 && wantedAttributes.size === 0) return ranges;
  const tree = locatedTree(text);
  const stack: [Node, P5Node][] = [[document, tree]];
  let left = wanted.size + wantedAttributes.size;

  while (stack.length > 0 && left > 0) {
    const [node, twin] = stack.pop()!;
    const location = twin.sourceCodeLocation;
    if (wanted.has(node) && location) {
      ranges.set(node, { from: location.startOffset, to: location.endOffset });
      left -= 1;
    }
    const attributes = wantedAttributes.get(node as Element);
    if (attributes) {
      left -= 1;
      const places = (twin as DefaultTreeAdapterTypes.Element).sourceCodeLocation?.attrs;
      for (const attribute of attributes) {
        const place = places?.[attribute.name];
        if (place) ranges.set(attribute, { from: place.startOffset, to: place.endOffset });
      }
    }
    const domChildren =
      node.nodeName === 'TEMPLATE' && 'content' in node
        ? (node as HTMLTemplateElement).content.childNodes
        : node.childNodes;
    const twinChildren: readonly P5Node[] =
      twin.nodeName === 'template'
        ? (twin as DefaultTreeAdapterTypes.Template).content.childNodes
        : 'childNodes' in twin
          ? (twin as DefaultTreeAdapterTypes.ParentNode).childNodes
          : [];
    const count = Math.min(domChildren.length, twinChildren.length);
    for (let at = count - 1; at >= 0; at -= 1) {
      const child = domChildren[at]!;
      const childTwin = twinChildren[at]!;
      if (sameKind(child, childTwin)) stack.push([child, childTwin]);
    }
  }
  return ranges;
}

/** The last tree parsed: a new expression on the same page parses nothing again. */
let lastTree: { text: string; tree: DefaultTreeAdapterTypes.Document } | null = null;

function locatedTree(text: string): DefaultTreeAdapterTypes.Document {
  if (lastTree?.text !== text)
    lastTree = { text, tree: parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false }) };
  return lastTree.tree;
}

function sameKind(node: Node, twin: P5Node): boolean {
  switch (node.nodeType) {
    case 1:
      return 'tagName' in twin && (node as Element).localName === twin.tagName;
    case 3:
      return twin.nodeName === '#text';
    case 8:
      return twin.nodeName === '#comment';
    case 10:
      return twin.nodeName === '#documentType';
    default:
      return false;
  }
}
