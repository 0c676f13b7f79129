/**
 * JSON-Schema-Test-Suite, draft7 (copied beside this file with its licence; see SOURCE.md), run through
 * the same compile and validate path the screen uses. The remote schemas the tests refer to as
 * http://localhost:1234/... are added from the copied remotes/ folder as a user adds referenced schemas:
 * registered under their "$id", which a remote without one is given as the user would (its URL), so
 * nothing is fetched. refRemote.json also runs through the screen's own task, from the texts.
 *
 * The pass counts are asserted exactly, with the failures listed by name, so a change that breaks (or
 * fixes) a case shows up here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile';
import { validateJsonAgainstSchema } from './core';

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

/**
 * The remotes as a user would paste them into Referenced Schemas: each file's text, and for a remote
 * without an "$id" (the suite serves it at its URL) the same schema with that URL as its "$id", as the
 * screen's message asks.
 */
const remoteTexts: string[] = jsonFiles(join(SUITE, 'remotes'), true).map((path) => {
  const text = readFileSync(path, 'utf8');
  const schema = JSON.parse(text) as Record<string, unknown>;
  if (typeof schema['$id'] === 'string') return text;
  const url = `http://localhost:1234/${relative(join(SUITE, 'remotes'), path).split('\\').join('/')}`;
  return JSON.stringify({ $id: url, ...schema }, null, 2);
});

/** Fresh copies each time: compiling annotates and rewrites the schemas it is given. */
function references() {
  return remoteTexts.map((text, index) => ({ name: `Referenced Schema ${index + 1}`, schema: JSON.parse(text) }));
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
        compiled = compileSchema(JSON.parse(JSON.stringify(group.schema)), { references: references() });
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

/** refRemote.json the way the screen runs it: the data, schema and referenced schema texts into its task. */
function runRefRemoteThroughTheScreensTask(): Outcome {
  const outcome: Outcome = { passed: 0, failed: [] };
  const groups = JSON.parse(readFileSync(join(TESTS, 'refRemote.json'), 'utf8')) as SuiteGroup[];
  for (const group of groups) {
    for (const test of group.tests) {
      let valid: boolean | null = null;
      try {
        valid = validateJsonAgainstSchema(JSON.stringify(test.data), JSON.stringify(group.schema), remoteTexts).isValid;
      } catch {
        valid = null;
      }
      if (valid === test.valid) outcome.passed += 1;
      else outcome.failed.push(`${group.description} | ${test.description}`);
    }
  }
  return outcome;
}

/**
 * Required draft7 cases that fail, as "file | group | test". None at present: cfworker alone fails the two
 * "$ref prevents a sibling $id from changing the base uri" cases, which prepare-schema.ts fixes by dropping an
 * "$id" written beside a "$ref" (Draft-07 ignores it), and the "$ref" to the Draft-07 meta-schema cases,
 * which pass because the meta-schema is registered.
 */
const KNOWN_REQUIRED_FAILURES: string[] = [];

/** The test cases in draft7 refRemote.json (11 groups): every one passes through the screen's task. */
const REF_REMOTE_CASES = 23;

describe('JSON-Schema-Test-Suite draft7', () => {
  it('passes the required tests, except the known failures', () => {
    const { passed, failed } = runFiles(required);
    console.log(`draft7 required: ${passed} passed, ${failed.length} failed of ${passed + failed.length}`);
    expect(failed).toEqual(KNOWN_REQUIRED_FAILURES);
    expect(passed + failed.length).toBe(927);
    expect(passed).toBe(927 - KNOWN_REQUIRED_FAILURES.length);
  });

  it("refRemote.json through the screen's task, with the remotes added as referenced schemas", () => {
    const { passed, failed } = runRefRemoteThroughTheScreensTask();
    console.log(
      `draft7 refRemote (screen's task): ${passed} passed, ${failed.length} failed of ${passed + failed.length}`,
    );
    expect(failed).toEqual([]);
    expect(passed).toBe(REF_REMOTE_CASES);
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
