import { firstSignificant, sampleHead, sampleLines, type Detector } from '../../lib/detect';

/**
 * A mapping key and its colon: a plain key (a few words, none of the characters that make a line code
 * rather than YAML), a quoted key, or the merge key "<<"; perhaps as a sequence item ("- name: x").
 */
const KEY = /^(\s*)(?:-\s+)?(?:"[^"]*"|'[^']*'|<<|[^\s#'"{}[\],&*!|>%@`()=;<-][^:#()=;<>{}]*?)\s*:(?:\s+(.*))?$/;
const ITEM = /^\s*-(?:\s|$)/;
const MARKER = /^(?:---|\.\.\.)(?:\s|$)/;
const COMMENT = /^\s*#/;
/** A value that starts a block scalar ("|", ">-", "|2"): the lines indented below it are its text. */
const BLOCK_SCALAR = /^[|>][+-]?\d?\s*(?:#.*)?$/;

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * YAML: lines that are nearly all "key: value" pairs and "- item"s, with indentation nesting them, and
 * perhaps a "---" marker and comments. Text that opens like JSON or markup is left to those tools, though
 * JSON is YAML too. Keys with long prose after most of them are a note's "Reason: …" lines, not YAML.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const first = firstSignificant(sample);
  if (first === '{' || first === '[' || first === '<') return null;
  const lines = sampleLines(sample, truncated).slice(0, 2000);
  let marker = false;
  let comments = 0;
  let content = 0;
  let keys = 0;
  let items = 0;
  let nested = false;
  let proseValues = 0;
  let blockIndent = -1; // inside a block scalar: the indentation of its key
  let openKeyIndent = -1; // the indentation of the line before, when it opened a nested block
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    if (blockIndent >= 0) {
      if (indent > blockIndent) continue;
      blockIndent = -1;
    }
    if (MARKER.test(line)) {
      marker = true;
      continue;
    }
    if (COMMENT.test(line)) {
      comments += 1;
      continue;
    }
    content += 1;
    if (openKeyIndent >= 0 && indent > openKeyIndent) nested = true;
    openKeyIndent = -1;
    const key = KEY.exec(line);
    if (key) {
      keys += 1;
      const value = (key[2] ?? '').trim();
      // A key with nothing after it, or a mapping that starts a sequence item, opens a nested block.
      if (value === '' || ITEM.test(line)) openKeyIndent = indent;
      if (BLOCK_SCALAR.test(value)) blockIndent = indent;
      else if (value.endsWith(';'))
        keys -= 1; // a CSS declaration
      else if (value.split(/\s+/).length > 5) proseValues += 1;
    } else if (ITEM.test(line)) {
      items += 1;
    }
  }
  if (content === 0 || keys === 0) return null;
  if (keys + items < 2 && !marker) return null;
  if ((keys + items) / content < 0.8 || proseValues / keys >= 0.5) return null;
  // Two "Key: value" lines could be a message's headers or any note; a third, nesting or a marker says YAML.
  if (keys + items < 3 && !nested && !marker) return { score: 0.35 };
  let score = 0.6;
  if (nested) score += 0.15;
  if (marker) score += 0.15;
  if (keys >= 5) score += 0.1;
  if (comments > 0) score += 0.05;
  return { score: Math.min(0.92, score) };
};
