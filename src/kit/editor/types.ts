import type { ArrivingText } from '../../lib/text-stream';
import type { TextMark } from '../../lib/text-marks';

// The marks' types live in lib, so a tool's core can make marks without importing the editor.
export type { MarkTone, TextMark } from '../../lib/text-marks';

/** Languages the editor knows: JSON's support is in the editor's chunk; YAML's and XML's load when first used. */
export type EditorLanguage = 'json' | 'yaml' | 'xml' | 'text';

/**
 * At most this many ranges are marked: drawing is cheap (only what is on screen), but building the set of a
 * hundred thousand regex matches on every keystroke is not. Screens say when they mark fewer than they found.
 */
export const MAX_MARKS = 10_000;

/** A request to select a range and bring it into view: each new `request` number moves the cursor once. */
export interface RevealRequest {
  from: number;
  to?: number;
  request: number;
  /** The pane it belongs to (its `paneId`), on screens with more than one. */
  input?: string;
}

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Output panes: selectable and focusable, but not editable. */
  readOnly?: boolean;
  placeholder?: string;
  /** Height in px; the content scrolls inside. It can change while the editor lives (the pane's resize handle). */
  height: number;
  /** Fill the height of a flex column instead (a pane expanded to the full viewport). */
  fill?: boolean;
  /** The accessible name of the text box. */
  label: string;
  language?: EditorLanguage;
  /** Wrap long lines; can change while the editor lives (the pane's Wrap toggle). */
  wrap?: boolean;
  /** Where the text has an error (a UTF-16 offset): its line is highlighted. */
  errorOffset?: number;
  /** Each new value moves the cursor to the error, scrolls it into view and focuses the editor. */
  revealError?: number;
  /**
   * Text arriving from a worker: while set, the editor shows it as it comes instead of `value`. Once the
   * run is done, `value` is the same text in full, and nothing is put in again.
   */
  arriving?: ArrivingText | null;
  /** Ranges to mark (problems underlined, matches highlighted); at most MAX_MARKS are drawn. */
  marks?: readonly TextMark[];
  /** Selects a range, scrolls it into view and focuses the editor, once per new request. */
  reveal?: RevealRequest | null;
  /** Each new value opens the search (and, in editable panes, replace) panel, as Ctrl+F does. */
  openSearch?: number;
}
