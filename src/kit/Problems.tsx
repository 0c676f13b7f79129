/**
 * The parts every document checker's screen is built from: the list of problems with its summary line
 * ("3 errors, 2 warnings"), a filter by severity, Copy and download of the report; and the link from a
 * problem to its place in the editor, which underlines every problem and moves the cursor to the one
 * clicked.
 *
 * Imported from this module, not the kit's index: only the checkers use it.
 */
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '../lib/format';
import {
  SEVERITIES,
  SEVERITY_LABELS,
  countProblems,
  problemPlace,
  problemReport,
  problemReportJson,
  problemSummary,
  sortProblems,
  type DocumentProblem,
  type Severity,
} from '../lib/problems';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import type { RevealRequest, TextMark } from './editor/types';
import { Panel, type PanelTone } from './Panel';
import { LiveText } from './LiveText';

const SEVERITY_LOOK: Readonly<Record<Severity, { icon: LucideIcon; text: string }>> = {
  error: { icon: CircleX, text: 'text-red-800 dark:text-red-300' },
  warning: { icon: TriangleAlert, text: 'text-amber-800 dark:text-amber-300' },
  info: { icon: Info, text: 'text-blue-800 dark:text-blue-300' },
};

/** A severity word with its icon, coloured; the icon is decoration, the word is what is read. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { icon: Icon, text } = SEVERITY_LOOK[severity];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 font-medium ${text}`}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {SEVERITY_LABELS[severity]}
    </span>
  );
}

/** The editor marks of the problems in one pane (`input` is its paneId; undefined for a screen's only pane). */
export function problemMarks(problems: readonly DocumentProblem[], input?: string): TextMark[] {
  return problems
    .filter((problem) => problem.at.input === input)
    .map((problem) => ({
      from: problem.at.offset,
      to: problem.at.offset + (problem.length ?? 0),
      tone: problem.severity,
    }));
}

/**
 * A place to take the cursor to: `revealProblem` (for a ProblemList's onSelect) or `revealRange` (a match,
 * a node) make a new request; give `reveal` to the EditorPane(s), which select the range and scroll to it.
 */
export function useReveal() {
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const revealRange = useCallback((from: number, to: number = from, input?: string) => {
    setReveal((previous) => ({ from, to, request: (previous?.request ?? 0) + 1, ...(input ? { input } : {}) }));
  }, []);
  const revealProblem = useCallback(
    (problem: DocumentProblem) =>
      revealRange(problem.at.offset, problem.at.offset + (problem.length ?? 0), problem.at.input),
    [revealRange],
  );
  return { reveal, revealRange, revealProblem };
}

/**
 * A message as text, with what it quotes in backquotes (`SameSite=None`, `#/components/schemas/Pet`) shown as
 * code. The report keeps the backquotes, as plain text does; unbalanced ones are left as they are.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length < 3 || parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-black/5 px-1 font-mono text-[0.9em] dark:bg-white/10">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Problems listed at first: thousands of buttons would slow every keystroke; the rest come on request. */
export const PROBLEMS_SHOWN = 200;

interface ProblemListProps {
  problems: readonly DocumentProblem[];
  /** Takes the cursor to the problem (useReveal's revealProblem). */
  onSelect: (problem: DocumentProblem) => void;
  /** The report's first line ("HTML validation") and the base of its file names ("html-validation"). */
  reportTitle: string;
  reportName: string;
  title?: string;
  /** The names of the panes, for problems in screens with more than one source ({ schema: 'Schema' }). */
  paneNames?: Readonly<Record<string, string>>;
  /** The checker stopped listing at a limit: say so, with the limit's reason. */
  limitNote?: string;
  stale?: boolean;
  /**
   * Whether the list reads its count out as it changes; off where the screen keeps a live region of its own
   * for the count (DocumentCheckScreen's, in the page before any result), so it is heard once.
   */
  announce?: boolean;
  /** What the screen adds above the list (a summary of the document). */
  children?: ReactNode;
}

function toneOf(problems: readonly DocumentProblem[]): PanelTone {
  if (problems.some((problem) => problem.severity === 'error')) return 'bad';
  if (problems.some((problem) => problem.severity === 'warning')) return 'caution';
  return 'good';
}

/**
 * Every problem found, most serious first where two share a place, in the order of the source: a click
 * takes the cursor to it. The summary line counts them; the report (text or JSON) can be copied or saved.
 */
export function ProblemList({
  problems,
  onSelect,
  reportTitle,
  reportName,
  title = 'Problems',
  paneNames,
  limitNote,
  stale = false,
  announce = true,
  children,
}: ProblemListProps) {
  const sorted = useMemo(() => sortProblems(problems), [problems]);
  const counts = useMemo(() => countProblems(problems), [problems]);
  const [hidden, setHidden] = useState<ReadonlySet<Severity>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const shown = useMemo(() => sorted.filter((problem) => !hidden.has(problem.severity)), [sorted, hidden]);
  const listed = showAll ? shown : shown.slice(0, PROBLEMS_SHOWN);
  const summary = problemSummary(counts);
  const tone = toneOf(problems);
  const report = () => problemReport(sorted, { title: reportTitle, paneNames });

  const toggle = (severity: Severity) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(severity)) next.add(severity);
      return next;
    });

  return (
    <Panel
      title={title}
      tone={tone}
      icon={tone === 'good' ? CircleCheck : tone === 'bad' ? CircleX : TriangleAlert}
      stale={stale}
      actions={
        <>
          <CopyButton text={report} ariaLabel="Copy the report" successMessage="Report copied">
            Copy Report
          </CopyButton>
          <DownloadButton
            content={report}
            fileName={`${reportName}.txt`}
            mimeType="text/plain"
            ariaLabel="Download the report as text"
          >
            Report
          </DownloadButton>
          <DownloadButton
            content={() => problemReportJson(sorted)}
            fileName={`${reportName}.json`}
            mimeType="application/json"
            ariaLabel="Download the report as JSON"
          >
            JSON
          </DownloadButton>
        </>
      }
    >
      <p className="font-medium" data-testid="problem-summary">
        {summary}
      </p>
      {/* The count is read out once it settles; not while it describes input since changed. */}
      {announce && <LiveText message={stale ? '' : `${title}: ${summary}`} />}
      {children}
      {problems.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show problems of severity">
          {SEVERITIES.filter((severity) => counts[severity] > 0).map((severity) => (
            <Button
              key={severity}
              size="sm"
              variant="ghost"
              aria-pressed={!hidden.has(severity)}
              className={hidden.has(severity) ? 'line-through opacity-70' : ''}
              onClick={() => toggle(severity)}
            >
              {`${SEVERITY_LABELS[severity]} (${formatCount(counts[severity])})`}
            </Button>
          ))}
        </div>
      )}
      {listed.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm" aria-label={title}>
          {listed.map((problem, index) => (
            <li key={`${problem.at.input ?? ''}:${problem.at.offset}:${index}`}>
              <button
                type="button"
                onClick={() => onSelect(problem)}
                className="flex w-full flex-col gap-1 rounded-md border border-transparent px-2 py-1.5 text-left hover:border-gray-300 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-blue-600 sm:flex-row sm:items-baseline sm:gap-3 dark:hover:border-gray-600 dark:hover:bg-black/20"
              >
                <span className="flex shrink-0 items-baseline gap-3">
                  <SeverityBadge severity={problem.severity} />
                  <span className="text-gray-700 tabular-nums dark:text-gray-300">
                    {problemPlace(problem, paneNames)}
                  </span>
                </span>
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <MessageText text={problem.message} />
                  {problem.code && (
                    <code className="ml-2 text-xs text-gray-700 dark:text-gray-300">{problem.code}</code>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {listed.length < shown.length && (
        <div>
          <Button size="sm" onClick={() => setShowAll(true)}>
            {`Show all ${formatCount(shown.length)}`}
          </Button>
        </div>
      )}
      {limitNote && <p className="text-sm">{limitNote}</p>}
    </Panel>
  );
}
