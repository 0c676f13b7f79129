import { Crosshair, Search, WrapText } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatCount, pluralize } from '../lib/format';
import type { TextLocation } from '../lib/tool-error';
import { usePreferences } from '../state/preferences';
import { Button } from './Button';
import { CodeEditor } from './editor/CodeEditor';
import type { EditorLanguage } from './editor/types';
import { FileOpenButton, openTextFile, useFileDrop } from './FileDropZone';
import { useToolId } from './tool-context';

export interface EditorPaneProps {
  /**
   * The pane's stable key ("input", "output", "schema"). An error names the pane it belongs to by this key,
   * and the pane's wrap setting is remembered under it; the title can change (a tool switching direction).
   */
  paneId: string;
  title: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  height?: number;
  language?: EditorLanguage;
  readOnly?: boolean;
  /** Whether long lines wrap until the user sets the pane's Wrap toggle, which is then remembered. */
  wrap?: boolean;
  /** Buttons in the pane's header (Copy, Download...). */
  actions?: ReactNode;
  /** Lets the user open a file, or drop one on the pane, to fill it. Editable panes only. */
  acceptFiles?: string;
  /** Hide the live character count (shown by default). */
  hideCount?: boolean;
  /**
   * Where the text has an error: its line is highlighted, and a button takes the cursor there. A location
   * that names its input belongs to the pane with that `paneId` only, so a screen can give it to every pane.
   */
  errorAt?: TextLocation | null;
  /** The value was made from input that has changed since: it is dimmed and marked out of date. */
  stale?: boolean;
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

/**
 * A titled editor with a live character count, search (Ctrl+F), folding, a Wrap toggle, header actions and,
 * for inputs, file open and drop.
 */
export function EditorPane({
  paneId,
  title,
  value,
  onChange,
  placeholder,
  height = 320,
  language = 'text',
  readOnly = false,
  wrap: wrapByDefault = false,
  actions,
  acceptFiles,
  hideCount = false,
  errorAt,
  stale = false,
}: EditorPaneProps) {
  const headingId = useId();
  const toolId = useToolId();
  const wrapKey = toolId ? `${toolId}/${paneId}` : paneId;
  const wrap = usePreferences((state) => state.wrap[wrapKey]) ?? wrapByDefault;
  const setWrap = usePreferences((state) => state.setWrap);
  // A scan of the whole value: done again only when the value changes, not on every render.
  const truncated = useMemo(() => readOnly && hasLineLongerThan(value, LONG_LINE_PREVIEW), [readOnly, value]);
  const shown = truncated ? value.slice(0, LONG_LINE_PREVIEW) : value;
  const [revealError, setRevealError] = useState(0);
  const [searchRequest, setSearchRequest] = useState(0);
  const error = errorAt && (errorAt.input === undefined || errorAt.input === paneId) ? errorAt : null;
  const canOpenFiles = acceptFiles !== undefined && onChange !== undefined && !readOnly;
  const { dragging, dropProps } = useFileDrop((file) => {
    if (canOpenFiles) void openTextFile(file, (text) => onChange(text));
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2"
      data-pane={paneId}
      {...(canOpenFiles ? dropProps : {})}
    >
      {/* As tall as its buttons even without any, so side-by-side panes line up. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-3">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {!hideCount && (
            <span className="text-sm text-gray-600 tabular-nums dark:text-gray-300" aria-live="off">
              {pluralize(value.length, 'character')}
            </span>
          )}
          {stale && (
            <span className="appear-late text-sm font-medium text-amber-800 dark:text-amber-300">Out of date</span>
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
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Search in ${title}`}
            title="Search (Ctrl+F)"
            onClick={() => setSearchRequest((count) => count + 1)}
            icon={<Search className="h-4 w-4" aria-hidden="true" />}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Wrap long lines in ${title}`}
            aria-pressed={wrap}
            title="Wrap long lines"
            className={wrap ? 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100' : ''}
            onClick={() => setWrap(wrapKey, !wrap)}
            icon={<WrapText className="h-4 w-4" aria-hidden="true" />}
          />
          {canOpenFiles && (
            <FileOpenButton
              accept={acceptFiles}
              ariaLabel={`Open a file into ${title}`}
              onFile={(file) => void openTextFile(file, (text) => onChange(text))}
            />
          )}
          {actions}
        </div>
      </div>
      <div
        className={`rounded-lg transition-opacity ${dragging ? 'ring-2 ring-blue-500' : ''} ${stale ? 'opacity-60 delay-300' : ''}`}
        aria-busy={stale || undefined}
      >
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
          openSearch={searchRequest}
        />
      </div>
      {truncated && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing the first {formatCount(LONG_LINE_PREVIEW)} of {pluralize(value.length, 'character')}: a line this long
          cannot be displayed without freezing the page. Copy and Download give the whole result.
        </p>
      )}
    </section>
  );
}
