/** Languages the editor knows: JSON's support is in the editor's chunk; YAML's and XML's load when first used. */
import type { ArrivingText } from '../../lib/text-stream';

export type EditorLanguage = 'json' | 'yaml' | 'xml' | 'text';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Output panes: selectable and focusable, but not editable. */
  readOnly?: boolean;
  placeholder?: string;
  /** Fixed height in px; the content scrolls inside. */
  height: number;
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
  /** Each new value opens the search (and, in editable panes, replace) panel, as Ctrl+F does. */
  openSearch?: number;
}
