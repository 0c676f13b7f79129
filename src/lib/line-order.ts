/**
 * Putting a text's lines in a new order (sorting, reversing, keeping one of each) without touching its
 * line breaks: each break stays in its place, so a final line break stays final and CR LF stays CR LF.
 */
import type { Line } from './text-lines';

/**
 * The breaks that end each slot. In a text that mixes lone CR with other breaks, a CR, an empty line
 * moved next to it and an LF would read as one CR LF break, losing a line; such a text takes its first
 * kind of break everywhere instead.
 */
function slotBreaks(slots: readonly Line[]): string[] {
  const breaks = slots.map((slot) => slot.lineBreak);
  const kinds = new Set(breaks.filter((lineBreak) => lineBreak !== ''));
  if (!kinds.has('\r') || kinds.size === 1) return breaks;
  const first = breaks[0]!;
  return breaks.map((lineBreak) => (lineBreak === '' ? '' : first));
}

/**
 * Writes `texts` (the lines' texts in their new order, perhaps fewer of them) into the slots of
 * `slots` (the text's lines as `splitLines` gave them). The last text ends the way the whole text ended.
 */
export function rearrangeLines(slots: readonly Line[], texts: readonly string[]): string {
  const breaks = slotBreaks(slots);
  const finalBreak = breaks[breaks.length - 1] ?? '';
  const last = texts.length - 1;
  return texts.map((text, index) => text + (index === last ? finalBreak : breaks[index]!)).join('');
}
