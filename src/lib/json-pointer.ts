/** JSON Pointer (RFC 6901): a path into a JSON document, "/properties/a~1b/0". */

/** One reference token as written in a pointer: "~" becomes "~0" and "/" becomes "~1". */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One reference token as it names a key: "~1" is "/" and "~0" is "~" (in that order, so "~01" is "~1"). */
export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The pointer to a location: ['properties', 'a/b'] → "/properties/a~1b"; no segments → "" (the root). */
export function pointerOf(segments: readonly string[]): string {
  return segments.map((segment) => `/${escapePointerSegment(segment)}`).join('');
}

/** The keys and indexes a pointer names: "/a~1b/0" → ['a/b', '0']; "" (the root) → []. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapePointerSegment);
}
