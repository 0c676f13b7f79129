import { Crosshair, Maximize2, Minimize2, Search, WrapText } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { formatCount, pluralize } from '../lib/format';
import { headOf, piecesOf } from '../lib/text-pieces';
import type { ArrivingText } from '../lib/text-stream';
import type { TextLocation } from '../lib/tool-error';
import { usePreferences } from '../state/preferences';
import { Button } from './Button';
import { CodeEditor } from './editor/CodeEditor';
import { clampPaneHeight, usePaneHeights } from './editor/pane-heights';
import { ResizeHandle } from './editor/ResizeHandle';
import type { EditorLanguage, RevealRequest, TextMark } from './editor/types';
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
  /** The editor's height in px until the user resizes it (the chosen height is then remembered per tool). */
  height?: number;
  /**
   * Panes with the same key share the height the user chooses (an input and its output, which stay in line);
   * the pane's `paneId` by default.
   */
  heightKey?: string;
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
  /** Ranges to mark: problems underlined, matches highlighted. Keep the array's identity while it is unchanged. */
  marks?: readonly TextMark[];
  /**
   * Selects a range and scrolls to it, once per new request (a click on a problem or a match). A request
   * that names its input belongs to the pane with that `paneId` only.
   */
  reveal?: RevealRequest | null;
  /** The value was made from input that has changed since: it is dimmed and marked out of date. */
  stale?: boolean;
  /** A new value arriving from a worker (read-only panes): shown as it comes, in place of `value`. */
  arriving?: ArrivingText | null;
}

/**
 * A read-only pane shows at most this much of a value that has a line longer than this: a browser cannot
 * lay out a multi-megabyte single line (a minified file, a Base64 blob) without freezing for seconds.
 * Copy and Download still use the whole value.
 */
export const LONG_LINE_PREVIEW = 200_000;

/**
 * Whether `text`, whose first line continues a line of `carried` characters, has a line longer than `limit`;
 * and how long its last line is, counting the carried part. It jumps from line break to line break at most
 * `limit` apart, so a text of short lines costs a handful of searches, not one per line.
 */
export function scanLineLengths(text: string, limit: number, carried = 0): { tooLong: boolean; lastLine: number } {
  let lineStart = -carried;
  while (lineStart + limit < text.length) {
    const lineBreak = text.lastIndexOf('\n', lineStart + limit);
    if (lineBreak < Math.max(lineStart, 0)) return { tooLong: true, lastLine: 0 };
    lineStart = lineBreak + 1;
  }
  const lastBreak = text.lastIndexOf('\n');
  return { tooLong: false, lastLine: lastBreak === -1 ? carried + text.length : text.length - lastBreak - 1 };
}

/** Whether a text has a line longer than `limit`, scanned piece by piece where it was joined from pieces. */
export function hasLongLine(text: string, limit: number): boolean {
  let carried = 0;
  for (const piece of piecesOf(text)) {
    const { tooLong, lastLine } = scanLineLengths(piece, limit, carried);
    if (tooLong) return true;
    carried = lastLine;
  }
  return false;
}

/** What a pane knows of a text arriving in slices: how long it is so far, and whether a line is too long to show. */
interface ArrivalProgress {
  source: ArrivingText;
  length: number;
  longLine: boolean;
}

/** Follows a text as it arrives; the last one stays known after it is complete, to recognise it as the value. */
function useArrivalProgress(arriving: ArrivingText | null): ArrivalProgress | null {
  const [progress, setProgress] = useState<ArrivalProgress | null>(null);
  useEffect(() => {
    if (!arriving) return;
    let checked = 0;
    let lastLine = 0;
    let longLine = false;
    const update = () => {
      for (const slice of arriving.slicesFrom(checked)) {
        checked += 1;
        if (longLine) continue;
        const scan = scanLineLengths(slice, LONG_LINE_PREVIEW, lastLine);
        longLine = scan.tooLong;
        lastLine = scan.lastLine;
      }
      setProgress({ source: arriving, length: arriving.text.length, longLine });
    };
    update();
    return arriving.subscribe(update);
  }, [arriving]);
  return progress;
}

/**
 * The full-viewport mode of a pane: Escape leaves it (unless something inside used the key first, as the
 * search panel does to close), and the page behind does not scroll meanwhile.
 */
function useExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setExpanded(false);
    };
    document.addEventListener('keydown', onKeyDown);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
    };
  }, [expanded]);
  return [expanded, setExpanded];
}

/** The pane's height: the one the user chose for this tool, or the screen's default, and how to change it. */
function usePaneHeight(toolId: string | null, key: string, byDefault: number) {
  const storeKey = toolId ? `${toolId}/${key}` : key;
  const chosen = usePaneHeights((state) => state.heights[storeKey]);
  const setHeight = usePaneHeights((state) => state.setHeight);
  return [chosen ?? byDefault, (height: number) => setHeight(storeKey, clampPaneHeight(height))] as const;
}

/**
 * What the editor shows of the value: all of it, or the start of a line too long to display. Text arriving
 * from a worker (read-only panes only) is followed slice by slice, so neither its length nor its lines need
 * a pass over the whole of it, before or after it is complete.
 */
function useShownText(value: string, readOnly: boolean, arriving: ArrivingText | null | undefined) {
  const arrival = useArrivalProgress(readOnly ? (arriving ?? null) : null);
  const fromArrival = arrival !== null && (arriving === arrival.source || value === arrival.source.text);
  // A scan of the whole value: done again only when the value changes, not on every render.
  const valueTruncated = useMemo(
    () => readOnly && !fromArrival && hasLongLine(value, LONG_LINE_PREVIEW),
    [readOnly, fromArrival, value],
  );
  const truncated = fromArrival ? arrival.longLine : valueTruncated;
  const length = fromArrival ? arrival.length : value.length;
  const preview = () => (fromArrival ? arrival.source.start(LONG_LINE_PREVIEW) : headOf(value, LONG_LINE_PREVIEW));
  const shown = truncated ? preview() : value;
  // A line too long to show is not fed to the editor as it arrives; its start shows instead.
  const editorArriving = fromArrival && arriving === arrival.source && !arrival.longLine ? arriving : null;
  return { truncated, length, shown, editorArriving };
}

/** The size controls together, under the editor, so the header stays one row on a phone. */
function PaneSizeControls({
  title,
  height,
  onResize,
  expanded,
  onExpand,
}: {
  title: string;
  height: number;
  onResize: (height: number) => void;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">
        {!expanded && <ResizeHandle label={`Resize ${title}`} height={height} onResize={onResize} />}
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label={expanded ? `Exit full screen: ${title}` : `Expand editor: ${title}`}
        title={expanded ? 'Exit full screen (Escape)' : 'Expand editor'}
        onClick={() => onExpand(!expanded)}
        icon={
          expanded ? (
            <Minimize2 className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Maximize2 className="h-4 w-4" aria-hidden="true" />
          )
        }
      />
    </div>
  );
}

/**
 * A titled editor with a live character count, search (Ctrl+F), folding, a Wrap toggle, header actions and,
 * for inputs, file open and drop. The user can make it taller or shorter (a drag handle, or the arrow keys
 * on it), and expand it to the full viewport.
 */
export function EditorPane({
  paneId,
  title,
  value,
  onChange,
  placeholder,
  height: defaultHeight = 320,
  heightKey,
  language = 'text',
  readOnly = false,
  wrap: wrapByDefault = false,
  actions,
  acceptFiles,
  hideCount = false,
  errorAt,
  stale = false,
  arriving,
  marks,
  reveal,
}: EditorPaneProps) {
  const headingId = useId();
  const toolId = useToolId();
  const wrapKey = toolId ? `${toolId}/${paneId}` : paneId;
  const wrap = usePreferences((state) => state.wrap[wrapKey]) ?? wrapByDefault;
  const setWrap = usePreferences((state) => state.setWrap);
  const [height, setHeight] = usePaneHeight(toolId, heightKey ?? paneId, defaultHeight);
  const [expanded, setExpanded] = useExpanded();
  const { truncated, length, shown, editorArriving } = useShownText(value, readOnly, arriving);
  const [revealError, setRevealError] = useState(0);
  const [searchRequest, setSearchRequest] = useState(0);
  const error = errorAt && (errorAt.input === undefined || errorAt.input === paneId) ? errorAt : null;
  const ownReveal = reveal && (reveal.input === undefined || reveal.input === paneId) ? reveal : null;
  const canOpenFiles = acceptFiles !== undefined && onChange !== undefined && !readOnly;
  const { dragging, dropProps } = useFileDrop((file) => {
    if (canOpenFiles) void openTextFile(file, (text) => onChange(text));
  });

  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-2 ${expanded ? 'fixed inset-0 z-50 bg-[var(--page-bg)] p-4' : ''}`}
      data-pane={paneId}
      data-expanded={expanded || undefined}
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
              {pluralize(length, 'character')}
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
      <div className={`flex flex-col gap-1 ${expanded ? 'min-h-0 flex-1' : ''}`}>
        <div
          className={`flex flex-col rounded-lg transition-opacity ${expanded ? 'min-h-0 flex-1' : ''} ${dragging ? 'ring-2 ring-blue-500' : ''} ${stale ? 'opacity-60 delay-300' : ''}`}
          aria-busy={stale || undefined}
        >
          <CodeEditor
            value={shown}
            onChange={onChange}
            placeholder={placeholder}
            height={height}
            fill={expanded}
            label={title}
            // Highlighting a line this long means a parse and a decoration for every token of it, in tasks of
            // over 100 ms; the preview is there to be read, as plain text.
            language={truncated ? 'text' : language}
            readOnly={readOnly}
            wrap={wrap}
            errorOffset={error?.offset}
            revealError={revealError}
            openSearch={searchRequest}
            arriving={editorArriving}
            marks={marks}
            reveal={ownReveal}
          />
        </div>
        <PaneSizeControls
          title={title}
          height={height}
          onResize={setHeight}
          expanded={expanded}
          onExpand={setExpanded}
        />
      </div>
      {truncated && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing the first {formatCount(LONG_LINE_PREVIEW)} of {pluralize(length, 'character')}: a line this long
          cannot be displayed without freezing the page. Copy and Download give the whole result.
        </p>
      )}
    </section>
  );
}
