import { describe, expect, it } from 'vitest';
import { JsonNumber, parseLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import cts from './conformance/jsonpath-compliance-test-suite/cts.json';
import { QuerySyntaxError, evaluateJsonPath, normalizedPath, parseJsonPath, pathKeys } from './rfc9535';

interface CtsCase {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  results?: unknown[][];
  result_paths?: string[];
  results_paths?: string[][];
  invalid_selector?: boolean;
}

const cases = (cts as { tests: CtsCase[] }).tests;

/** Lossless values as plain JSON, numbers as numbers: what the suite's expectations are written in. */
function plain(value: LosslessJson): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of value) Object.defineProperty(object, key, { value: plain(item), enumerable: true });
    return object;
  }
  return value;
}

/** Runs one case; the reason it fails, or null when it passes. */
function failure(test: CtsCase): string | null {
  let query;
  try {
    query = parseJsonPath(test.selector);
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) return `threw ${String(error)}`;
    return test.invalid_selector ? null : `rejected: ${error.message}`;
  }
  if (test.invalid_selector) return 'accepted an invalid selector';
  const document = parseLosslessJson(JSON.stringify(test.document));
  const nodes = evaluateJsonPath(query, document);
  const values = nodes.map((node) => plain(node.value));
  const paths = nodes.map((node) => normalizedPath(pathKeys(node)));
  const expected = test.results ?? [test.result];
  const expectedPaths = test.results_paths ?? (test.result_paths ? [test.result_paths] : null);
  const matching = expected.findIndex((result) => {
    try {
      expect(values).toEqual(result);
      return true;
    } catch {
      return false;
    }
  });
  if (matching === -1) return `values ${JSON.stringify(values)}`;
  if (expectedPaths && !expectedPaths.some((candidate) => JSON.stringify(candidate) === JSON.stringify(paths)))
    return `paths ${JSON.stringify(paths)}`;
  return null;
}

const failures = cases.map((test) => ({ test, reason: failure(test) })).filter((entry) => entry.reason !== null);

describe(`JSONPath CTS: ${cases.length - failures.length}/${cases.length}`, () => {
  it('passes every case of the JSONPath Compliance Test Suite', () => {
    expect(failures.map(({ test, reason }) => `${test.name} (${test.selector}): ${reason}`)).toEqual([]);
  });
});
