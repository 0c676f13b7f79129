import { JSONPath } from 'jsonpath-plus';
import { pointerOf } from '../../lib/json-pointer';
import { findValueRanges } from '../../lib/json-source';
import { parseLosslessJson, stringifyLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { LineIndex, type DocumentProblem } from '../../lib/problems';
import { isToolError } from '../../lib/tool-error';
import { JSON_PANE, MAX_RESULTS, QUERY_PANE } from './samples';
import { QuerySyntaxError, evaluateJsonPath, normalizedPath, parseJsonPath, pathKeys } from './rfc9535';
import { aroundPattern, watchingNow } from '../../lib/pattern-watch';

import type { JsonPathMode } from './samples';

export * from './samples';

export interface JsonPathOptions {
  mode: JsonPathMode;
}

/** A value longer than this is cut short in the list (Copy gives it whole). */
const SHOWN_VALUE_LENGTH = 300;

export interface JsonPathResult {
  /** The normalized path, `$['store']['book'][0]`. */
  path: string;
  /** The value as JSON text, compact, cut at SHOWN_VALUE_LENGTH characters. */
  value: string;
  /** Where the value is in the document text (absent when it is not there, e.g. jsonpath-plus's `length`). */
  start?: number;
  end?: number;
}

export interface JsonPathReport {
  problems: DocumentProblem[];
  /** Null when there is no query to run, or the query or the document could not be read. */
  results: JsonPathResult[] | null;
  /** How many nodes the query selected (results holds at most MAX_RESULTS of them). */
  count: number;
  /** The values as a JSON array, indented, for Copy. */
  resultsJson: string;
}

/** Runs a JSONPath query on a JSON document: the results with their paths and places, or the problems. */
export function checkJsonPath(json: string, query: string, { mode }: JsonPathOptions): JsonPathReport {
  const problems: DocumentProblem[] = [];
  const empty = (): JsonPathReport => ({ problems, results: null, count: 0, resultsJson: '' });
  const hasQuery = query.trim() !== '';
  return mode === 'legacy'
    ? runLegacy(json, query, hasQuery, problems, empty)
    : runRfc(json, query, hasQuery, problems, empty);
}

/** The parser's message without its place, which the problem list shows beside it. */
function withoutPlace(message: string): string {
  return message.replace(/ at line \d+, column \d+ \(position \d+\)$/, '');
}

function jsonProblem(error: unknown): DocumentProblem {
  if (isToolError(error) && error.location)
    return {
      severity: 'error',
      message: `The JSON is not valid: ${withoutPlace(error.message)}`,
      at: { ...error.location, input: JSON_PANE },
      code: 'json-syntax',
    };
  return {
    severity: 'error',
    message: `The JSON is not valid: ${error instanceof Error ? error.message : String(error)}`,
    at: { line: 1, column: 1, offset: 0, input: JSON_PANE },
    code: 'json-syntax',
  };
}

function runRfc(
  json: string,
  query: string,
  hasQuery: boolean,
  problems: DocumentProblem[],
  empty: () => JsonPathReport,
): JsonPathReport {
  let parsedQuery: ReturnType<typeof parseJsonPath> | null = null;
  if (hasQuery) {
    try {
      parsedQuery = parseJsonPath(query);
    } catch (error) {
      if (!(error instanceof QuerySyntaxError)) throw error;
      problems.push(
        new LineIndex(query).problem('error', error.message, error.offset, {
          length: error.length,
          code: 'query-syntax',
          input: QUERY_PANE,
        }),
      );
    }
  }
  let document: LosslessJson;
  try {
    document = parseLosslessJson(json);
  } catch (error) {
    problems.push(jsonProblem(error));
    return empty();
  }
  if (parsedQuery === null) return empty();

  const nodes = evaluateJsonPath(parsedQuery, document);
  const listed = nodes.slice(0, MAX_RESULTS);
  const keys = listed.map(pathKeys);
  const pointers = keys.map((path) => pointerOf(path.map(String)));
  const ranges = findValueRanges(json, pointers);
  const results = listed.map((node, index) => {
    const range = ranges.get(pointers[index]!);
    return {
      path: normalizedPath(keys[index]!),
      value: shortText(stringifyLosslessJson(node.value, { stopAfter: SHOWN_VALUE_LENGTH })),
      ...(range ? { start: range.start, end: range.end } : {}),
    };
  });
  const resultsJson = stringifyLosslessJson(
    listed.map((node) => node.value),
    { indent: '  ' },
  );
  return { problems, results, count: nodes.length, resultsJson };
}

/** The string methods a legacy filter can call that make a regular expression of a string: `@.name.search("^J")`. */
const PATTERN_METHODS = ['match', 'search'] as const;

/**
 * Runs jsonpath-plus with each pattern a filter's string method runs told to the page (see pattern-watch.ts),
 * when a worker is watching: the methods are wrapped for the run. A RegExp argument is jsonpath-plus's own
 * (a filter cannot write one), and is not the user's.
 */
export function withStringPatternsWatched<T>(run: () => T): T {
  if (!watchingNow()) return run();
  const prototype = String.prototype as unknown as Record<string, (this: string, pattern?: unknown) => unknown>;
  const natives = PATTERN_METHODS.map((name) => [name, prototype[name]!] as const);
  for (const [name, native] of natives) {
    prototype[name] = function watchedMethod(this: string, pattern?: unknown) {
      if (pattern instanceof RegExp) return native.call(this, pattern);
      const text = pattern === undefined ? '' : String(pattern);
      return aroundPattern(text, `of .${name}()`, () => native.call(this, pattern));
    };
  }
  try {
    return run();
  } finally {
    for (const [name, native] of natives) prototype[name] = native;
  }
}

function shortText(text: string): string {
  return text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH)}…` : text;
}

interface LegacyMatch {
  path: string;
  value: unknown;
  pointer: string;
}

/** jsonpath-plus, on the document as `JSON.parse` reads it: numbers are doubles there. */
function runLegacy(
  json: string,
  query: string,
  hasQuery: boolean,
  problems: DocumentProblem[],
  empty: () => JsonPathReport,
): JsonPathReport {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    // The lossless parser says where the mistake is; JSON.parse's messages differ between engines.
    try {
      parseLosslessJson(json);
    } catch (error) {
      problems.push(jsonProblem(error));
    }
    return empty();
  }
  if (!hasQuery) return empty();
  let matches: LegacyMatch[];
  try {
    matches =
      (withStringPatternsWatched(() =>
        JSONPath({ path: query, json: document as object, resultType: 'all', eval: 'safe', wrap: true }),
      ) as LegacyMatch[] | undefined) ?? [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at character (\d+)/.exec(message);
    const offset = at ? Math.min(Number(at[1]), query.length) : 0;
    problems.push(
      new LineIndex(query).problem('error', `jsonpath-plus cannot run this query: ${message}`, offset, {
        length: at ? 1 : query.length,
        code: 'query-syntax',
        input: QUERY_PANE,
      }),
    );
    return empty();
  }
  const listed = matches.slice(0, MAX_RESULTS);
  const ranges = findValueRanges(
    json,
    listed.map((match) => match.pointer),
  );
  const results = listed.map((match) => {
    const range = ranges.get(match.pointer);
    return {
      path: match.path,
      value: shortText(JSON.stringify(match.value) ?? 'undefined'),
      ...(range ? { start: range.start, end: range.end } : {}),
    };
  });
  const resultsJson = JSON.stringify(
    listed.map((match) => match.value),
    null,
    2,
  );
  return { problems, results, count: matches.length, resultsJson };
}
