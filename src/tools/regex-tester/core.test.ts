import { describe, expect, it } from 'vitest';
import {
  CATASTROPHIC_PATTERN,
  LISTED_MATCHES,
  MARKED_MATCHES,
  PATTERN_LIBRARY,
  PATTERN_PANE,
  SAMPLE_FLAGS,
  SAMPLE_INPUT,
  SAMPLE_REPLACEMENT,
  SAMPLE_TEXT,
  advanceIndex,
  checkPattern,
  explainedTokens,
  groupLabel,
  matchListIntro,
  matchMarks,
  matchSummary,
  normaliseFlags,
  runRegex,
  splitIntro,
  timeLimitFor,
  timeLimitMessage,
} from './core';
import { splitLiteral } from './literal';

const match = (pattern: string, flags: string, text: string) =>
  runRegex(pattern, flags, text, { mode: 'match', replacement: '', splitLimit: '' });

describe('checkPattern', () => {
  it('finds nothing wrong with a good pattern, and explains it', () => {
    const check = checkPattern(SAMPLE_INPUT, SAMPLE_FLAGS);
    expect(check).toMatchObject({ problems: [], valid: true, groupCount: 3, groupNames: ['year', 'month', 'day'] });
    expect(check.tokens.length).toBeGreaterThan(0);
  });

  it.each([
    ['(abc', '', 1, 'Unterminated group'],
    ['abc)', '', 4, "Unmatched ')'"],
    ['x{3,1}', '', 2, 'Numbers out of order'],
    ['[b-a]', '', 2, 'Range out of order'],
    ['\\u{zz}', 'u', 1, 'Invalid Unicode escape'],
    ['(?<n>a)(?<n>b)', '', 8, 'Duplicate capture group name'],
  ])('places the error in %s with flags "%s" at column %i', (pattern, flags, column, words) => {
    const check = checkPattern(pattern, flags);
    expect(check.valid).toBe(false);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatchObject({ severity: 'error', at: { line: 1, column, input: PATTERN_PANE } });
    expect(check.problems[0]!.message).toContain(words);
  });

  it('refuses u and v together', () => {
    expect(checkPattern('a', 'uv').problems[0]).toMatchObject({ code: 'invalid-flags', severity: 'error' });
  });

  it('falls back to the engine message, and says so, where its parser sees no error', () => {
    // Duplicate names in different alternatives are ES2025: the parser reads them; Node 20's engine does not.
    const check = checkPattern('(?<a>x)|(?<a>y)', '');
    let engineAccepts = true;
    try {
      new RegExp('(?<a>x)|(?<a>y)');
    } catch {
      engineAccepts = false;
    }
    expect(check.valid).toBe(engineAccepts);
    if (!engineAccepts) {
      expect(check.problems[0]).toMatchObject({ code: 'engine-error', severity: 'error' });
      expect(check.problems[0]!.message).toContain('cannot say where');
    }
  });

  it('warns of nested quantifiers', () => {
    const check = checkPattern(CATASTROPHIC_PATTERN, '');
    expect(check.valid).toBe(true);
    expect(check.problems).toMatchObject([
      { severity: 'warning', code: 'nested-quantifier', at: { column: 1 }, length: 5 },
    ]);
  });

  it('notices a /literal/ typed as the pattern', () => {
    expect(checkPattern('/a+/g', '').problems[0]).toMatchObject({ severity: 'info', code: 'regex-literal' });
  });
});

describe('splitLiteral', () => {
  it.each([
    ['/a+/g', { pattern: 'a+', flags: 'g' }],
    ['/^\\d{3}-\\d{4}$/gm', { pattern: '^\\d{3}-\\d{4}$', flags: 'gm' }],
    ['/[/]x/', { pattern: '[/]x', flags: '' }],
    ['/a\\/b/i', { pattern: 'a\\/b', flags: 'i' }],
    ['/usr/local/bin', null],
    ['/a/gg', null],
    ['a+', null],
  ])('%s', (text, expected) => {
    expect(splitLiteral(text)).toEqual(expected);
  });
});

describe('runRegex', () => {
  it('lists the sample matches with their named groups and indices', () => {
    const result = match(SAMPLE_INPUT, SAMPLE_FLAGS, SAMPLE_TEXT);
    expect(result.count).toBe(3);
    expect(result.listed[0]).toMatchObject({
      index: 0,
      text: '2024-03-15',
      groups: [
        { number: 1, name: 'year', text: '2024' },
        { number: 2, name: 'month', text: '03' },
        { number: 3, name: 'day', text: '15' },
      ],
    });
    const { start, groups } = result.listed[0]!;
    expect(groups[0]).toMatchObject({ start, end: start + 4 });
    expect(Array.from(result.offsets.slice(0, 2))).toEqual([start, start + 10]);
  });

  it('replaces with $<name> in the sample', () => {
    const result = runRegex(SAMPLE_INPUT, SAMPLE_FLAGS, SAMPLE_TEXT, {
      mode: 'replace',
      replacement: SAMPLE_REPLACEMENT,
      splitLimit: '',
    });
    expect(result.output).toContain('15/03/2024  v2.1.0');
  });

  it('splits, with a limit', () => {
    const result = runRegex('\\s*,\\s*', '', 'a , b,c,d', { mode: 'split', replacement: '', splitLimit: '3' });
    expect(result).toMatchObject({ pieces: ['a', 'b', 'c'], pieceCount: 3 });
    expect(() => runRegex(',', '', 'a,b', { mode: 'split', replacement: '', splitLimit: 'two' })).toThrow(
      'not a whole number',
    );
  });

  it('caps the list and the highlights, and keeps the count exact', () => {
    const text = 'a'.repeat(MARKED_MATCHES * 3);
    const result = match('a', 'g', text);
    expect(result.count).toBe(MARKED_MATCHES * 3);
    expect(result.countExact).toBe(true);
    expect(result.listed).toHaveLength(LISTED_MATCHES);
    expect(result.offsets).toHaveLength(MARKED_MATCHES * 2);
  });

  it('goes on past the listed matches without the d flag, with the same offsets', () => {
    const text = 'ab'.repeat(LISTED_MATCHES + 10);
    const withIndices = match('(a)(b)?', 'dg', text);
    const without = match('(a)(b)?', 'g', text);
    expect(withIndices.count).toBe(LISTED_MATCHES + 10);
    expect(Array.from(withIndices.offsets)).toEqual(Array.from(without.offsets));
    expect(withIndices.listed.at(-1)!.groups[1]).toMatchObject({ start: 2 * LISTED_MATCHES - 1 });
  });

  it('never loops on empty matches, and cuts long match texts', () => {
    expect(match('', 'g', 'abc').count).toBe(4);
    expect(match('(?=a)', 'g', 'aaa').count).toBe(3);
    const long = match('.*', '', 'x'.repeat(10_000));
    expect(long.listed[0]).toMatchObject({ cut: true, end: 10_000 });
    expect(long.listed[0]!.text.length).toBeLessThan(1_000);
  });

  it('reports a bad pattern as a ToolError', () => {
    expect(() => match('(', '', 'x')).toThrow('Unterminated group');
  });
});

describe('the time limit', () => {
  it('is 2 s, and grows with megabytes of text', () => {
    expect(timeLimitFor(31)).toBe(2_000);
    expect(timeLimitFor(10_000_000)).toBe(5_000);
    expect(timeLimitMessage(5_000)).toMatch(
      /^Matching took more than 5 seconds and was stopped\. This is almost always catastrophic backtracking/,
    );
  });
});

describe('advanceIndex', () => {
  it.each([
    ['😀', 0, true, 2],
    ['😀', 0, false, 1],
    ['a😀', 0, true, 1],
    ['\uD83D', 0, true, 1],
    ['ab', 1, true, 2],
  ])('%s from %i (unicode %s) goes to %i', (text, index, unicode, expected) => {
    expect(advanceIndex(text, index, unicode)).toBe(expected);
  });
});

describe('normaliseFlags', () => {
  it('orders the letters as RegExp.prototype.flags does', () => {
    expect(normaliseFlags('ygd')).toBe('dgy');
    expect(normaliseFlags('vimsu')).toBe('imsuv');
  });
});

describe('PATTERN_LIBRARY', () => {
  it.each(PATTERN_LIBRARY.map((entry) => [entry.name, entry] as const))(
    '%s compiles, explains and matches its text',
    (_name, entry) => {
      const check = checkPattern(entry.pattern, entry.flags);
      expect(check.problems.filter((problem) => problem.severity !== 'info')).toEqual([]);
      expect(check.tokens.length).toBeGreaterThan(0);
      expect(match(entry.pattern, entry.flags, entry.text).count).toBeGreaterThan(0);
    },
  );
});

describe('matchMarks', () => {
  it.each([
    [null, null, 10, []],
    [[0, 2, 4, 6, 8, 9], null, 10, ['0-2 match', '4-6 match-alt', '8-9 match']],
    [[0, 2, 4, 6], 1, 10, ['0-2 match', '4-6 focus']],
    // A text shortened since the run: the marks stop at its end.
    [[0, 2, 4, 12], null, 5, ['0-2 match', '4-5 match-alt']],
  ])('marks offsets %j (selected %j, text of %d) as %j', (offsets, selected, length, expected) => {
    const run = offsets ? { offsets: Int32Array.from(offsets) } : null;
    const marks = matchMarks(run, selected, length).map((mark) => `${mark.from}-${mark.to} ${mark.tone}`);
    expect(marks).toEqual(expected);
  });
});

describe('explainedTokens', () => {
  it('lists the tokens in reading order with their depth, each after the group it is part of', () => {
    const { tokens } = checkPattern('(a[bc])d', '');
    const shown = explainedTokens(tokens, 100).map(
      (token) => `${token.depth}:${'(a[bc])d'.slice(token.start, token.end)}`,
    );
    expect(shown).toEqual(['0:(a[bc])', '1:a', '1:[bc]', '2:b', '2:c', '0:d']);
  });

  it('stops at the limit', () => {
    expect(explainedTokens(checkPattern('abcdef', '').tokens, 3)).toHaveLength(3);
  });
});

describe('what the screen says of a run', () => {
  const run = (count: number, countExact = true, elapsedMs = 3) => ({
    ...match('a', 'g', 'a'),
    count,
    countExact,
    elapsedMs,
  });

  it.each([
    { count: 2, exact: true, flags: 'g', groups: 1, matches: '2', shownFlags: 'g', notes: [] },
    { count: 0, exact: true, flags: '', groups: 0, matches: '0', shownFlags: 'none', notes: [] },
    {
      count: 1,
      exact: true,
      flags: 'i',
      groups: 0,
      matches: '1',
      shownFlags: 'i',
      notes: ['Without the g flag the engine stops at the first match; tick g to find them all.'],
    },
    {
      count: MARKED_MATCHES + 1,
      exact: true,
      flags: 'g',
      groups: 2,
      matches: '10,001',
      shownFlags: 'g',
      notes: ['The first 10,000 matches are highlighted.'],
    },
    {
      count: 20_000,
      exact: false,
      flags: 'g',
      groups: 0,
      matches: 'at least 20,000',
      shownFlags: 'g',
      notes: ['The first 10,000 matches are highlighted; counting stopped after 0.6 s, so the total is a lower bound.'],
    },
  ])('$count matches ($flags): $matches', ({ count, exact, flags, groups, matches, shownFlags, notes }) => {
    const summary = matchSummary(run(count, exact), flags, groups);
    expect(summary.statistics).toEqual([
      { label: 'Matches', value: matches },
      { label: 'Groups', value: String(groups) },
      { label: 'Flags', value: shownFlags },
      { label: 'Time', value: '3 ms' },
    ]);
    expect(summary.notes).toEqual(notes);
  });

  it.each([
    { count: 0, exact: true, indices: true, expected: 'No match.' },
    { count: 1, exact: true, indices: false, expected: '1 match. Select one to find it in the test text.' },
    {
      count: 3,
      exact: true,
      indices: true,
      expected:
        '3 matches. Select one to find it in the test text. With the d flag each group shows where it starts and ends, as [start, end).',
    },
    {
      count: LISTED_MATCHES + 1,
      exact: false,
      indices: false,
      expected: '501 matches at least; the first 500 are listed. Select one to find it in the test text.',
    },
  ])('the match list over $count matches', ({ count, exact, indices, expected }) => {
    expect(matchListIntro({ count, countExact: exact }, indices)).toBe(expected);
  });

  it.each([
    { pieces: ['a', 'b'], pieceCount: 2, expected: '2 pieces' },
    { pieces: ['a'], pieceCount: 1, expected: '1 piece' },
    { pieces: ['a', 'b'], pieceCount: 5000, expected: '5,000 pieces; the first 2 are listed' },
  ])('split into $pieceCount', ({ pieces, pieceCount, expected }) => {
    expect(splitIntro({ pieces, pieceCount })).toBe(expected);
  });

  it.each([
    { group: { number: 1, name: null }, expected: '$1' },
    { group: { number: 2, name: 'year' }, expected: '$2 year' },
  ])('group $expected', ({ group, expected }) => {
    expect(groupLabel({ ...group, text: null, start: null, end: null })).toBe(expected);
  });
});
