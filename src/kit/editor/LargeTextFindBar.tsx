/**
 * The large-text viewer's search and go-to-line bar, and the search behind it: plain text, letters in either
 * case (as the editor's search by default), run over the text's pieces a window at a time between which the
 * page stays responsive (see piece-search).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatCount, pluralize } from '../../lib/format';
import type { LineIndex } from '../../lib/line-index';
import { searchPieces } from '../../lib/piece-search';
import { nextTask } from '../../lib/text-stream';

/** At most this many matches are found: enough to step through, and the count says when there are more. */
export const MAX_MATCHES = 100_000;

/** Search work per task, in ms, before the page gets a turn. */
const SEARCH_BUDGET_MS = 16;

export interface SearchResult {
  query: string;
  /** Match offsets in the text, in order; the array grows while the search runs. */
  matches: readonly number[];
  count: number;
  complete: boolean;
  /** More than MAX_MATCHES were there. */
  capped: boolean;
}

const NO_RESULT: SearchResult = { query: '', matches: [], count: 0, complete: true, capped: false };

/** Searches the indexed text for `query` whenever either changes (or the text is complete). */
export function useTextSearch(query: string, index: LineIndex | null, indexComplete: boolean): SearchResult {
  const [result, setResult] = useState<SearchResult>(NO_RESULT);
  useEffect(() => {
    if (query === '' || !index) {
      setResult(NO_RESULT);
      return;
    }
    let cancelled = false;
    const matches: number[] = [];
    const report = (complete: boolean, capped = false) =>
      setResult({ query, matches, count: matches.length, complete, capped });
    void (async () => {
      let started = performance.now();
      // The pieces as they are now: text arriving later is searched once the index is complete.
      for (const found of searchPieces([...index.pieces], query)) {
        for (const offset of found) matches.push(offset);
        if (matches.length > MAX_MATCHES) {
          matches.length = MAX_MATCHES;
          report(true, true);
          return;
        }
        if (performance.now() - started > SEARCH_BUDGET_MS) {
          report(false);
          await nextTask();
          if (cancelled) return;
          started = performance.now();
        }
      }
      report(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [query, index, indexComplete]);
  return result;
}

/** "3 of 1,204", "1,204 matches", "100,000+ matches", "No matches". */
export function searchStatus(result: SearchResult, current: number): string {
  if (result.query === '') return '';
  if (result.count === 0) return result.complete ? 'No matches' : 'Searching…';
  const total = `${formatCount(result.count)}${result.capped ? '+' : ''}`;
  if (current >= 0) return `${formatCount(current + 1)} of ${total}`;
  return result.capped ? `${total} matches` : pluralize(result.count, 'match', 'matches');
}

const FIELD =
  'rounded border border-gray-300 bg-[var(--page-bg)] px-1.5 py-0.5 text-[var(--page-fg)] dark:border-gray-600';
const BUTTON =
  'rounded border border-gray-300 px-2 py-0.5 hover:bg-gray-200 disabled:opacity-50 dark:border-gray-600 dark:hover:bg-gray-800';

export interface FindBarProps {
  query: string;
  onQuery: (query: string) => void;
  status: string;
  hasMatches: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onGoToLine: (line: number) => void;
  lineCount: number;
  onClose: () => void;
  /** Which field to focus, and a counter: each new value focuses it once. */
  focus: { field: 'find' | 'line'; request: number };
}

export function FindBar({
  query,
  onQuery,
  status,
  hasMatches,
  onNext,
  onPrevious,
  onGoToLine,
  lineCount,
  onClose,
  focus,
}: FindBarProps) {
  const findRef = useRef<HTMLInputElement>(null);
  const lineRef = useRef<HTMLInputElement>(null);
  const [line, setLine] = useState('');
  useEffect(() => {
    const field = focus.field === 'find' ? findRef.current : lineRef.current;
    field?.focus();
    field?.select();
  }, [focus.field, focus.request]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Used here: a full-screen pane stays full screen, as with the editor's own search panel.
    event.preventDefault();
    onClose();
  };
  const goToLine = () => {
    const number = Number.parseInt(line, 10);
    if (Number.isFinite(number)) onGoToLine(Math.min(Math.max(number, 1), lineCount));
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-[var(--editor-gutter)] bg-[var(--editor-bg)] px-2 py-1 text-xs text-[var(--editor-fg)]"
      role="search"
      onKeyDown={closeOnEscape}
    >
      <input
        ref={findRef}
        className={`${FIELD} w-48`}
        aria-label="Find"
        placeholder="Find"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (event.shiftKey) onPrevious();
          else onNext();
        }}
      />
      <button type="button" className={BUTTON} onClick={onPrevious} disabled={!hasMatches}>
        Previous
      </button>
      <button type="button" className={BUTTON} onClick={onNext} disabled={!hasMatches}>
        Next
      </button>
      <span className="min-w-20 tabular-nums" aria-live="polite">
        {status}
      </span>
      <input
        ref={lineRef}
        className={`${FIELD} w-24`}
        aria-label="Go to line"
        placeholder="Line"
        inputMode="numeric"
        value={line}
        onChange={(event) => setLine(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          goToLine();
        }}
      />
      <button type="button" className={BUTTON} onClick={goToLine}>
        Go
      </button>
      <button type="button" className={`${BUTTON} ml-auto`} aria-label="Close search" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
