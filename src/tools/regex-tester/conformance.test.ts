import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRegex, type RegexMode, type RegexRun } from './core';
import { flagModes, parsePattern } from './pattern';

/**
 * ECMAScript flag behaviour, run through the tool's matcher (runRegex: the loop that finds every match,
 * moves on after empty matches, caps the list, and reports groups and `d` indices) and its parser.
 */

const here = dirname(fileURLToPath(import.meta.url));

interface UnicodeSetsCase {
  file: string;
  pattern: string;
  flags: string;
  expression: string | null;
  matchStrings: string[];
  nonMatchStrings: string[];
}

const unicodeSets = JSON.parse(
  readFileSync(join(here, 'conformance', 'test262', 'unicode-sets.json'), 'utf8'),
) as UnicodeSetsCase[];

const run = (
  pattern: string,
  flags: string,
  text: string,
  mode: RegexMode = 'match',
  replacement = '',
  splitLimit = '',
) => runRegex(pattern, flags, text, { mode, replacement, splitLimit });

/** Each test262 file's strings: every match string matched whole, no non-match string matched at all. */
function unicodeSetsFailures(test: UnicodeSetsCase): string[] {
  const failures: string[] = [];
  for (const text of test.matchStrings) {
    const result = run(test.pattern, test.flags, text);
    if (result.count !== 1 || result.listed[0]?.text !== text) failures.push(`should match ${JSON.stringify(text)}`);
  }
  for (const text of test.nonMatchStrings)
    if (run(test.pattern, test.flags, text).count !== 0) failures.push(`should not match ${JSON.stringify(text)}`);
  return failures;
}

const stringCount = unicodeSets.reduce((sum, test) => sum + test.matchStrings.length + test.nonMatchStrings.length, 0);
const matcherPasses = unicodeSets.filter((test) => unicodeSetsFailures(test).length === 0);
const parserPasses = unicodeSets.filter((test) => {
  const parsed = parsePattern(test.pattern, flagModes(test.flags));
  return parsed.error === null && parsed.tokens.length > 0;
});

describe(`test262 RegExp/unicodeSets (v flag): matcher ${matcherPasses.length}/${unicodeSets.length} files (${stringCount} strings), parser ${parserPasses.length}/${unicodeSets.length}`, () => {
  it.each(unicodeSets.map((test) => [test.file, test] as const))('%s', (_file, test) => {
    expect(unicodeSetsFailures(test)).toEqual([]);
    expect(parsePattern(test.pattern, flagModes(test.flags)).error).toBeNull();
  });
});

type Span = [number, number];
interface FlagCase {
  about: string;
  pattern: string;
  flags: string;
  text: string;
  /** [start, end] of every match found. */
  matches?: Span[];
  /** The first match's groups: their text (null: did not take part). */
  groups?: (string | null)[];
  /** The first match's groups' names. */
  names?: (string | null)[];
  /** The first match's groups' [start, end] (the d flag), null when a group did not take part. */
  indices?: (Span | null)[];
  /** Replace mode's output, with `replacement`. */
  replacement?: string;
  output?: string;
  /** Split mode's pieces, with `limit`. */
  limit?: string;
  pieces?: string[];
}

/** Derived from ECMA-262 §22.2 (RegExp), §22.1.3 (String.prototype.replace, split) and test262 where marked. */
const FLAG_CASES: FlagCase[] = [
  // No g: RegExpBuiltinExec from lastIndex 0, one match.
  { about: 'without g, only the first match', pattern: 'a', flags: '', text: 'aXa', matches: [[0, 1]] },
  {
    about: 'g finds every match',
    pattern: 'a',
    flags: 'g',
    text: 'aXa',
    matches: [
      [0, 1],
      [2, 3],
    ],
  },
  // i: Canonicalize (§22.2.2.7.3).
  {
    about: 'i ignores case',
    pattern: 'abc',
    flags: 'gi',
    text: 'ABC abc',
    matches: [
      [0, 3],
      [4, 7],
    ],
  },
  {
    about: 'i without u: ſ does not match s (non-ASCII never maps to ASCII)',
    pattern: '\\u017F',
    flags: 'gi',
    text: 's',
    matches: [],
  },
  {
    about: 'i with u: simple case folding maps ſ to s',
    pattern: '\\u017F',
    flags: 'giu',
    text: 's',
    matches: [[0, 1]],
  },
  { about: 'i without u: the Kelvin sign is not k', pattern: 'k', flags: 'gi', text: '\u212A', matches: [] },
  { about: 'i with u: the Kelvin sign folds to k', pattern: 'k', flags: 'giu', text: '\u212A', matches: [[0, 1]] },
  { about: 'i with v: the Kelvin sign folds to k', pattern: '[k]', flags: 'giv', text: '\u212A', matches: [[0, 1]] },
  // m: ^ and $ at line terminators (§22.2.2.6).
  { about: 'without m, ^ is the start of the text', pattern: '^b', flags: 'g', text: 'a\nb', matches: [] },
  { about: 'm: ^ after a line feed', pattern: '^b', flags: 'gm', text: 'a\nb', matches: [[2, 3]] },
  {
    about: 'm: $ before a line feed and at the end',
    pattern: 'a$',
    flags: 'gm',
    text: 'a\na',
    matches: [
      [0, 1],
      [2, 3],
    ],
  },
  { about: 'm: ^ after CR LF', pattern: '^x', flags: 'gm', text: 'a\r\nx', matches: [[3, 4]] },
  { about: 'm: ^ after U+2028', pattern: '^x', flags: 'gm', text: 'a\u2028x', matches: [[2, 3]] },
  // s: dotAll (§22.2.2.7).
  { about: 'without s, . skips a line feed', pattern: 'a.b', flags: 'g', text: 'a\nb', matches: [] },
  { about: 's: . matches a line feed', pattern: 'a.b', flags: 'gs', text: 'a\nb', matches: [[0, 3]] },
  { about: 'without s, . skips CR, U+2028 and U+2029', pattern: '.', flags: 'g', text: '\r\u2028\u2029', matches: [] },
  {
    about: 's: . matches CR, U+2028 and U+2029',
    pattern: '.',
    flags: 'gs',
    text: '\r\u2028\u2029',
    matches: [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
  },
  // u: code points (§22.2.2.1).
  {
    about: 'without u, . is one UTF-16 unit',
    pattern: '.',
    flags: 'g',
    text: '😀',
    matches: [
      [0, 1],
      [1, 2],
    ],
  },
  { about: 'u: . is one code point', pattern: '.', flags: 'gu', text: '😀', matches: [[0, 2]] },
  {
    about: 'without u, a lone surrogate escape matches half a pair',
    pattern: '\\uD83D',
    flags: 'g',
    text: '😀',
    matches: [[0, 1]],
  },
  {
    about: 'u: a lone surrogate does not match inside a pair',
    pattern: '\\uD83D',
    flags: 'gu',
    text: '😀',
    matches: [],
  },
  { about: 'u: \\u{…} names a code point', pattern: '\\u{1F600}', flags: 'gu', text: 'a😀', matches: [[1, 3]] },
  {
    about: 'u: \\p{…} property escapes',
    pattern: '\\p{Script=Greek}+',
    flags: 'gu',
    text: 'abc αβγ',
    matches: [[4, 7]],
  },
  // Empty matches: AdvanceStringIndex (§22.2.7.3), as matchAll and replace do.
  {
    about: 'empty matches move on by one unit without u',
    pattern: '(?:)',
    flags: 'g',
    text: '😀',
    matches: [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
  },
  {
    about: 'empty matches move on by one code point with u',
    pattern: '(?:)',
    flags: 'gu',
    text: '😀',
    matches: [
      [0, 0],
      [2, 2],
    ],
  },
  {
    about: 'empty matches move on by one code point with v',
    pattern: '(?:)',
    flags: 'gv',
    text: '😀a',
    matches: [
      [0, 0],
      [2, 2],
      [3, 3],
    ],
  },
  {
    about: 'x* finds empty matches between the x runs',
    pattern: 'x*',
    flags: 'g',
    text: 'axxb',
    matches: [
      [0, 0],
      [1, 3],
      [3, 3],
      [4, 4],
    ],
  },
  // y: sticky (§22.2.7.2 step 12).
  { about: 'y without g: only at index 0', pattern: 'a', flags: 'y', text: 'ba', matches: [] },
  { about: 'y without g: a match at index 0', pattern: 'a', flags: 'y', text: 'ab', matches: [[0, 1]] },
  {
    about: 'gy: each match right after the one before',
    pattern: 'a',
    flags: 'gy',
    text: 'aab',
    matches: [
      [0, 1],
      [1, 2],
    ],
  },
  { about: 'gy: stops at the first gap', pattern: 'a', flags: 'gy', text: 'aba', matches: [[0, 1]] },
  // v: unicodeSets (§22.2.1, ClassSetExpression).
  { about: 'v: subtraction', pattern: '[\\p{L}--[a-z]]', flags: 'gv', text: 'aBc', matches: [[1, 2]] },
  { about: 'v: intersection', pattern: '[\\w&&\\d]', flags: 'gv', text: 'a1', matches: [[1, 2]] },
  {
    about: 'v: nested classes',
    pattern: '[[a-c][x-z]]',
    flags: 'gv',
    text: 'bxq',
    matches: [
      [0, 1],
      [1, 2],
    ],
  },
  {
    about: 'v: \\q{…} strings, longest first',
    pattern: '[\\q{abc|d}]',
    flags: 'gv',
    text: 'abcd',
    matches: [
      [0, 3],
      [3, 4],
    ],
  },
  {
    about: 'v: a property of strings matches a whole emoji sequence',
    pattern: '\\p{RGI_Emoji}',
    flags: 'gv',
    text: '👍🏽',
    matches: [[0, 4]],
  },
  {
    about: 'u: \\p{Emoji} matches one code point at a time',
    pattern: '\\p{Emoji}',
    flags: 'gu',
    text: '👍🏽',
    matches: [
      [0, 2],
      [2, 4],
    ],
  },
  // d: hasIndices (§22.2.7.8 MakeMatchIndicesIndexPairArray).
  {
    about: 'd: group indices (test262 indices-array-matched)',
    pattern: 'b(c)',
    flags: 'd',
    text: 'abcd',
    matches: [[1, 3]],
    groups: ['c'],
    indices: [[2, 3]],
  },
  {
    about: 'd: an unmatched group has no indices (test262 indices-array-unmatched)',
    pattern: '(\\w\\w)(\\W)?',
    flags: 'd',
    text: 'bab',
    matches: [[0, 2]],
    groups: ['ba', null],
    indices: [[0, 2], null],
  },
  {
    about: 'd: two groups (test262 indices-array-element)',
    pattern: '(\\w\\w)(\\w)',
    flags: 'd',
    text: 'bab',
    matches: [[0, 3]],
    indices: [
      [0, 2],
      [2, 3],
    ],
  },
  {
    about: 'd: named groups (test262 indices-groups-object)',
    pattern: '(?<a>.)(?<b>.)(?<c>.)\\k<c>\\k<b>\\k<a>',
    flags: 'd',
    text: 'abccba',
    matches: [[0, 6]],
    names: ['a', 'b', 'c'],
    indices: [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
  },
  {
    about: 'd without u: one unit (test262 indices-array-non-unicode-match)',
    pattern: '(?<a>.)',
    flags: 'd',
    text: '𝐁',
    matches: [[0, 1]],
    indices: [[0, 1]],
  },
  {
    about: 'd with u: the whole code point (test262 indices-array-unicode-match)',
    pattern: '(?<a>.)',
    flags: 'du',
    text: '𝐁',
    matches: [[0, 2]],
    indices: [[0, 2]],
  },
  {
    about: 'dg: indices for every match',
    pattern: '(a)',
    flags: 'dg',
    text: 'ba',
    matches: [[1, 2]],
    indices: [[1, 2]],
  },
  {
    about: 'without d, no group indices',
    pattern: '(a)',
    flags: 'g',
    text: 'a',
    matches: [[0, 1]],
    groups: ['a'],
    indices: [null],
  },
  // Groups, lookbehind, backreferences.
  {
    about: 'named groups keep their names',
    pattern: '(?<year>\\d{4})-(\\d\\d)',
    flags: '',
    text: 'on 2024-05',
    matches: [[3, 10]],
    groups: ['2024', '05'],
    names: ['year', null],
  },
  { about: 'lookbehind', pattern: '(?<=\\$)\\d+', flags: 'g', text: '$5 and 6', matches: [[1, 2]] },
  { about: 'negative lookbehind', pattern: '(?<!\\$)\\b\\d+', flags: 'g', text: '$5 and 6', matches: [[7, 8]] },
  { about: 'backreference', pattern: '(a)\\1', flags: 'g', text: 'aaa', matches: [[0, 2]] },
  {
    about: 'a group inside a repeated group keeps its last iteration',
    pattern: '(?:(a)|b)+',
    flags: '',
    text: 'ab',
    matches: [[0, 2]],
    groups: [null],
  },
  // Replace (§22.1.3.19 GetSubstitution).
  {
    about: 'replace: $2 $1',
    pattern: '(\\w+) (\\w+)',
    flags: '',
    text: 'John Smith',
    replacement: '$2 $1',
    output: 'Smith John',
  },
  {
    about: 'replace: $<name>',
    pattern: '(?<d>\\d+)',
    flags: 'g',
    text: 'a1b22',
    replacement: '$<d>!',
    output: 'a1!b22!',
  },
  { about: 'replace: $&', pattern: 'b', flags: '', text: 'abc', replacement: '[$&]', output: 'a[b]c' },
  { about: 'replace: $`', pattern: 'b', flags: '', text: 'abc', replacement: '[$`]', output: 'a[a]c' },
  { about: "replace: $'", pattern: 'b', flags: '', text: 'abc', replacement: "[$']", output: 'a[c]c' },
  { about: 'replace: $$', pattern: 'b', flags: '', text: 'abc', replacement: '$$', output: 'a$c' },
  {
    about: 'replace: $3 with two groups stays as written',
    pattern: '(a)(b)',
    flags: '',
    text: 'ab',
    replacement: '$3',
    output: '$3',
  },
  {
    about: 'replace without g: the first match only',
    pattern: 'a',
    flags: '',
    text: 'aa',
    replacement: 'x',
    output: 'xa',
  },
  { about: 'replace with g: every match', pattern: 'a', flags: 'g', text: 'aa', replacement: 'x', output: 'xx' },
  {
    about: 'replace of empty matches with u: between code points',
    pattern: '(?:)',
    flags: 'gu',
    text: '😀',
    replacement: '-',
    output: '-😀-',
  },
  // Split (§22.2.6.14 RegExp.prototype[@@split]).
  { about: 'split', pattern: ',\\s*', flags: '', text: 'a, b,c', pieces: ['a', 'b', 'c'] },
  { about: 'split with a limit', pattern: ',', flags: '', text: 'a,b,c', limit: '2', pieces: ['a', 'b'] },
  { about: 'split keeps captured separators', pattern: '(,)', flags: '', text: 'a,b', pieces: ['a', ',', 'b'] },
  {
    about: 'split by empty matches with u: code points',
    pattern: '(?:)',
    flags: 'u',
    text: '😀a',
    pieces: ['😀', 'a'],
  },
  {
    about: 'split by empty matches without u: units',
    pattern: '(?:)',
    flags: '',
    text: '😀a',
    pieces: ['\uD83D', '\uDE00', 'a'],
  },
];

function flagCaseFailures(test: FlagCase): string[] {
  const mode: RegexMode = test.output !== undefined ? 'replace' : test.pieces !== undefined ? 'split' : 'match';
  let result: RegexRun;
  try {
    result = run(test.pattern, test.flags, test.text, mode, test.replacement ?? '', test.limit ?? '');
  } catch (error) {
    return [`threw ${String(error)}`];
  }
  const failures: string[] = [];
  const first = result.listed[0];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (
    test.matches &&
    !same(
      result.listed.map((match) => [match.start, match.end]),
      test.matches,
    )
  )
    failures.push(`matches ${JSON.stringify(result.listed.map((match) => [match.start, match.end]))}`);
  if (test.matches && result.count !== test.matches.length) failures.push(`count ${result.count}`);
  if (
    test.groups &&
    !same(
      first?.groups.map((group) => group.text),
      test.groups,
    )
  )
    failures.push('groups');
  if (
    test.names &&
    !same(
      first?.groups.map((group) => group.name),
      test.names,
    )
  )
    failures.push('names');
  if (
    test.indices &&
    !same(
      first?.groups.map((group) => (group.start === null ? null : [group.start, group.end])),
      test.indices,
    )
  )
    failures.push('indices');
  if (test.output !== undefined && result.output !== test.output)
    failures.push(`output ${JSON.stringify(result.output)}`);
  if (test.pieces && !same(result.pieces, test.pieces)) failures.push(`pieces ${JSON.stringify(result.pieces)}`);
  // The parser must read every pattern here, too.
  if (parsePattern(test.pattern, flagModes(test.flags)).error) failures.push('parser refused the pattern');
  return failures;
}

const flagPasses = FLAG_CASES.filter((test) => flagCaseFailures(test).length === 0);

describe(`ECMAScript flag behaviour (d g i m s u v y, replace, split): ${flagPasses.length}/${FLAG_CASES.length}`, () => {
  it.each(FLAG_CASES.map((test) => [test.about, test] as const))('%s', (_about, test) => {
    expect(flagCaseFailures(test)).toEqual([]);
  });
});
