/**
 * JSON-Schema-Test-Suite, draft7 (copied beside this file with its licence; see SOURCE.md), run through
 * the same compile and validate path the screen uses. The remote schemas the tests refer to as
 * http://localhost:1234/... are registered from the copied remotes/ folder, so nothing is fetched.
 *
 * The pass counts are asserted exactly, with the failures listed by name, so a change that breaks (or
 * fixes) a case shows up here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSchema } from './engine';

const SUITE = join(dirname(fileURLToPath(import.meta.url)), 'conformance', 'json-schema-test-suite');
const TESTS = join(SUITE, 'tests', 'draft7');

interface SuiteCase {
  description: string;
  data: unknown;
  valid: boolean;
}

interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteCase[];
}

function jsonFiles(directory: string, recursive: boolean): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return recursive ? jsonFiles(path, true) : [];
      return entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

const remoteTexts: Record<string, string> = Object.fromEntries(
  jsonFiles(join(SUITE, 'remotes'), true).map((path) => [
    `http://localhost:1234/${relative(join(SUITE, 'remotes'), path).split('\\').join('/')}`,
    readFileSync(path, 'utf8'),
  ]),
);

/** Fresh copies each time: compiling annotates and rewrites the schemas it is given. */
function remotes(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(remoteTexts).map(([uri, text]) => [uri, JSON.parse(text)]));
}

interface Outcome {
  passed: number;
  failed: string[];
}

function runFiles(files: readonly string[]): Outcome {
  const outcome: Outcome = { passed: 0, failed: [] };
  for (const file of files) {
    const name = relative(TESTS, file).split('\\').join('/');
    const groups = JSON.parse(readFileSync(file, 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      let compiled: ReturnType<typeof compileSchema> | null = null;
      try {
        compiled = compileSchema(JSON.parse(JSON.stringify(group.schema)), { remotes: remotes() });
      } catch {
        compiled = null;
      }
      for (const test of group.tests) {
        let valid: boolean | null = null;
        try {
          valid = compiled === null ? null : compiled.validate(test.data).errors.length === 0;
        } catch {
          valid = null;
        }
        if (valid === test.valid) outcome.passed += 1;
        else outcome.failed.push(`${name} | ${group.description} | ${test.description}`);
      }
    }
  }
  return outcome;
}

const required = jsonFiles(TESTS, false);
const optional = jsonFiles(join(TESTS, 'optional'), false);
const optionalFormat = jsonFiles(join(TESTS, 'optional', 'format'), false);

/**
 * Required draft7 cases that fail, as "file | group | test". None at present: cfworker alone fails the two
 * "$ref prevents a sibling $id from changing the base uri" cases, which engine.ts fixes by dropping an
 * "$id" written beside a "$ref" (Draft-07 ignores it), and the "$ref" to the Draft-07 meta-schema cases,
 * which pass because the meta-schema is registered.
 */
const KNOWN_REQUIRED_FAILURES: string[] = [];

describe('JSON-Schema-Test-Suite draft7', () => {
  it('passes the required tests, except the known failures', () => {
    const { passed, failed } = runFiles(required);
    console.log(`draft7 required: ${passed} passed, ${failed.length} failed of ${passed + failed.length}`);
    expect(failed).toEqual(KNOWN_REQUIRED_FAILURES);
    expect(passed + failed.length).toBe(927);
    expect(passed).toBe(927 - KNOWN_REQUIRED_FAILURES.length);
  });

  it('optional tests (reported; counts pinned)', () => {
    const { passed, failed } = runFiles(optional);
    console.log(
      `draft7 optional: ${passed} passed, ${failed.length} failed of ${passed + failed.length}\n  ${failed.join('\n  ')}`,
    );
    // Fails: content.json (contentMediaType and contentEncoding are annotations only), and unknownKeyword.json
    // ("$id" inside an unknown keyword, which cfworker still takes as an identifier).
    expect({ passed, failed: failed.length }).toEqual({ passed: 111, failed: 7 });
  });

  it('optional/format tests (reported; counts pinned)', () => {
    const { passed, failed } = runFiles(optionalFormat);
    console.log(
      `draft7 optional/format: ${passed} passed, ${failed.length} failed of ${passed + failed.length}\n  ${failed.join('\n  ')}`,
    );
    // Fails: hostname and idn-hostname cases needing IDNA2008's context and bidi rules and punycode
    // checks, and some uri, uri-reference and iri edge cases (ports, brackets, leading zeros in IPv6).
    expect({ passed, failed: failed.length }).toEqual({ passed: 620, failed: 56 });
  });
});
