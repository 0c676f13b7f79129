/**
 * What the document checkers (HTML, OpenAPI, GraphQL, robots.txt, sitemaps, HTTP headers...) report: a
 * list of problems, each with a severity, a message that says what is wrong and why, and the place in the
 * source it is about. Plain data, so a worker can make the list and the page can show, sort, count and
 * export it.
 */
import { formatCount, pluralize } from './format';
import type { TextLocation } from './tool-error';
import { countCodePoints, isHighSurrogate } from './unicode';

export type Severity = 'error' | 'warning' | 'info';

/** Most serious first: the order of the summary, of a report, and of problems found at the same place. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = { error: 'Error', warning: 'Warning', info: 'Info' };

export interface DocumentProblem {
  severity: Severity;
  /** What is wrong and why, written for the user ("`img` has no `alt`: screen readers announce its file name"). */
  message: string;
  /** Where the problem starts. `at.input` names the pane, on screens with more than one source. */
  at: TextLocation;
  /** How many UTF-16 units it spans from `at.offset` (0 or absent: a point, underlined as one character). */
  length?: number;
  /** The rule or spec code it comes from ("missing-doctype", "duplicate-id"), for readers who know them. */
  code?: string;
}

export type ProblemCounts = Readonly<Record<Severity, number>>;

export function countProblems(problems: readonly DocumentProblem[]): ProblemCounts {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const problem of problems) counts[problem.severity] += 1;
  return counts;
}

const SUMMARY_WORDS: Readonly<Record<Severity, string>> = { error: 'error', warning: 'warning', info: 'info' };

/** "3 errors, 2 warnings", "1 error, 4 infos", or "No problems found". */
export function problemSummary(counts: ProblemCounts): string {
  const parts = SEVERITIES.filter((severity) => counts[severity] > 0).map((severity) =>
    pluralize(counts[severity], SUMMARY_WORDS[severity]),
  );
  return parts.length === 0 ? 'No problems found' : parts.join(', ');
}

/** In the order of the source (pane by pane), the most serious first where two start at the same place. */
export function sortProblems(problems: readonly DocumentProblem[]): DocumentProblem[] {
  return [...problems].sort(
    (a, b) =>
      (a.at.input ?? '').localeCompare(b.at.input ?? '') ||
      a.at.offset - b.at.offset ||
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
}

/** "line 3, column 5", or "schema, line 3, column 5" for a problem in a pane other than the main one. */
export function problemPlace(problem: DocumentProblem, paneNames: Readonly<Record<string, string>> = {}): string {
  const place = `line ${formatCount(problem.at.line)}, column ${formatCount(problem.at.column)}`;
  const pane = problem.at.input === undefined ? undefined : (paneNames[problem.at.input] ?? problem.at.input);
  return pane ? `${pane}, ${place}` : place;
}

/**
 * The report as plain text, one problem a line, as a compiler prints them: `3:5  error  message  [code]`.
 * It starts with the summary, so a pasted report says at once how it went.
 */
export function problemReport(
  problems: readonly DocumentProblem[],
  { title, paneNames = {} }: { title: string; paneNames?: Readonly<Record<string, string>> },
): string {
  const lines = [`${title}: ${problemSummary(countProblems(problems))}`];
  for (const problem of problems) {
    const pane = problem.at.input === undefined ? '' : `${paneNames[problem.at.input] ?? problem.at.input} `;
    const code = problem.code ? `  [${problem.code}]` : '';
    lines.push(
      `${pane}${problem.at.line}:${problem.at.column}  ${problem.severity.padEnd(7)}  ${problem.message}${code}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The report as JSON, for scripts: the counts and every problem with its place. */
export function problemReportJson(problems: readonly DocumentProblem[]): string {
  const counts = countProblems(problems);
  const rows = problems.map(({ severity, message, at, length, code }) => ({
    severity,
    message,
    line: at.line,
    column: at.column,
    offset: at.offset,
    ...(length ? { length } : {}),
    ...(code ? { code } : {}),
    ...(at.input ? { input: at.input } : {}),
  }));
  return `${JSON.stringify({ ...counts, problems: rows }, null, 2)}\n`;
}

/**
 * Line and column of any offset, and the offset of any line and column, for one text. The line starts are
 * found once; each lookup is then a binary search, so a checker can place tens of thousands of problems
 * in a 10 MB document in any order (createLocator in text-locator is cheaper for offsets in text order).
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  /**
   * The last place located. Checkers report in reading order, so the next column is counted on from here:
   * counting each from its line's start took seconds for thousands of problems on one long line.
   */
  private last = { line: -1, offset: 0, column: 1 };

  constructor(private readonly text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
      this.starts.push(index + 1);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** The location of a UTF-16 offset: 1-based line, 1-based column in code points. */
  locate(offset: number, input?: string): TextLocation {
    const target = Math.max(0, Math.min(Math.trunc(offset), this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= target) low = middle;
      else high = middle - 1;
    }
    // Not from inside a surrogate pair, whose halves would then count as two.
    const from =
      low === this.last.line &&
      target >= this.last.offset &&
      !isHighSurrogate(this.text.charCodeAt(this.last.offset - 1))
        ? this.last
        : null;
    const column = from
      ? from.column + countCodePoints(this.text, from.offset, target)
      : 1 + countCodePoints(this.text, this.starts[low]!, target);
    this.last = { line: low, offset: target, column };
    const location: TextLocation = { line: low + 1, column, offset: target };
    return input === undefined ? location : { ...location, input };
  }

  /**
   * The UTF-16 offset of a 1-based line and column, as parsers that count in lines report them. `column`
   * counts code points unless `unit` says UTF-16 units; both are clamped to the text.
   */
  offsetAt(line: number, column: number, unit: 'code-point' | 'utf16' = 'code-point'): number {
    const lineIndex = Math.max(0, Math.min(Math.trunc(line) - 1, this.starts.length - 1));
    const lineStart = this.starts[lineIndex]!;
    const lineEnd = lineIndex + 1 < this.starts.length ? this.starts[lineIndex + 1]! - 1 : this.text.length;
    const wanted = Math.max(0, Math.trunc(column) - 1);
    if (unit === 'utf16') return Math.min(lineStart + wanted, lineEnd);
    let offset = lineStart;
    for (let counted = 0; counted < wanted && offset < lineEnd; counted += 1) {
      const code = this.text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff && offset + 1 < lineEnd ? 2 : 1;
    }
    return offset;
  }

  /** The location of a 1-based line and column, with its offset. */
  at(line: number, column: number, input?: string): TextLocation {
    return this.locate(this.offsetAt(line, column), input);
  }

  /**
   * A problem at an offset: the usual way a checker reports one.
   */
  problem(
    severity: Severity,
    message: string,
    offset: number,
    { length, code, input }: { length?: number; code?: string; input?: string } = {},
  ): DocumentProblem {
    return {
      severity,
      message,
      at: this.locate(offset, input),
      ...(length ? { length } : {}),
      ...(code ? { code } : {}),
    };
  }
}

/** How many problems a checker lists: at most `perCode` of one code and, if given, `total` in all. */
export interface ProblemLimits {
  perCode: number;
  total?: number;
}

/**
 * The problems a checker lists, capped so that a 10 MB document with one mistake repeated stays usable: at
 * most `perCode` of each code and `total` in all. Those past the limits are counted, not kept, so the
 * report can say how many were left out. An item may be given as a function, made only if it is kept
 * (no message written for the millionth duplicate).
 */
export class ProblemCollector<Item = DocumentProblem> {
  readonly problems: Item[] = [];
  /** Every problem added, kept or not. */
  total = 0;
  /** The problems left out at the limits. */
  dropped = 0;
  private readonly perCode = new Map<string, number>();

  constructor(private readonly limits: ProblemLimits) {}

  /** Adds a problem of this code unless a limit is reached; says whether it was kept. */
  add(code: string, item: Item | (() => Item)): boolean {
    this.total += 1;
    const count = (this.perCode.get(code) ?? 0) + 1;
    this.perCode.set(code, count);
    if (count > this.limits.perCode || this.problems.length >= (this.limits.total ?? Infinity)) {
      this.dropped += 1;
      return false;
    }
    this.problems.push(typeof item === 'function' ? (item as () => Item)() : item);
    return true;
  }
}
