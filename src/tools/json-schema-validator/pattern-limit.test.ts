import { describe, expect, it } from 'vitest';
import { withPatternsWatched } from './compile';
import { restoreStateReport } from '../../lib/tool-state';
import {
  MAX_REFERENCED_SCHEMAS,
  STATE_DEFAULTS,
  STATE_RULES,
  stoppedLimitMs,
  stoppedSentence,
  timeLimitFor,
  validateJsonAgainstSchema,
} from './core';
import { watchingPatterns, type PatternNoteMessage } from '../../lib/pattern-watch';

/** The notes a validation in a worker sends, without the nulls between them. */
function notesOf(data: unknown, schema: unknown, referenced: unknown[] = []) {
  const posted: PatternNoteMessage[] = [];
  const result = watchingPatterns(
    (message) => posted.push(message),
    () =>
      validateJsonAgainstSchema(
        JSON.stringify(data),
        JSON.stringify(schema),
        referenced.map((text) => JSON.stringify(text)),
      ),
  );
  return { result, notes: posted.flatMap(({ patternNote }) => (patternNote ? [patternNote] : [])) };
}

describe('a validation in a worker tells each test of a schema pattern, with where the pattern is', () => {
  it.each([
    [
      'pattern',
      { name: 'ab' },
      { properties: { name: { pattern: '^[a-z]+$' } } },
      '^[a-z]+$',
      'at #/properties/name/pattern in the JSON Schema',
    ],
    [
      'patternProperties (each property name)',
      { 'x-a': 1 },
      { patternProperties: { '^x-': { type: 'number' } } },
      '^x-',
      'at #/patternProperties/^x- in the JSON Schema',
    ],
    [
      'a pattern whose RegExp source differs from its text',
      { path: 'a/b' },
      { properties: { path: { pattern: 'a/b' } } },
      'a/b',
      'at #/properties/path/pattern in the JSON Schema',
    ],
    [
      'a pattern under definitions, reached by $ref',
      { code: 'x' },
      { definitions: { code: { pattern: '^x$' } }, properties: { code: { $ref: '#/definitions/code' } } },
      '^x$',
      'at #/definitions/code/pattern in the JSON Schema',
    ],
  ])('%s', (_, data, schema, pattern, where) => {
    const { result, notes } = notesOf(data, schema);
    expect(result.isValid).toBe(true);
    expect(notes).toEqual([{ pattern, where, exact: true }]);
  });

  it('names a referenced schema by its pane', () => {
    const address = { $id: 'https://example.com/address.json', properties: { zip: { pattern: '^[0-9]{5}$' } } };
    const { result, notes } = notesOf(
      { home: { zip: '1' } },
      { properties: { home: { $ref: 'https://example.com/address.json' } } },
      [address],
    );
    expect(result.errorCount).toBe(1);
    expect(notes).toEqual([
      { pattern: '^[0-9]{5}$', where: 'at #/properties/zip/pattern in Referenced Schema 1', exact: true },
    ]);
  });

  it('the formats the engine checks with its own expressions are not told', () => {
    const { notes } = notesOf({ when: '2024-01-15T10:30:00Z' }, { properties: { when: { format: 'date-time' } } });
    expect(notes).toEqual([]);
  });

  it('leaves RegExp.prototype.test as it was, after a validation and after one that fails', () => {
    const nativeTest = RegExp.prototype.test;
    notesOf({ name: 'a' }, { properties: { name: { pattern: 'a' } } });
    expect(RegExp.prototype.test).toBe(nativeTest);
    const pattern = { pattern: 'a', source: 'a', where: 'at #/pattern in the JSON Schema' };
    expect(() =>
      watchingPatterns(
        () => {},
        () =>
          withPatternsWatched([pattern], () => {
            expect(RegExp.prototype.test).not.toBe(nativeTest);
            throw new Error('the engine failed');
          }),
      ),
    ).toThrow('the engine failed');
    expect(RegExp.prototype.test).toBe(nativeTest);
  });
});

describe('the time limit', () => {
  it.each([
    [0, 2_000],
    [999_999, 2_000],
    [1_000_000, 6_000],
    [20_000_000, 82_000],
  ])('%i characters of input: %i ms', (length, ms) => {
    expect(timeLimitFor(length)).toBe(ms);
  });

  it.each([2_000, 6_000, 82_000, 2_500])('a stopped run names its limit (%i ms), and is recognised by it', (ms) => {
    expect(stoppedLimitMs(stoppedSentence(ms))).toBe(ms);
  });

  it.each(['Please enter both JSON data and schema', 'Validation took longer than expected'])(
    '%j is not a stopped run',
    (message) => {
      expect(stoppedLimitMs(message)).toBeNull();
    },
  );
});

describe("a restored state (a share link, the tab's storage) keeps to what the screen allows", () => {
  it.each([
    [0, 0, false],
    [MAX_REFERENCED_SCHEMAS, MAX_REFERENCED_SCHEMAS, false],
    [MAX_REFERENCED_SCHEMAS + 1, MAX_REFERENCED_SCHEMAS, true],
    [100, MAX_REFERENCED_SCHEMAS, true],
  ])('%i referenced schemas restore as %i (told: %s)', (stored, kept, told) => {
    const referencedSchemas = Array.from({ length: stored }, (_, index) => `{"$id": "s${index}.json"}`);
    const { state, outOfBounds } = restoreStateReport(
      { data: '{}', schema: '{}', referencedSchemas },
      STATE_DEFAULTS,
      STATE_RULES,
    );
    expect(state.referencedSchemas).toEqual(referencedSchemas.slice(0, kept));
    expect(outOfBounds).toEqual(told ? ['referencedSchemas'] : []);
  });
});
