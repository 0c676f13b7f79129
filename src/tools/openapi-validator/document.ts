/**
 * Reading an OpenAPI document, JSON or YAML, into plain values for the checks, and finding where any part
 * of it (named by JSON Pointer) is written, so every problem gets a line and column.
 */
import { findValueRanges } from '../../lib/json-source';
import { JsonNumber, parseLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { parseLosslessYaml } from '../../lib/lossless-yaml';
import { pointerSegments } from '../../lib/json-pointer';
import { isToolError, type TextLocation } from '../../lib/tool-error';
import type { SourceFormat } from './format';
import { findYamlRanges, type NodeRange } from './yaml-source';

export type ParsedDocument =
  { ok: true; value: unknown } | { ok: false; message: string; location: TextLocation | undefined };

/** YAML numbers keep their digits in lossless values; the checks need plain ones (JSON Schema compares numbers). */
function toPlain(value: LosslessJson): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    // fromEntries defines own properties, so a "__proto__" key is a key like any other.
    return Object.fromEntries(Array.from(value, ([key, item]) => [key, toPlain(item)]));
  }
  return value;
}

function failure(error: unknown, what: string): ParsedDocument {
  if (isToolError(error)) return { ok: false, message: error.message, location: error.location };
  if (error instanceof RangeError)
    return { ok: false, message: `The ${what} is nested too deeply to read`, location: undefined };
  throw error;
}

export function parseDocument(text: string, format: SourceFormat): ParsedDocument {
  if (format === 'json') {
    // A BOM is not JSON, but editors write one: read past it without moving any offset.
    const json = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
    try {
      return { ok: true, value: JSON.parse(json) };
    } catch {
      // JSON.parse says little about where; the lossless reader says what and where.
      try {
        parseLosslessJson(json);
      } catch (error) {
        return failure(error, 'JSON');
      }
      return { ok: false, message: 'The JSON cannot be read', location: undefined };
    }
  }
  try {
    const documents = parseLosslessYaml(text);
    if (documents.length > 1) {
      return {
        ok: false,
        message: `The YAML holds ${documents.length} documents (separated by ---): an OpenAPI description is one document`,
        location: undefined,
      };
    }
    return { ok: true, value: documents.length === 0 ? null : toPlain(documents[0]!) };
  } catch (error) {
    return failure(error, 'YAML');
  }
}

/** Where a problem is underlined: the key that names a node, or the node's value. */
export type Target = 'key' | 'value';

export interface SourceSpan {
  offset: number;
  length: number;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The key before a JSON value that starts at `valueStart`, if the value is an object member. */
function jsonKeyBefore(text: string, valueStart: number): { keyStart: number; keyEnd: number } | null {
  let position = valueStart - 1;
  while (position >= 0 && isBlank(text.charCodeAt(position))) position -= 1;
  if (text[position] !== ':') return null;
  position -= 1;
  while (position >= 0 && isBlank(text.charCodeAt(position))) position -= 1;
  if (text[position] !== '"') return null;
  const keyEnd = position + 1;
  for (let quote = text.lastIndexOf('"', position - 1); quote >= 0; quote = text.lastIndexOf('"', quote - 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return { keyStart: quote, keyEnd };
  }
  return null;
}

/**
 * Finds the places of many pointers in one pass: ask for them all with `want`, then `span` each. A pointer
 * that is not written in the source (a missing property, a value reached through a YAML alias) falls back
 * to its nearest written ancestor.
 */
export class SourceLocator {
  private readonly wanted = new Set<string>(['']);
  private ranges: Map<string, NodeRange> | null = null;

  constructor(
    private readonly text: string,
    private readonly format: SourceFormat,
  ) {}

  want(pointer: string): void {
    if (this.wanted.has(pointer)) return;
    this.wanted.add(pointer);
    const segments = pointerSegments(pointer);
    // Every ancestor too, for the fallback; cheap, as pointers share most of them.
    let ancestor = '';
    for (const segment of segments.slice(0, -1)) {
      ancestor += `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      this.wanted.add(ancestor);
    }
  }

  private resolve(): Map<string, NodeRange> {
    if (this.ranges) return this.ranges;
    if (this.format === 'yaml') {
      this.ranges = findYamlRanges(this.text, this.wanted);
    } else {
      const ranges = new Map<string, NodeRange>();
      for (const [pointer, { start, end }] of findValueRanges(this.text, [...this.wanted])) {
        const key = pointer === '' ? null : jsonKeyBefore(this.text, start);
        ranges.set(pointer, key ? { start, end, ...key } : { start, end });
      }
      this.ranges = ranges;
    }
    return this.ranges;
  }

  span(pointer: string, target: Target = 'value'): SourceSpan {
    const ranges = this.resolve();
    let current = pointer;
    let found = ranges.get(current);
    let exact = true;
    while (!found && current !== '') {
      current = current.slice(0, current.lastIndexOf('/'));
      found = ranges.get(current);
      exact = false;
    }
    if (!found) return { offset: 0, length: 0 };
    const isCollection = this.format === 'json' ? /[[{]/.test(this.text[found.start] ?? '') : found.collection === true;
    // A missing member is reported on the object that lacks it, and a whole object by its key.
    const preferKey = target === 'key' || !exact || isCollection;
    if (preferKey && found.keyStart !== undefined && found.keyEnd !== undefined) {
      return { offset: found.keyStart, length: found.keyEnd - found.keyStart };
    }
    if (preferKey) return { offset: found.start, length: this.firstLineLength(found) };
    return { offset: found.start, length: Math.max(1, found.end - found.start) };
  }

  /** A collection without a key is underlined on its first line only. */
  private firstLineLength(range: NodeRange): number {
    const newline = this.text.indexOf('\n', range.start);
    const lineEnd = newline === -1 || newline > range.end ? range.end : newline;
    return Math.max(1, Math.min(lineEnd - range.start, 80));
  }
}
