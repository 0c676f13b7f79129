import { describe, expect, it } from 'vitest';
import { checkJsonPath, stoppedLimitMs, stoppedSentence, timeLimitFor, withStringPatternsWatched } from './core';
import { watchingPatterns, type PatternNoteMessage } from '../../lib/pattern-watch';

/** The notes a query in a worker sends, without the nulls between them. */
function notesOf(json: string, query: string, mode: 'rfc9535' | 'legacy') {
  const posted: PatternNoteMessage[] = [];
  const report = watchingPatterns(
    (message) => posted.push(message),
    () => checkJsonPath(json, query, { mode }),
  );
  return { report, notes: posted.flatMap(({ patternNote }) => (patternNote ? [patternNote] : [])) };
}

const DOCUMENT = JSON.stringify({
  people: [
    { name: 'Jane', code: 'J.*' },
    { name: 'Bob', code: 'B' },
  ],
});

describe('a query in a worker tells each test of a pattern, and whose pattern it is', () => {
  it.each([
    [
      'match() with a pattern in the query',
      '$.people[?match(@.name, "J.*")].name',
      'rfc9535',
      ['J.*', 'J.*'],
      'of match()',
      1,
    ],
    [
      'search() with a pattern in the query',
      '$.people[?search(@.name, "o")].name',
      'rfc9535',
      ['o', 'o'],
      'of search()',
      1,
    ],
    [
      'match() with patterns from the document',
      '$.people[?match(@.name, @.code)].name',
      'rfc9535',
      ['J.*', 'B'],
      'of match()',
      1,
    ],
    [
      "a legacy filter's .search()",
      '$.people[?(@.name.search("^J") === 0)].name',
      'legacy',
      ['^J', '^J'],
      'of .search()',
      1,
    ],
    ["a legacy filter's .match()", '$.people[?(@.name.match("o"))].name', 'legacy', ['o', 'o'], 'of .match()', 1],
  ] as const)('%s', (_, query, mode, patterns, where, count) => {
    const { report, notes } = notesOf(DOCUMENT, query, mode);
    expect(report.problems).toEqual([]);
    expect(report.count).toBe(count);
    expect(notes).toEqual(patterns.map((pattern) => ({ pattern, where, exact: true })));
  });

  it('a query without match() or search() tells nothing', () => {
    expect(notesOf(DOCUMENT, '$.people[?@.name == "Bob"]', 'rfc9535').notes).toEqual([]);
    expect(notesOf(DOCUMENT, '$.people[?(@.name === "Bob")]', 'legacy').notes).toEqual([]);
  });

  it('leaves the string methods as they were, after a query and after one that fails', () => {
    const { match, search } = String.prototype;
    notesOf(DOCUMENT, '$.people[?(@.name.search("^J") === 0)].name', 'legacy');
    expect([String.prototype.match, String.prototype.search]).toEqual([match, search]);
    expect(() =>
      watchingPatterns(
        () => {},
        () =>
          withStringPatternsWatched(() => {
            expect(String.prototype.search).not.toBe(search);
            throw new Error('jsonpath-plus failed');
          }),
      ),
    ).toThrow('jsonpath-plus failed');
    expect([String.prototype.match, String.prototype.search]).toEqual([match, search]);
  });

  it('outside a worker nothing is wrapped', () => {
    const { search } = String.prototype;
    withStringPatternsWatched(() => expect(String.prototype.search).toBe(search));
  });
});

describe('the time limit', () => {
  it.each([
    [0, 2_000],
    [999_999, 2_000],
    [1_000_000, 6_000],
    [19_000_000, 78_000],
  ])('%i characters of input: %i ms', (length, ms) => {
    expect(timeLimitFor(length)).toBe(ms);
  });

  it.each([2_000, 6_000, 78_000, 2_500])('a stopped query names its limit (%i ms), and is recognised by it', (ms) => {
    expect(stoppedSentence(ms)).toMatch(/^The query took longer than [\d.]+ s and was stopped\.$/);
    expect(stoppedLimitMs(stoppedSentence(ms))).toBe(ms);
  });

  it('any other message is not a stopped query', () => {
    expect(stoppedLimitMs('Running a query needs a Web Worker, and this browser did not start one.')).toBeNull();
  });
});
