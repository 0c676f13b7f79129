/**
 * Text Diff Checker's work: the line diff of two texts (lines turned into ids first, so jsdiff compares
 * numbers and the ignore options are applied once per line), the word or character changes inside changed
 * lines, the statistics and a unified patch in `diff -u` form. Plain functions, run in the tool's worker.
 */
import { diffArrays } from 'diff';
import { ToolError } from '../../lib/tool-error';

export type Granularity = 'lines' | 'words' | 'chars';
export type Whitespace = 'none' | 'trailing' | 'all';

export interface DiffOptions {
  granularity: Granularity;
  whitespace: Whitespace;
  ignoreBlankLines: boolean;
  ignoreCase: boolean;
  /** Unchanged lines around each change in the patch. */
  context: number;
}

export const DEFAULT_OPTIONS: DiffOptions = {
  granularity: 'lines',
  whitespace: 'none',
  ignoreBlankLines: false,
  ignoreCase: false,
  context: 3,
};

/** A piece of a changed line: its text, and whether it is what changed. */
export type Part = [text: string, changed: boolean];

/**
 * A run of the alignment: lines the same on both sides (under the ignore options), a change, or a change of
 * blank lines only that "Ignore blank lines" leaves out of the counts. Starts are 0-based line indexes.
 */
export interface DiffBlock {
  kind: 'same' | 'change' | 'blank';
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  /** In word and character mode: the i-th removed line against the i-th added one, where worked out. */
  pairs?: ({ old: Part[]; new: Part[] } | null)[];
}

export interface DiffStats {
  added: number;
  removed: number;
  unchanged: number;
  /** Blank lines added or removed that "Ignore blank lines" leaves out. */
  ignoredBlank: number;
}

export interface DiffResult {
  oldLines: string[];
  newLines: string[];
  blocks: DiffBlock[];
  stats: DiffStats;
  /** identical: the same text; equivalent: differences only the ignore options hide; different. */
  verdict: 'identical' | 'equivalent' | 'different';
  /** The diff took longer than DIFF_TIME_LIMIT_MS: its middle is shown as replaced whole (still a true patch). */
  cutShort: boolean;
  /** Changed line pairs whose words or characters were not compared (too long, or past the limit). */
  unmarkedPairs: number;
  patch: string;
}

/**
 * jsdiff's O(ND) search on two large texts with many changes can run for minutes; after this long it gives
 * up and the changed middle is shown as removed and added whole.
 */
export const DIFF_TIME_LIMIT_MS = 5_000;
/** Word or character marks are worked out for at most this many changed line pairs... */
export const MAX_MARKED_PAIRS = 5_000;
/** ...of lines at most this long: past it a character diff of one pair alone could take seconds. */
export const MAX_MARKED_LINE = 5_000;
/** A single pair's word or character diff gives up after this long and the lines are shown unmarked. */
const PAIR_TIME_LIMIT_MS = 50;

export const ORIGINAL_NAME = 'original.txt';
export const CHANGED_NAME = 'changed.txt';

export const SAMPLE_ORIGINAL = `# Shopping list
apples
bread
milk
Cheese
eggs

coffee beans
rice
`;

export const SAMPLE_CHANGED = `# Shopping list
apples
brown bread
milk
cheese
eggs
butter

coffee beans
rice
`;

/** The samples' patch, as `diff -u` writes it: a pasted patch is what the tool's detector claims. */
export const SAMPLE_PATCH = `--- a/original.txt
+++ b/changed.txt
@@ -1,9 +1,10 @@
 # Shopping list
 apples
-bread
+brown bread
 milk
-Cheese
+cheese
 eggs
+butter
 
 coffee beans
 rice
`;

/** The Load Sample text of the detection test: the sample's original side. */
export const SAMPLE_INPUT = SAMPLE_ORIGINAL;

interface SplitText {
  lines: string[];
  /** The last line has no line break after it ("\ No newline at end of file"). */
  noNewline: boolean;
}

/** Lines without their "\n" (a "\r" stays, as diff keeps it). An empty text has no lines. */
export function splitLines(text: string): SplitText {
  if (text === '') return { lines: [], noNewline: false };
  const lines = text.split('\n');
  const noNewline = lines[lines.length - 1] !== '';
  if (!noNewline) lines.pop();
  return { lines, noNewline };
}

/** What a line is compared by, under the ignore options. */
function keyOf(line: string, options: DiffOptions): string {
  let key = line;
  if (options.whitespace === 'trailing') key = key.replace(/\s+$/u, '');
  else if (options.whitespace === 'all') key = key.replace(/\s+/gu, '');
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

const isBlankLine = (line: string) => line.trim() === '';

/**
 * Each line's id: equal ids for lines equal under the options. A last line without a line break never
 * equals one with it, as in diff.
 */
function idsOf(split: SplitText, options: DiffOptions, table: Map<string, number>): Int32Array {
  const ids = new Int32Array(split.lines.length);
  split.lines.forEach((line, index) => {
    let key = keyOf(line, options);
    if (split.noNewline && index === split.lines.length - 1) key += '\u0000no newline';
    let id = table.get(key);
    if (id === undefined) {
      id = table.size;
      table.set(key, id);
    }
    ids[index] = id;
  });
  return ids;
}

/** The alignment of two id sequences as blocks, and whether the search gave up. */
function alignLines(
  oldIds: Int32Array,
  newIds: Int32Array,
  timeLimit: number,
): { blocks: DiffBlock[]; cutShort: boolean } {
  // The common head and tail need no search: a few changes in a long text cost the changed middle only.
  let head = 0;
  const shortest = Math.min(oldIds.length, newIds.length);
  while (head < shortest && oldIds[head] === newIds[head]) head++;
  let tail = 0;
  while (tail < shortest - head && oldIds[oldIds.length - 1 - tail] === newIds[newIds.length - 1 - tail]) tail++;

  const blocks: DiffBlock[] = [];
  const push = (kind: 'same' | 'change', oldCount: number, newCount: number) => {
    if (oldCount === 0 && newCount === 0) return;
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) {
      last.oldCount += oldCount;
      last.newCount += newCount;
      return;
    }
    const oldStart = last ? last.oldStart + last.oldCount : 0;
    const newStart = last ? last.newStart + last.newCount : 0;
    blocks.push({ kind, oldStart, oldCount, newStart, newCount });
  };

  push('same', head, head);
  const oldMiddle = Array.from(oldIds.subarray(head, oldIds.length - tail));
  const newMiddle = Array.from(newIds.subarray(head, newIds.length - tail));
  const deadline = Date.now() + timeLimit;
  let cutShort = false;
  /** Myers' diff (jsdiff) of one stretch between anchors; past the deadline, the stretch is replaced whole. */
  const diffStretch = (oldStretch: number[], newStretch: number[]) => {
    if (oldStretch.length === 0 || newStretch.length === 0) {
      push('change', oldStretch.length, newStretch.length);
      return;
    }
    const changes = diffArrays(oldStretch, newStretch, { timeout: Math.max(1, deadline - Date.now()) });
    if (changes === undefined) {
      cutShort = true;
      push('change', oldStretch.length, newStretch.length);
      return;
    }
    for (const change of changes) {
      const count = change.count ?? change.value.length;
      if (change.added) push('change', 0, count);
      else if (change.removed) push('change', count, 0);
      else push('same', count, count);
    }
  };
  // Lines found once in each text, in the same order, anchor the diff (as patience diff does): Myers' search
  // then runs on the short stretches between them, so 5 MB with thousands of changes takes seconds, not minutes.
  let oldAt = 0;
  let newAt = 0;
  for (const [oldAnchor, newAnchor] of uniqueAnchors(oldMiddle, newMiddle)) {
    diffStretch(oldMiddle.slice(oldAt, oldAnchor), newMiddle.slice(newAt, newAnchor));
    push('same', 1, 1);
    oldAt = oldAnchor + 1;
    newAt = newAnchor + 1;
  }
  diffStretch(oldMiddle.slice(oldAt), newMiddle.slice(newAt));
  push('same', tail, tail);
  return { blocks, cutShort };
}

/**
 * The lines that occur exactly once in each text, as pairs of positions, the longest run of them in the same
 * order in both (patience sorting: O(n log n)).
 */
function uniqueAnchors(oldIds: readonly number[], newIds: readonly number[]): [number, number][] {
  const counts = new Map<number, { old: number; new: number; oldAt: number; newAt: number }>();
  const entry = (id: number) => {
    let found = counts.get(id);
    if (!found) counts.set(id, (found = { old: 0, new: 0, oldAt: -1, newAt: -1 }));
    return found;
  };
  oldIds.forEach((id, at) => {
    const found = entry(id);
    found.old++;
    found.oldAt = at;
  });
  newIds.forEach((id, at) => {
    const found = entry(id);
    found.new++;
    found.newAt = at;
  });
  const pairs: [number, number][] = [];
  for (const found of counts.values()) if (found.old === 1 && found.new === 1) pairs.push([found.oldAt, found.newAt]);
  pairs.sort((a, b) => a[0] - b[0]);
  // The longest increasing run of new positions: tails[k] ends the best run of length k + 1.
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  pairs.forEach(([, newAt], index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < newAt) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const anchors: [number, number][] = [];
  for (let index = tails.length > 0 ? tails[tails.length - 1]! : -1; index !== -1; index = previous[index]!)
    anchors.push(pairs[index]!);
  return anchors.reverse();
}

/** Words (letters, digits and _), runs of white space, and each other character alone. */
const WORD_TOKENS = /[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu;

/** The changed parts of two lines, word by word or character by character; null if the search gave up. */
export function markLine(
  oldLine: string,
  newLine: string,
  granularity: 'words' | 'chars',
  options: Pick<DiffOptions, 'whitespace' | 'ignoreCase'>,
): { old: Part[]; new: Part[] } | null {
  const tokens = (line: string) => (granularity === 'chars' ? Array.from(line) : (line.match(WORD_TOKENS) ?? []));
  const oldTokens = tokens(oldLine);
  const newTokens = tokens(newLine);
  const norm = (token: string) => {
    let key = options.ignoreCase ? token.toLowerCase() : token;
    if (options.whitespace === 'all' && /^\s+$/u.test(key)) key = ' ';
    return key;
  };
  const changes = diffArrays(oldTokens, newTokens, {
    timeout: PAIR_TIME_LIMIT_MS,
    comparator: (left, right) => left === right || norm(left) === norm(right),
  });
  if (changes === undefined) return null;
  const oldParts: Part[] = [];
  const newParts: Part[] = [];
  const add = (parts: Part[], text: string, changed: boolean) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last[1] === changed) last[0] += text;
    else parts.push([text, changed]);
  };
  let oldAt = 0;
  let newAt = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    // Each side shows its own text: an unchanged run under "ignore case" may differ in case between them.
    if (!change.added) {
      add(oldParts, oldTokens.slice(oldAt, oldAt + count).join(''), !!change.removed);
      oldAt += count;
    }
    if (!change.removed) {
      add(newParts, newTokens.slice(newAt, newAt + count).join(''), !!change.added);
      newAt += count;
    }
  }
  return { old: oldParts, new: newParts };
}

/** "-5" for one line, "-0,0" for none (the line before the hunk), "-5,3" otherwise: diff's own ranges. */
function range(start: number, count: number): string {
  if (count === 1) return String(start + 1);
  if (count === 0) return `${start},0`;
  return `${start + 1},${count}`;
}

const NO_NEWLINE = '\\ No newline at end of file';

/**
 * The unified patch, as `diff -u` writes it with labels a/ and b/: hunks of changes with `context` unchanged
 * lines around them, two changes at most 2 × context lines apart in one hunk. A change of blank lines only
 * that "Ignore blank lines" leaves out starts no hunk, but is written as a change where a hunk takes it in.
 */
export function unifiedPatch(
  oldSplit: SplitText,
  newSplit: SplitText,
  blocks: readonly DiffBlock[],
  context: number,
  names: { old: string; new: string } = { old: ORIGINAL_NAME, new: CHANGED_NAME },
): string {
  // Every line of the alignment as one op: its kind, and whether it is a counted change.
  type Op = { kind: ' ' | '-' | '+'; at: number; oldAt: number; newAt: number; real: boolean };
  const ops: Op[] = [];
  for (const block of blocks) {
    if (block.kind === 'same')
      for (let index = 0; index < block.oldCount; index++)
        ops.push({
          kind: ' ',
          at: block.oldStart + index,
          oldAt: block.oldStart + index,
          newAt: block.newStart + index,
          real: false,
        });
    else {
      const real = block.kind === 'change';
      for (let index = 0; index < block.oldCount; index++)
        ops.push({ kind: '-', at: block.oldStart + index, oldAt: block.oldStart + index, newAt: block.newStart, real });
      for (let index = 0; index < block.newCount; index++)
        ops.push({
          kind: '+',
          at: block.newStart + index,
          oldAt: block.oldStart + block.oldCount,
          newAt: block.newStart + index,
          real,
        });
    }
  }
  const out: string[] = [];
  const lastOld = oldSplit.lines.length - 1;
  const lastNew = newSplit.lines.length - 1;
  let index = 0;
  // The end of the hunk written last, so the next one's leading context never repeats its lines.
  let floor = 0;
  while (index < ops.length) {
    if (!ops[index]!.real) {
      index++;
      continue;
    }
    const start = Math.max(index - context, floor);
    let end = index;
    for (let next = end + 1; next < ops.length && next - end - 1 <= 2 * context; next++)
      if (ops[next]!.real) end = next;
    const stop = Math.min(ops.length, end + context + 1);
    const first = ops[start]!;
    let oldCount = 0;
    let newCount = 0;
    const lines: string[] = [];
    for (let at = start; at < stop; at++) {
      const op = ops[at]!;
      if (op.kind === ' ') {
        oldCount++;
        newCount++;
        lines.push(` ${oldSplit.lines[op.at]}`);
        if ((op.at === lastOld && oldSplit.noNewline) || (op.newAt === lastNew && newSplit.noNewline))
          lines.push(NO_NEWLINE);
      } else if (op.kind === '-') {
        oldCount++;
        lines.push(`-${oldSplit.lines[op.at]}`);
        if (op.at === lastOld && oldSplit.noNewline) lines.push(NO_NEWLINE);
      } else {
        newCount++;
        lines.push(`+${newSplit.lines[op.at]}`);
        if (op.at === lastNew && newSplit.noNewline) lines.push(NO_NEWLINE);
      }
    }
    // One push a line: a hunk of 100,000 lines spread into push() would overflow the call stack.
    out.push(`@@ -${range(first.oldAt, oldCount)} +${range(first.newAt, newCount)} @@`);
    for (const line of lines) out.push(line);
    floor = stop;
    index = stop;
  }
  if (out.length === 0) return '';
  return `--- a/${names.old}\n+++ b/${names.new}\n${out.join('\n')}\n`;
}

/** Compares two texts line by line, under the options. */
export function diffTexts(original: string, changed: string, options: DiffOptions = DEFAULT_OPTIONS): DiffResult {
  if (!Number.isInteger(options.context) || options.context < 0 || options.context > 100)
    throw new ToolError('Patch context lines must be a whole number from 0 to 100.');
  const oldSplit = splitLines(original);
  const newSplit = splitLines(changed);
  const table = new Map<string, number>();
  const { blocks, cutShort } = alignLines(
    idsOf(oldSplit, options, table),
    idsOf(newSplit, options, table),
    DIFF_TIME_LIMIT_MS,
  );

  const stats: DiffStats = { added: 0, removed: 0, unchanged: 0, ignoredBlank: 0 };
  let marked = 0;
  let unmarkedPairs = 0;
  for (const block of blocks) {
    if (block.kind === 'same') {
      stats.unchanged += block.oldCount;
      continue;
    }
    const oldPart = oldSplit.lines.slice(block.oldStart, block.oldStart + block.oldCount);
    const newPart = newSplit.lines.slice(block.newStart, block.newStart + block.newCount);
    if (options.ignoreBlankLines && oldPart.every(isBlankLine) && newPart.every(isBlankLine)) {
      block.kind = 'blank';
      stats.ignoredBlank += block.oldCount + block.newCount;
      continue;
    }
    stats.removed += block.oldCount;
    stats.added += block.newCount;
    if (options.granularity === 'lines') continue;
    const pairCount = Math.min(block.oldCount, block.newCount);
    if (pairCount === 0) continue;
    block.pairs = [];
    for (let pair = 0; pair < pairCount; pair++) {
      const oldLine = oldPart[pair]!;
      const newLine = newPart[pair]!;
      const fits = marked < MAX_MARKED_PAIRS && oldLine.length <= MAX_MARKED_LINE && newLine.length <= MAX_MARKED_LINE;
      const marks = fits ? markLine(oldLine, newLine, options.granularity, options) : null;
      if (fits) marked++;
      if (marks === null) unmarkedPairs++;
      block.pairs.push(marks);
    }
  }
  const different = stats.added + stats.removed > 0;
  return {
    oldLines: oldSplit.lines,
    newLines: newSplit.lines,
    blocks,
    stats,
    verdict: different ? 'different' : original === changed ? 'identical' : 'equivalent',
    cutShort,
    unmarkedPairs,
    patch: different ? unifiedPatch(oldSplit, newSplit, blocks, options.context) : '',
  };
}
