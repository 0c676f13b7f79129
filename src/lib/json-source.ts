/**
 * Finds values in JSON text by JSON Pointer, so an error can show the failing value exactly as the user
 * wrote it (numbers keep every digit, strings their escapes). The text must already be known to be valid
 * JSON. One pass over the text finds all the pointers asked for; parts of the document that hold none of
 * them are skipped by bracket counting, so a 20 MB document takes a few tens of milliseconds. No
 * recursion: any nesting depth works.
 */
import { pointerSegments } from './json-pointer';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export interface TextRange {
  start: number;
  end: number;
}

interface PointerTrie {
  /** Set when a pointer ends here. */
  pointer: string | null;
  children: Map<string, PointerTrie> | null;
}

function buildTrie(pointers: readonly string[]): PointerTrie {
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

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipWhitespace(text: string, position: number): number {
  while (position < text.length && isWhitespace(text.charCodeAt(position))) position += 1;
  return position;
}

/** The position after the string whose opening quote is at `start`. */
function skipString(text: string, start: number): number {
  let position = start + 1;
  for (;;) {
    const quote = text.indexOf('"', position);
    if (quote === -1) return text.length;
    // The quote is escaped if an odd number of backslashes precede it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    position = quote + 1;
  }
}

/** The position after the value starting at `start`. */
function skipValue(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return skipString(text, start);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    let position = start;
    while (position < text.length) {
      const code = text.charCodeAt(position);
      if (code === QUOTE) {
        position = skipString(text, position);
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) return position + 1;
      }
      position += 1;
    }
    return position;
  }
  // A number or literal runs up to the next delimiter.
  let position = start;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isWhitespace(code)) break;
    position += 1;
  }
  return position;
}

interface Frame {
  trie: PointerTrie;
  isArray: boolean;
  index: number;
  start: number;
}

/** Where each pointer's value is in `text` (valid JSON). Pointers that do not exist are left out. */
export function findValueRanges(text: string, pointers: readonly string[]): Map<string, TextRange> {
  const ranges = new Map<string, TextRange>();
  if (pointers.length === 0) return ranges;
  const stack: Frame[] = [];
  let position = skipWhitespace(text, 0);
  let current: PointerTrie | undefined = buildTrie(pointers);

  /** Reads a property name and the colon after it; returns the name. */
  const readKey = (): string => {
    const end = skipString(text, position);
    const key = JSON.parse(text.slice(position, end)) as string;
    position = skipWhitespace(text, end);
    if (text.charCodeAt(position) === COLON) position = skipWhitespace(text, position + 1);
    return key;
  };

  for (;;) {
    // A value starts at `position`; `current` is its node in the trie (undefined: no pointer goes here).
    const code = text.charCodeAt(position);
    const isContainer = code === OPEN_BRACE || code === OPEN_BRACKET;
    if (current === undefined || current.children === null || !isContainer) {
      const start = position;
      position = skipValue(text, position);
      if (current !== undefined && current.pointer !== null) ranges.set(current.pointer, { start, end: position });
    } else {
      const frame: Frame = { trie: current, isArray: code === OPEN_BRACKET, index: 0, start: position };
      stack.push(frame);
      position = skipWhitespace(text, position + 1);
      const next = text.charCodeAt(position);
      if (next !== CLOSE_BRACE && next !== CLOSE_BRACKET) {
        current = frame.trie.children?.get(frame.isArray ? '0' : readKey());
        continue;
      }
    }

    // A value ended: close the containers it completes, until a comma starts the next value.
    let nextValue = false;
    while (stack.length > 0) {
      position = skipWhitespace(text, position);
      const frame = stack[stack.length - 1] as Frame;
      if (text.charCodeAt(position) === COMMA) {
        position = skipWhitespace(text, position + 1);
        frame.index += 1;
        current = frame.trie.children?.get(frame.isArray ? String(frame.index) : readKey());
        nextValue = true;
        break;
      }
      position += 1;
      stack.pop();
      if (frame.trie.pointer !== null) ranges.set(frame.trie.pointer, { start: frame.start, end: position });
    }
    if (!nextValue) return ranges;
  }
}

/**
 * The JSON value in `text[start, end)` pretty-printed with 2-space indentation, each token as written,
 * cut after about `maxLength` characters (then ending with '…'). Only the part shown is read, so a
 * 20 MB value costs no more than a small one.
 */
export function prettyPrefix(
  text: string,
  start: number,
  end: number,
  maxLength: number,
): { text: string; truncated: boolean } {
  let out = '';
  let depth = 0;
  let position = start;
  const newline = () => '\n' + '  '.repeat(depth);
  while (position < end) {
    if (out.length > maxLength) return { text: out.slice(0, maxLength) + '…', truncated: true };
    const code = text.charCodeAt(position);
    if (isWhitespace(code)) {
      position += 1;
    } else if (code === QUOTE) {
      const stop = skipString(text, position);
      // A long string is cut while it is copied, not after.
      out += text.slice(position, Math.min(stop, position + maxLength + 1));
      position = stop;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const after = skipWhitespace(text, position + 1);
      const close = code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      if (text.charCodeAt(after) === close) {
        out += code === OPEN_BRACE ? '{}' : '[]';
        position = after + 1;
      } else {
        depth += 1;
        out += String.fromCharCode(code) + newline();
        position = after;
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
      out += newline() + String.fromCharCode(code);
      position += 1;
    } else if (code === COMMA) {
      out += ',' + newline();
      position += 1;
    } else if (code === COLON) {
      out += ': ';
      position += 1;
    } else {
      const stop = Math.min(skipValue(text, position), end);
      out += text.slice(position, stop);
      position = stop;
    }
  }
  if (out.length > maxLength) return { text: out.slice(0, maxLength) + '…', truncated: true };
  return { text: out, truncated: false };
}
