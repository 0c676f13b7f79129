/**
 * Line and column for many offsets of one text, in a single pass. `locate` scans from the start each time,
 * which is right for one error but quadratic when a tool lists every place it noted in a 20 MB text.
 */
import type { TextLocation } from './tool-error';
import { countCodePoints } from './unicode';

/**
 * Returns a function giving the location of an offset, the same as `locate` would. Each call costs only
 * the distance from the previous offset (plus the length of the line when moving back), so listing places
 * in text order is linear in the size of the text.
 */
export function createLocator(text: string): (offset: number) => TextLocation {
  let position = 0;
  let line = 1;
  let lineStart = 0;
  let column = 1;
  return (offset: number) => {
    const target = Math.max(0, Math.min(offset, text.length));
    if (target >= position) {
      let sameLine = true;
      for (
        let index = text.indexOf('\n', position);
        index !== -1 && index < target;
        index = text.indexOf('\n', index + 1)
      ) {
        line += 1;
        lineStart = index + 1;
        sameLine = false;
      }
      column = sameLine
        ? column + countCodePoints(text, position, target)
        : 1 + countCodePoints(text, lineStart, target);
    } else {
      for (
        let index = text.indexOf('\n', target);
        index !== -1 && index < position;
        index = text.indexOf('\n', index + 1)
      )
        line -= 1;
      // lastIndexOf reads a negative start as 0, which would find a line break at the target itself.
      lineStart = target === 0 ? 0 : text.lastIndexOf('\n', target - 1) + 1;
      column = 1 + countCodePoints(text, lineStart, target);
    }
    position = target;
    return { line, column, offset: target };
  };
}
