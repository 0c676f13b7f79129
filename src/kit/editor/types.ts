export type EditorLanguage = 'json' | 'text';

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
  /** Wrap long lines (off by default: a minified multi-megabyte line is fastest unwrapped). */
  wrap?: boolean;
  /** Where the text has an error (a UTF-16 offset): its line is highlighted. */
  errorOffset?: number;
  /** Each new value moves the cursor to the error, scrolls it into view and focuses the editor. */
  revealError?: number;
}
