import { formatCount, pluralize } from '../../lib/format';
import { LineIndex, type DocumentProblem } from '../../lib/problems';
import { ToolError } from '../../lib/tool-error';
import { splitLiteral } from './literal';
import type { TextMark } from '../../lib/text-marks';
import { flagModes, parsePattern, type PatternToken } from './pattern';

export type RegexMode = 'match' | 'replace' | 'split';

/** The pane names: problems in the pattern name this pane, matches are revealed in the test text. */
export const PATTERN_PANE = 'pattern';
export const TEXT_PANE = 'text';

/** Every flag the RegExp constructor takes, in the order `RegExp.prototype.flags` lists them. */
export const FLAGS = [
  { letter: 'd', name: 'indices', hint: 'hasIndices: each group also reports where it starts and ends' },
  { letter: 'g', name: 'global', hint: 'find every match, not only the first' },
  { letter: 'i', name: 'ignore case', hint: 'A matches a (Unicode case folding with u or v)' },
  { letter: 'm', name: 'multiline', hint: '^ and $ match at every line start and end' },
  { letter: 's', name: 'dot all', hint: '. matches line breaks too' },
  { letter: 'u', name: 'unicode', hint: 'code points, \\u{…}, \\p{…}, strict escapes' },
  { letter: 'v', name: 'unicode sets', hint: 'u plus class set operations, nested classes, \\q{…}' },
  { letter: 'y', name: 'sticky', hint: 'match only at lastIndex, each match right after the one before' },
] as const;

export type FlagLetter = (typeof FLAGS)[number]['letter'];

/** At most this many matches are listed with their groups, and this many highlighted. */
export const LISTED_MATCHES = 500;
export const MARKED_MATCHES = 10_000;
/** Past the marked matches, counting goes on for at most this long; then the count is a lower bound. */
export const COUNT_BUDGET_MS = 600;
/** A listed match or group longer than this is cut, so that a match of the whole 10 MB text stays small. */
const TEXT_SHOWN = 500;
const SPLIT_PIECES_SHOWN = 1_000;

/**
 * The run's time limit: 2 seconds, and more for long text, whose trip to the worker and whose matches take
 * their own time (10 MB: 5 s). Past it, the worker is stopped and the screen says why.
 */
export const TIME_LIMIT_MS = 2_000;
const TIME_LIMIT_PER_MB_MS = 300;

export function timeLimitFor(textLength: number): number {
  return TIME_LIMIT_MS + Math.floor(textLength / 1_000_000) * TIME_LIMIT_PER_MB_MS;
}

const formatSeconds = (ms: number) => String(Math.round(ms / 100) / 10);

export function timeLimitMessage(ms: number): string {
  return `Matching took more than ${formatSeconds(ms)} seconds and was stopped. This is almost always catastrophic backtracking: a quantifier inside a quantifier, as in (a+)+, or alternatives that can match the same text, as in (a|aa)*, let the engine try exponentially many ways to split a text that almost matches before it gives up. Fix it by making the inner part unambiguous (([a-z]+,)* rather than (\\w+,?)*), by dropping one of the quantifiers ((a+)+ is just a+), or by anchoring what each repetition must start with. JavaScript has no possessive quantifiers (a++) or atomic groups, but (?=(a+))\\1 matches a+ without giving characters back.`;
}

export const SAMPLE_INPUT = String.raw`(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})`;
export const SAMPLE_FLAGS = 'dg';
export const SAMPLE_TEXT = `Release notes
2024-03-15  v2.1.0  New export formats
2024-11-02  v2.2.0  Faster search
2025-01-20  v3.0.0  Plugins (dates like 2025-1-20 are not matched)`;
export const SAMPLE_REPLACEMENT = '$<day>/$<month>/$<year>';

/** A pattern that backtracks catastrophically on its text: the time limit's demonstration. */
export const CATASTROPHIC_PATTERN = '(a+)+$';
export const CATASTROPHIC_TEXT = `${'a'.repeat(30)}b`;

export interface PatternCheck {
  /** Problems in the pattern (pane "pattern"): the syntax error with its place, warnings, notes. */
  problems: DocumentProblem[];
  /** The explanation; empty when the pattern is broken. */
  tokens: PatternToken[];
  /** Whether the engine compiles the pattern with these flags: only then is it run. */
  valid: boolean;
  groupCount: number;
  groupNames: string[];
}

/**
 * The pattern as the RegExp constructor takes it with `flags`: the engine says whether it compiles, and
 * this tool's own parser says where it breaks (the engine's message has no position) and what each token
 * does. Cheap: it never runs the pattern.
 */
export function checkPattern(pattern: string, flags: string): PatternCheck {
  const index = new LineIndex(pattern);
  const at = (severity: DocumentProblem['severity'], message: string, offset: number, length: number, code: string) =>
    index.problem(severity, message, offset, { length, code, input: PATTERN_PANE });
  let engineError: string | null = null;
  try {
    new RegExp(pattern, flags);
  } catch (error) {
    engineError = error instanceof Error ? error.message : String(error);
  }
  const problems: DocumentProblem[] = [];
  if (flags.includes('u') && flags.includes('v')) {
    problems.push(
      at(
        'error',
        'The u and v flags cannot be used together: v is u with class set operations added. Keep one.',
        0,
        0,
        'invalid-flags',
      ),
    );
    return { problems, tokens: [], valid: false, groupCount: 0, groupNames: [] };
  }
  const parsed = parsePattern(pattern, flagModes(flags));
  const literal = splitLiteral(pattern);
  if (literal)
    problems.push(
      at(
        'info',
        `This is written as a literal, /…/${literal.flags}: the slashes${literal.flags ? ' and flags' : ''} are matched as characters here. Use "Split the literal" to take the pattern and flags apart.`,
        0,
        pattern.length,
        'regex-literal',
      ),
    );
  if (parsed.error && engineError !== null) {
    problems.push(at('error', parsed.error.message, parsed.error.offset, parsed.error.length, parsed.error.code));
  } else if (engineError !== null) {
    problems.push(
      at(
        'error',
        `${engineError.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, 'The engine refuses the pattern: ')}. This tool's parser found nothing wrong, so it cannot say where.`,
        0,
        0,
        'engine-error',
      ),
    );
  } else if (parsed.error) {
    problems.push(
      at(
        'info',
        `This browser accepts the pattern, but this tool's parser does not (${parsed.error.message}); the explanation is left out.`,
        parsed.error.offset,
        parsed.error.length,
        'parser-gap',
      ),
    );
  }
  for (const warning of parsed.warnings)
    problems.push(at('warning', warning.message, warning.offset, warning.length, warning.code));
  return {
    problems,
    tokens: parsed.tokens,
    valid: engineError === null,
    groupCount: parsed.groupCount,
    groupNames: parsed.groupNames,
  };
}

export interface GroupCapture {
  number: number;
  name: string | null;
  /** null when the group took no part in the match. */
  text: string | null;
  /** Where the group matched: with the d flag only. */
  start: number | null;
  end: number | null;
}

export interface ListedMatch {
  /** 0-based, in the order found. */
  index: number;
  start: number;
  end: number;
  text: string;
  /** The text was longer than TEXT_SHOWN characters and is cut. */
  cut: boolean;
  groups: GroupCapture[];
}

export interface RegexRun {
  /** Matches found; a lower bound when `countExact` is false. */
  count: number;
  countExact: boolean;
  /** [start, end] of the first MARKED_MATCHES matches, as UTF-16 offsets: compact to post from the worker. */
  offsets: Int32Array;
  listed: ListedMatch[];
  /** Replace mode: the text with the replacements made. */
  output: string | null;
  /** Split mode: the first pieces, and how many there are. */
  pieces: string[] | null;
  pieceCount: number;
  elapsedMs: number;
}

export interface RunOptions {
  mode: RegexMode;
  replacement: string;
  /** Split mode: at most this many pieces ('' for all). */
  splitLimit: string;
}

const cut = (text: string) => (text.length > TEXT_SHOWN ? text.slice(0, TEXT_SHOWN) : text);

/** Where the search goes on after an empty match: AdvanceStringIndex, a whole code point with u or v. */
export function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}

/** Group numbers and their names, read from a match (when the parser could not read the pattern). */
function groupNamesOf(match: RegExpExecArray): (string | null)[] {
  const names: (string | null)[] = new Array(match.length - 1).fill(null);
  if (!match.groups) return names;
  // Each name's group is the one whose text the name reports; with duplicate names, the one that took part.
  const indices = match.indices;
  for (const name of Object.keys(match.groups)) {
    for (let number = 1; number < match.length; number += 1) {
      if (names[number - 1] !== null) continue;
      if (indices?.groups && indices.groups[name] === indices[number] && indices[number] !== undefined) {
        names[number - 1] = name;
        break;
      }
    }
  }
  return names;
}

/**
 * The matches of `pattern` with `flags` in `text`, as `String.prototype.matchAll` finds them with g (every
 * match; after an empty match the search moves on by one character, a whole code point with u or v) and
 * as `exec` finds the one match without g. Runs in the worker, under the time limit.
 */
export function runRegex(pattern: string, flags: string, text: string, options: RunOptions): RegexRun {
  const started = performance.now();
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, flags);
  } catch (error) {
    throw new ToolError(error instanceof Error ? error.message : String(error));
  }
  const global = regex.global;
  const unicode = regex.unicode || regex.flags.includes('v');
  const names = patternGroupNames(pattern, flags);
  const offsets: number[] = [];
  const listed: ListedMatch[] = [];
  let count = 0;
  let countExact = true;
  let groupNames: (string | null)[] | null = names;
  // Past the listed matches neither groups nor their indices are read: the d flag's indices cost time.
  const plain = regex.hasIndices ? new RegExp(pattern, flags.replace('d', '')) : regex;
  let searching = regex;
  regex.lastIndex = 0;
  for (;;) {
    if (count === LISTED_MATCHES && searching !== plain) {
      plain.lastIndex = searching.lastIndex;
      searching = plain;
    }
    const match = searching.exec(text);
    if (!match) break;
    const start = match.index;
    const end = start + match[0].length;
    if (count < MARKED_MATCHES) offsets.push(start, end);
    if (count < LISTED_MATCHES) {
      groupNames ??= groupNamesOf(match);
      const groups: GroupCapture[] = [];
      for (let number = 1; number < match.length; number += 1) {
        const value = match[number];
        const span = match.indices?.[number];
        groups.push({
          number,
          name: groupNames[number - 1] ?? null,
          text: value === undefined ? null : cut(value),
          start: span ? span[0] : null,
          end: span ? span[1] : null,
        });
      }
      listed.push({ index: count, start, end, text: cut(match[0]), cut: match[0].length > TEXT_SHOWN, groups });
    }
    count += 1;
    if (!global) break;
    if (match[0] === '') searching.lastIndex = advanceIndex(text, searching.lastIndex, unicode);
    if (count > MARKED_MATCHES && (count & 1023) === 0 && performance.now() - started > COUNT_BUDGET_MS) {
      countExact = false;
      break;
    }
  }
  let output: string | null = null;
  let pieces: string[] | null = null;
  let pieceCount = 0;
  if (options.mode === 'replace') {
    regex.lastIndex = 0;
    output = text.replace(regex, options.replacement);
  } else if (options.mode === 'split') {
    const limit = options.splitLimit.trim() === '' ? undefined : Number(options.splitLimit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0))
      throw new ToolError(
        `The split limit "${options.splitLimit}" is not a whole number; leave it empty for all pieces.`,
      );
    regex.lastIndex = 0;
    const all = text.split(regex, limit);
    pieceCount = all.length;
    pieces = all.slice(0, SPLIT_PIECES_SHOWN).map((piece) => (piece === undefined ? '' : cut(piece)));
  }
  return {
    count,
    countExact,
    offsets: Int32Array.from(offsets),
    listed,
    output,
    pieces,
    pieceCount,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/** Each group's name (null for unnamed groups), in group order, read by the pattern parser. */
function patternGroupNames(pattern: string, flags: string): (string | null)[] | null {
  const names: (string | null)[] = [];
  const visit = (tokens: readonly PatternToken[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.kind === 'group') names.push(null);
      if (token.kind === 'named-group') names.push(token.name ?? null);
      visit(token.children);
    }
  };
  const parsed = parsePattern(pattern, flagModes(flags));
  if (parsed.error) return null;
  visit(parsed.tokens);
  return names;
}

/** The flags string in the engine's order, from whatever letters were ticked. */
export function normaliseFlags(flags: string): string {
  return FLAGS.map((flag) => flag.letter)
    .filter((letter) => flags.includes(letter))
    .join('');
}

export interface LibraryPattern {
  name: string;
  pattern: string;
  flags: string;
  description: string;
  text: string;
}

/** Common patterns to start from: each loads with a text that shows what it matches and what it does not. */
export const PATTERN_LIBRARY: readonly LibraryPattern[] = [
  {
    name: 'E-mail address (practical)',
    pattern: String.raw`[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`,
    flags: 'g',
    description: 'Most real addresses; not the full RFC 5322 grammar (quoted local parts, IP hosts).',
    text: 'Write to ada@example.com or grace.hopper+navy@mail.example.org.\nNot: john@localhost, @example.com, jane@.com',
  },
  {
    name: 'URL (http and https)',
    pattern: String.raw`https?:\/\/[^\s/$.?#][^\s]*`,
    flags: 'gi',
    description: 'An http or https URL up to the next white space.',
    text: 'See https://example.com/docs?page=2#intro and http://localhost:8080/.\nNot: ftp://example.com, https:// alone',
  },
  {
    name: 'IPv4 address',
    pattern: String.raw`\b(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b`,
    flags: 'g',
    description: 'Four numbers 0–255 separated by dots.',
    text: 'Hosts: 192.168.1.1, 10.0.0.255 and 8.8.8.8\nNot: 256.1.1.1, 1.2.3',
  },
  {
    name: 'ISO 8601 date',
    pattern: String.raw`\b(?<year>\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\d|3[01])\b`,
    flags: 'g',
    description: 'YYYY-MM-DD with month 01–12 and day 01–31, in named groups.',
    text: 'Due 2025-01-31, shipped 2024-12-05.\nNot: 2025-13-01, 2025-1-5',
  },
  {
    name: 'UUID',
    pattern: String.raw`\b[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\b`,
    flags: 'gi',
    description: 'A UUID of versions 1–8 with the RFC 9562 variant, any case.',
    text: 'id=550e8400-e29b-41d4-a716-446655440000\nNot: 550e8400-e29b-01d4-a716-446655440000',
  },
  {
    name: 'Hex colour',
    pattern: String.raw`#(?:[0-9a-fA-F]{3,4}){1,2}\b`,
    flags: 'g',
    description: '#rgb, #rgba, #rrggbb or #rrggbbaa.',
    text: 'color: #fff; background: #1e293b; border: #ff000080\nNot: #ggg, #12345',
  },
  {
    name: 'Semantic version',
    pattern: String.raw`\bv?(?<major>0|[1-9]\d*)\.(?<minor>0|[1-9]\d*)\.(?<patch>0|[1-9]\d*)(?:-(?<pre>[0-9A-Za-z.-]+))?(?:\+(?<build>[0-9A-Za-z.-]+))?\b`,
    flags: 'g',
    description: 'major.minor.patch with optional pre-release and build (semver 2.0).',
    text: 'Upgrade from 1.4.2 to 2.0.0-rc.1+build.5 (or v3.1.0).\nNot: 01.2.3, 1.2',
  },
  {
    name: 'URL slug',
    pattern: String.raw`^[a-z0-9]+(?:-[a-z0-9]+)*$`,
    flags: 'gm',
    description: 'Lowercase words joined by single hyphens, one per line.',
    text: 'hello-world\nregex-tester-2\nNot-A-Slug\ndouble--hyphen',
  },
  {
    name: 'Leading and trailing white space',
    pattern: String.raw`^[ \t]+|[ \t]+$`,
    flags: 'gm',
    description: 'Blanks at the start or end of each line: replace with nothing to trim.',
    text: '  indented line\ntrailing blanks   \n\t tab and space\t',
  },
  {
    name: 'Duplicate word',
    pattern: String.raw`\b(\w+)\s+\1\b`,
    flags: 'gi',
    description: 'A word written twice in a row, found with a backreference.',
    text: 'This is the the example. It it works across case.',
  },
];

export interface CheatSheetSection {
  title: string;
  entries: readonly [syntax: string, meaning: string][];
}

export const CHEAT_SHEET: readonly CheatSheetSection[] = [
  {
    title: 'Characters',
    entries: [
      ['.', 'any character except line breaks (all with s)'],
      ['\\d \\w \\s', 'digit, word character, white space'],
      ['\\D \\W \\S', 'not a digit, word character, white space'],
      ['[abc] [^abc]', 'one of a, b, c; anything but them'],
      ['[a-z]', 'a character in the range a to z'],
      ['\\p{L} \\P{L}', 'a letter, not a letter (u or v)'],
      ['\\t \\n \\r', 'tab, line feed, carriage return'],
      ['\\u00E9 \\u{1F600}', 'a character by its code (braces need u or v)'],
      ['\\. \\* \\\\', 'the characters . * \\ themselves'],
    ],
  },
  {
    title: 'Anchors and assertions',
    entries: [
      ['^ $', 'start and end of the text (of each line with m)'],
      ['\\b \\B', 'word boundary, not a word boundary'],
      ['(?=x) (?!x)', 'followed by x, not followed by x'],
      ['(?<=x) (?<!x)', 'preceded by x, not preceded by x'],
    ],
  },
  {
    title: 'Groups and references',
    entries: [
      ['(x)', 'capturing group: $1 in a replacement, \\1 in the pattern'],
      ['(?<name>x)', 'named group: $<name>, \\k<name>'],
      ['(?:x)', 'group without capturing'],
      ['x|y', 'x or y'],
    ],
  },
  {
    title: 'Quantifiers',
    entries: [
      ['x* x+ x?', 'zero or more, one or more, zero or one'],
      ['x{3} x{3,} x{3,5}', 'exactly 3, 3 or more, 3 to 5'],
      ['x*? x+? x??', 'lazy: as few as possible'],
    ],
  },
  {
    title: 'Replacement',
    entries: [
      ['$1 $<name>', 'a group’s text'],
      ['$&', 'the whole match'],
      ["$` $'", 'the text before and after the match'],
      ['$$', 'a dollar sign'],
    ],
  },
  {
    title: 'The v flag',
    entries: [
      ['[\\p{L}--[a-z]]', 'subtraction: letters except a–z'],
      ['[\\p{L}&&\\p{ASCII}]', 'intersection: ASCII letters'],
      ['[\\q{abc|x}]', 'strings in a class'],
      ['\\p{RGI_Emoji}', 'properties of strings (whole emoji)'],
    ],
  },
];

/** The matches as editor marks: alternating tones so neighbours stay apart, the selected one in focus. */
export function matchMarks(
  run: Pick<RegexRun, 'offsets'> | null,
  selected: number | null,
  textLength: number,
): TextMark[] {
  if (!run) return [];
  const marks: TextMark[] = [];
  const { offsets } = run;
  for (let at = 0; at + 1 < offsets.length; at += 2) {
    const index = at / 2;
    const tone = index === selected ? 'focus' : index % 2 === 0 ? 'match' : 'match-alt';
    marks.push({ from: Math.min(offsets[at]!, textLength), to: Math.min(offsets[at + 1]!, textLength), tone });
  }
  return marks;
}

/** A token of the explanation with how deep it sits inside groups and classes. */
export interface ExplainedToken extends PatternToken {
  depth: number;
}

/**
 * The explanation's tokens in reading order, each after the token it is part of, at most `limit` of them: a
 * pasted 100 KB pattern would otherwise render a huge list.
 */
export function explainedTokens(tokens: readonly PatternToken[], limit: number): ExplainedToken[] {
  const list: ExplainedToken[] = [];
  const visit = (level: readonly PatternToken[], depth: number) => {
    for (const token of level) {
      if (list.length >= limit) return;
      list.push({ ...token, depth });
      visit(token.children ?? [], depth + 1);
    }
  };
  visit(tokens, 0);
  return list;
}

/** "$1" for an unnamed group, "$1 year" for a named one. */
export const groupLabel = (group: GroupCapture) => (group.name ? `$${group.number} ${group.name}` : `$${group.number}`);

/**
 * The summary over the matches: its figures (the count a lower bound when counting stopped), and the notes
 * the figures leave unsaid: the g flag missing, and how many of the matches are highlighted.
 */
export function matchSummary(run: RegexRun, flags: string, groups: number) {
  const statistics = [
    { label: 'Matches', value: `${run.countExact ? '' : 'at least '}${formatCount(run.count)}` },
    { label: 'Groups', value: formatCount(groups) },
    { label: 'Flags', value: flags === '' ? 'none' : flags },
    { label: 'Time', value: `${formatCount(run.elapsedMs)} ms` },
  ];
  const notes: string[] = [];
  if (!flags.includes('g') && run.count > 0)
    notes.push('Without the g flag the engine stops at the first match; tick g to find them all.');
  if (run.count > MARKED_MATCHES || !run.countExact)
    notes.push(
      `The first ${formatCount(MARKED_MATCHES)} matches are highlighted${run.countExact ? '' : `; counting stopped after ${COUNT_BUDGET_MS / 1000} s, so the total is a lower bound`}.`,
    );
  return { statistics, notes };
}

/** The sentence over the match list: how many there are, how many are listed, and how to use the list. */
export function matchListIntro(run: Pick<RegexRun, 'count' | 'countExact'>, hasIndices: boolean): string {
  if (run.count === 0) return 'No match.';
  const listed = run.count > LISTED_MATCHES ? `; the first ${formatCount(LISTED_MATCHES)} are listed` : '';
  const indices = hasIndices ? ' With the d flag each group shows where it starts and ends, as [start, end).' : '';
  return `${pluralize(run.count, 'match', 'matches')}${run.countExact ? '' : ' at least'}${listed}. Select one to find it in the test text.${indices}`;
}

/** The line over the split pieces: how many there are, and how many are listed. */
export function splitIntro(run: Pick<RegexRun, 'pieces' | 'pieceCount'>): string {
  const listed = run.pieces?.length ?? 0;
  return `${pluralize(run.pieceCount, 'piece')}${listed < run.pieceCount ? `; the first ${formatCount(listed)} are listed` : ''}`;
}
