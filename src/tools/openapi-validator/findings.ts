/** What the checks find, before it is placed in the source: the pointer of the part it is about. */
import type { Severity } from '../../lib/problems';
import { pointerSegments } from '../../lib/json-pointer';
import type { Target } from './document';

export interface Finding {
  severity: Severity;
  message: string;
  /** JSON Pointer of the part of the document the finding is about. */
  pointer: string;
  code: string;
  /** Underline the key that names the part, rather than its value. */
  target?: Target;
}

/**
 * A readable name for a place in the document: `paths./pets.get.parameters[0]`, as Swagger Editor and
 * Spectral write them. Array indexes are only written as `[n]` where the document has an array.
 */
export function placeName(pointer: string, document: unknown): string {
  const segments = pointerSegments(pointer);
  if (segments.length === 0) return 'the document';
  let name = '';
  let node: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(node)) name += `[${segment}]`;
    else name += name === '' ? segment : `.${segment}`;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return name;
}

/** `paths./pets.get` in backticks, or "the document" for the root. */
export function quotedPlace(pointer: string, document: unknown): string {
  const name = placeName(pointer, document);
  return pointer === '' ? name : `\`${name}\``;
}

/** Capitalizes a message that opens with "the document". */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
