import { Crosshair } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '../lib/format';
import type { TextLocation } from '../lib/tool-error';
import { Button } from './Button';
import { CodeEditor } from './editor/CodeEditor';
import type { EditorLanguage } from './editor/types';
import { FileOpenButton, openTextFile } from './FileOpenButton';

interface EditorPaneProps {
  title: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  height?: number;
  language?: EditorLanguage;
  readOnly?: boolean;
  wrap?: boolean;
  /** Buttons in the pane's header (Copy, Download...). */
  actions?: ReactNode;
  /** Lets the user open a file, or drop one on the pane, to fill it. Editable panes only. */
  acceptFiles?: string;
  /** Hide the live character count (shown by default). */
  hideCount?: boolean;
  /**
   * Where the text has an error: its line is highlighted, and a button takes the cursor there. A location
   * that names its input belongs to the pane of that title only, so a screen can give it to every pane.
   */
  errorAt?: TextLocation | null;
}

/**
 * A read-only pane shows at most this much of a value that has a line longer than this: a browser cannot
 * lay out a multi-megabyte single line (a minified file, a Base64 blob) without freezing for seconds.
 * Copy and Download still use the whole value.
 */
export const LONG_LINE_PREVIEW = 200_000;

function hasLineLongerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    if (end - start > limit) return true;
    start = end + 1;
  }
  return text.length - start > limit;
}

/** A titled editor with a live character count, header actions and, for inputs, file open and drop. */
export function EditorPane({
  title,
  value,
  onChange,
  placeholder,
  height = 320,
  language = 'text',
  readOnly = false,
  wrap,
  actions,
  acceptFiles,
  hideCount = false,
  errorAt,
}: EditorPaneProps) {
  const headingId = useId();
  // A scan of the whole value: done again only when the value changes, not on every render.
  const truncated = useMemo(() => readOnly && hasLineLongerThan(value, LONG_LINE_PREVIEW), [readOnly, value]);
  const shown = truncated ? value.slice(0, LONG_LINE_PREVIEW) : value;
  const [dragging, setDragging] = useState(false);
  const [revealError, setRevealError] = useState(0);
  const error = errorAt && (errorAt.input === undefined || errorAt.input === title) ? errorAt : null;
  const canOpenFiles = acceptFiles !== undefined && onChange !== undefined && !readOnly;
  const fileProps = canOpenFiles
    ? {
        // Capture phase: a dropped file replaces the text, rather than CodeMirror inserting it at the cursor.
        onDragOverCapture: (event: React.DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.stopPropagation();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDropCapture: (event: React.DragEvent) => {
          const file = event.dataTransfer.files[0];
          setDragging(false);
          if (!file) return;
          event.preventDefault();
          event.stopPropagation();
          void openTextFile(file, (text) => onChange(text));
        },
      }
    : {};

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2" {...fileProps}>
      {/* As tall as its buttons even without any, so side-by-side panes line up. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-3">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {!hideCount && (
            <span className="text-sm text-gray-600 tabular-nums dark:text-gray-300" aria-live="off">
              {formatCount(value.length)} characters
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {error && (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setRevealError((count) => count + 1)}
              aria-label={`Go to the error at line ${error.line}, column ${error.column}`}
              icon={<Crosshair className="h-4 w-4" aria-hidden="true" />}
            >
              {`Line ${formatCount(error.line)}`}
            </Button>
          )}
          {canOpenFiles && (
            <FileOpenButton
              accept={acceptFiles}
              ariaLabel={`Open a file into ${title}`}
              onText={(text) => onChange(text)}
            />
          )}
          {actions}
        </div>
      </div>
      <div className={dragging ? 'rounded-lg ring-2 ring-blue-500' : undefined}>
        <CodeEditor
          value={shown}
          onChange={onChange}
          placeholder={placeholder}
          height={height}
          label={title}
          language={language}
          readOnly={readOnly}
          wrap={wrap}
          errorOffset={error?.offset}
          revealError={revealError}
        />
      </div>
      {truncated && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing the first {formatCount(LONG_LINE_PREVIEW)} of {formatCount(value.length)} characters: a line this long
          cannot be displayed without freezing the page. Copy and Download give the whole result.
        </p>
      )}
    </section>
  );
}
