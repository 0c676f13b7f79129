import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonNumber, parseLosslessJson } from '../../lib/lossless-json';
import { JSON_PANE, MAX_RESULTS, QUERY_PANE, SAMPLE_INPUT, SAMPLE_QUERY, checkJsonPath } from './core';
import { iRegexp } from './iregexp';
import { compareNumbers, evaluateJsonPath, normalizedPath, parseJsonPath, pathKeys } from './rfc9535';

const rfc = { mode: 'rfc9535' } as const;
const legacy = { mode: 'legacy' } as const;

const paths = (json: string, query: string) =>
  evaluateJsonPath(parseJsonPath(query), parseLosslessJson(json)).map((node) => normalizedPath(pathKeys(node)));

describe('checkJsonPath (RFC 9535)', () => {
  it('runs the sample query on the sample document, with paths and places', () => {
    const report = checkJsonPath(SAMPLE_INPUT, SAMPLE_QUERY, rfc);
    expect(report.problems).toEqual([]);
    expect(report.count).toBe(2);
    expect(report.results!.map((result) => [result.path, result.value])).toEqual([
      ["$['store']['book'][0]['title']", '"Sayings of the Century"'],
      ["$['store']['book'][2]['title']", '"Moby Dick"'],
    ]);
    const [first] = report.results!;
    expect(SAMPLE_INPUT.slice(first!.start, first!.end)).toBe('"Sayings of the Century"');
    expect(JSON.parse(report.resultsJson)).toEqual(['Sayings of the Century', 'Moby Dick']);
  });

  it('keeps the digits of numbers and compares big integers exactly', () => {
    const json = '{"a": 12345678901234567890, "b": 12345678901234567891, "c": 1.50}';
    expect(checkJsonPath(json, '$.a', rfc).results![0]!.value).toBe('12345678901234567890');
    expect(checkJsonPath(json, '$.c', rfc).results![0]!.value).toBe('1.50');
    expect(checkJsonPath(json, '$[?@ > 12345678901234567890]', rfc).results!.map((r) => r.path)).toEqual(["$['b']"]);
    expect(checkJsonPath(json, '$[?@ == 1.5]', rfc).count).toBe(1);
  });

  it.each([
    ['$.a[', 4, 'Expected a selector'],
    ['$.a[0', 3, 'never closed'],
    ['$..', 3, 'After `..`'],
    ['$[?@.a = 1]', 7, 'Use `==`'],
    ['$[?length(@.*) > 1]', 10, 'singular query'],
    ['$[?count(@.a)]', 3, 'gives a value'],
    ['$[?foo(@)]', 3, 'Unknown function'],
    ['$[01]', 2, 'leading zeros'],
    [' $.a', 0, 'start with whitespace'],
  ])('places the syntax error of %j at column %i', (query, offset, message) => {
    const report = checkJsonPath('{}', query, rfc);
    expect(report.results).toBeNull();
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({
      severity: 'error',
      code: 'query-syntax',
      at: { input: QUERY_PANE, offset },
    });
    expect(report.problems[0]!.message).toContain(message);
  });

  it('places a JSON syntax error by line and column in the document pane', () => {
    const report = checkJsonPath('{\n  "a": 1\n  "b": 2\n}', '$.a', rfc);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ code: 'json-syntax', at: { input: JSON_PANE, line: 3, column: 3 } });
  });

  it('caps the results and keeps the count', () => {
    const json = JSON.stringify(Array.from({ length: MAX_RESULTS + 5 }, (_, index) => index));
    const report = checkJsonPath(json, '$[*]', rfc);
    expect(report.count).toBe(MAX_RESULTS + 5);
    expect(report.results).toHaveLength(MAX_RESULTS);
  });

  it('runs on any nesting depth', () => {
    const json = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
    expect(checkJsonPath(json, '$..[?@ == 1]', rfc).count).toBe(1);
  });

  it('gives no results and no problems without a query', () => {
    expect(checkJsonPath(SAMPLE_INPUT, '  ', rfc)).toMatchObject({ problems: [], results: null });
  });
});

describe('RFC 9535 evaluation', () => {
  it.each([
    ['$[::-1]', ['$[2]', '$[1]', '$[0]']],
    ['$[-1:]', ['$[2]']],
    ['$[?@ > 1]', ['$[1]', '$[2]']],
    ['$[0,0]', ['$[0]', '$[0]']],
  ])('%s', (query, expected) => {
    expect(paths('[1, 2, 3]', query)).toEqual(expected);
  });

  it('escapes names in normalized paths', () => {
    expect(paths('{"it\'s\\n": 1}', '$.*')).toEqual(["$['it\\'s\\n']"]);
  });
});

describe('compareNumbers', () => {
  it.each([
    ['1', '1.0', 0],
    ['1e2', '100', 0],
    ['-0', '0', 0],
    ['9007199254740993', '9007199254740992', 1],
    ['-5', '3', -1],
    ['-5', '-3', -1],
    ['0.001', '1e-3', 0],
    ['12.5', '1.25e1', 0],
  ])('%s vs %s', (left, right, expected) => {
    expect(Math.sign(compareNumbers(left, right))).toBe(expected);
  });

  it('agrees with doubles where doubles are exact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(Math.sign(compareNumbers(String(a), String(b))) || 0).toBe(Math.sign(a - b) || 0);
      }),
    );
  });

  it('keeps JsonNumber text', () => {
    expect(new JsonNumber('1.50').toString()).toBe('1.50');
  });
});

describe('I-Regexp', () => {
  it.each([
    ['a.c', 'abc', true],
    ['a.c', 'a\nc', false],
    ['a.c', 'a\rc', false],
    ['\\p{Lu}+', 'ABC', true],
    ['[a-c]+', 'abcd', false],
    ['x{2,3}', 'xxx', true],
    ['a\\-b', 'a-b', true],
    ['.', '😀', true],
  ])('match(%j) on %j is %s', (pattern, subject, expected) => {
    expect(iRegexp(pattern, true)?.test(subject)).toBe(expected);
  });

  it.each(['(?:a)', 'a*?', '\\d', '\\w', '(a', 'a{2,1}', '\\1', '[b-a]'])('rejects %j', (pattern) => {
    expect(iRegexp(pattern, true)).toBeNull();
  });
});

describe('checkJsonPath (legacy)', () => {
  it('runs jsonpath-plus syntax, with script expressions and places', () => {
    const report = checkJsonPath(SAMPLE_INPUT, '$.store.book[(@.length-1)].title', legacy);
    expect(report.results!.map((result) => [result.path, result.value])).toEqual([
      ["$['store']['book'][3]['title']", '"The Lord of the Rings"'],
    ]);
    expect(report.results![0]!.start).toBeGreaterThan(0);
    expect(checkJsonPath(SAMPLE_INPUT, '$..book[?(@.price < 10)].title', legacy).count).toBe(2);
  });

  it('approximates big numbers, as JavaScript numbers do', () => {
    expect(checkJsonPath('{"a": 12345678901234567891}', '$.a', legacy).results![0]!.value).toBe('12345678901234567000');
  });

  it('reports the JSON syntax error with its place', () => {
    expect(checkJsonPath('[1,]', '$', legacy).problems[0]).toMatchObject({ at: { input: JSON_PANE, line: 1 } });
  });
});
