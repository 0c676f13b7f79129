/**
 * The OpenAPI Initiative's own example documents (conformance/oai-examples, see its SOURCE.md) must all
 * validate: no errors. Warnings and notes are allowed, and each one expected is listed here with its reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOpenApi } from './core';

const ROOT = join(__dirname, 'conformance', 'oai-examples');

function documents(folder: string): string[] {
  return readdirSync(folder)
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return documents(path);
      return /\.(?:json|ya?ml)$/.test(name) ? [path] : [];
    })
    .sort();
}

const files = documents(ROOT).map((path) => relative(ROOT, path));

/** The warnings and notes each example gets, by code; every other example has none. */
const EXPECTED_NOTES: Readonly<Record<string, readonly string[]>> = {
  // No `host`: the API is on the host serving the document (said as a note).
  'v2.0/json/api-with-examples.json': ['no-host'],
  'v2.0/yaml/api-with-examples.yaml': ['no-host'],
  // $refs into Pet, NewPet, parameters and Error files: listed as not checked (nothing is fetched).
  'v2.0/json/petstore-separate/spec/swagger.json': ['external-ref', 'external-ref', 'external-ref', 'external-ref'],
  'v2.0/yaml/petstore-separate/spec/swagger.yaml': ['external-ref', 'external-ref', 'external-ref', 'external-ref'],
  // `definitions.ProductList` is defined but no $ref uses it (the JSON copy differs: it uses it).
  'v2.0/yaml/uber.yaml': ['unused-component'],
  // An operation without responses: allowed since 3.1, warned about as clients cannot tell what success is.
  'v3.1/non-oauth-scopes.json': ['no-responses'],
  'v3.1/non-oauth-scopes.yaml': ['no-responses'],
  'v3.2/3.2-tags-example.json': ['no-responses', 'no-responses', 'no-responses', 'no-responses'],
  'v3.2/3.2-tags-example.yaml': ['no-responses', 'no-responses', 'no-responses', 'no-responses'],
};

const results = files.map((file) => ({ file, report: checkOpenApi(readFileSync(join(ROOT, file), 'utf8')) }));
const passed = results.filter(
  ({ report }) => report.version !== null && report.problems.every((p) => p.severity !== 'error'),
);

describe(`OpenAPI Initiative examples: ${passed.length}/${files.length} validate`, () => {
  it('covers every version, in JSON and YAML', () => {
    const versions = new Set(results.map(({ report }) => `${report.version} ${report.format}`));
    expect([...versions].sort()).toEqual([
      '2.0 json',
      '2.0 yaml',
      '3.0 json',
      '3.0 yaml',
      '3.1 json',
      '3.1 yaml',
      '3.2 json',
      '3.2 yaml',
    ]);
  });

  it.each(results)('$file has no errors, and only the expected warnings', ({ file, report }) => {
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.problems.map((problem) => problem.code)).toEqual(EXPECTED_NOTES[file] ?? []);
    // Every example describes at least one operation (webhook-example only webhooks).
    expect(report.summary?.groups.length).toBeGreaterThan(0);
  });
});
