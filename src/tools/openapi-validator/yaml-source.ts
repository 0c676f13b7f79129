/**
 * Finds nodes in YAML text by JSON Pointer, the YAML counterpart of `findValueRanges` (lib/json-source): a
 * problem found in the parsed document is then shown where the user wrote it. One pass over js-yaml's
 * event stream (its events carry source offsets); only the branches that lead to a wanted pointer decode
 * their keys, so a large document costs little more than parsing it. No recursion: any depth works.
 *
 * Could move to lib next to json-source.ts if another YAML tool needs it.
 */
import { EVENT_ID, SCALAR_STYLE, getScalarValue, parseEvents } from 'js-yaml';
import { pointerSegments } from '../../lib/json-pointer';

/** Where a node is: its value, and the key that names it when its parent is a mapping. */
export interface NodeRange {
  start: number;
  end: number;
  keyStart?: number;
  keyEnd?: number;
  /** A mapping or sequence, rather than a scalar or an alias. */
  collection?: boolean;
}

interface PointerTrie {
  pointer: string | null;
  children: Map<string, PointerTrie> | null;
}

function buildTrie(pointers: Iterable<string>): PointerTrie {
  const root: PointerTrie = { pointer: null, children: null };
  for (const pointer of pointers) {
    let node = root;
    for (const segment of pointerSegments(pointer)) {
      node.children ??= new Map();
      let child = node.children.get(segment);
      if (!child) {
        child = { pointer: null, children: null };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.pointer = pointer;
  }
  return root;
}

interface Frame {
  isMapping: boolean;
  trie: PointerTrie | null;
  /** In a mapping: whether the next node is a key. */
  expectKey: boolean;
  /** In a sequence: the index of the next item. */
  index: number;
  /** In a mapping: the trie node of the key just read, and where that key is. */
  valueTrie: PointerTrie | null;
  keyStart: number;
  keyEnd: number;
  /** The range recorded for this collection, whose end is known only when it closes. */
  range: NodeRange | null;
}

/** Same parser options as lib/lossless-yaml, so any document it reads is read here too. */
const PARSER_OPTIONS = { maxDepth: 501 };

/**
 * The ranges of the wanted pointers that name nodes written in the first document of `text` (a pointer
 * into an alias's target or a merged key is not written where it applies, so it is absent: callers fall
 * back to its nearest ancestor). The text must already be known to parse.
 */
export function findYamlRanges(text: string, pointers: Iterable<string>): Map<string, NodeRange> {
  const ranges = new Map<string, NodeRange>();
  const rootTrie = buildTrie(pointers);
  const stack: Frame[] = [];
  let documents = 0;
  let lastEnd = 0;

  /** The trie node and key of the node that starts now, as a child of the innermost open collection. */
  const place = (): { trie: PointerTrie | null; keyStart: number; keyEnd: number } => {
    const parent = stack[stack.length - 1];
    if (!parent) return { trie: rootTrie, keyStart: -1, keyEnd: -1 };
    if (parent.isMapping) {
      parent.expectKey = true;
      return { trie: parent.valueTrie, keyStart: parent.keyStart, keyEnd: parent.keyEnd };
    }
    const segment = String(parent.index);
    parent.index += 1;
    return { trie: parent.trie?.children?.get(segment) ?? null, keyStart: -1, keyEnd: -1 };
  };

  const record = (trie: PointerTrie | null, start: number, end: number, keyStart: number, keyEnd: number) => {
    if (trie?.pointer == null) return null;
    const range: NodeRange = keyStart >= 0 ? { start, end, keyStart, keyEnd } : { start, end };
    ranges.set(trie.pointer, range);
    return range;
  };

  for (const event of parseEvents(text, PARSER_OPTIONS)) {
    if (event.type === EVENT_ID.DOCUMENT) {
      documents += 1;
      if (documents > 1) break;
      continue;
    }
    if (event.type === EVENT_ID.POP) {
      const frame = stack.pop();
      if (frame?.range) frame.range.end = Math.max(frame.range.start + 1, lastEnd);
      continue;
    }
    const parent = stack[stack.length - 1];
    if (parent?.isMapping && parent.expectKey) {
      // A key: remember where it is and which branch of the trie its value belongs to.
      parent.expectKey = false;
      if (event.type === EVENT_ID.SCALAR) {
        const quoted = event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
        parent.keyStart = event.valueStart - (quoted ? 1 : 0);
        parent.keyEnd = event.valueEnd + (quoted ? 1 : 0);
        parent.valueTrie = parent.trie?.children?.get(getScalarValue(text, event)) ?? null;
        lastEnd = parent.keyEnd;
      } else {
        parent.valueTrie = null;
        parent.keyStart = -1;
        if (event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING) {
          stack.push(newFrame(event.type === EVENT_ID.MAPPING, null, null));
        }
      }
      continue;
    }
    const { trie, keyStart, keyEnd } = place();
    if (event.type === EVENT_ID.SCALAR) {
      const quoted = event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const start = event.valueStart - (quoted ? 1 : 0);
      const end = Math.max(start, event.valueEnd + (quoted ? 1 : 0));
      record(trie, start, end, keyStart, keyEnd);
      lastEnd = end;
    } else if (event.type === EVENT_ID.ALIAS) {
      // The alias's name, with the `*` before it.
      const start = text[event.anchorStart - 1] === '*' ? event.anchorStart - 1 : event.anchorStart;
      record(trie, start, event.anchorEnd, keyStart, keyEnd);
      lastEnd = event.anchorEnd;
    } else {
      const start = event.start;
      const range = record(trie, start, start + 1, keyStart, keyEnd);
      if (range) range.collection = true;
      stack.push(newFrame(event.type === EVENT_ID.MAPPING, trie, range));
    }
  }
  return ranges;
}

function newFrame(isMapping: boolean, trie: PointerTrie | null, range: NodeRange | null): Frame {
  return { isMapping, trie, expectKey: isMapping, index: 0, valueTrie: null, keyStart: -1, keyEnd: -1, range };
}
