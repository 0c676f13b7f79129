/**
 * A document's HTML cut into parts, in the worker, so the page never holds one long task over it. DOMPurify
 * needs the page's DOM, and sanitising the 2 MB of HTML a 1 MB document makes held the page for 2.5 s in
 * one go: in parts of well-formed HTML, the page sanitises a few per task, and the parts joined are the
 * whole. Parts are cut between top-level blocks; a block too long for one part (a long table, list or
 * footnote section) is cut between its children, each part then sanitised inside copies of the elements it
 * came from (a table's rows mean nothing outside a table). The preview frame builds every element it is
 * sent (the whole 2 MB took it 4 s), so it is sent only the start of a large document.
 */
import { serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { blocksWithin, groupBlocks, type HtmlChunks, type HtmlPart, type Wrapper } from './parts';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Parts of about this many characters: DOMPurify takes 10-25 ms over one on a 2-core machine. */
export const CHUNK_LENGTH = 16_384;

/**
 * The most HTML the preview shows: about 2,000 elements of a README, which the frame builds and lays out in
 * about 200 ms. More would keep the preview from appearing for seconds, and could hold up the page itself
 * where the browser runs the frame in the page's process.
 */
export const PREVIEW_LENGTH = 100_000;

/**
 * Elements whose children are never cut apart: a line break just after a <pre>'s start tag is dropped by the
 * parser, so a part of one could lose one, and raw-text elements hold only text.
 */
const KEPT_WHOLE = new Set(['pre', 'listing', 'textarea', 'title', 'script', 'style', 'xmp', 'plaintext']);

function canCutInside(node: ChildNode): node is Element {
  return (
    'tagName' in node &&
    node.namespaceURI === 'http://www.w3.org/1999/xhtml' &&
    node.childNodes.length > 0 &&
    !KEPT_WHOLE.has(node.tagName)
  );
}

/** The element's start and end tags, as the serialiser writes them. */
function wrapperOf(element: Element, id: number): Wrapper {
  const empty = serializeOuter({ ...element, childNodes: [] });
  const close = `</${element.tagName}>`;
  return { id, open: empty.slice(0, empty.length - close.length), close };
}

/**
 * Nodes (siblings, inside the elements of `path`) in parts of about `chunkLength`, cutting inside long ones;
 * `serialized` is the nodes' HTML where it is already written.
 */
function partsOf(
  nodes: readonly ChildNode[],
  path: Wrapper[],
  chunkLength: number,
  ids: { next: number },
  serialized?: readonly string[],
): HtmlPart[] {
  const parts: HtmlPart[] = [];
  let current = '';
  const flush = () => {
    if (current !== '') parts.push({ html: current, path });
    current = '';
  };
  for (const [index, node] of nodes.entries()) {
    const html = serialized?.[index] ?? serializeOuter(node);
    if (html.length > chunkLength && canCutInside(node)) {
      flush();
      parts.push(...partsOf(node.childNodes, [...path, wrapperOf(node, ids.next++)], chunkLength, ids));
      continue;
    }
    if (current !== '' && current.length + html.length > chunkLength) flush();
    current += html;
  }
  flush();
  return parts;
}

/** The end of a cut at `length`, moved back off the middle of a surrogate pair. */
function cutEnd(text: string, length: number): number {
  const code = text.charCodeAt(length - 1);
  return code >= 0xd800 && code <= 0xdbff ? length - 1 : length;
}

/**
 * A copy of `node` that serialises to at most `budget` characters, still well-formed: a text cut short, or an
 * element with as many of its first children as fit, the next one cut short in turn; null where nothing of
 * it fits. The children kept are the original nodes, not copies.
 */
export function cutShort(node: ChildNode, budget: number): ChildNode | null {
  if (node.nodeName === '#text' && 'value' in node) {
    const text = node.value;
    const cutAt = (length: number) => ({ ...node, value: text.slice(0, cutEnd(text, length)) });
    let end = Math.min(text.length, budget);
    // Escaping makes the text longer (& is written &amp;): it is cut shorter until it fits.
    while (end > 0 && serializeOuter(cutAt(end)).length > budget) end = Math.floor(end * 0.9);
    const part = cutAt(end);
    return part.value === '' ? null : part;
  }
  if (!('tagName' in node)) return null;
  const copy: Element = { ...node, childNodes: [] };
  let used = serializeOuter(copy).length;
  if (used > budget) return null;
  for (const child of node.childNodes) {
    const length = serializeOuter(child).length;
    if (used + length <= budget) {
      copy.childNodes.push(child);
      used += length;
      continue;
    }
    const part = cutShort(child, budget - used);
    if (part) copy.childNodes.push(part);
    break;
  }
  // An element emptied by the cut would show as an empty row or bullet.
  return copy.childNodes.length === 0 && node.childNodes.length > 0 ? null : copy;
}

/** The top-level nodes of a document's HTML, in parts for the page to sanitise, and the preview's share. */
export function htmlChunks(
  nodes: readonly ChildNode[],
  chunkLength = CHUNK_LENGTH,
  previewLength = PREVIEW_LENGTH,
): HtmlChunks {
  const blocks = nodes.map((node) => serializeOuter(node));
  const length = blocks.reduce((sum, block) => sum + block.length, 0);
  const fitting = blocksWithin(blocks, previewLength);
  if (fitting === blocks.length) {
    const preview = groupBlocks(blocks, chunkLength);
    const chunks = preview.map((html) => ({ html, path: [] }));
    return { chunks, preview, complete: true, length, previewLength: length };
  }
  const chunks = partsOf(nodes, [], chunkLength, { next: 0 }, blocks);
  const shown = blocks.slice(0, fitting);
  const used = shown.reduce((sum, block) => sum + block.length, 0);
  const cut = cutShort(nodes[fitting]!, previewLength - used);
  if (cut) shown.push(serializeOuter(cut));
  const preview = groupBlocks(shown, chunkLength);
  const previewShare = shown.reduce((sum, block) => sum + block.length, 0);
  return { chunks, preview, complete: false, length, previewLength: previewShare };
}
