/**
 * Ranges of a text to mark, as the editor draws them. The types live here, below the kit, so a tool's core
 * can work out its marks (a regex's matches) without importing the editor (kit/editor re-exports them).
 */

/**
 * How a marked range looks: problems are underlined in their severity's colour; matches (a regex's, an
 * XPath's nodes) get a background, `match-alt` alternating with `match` so neighbours stay apart; `focus`
 * is the one range a screen points at (the rule that decided, the selected match).
 */
export type MarkTone = 'error' | 'warning' | 'info' | 'match' | 'match-alt' | 'focus';

/** A range of the text to mark, in UTF-16 offsets; an empty range marks the character at `from`. */
export interface TextMark {
  from: number;
  to: number;
  tone: MarkTone;
}
