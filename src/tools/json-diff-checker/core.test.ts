import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import {
  BLANK_INPUT_MESSAGE,
  SAMPLE_MODIFIED,
  SAMPLE_ORIGINAL,
  VALUE_TEXT_LIMIT,
  compareJson,
  type DiffEntry,
} from './core';
import { scalarsEqual, toJsonText } from './values';
import { toolErrorOf } from '../../test/errors';

/** An entry as [type, path, description, old JSON text or undefined, new JSON text or undefined]. */
type Row = [string, string, string, string | undefined, string | undefined];

function rows(original: string, modified: string): Row[] {
  return compareJson(original, modified).entries.map((entry) => [
    entry.type,
    entry.path,
    entry.description,
    entry.oldValue?.json,
    entry.newValue?.json,
  ]);
}

describe('compareJson: input checks', () => {
  it.each([
    ['', '{}'],
    ['{}', ''],
    ['  \n\t', '{}'],
    ['{}', '   '],
    ['', ''],
  ])('blank input %j / %j asks for both', (original, modified) => {
    expect(toolErrorOf(() => compareJson(original, modified)).message).toBe(BLANK_INPUT_MESSAGE);
  });

  it('names the side, line and column of a syntax error', () => {
    const error = toolErrorOf(() => compareJson('{"a": 1}', '{\n  "a": 1,\n}'));
    expect(error.message).toBe(
      "Modified JSON: Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    );
    // The location names the pane by its id, so the error is marked in that pane only.
    expect(error.location).toEqual({ line: 3, column: 1, offset: 12, input: 'modified' });
    expect(toolErrorOf(() => compareJson('[1,]', '[]')).location?.input).toBe('original');
    expect(toolErrorOf(() => compareJson('[1,]', '[]')).message).toBe(
      "Original JSON: Unexpected ']': trailing comma in array at line 1, column 4 (position 3)",
    );
  });

  it('reports both sides when both are invalid', () => {
    expect(toolErrorOf(() => compareJson('{a}', "['x']")).message).toBe(
      "Original JSON: Expected a double-quoted property name, found 'a' at line 1, column 2 (position 1)\n" +
        'Modified JSON: Unexpected character "\'": expected a value at line 1, column 2 (position 1)',
    );
  });
});

describe('compareJson: rules', () => {
  it.each<{ name: string; original: string; modified: string; expected: Row[] }>([
    {
      name: 'identical documents',
      original: '{"a": [1, {"b": null}]}',
      modified: '{"a":[1,{"b":null}]}',
      expected: [],
    },
    {
      name: 'key order never counts',
      original: '{"a": 1, "b": {"c": 2, "d": 3}}',
      modified: '{"b": {"d": 3, "c": 2}, "a": 1}',
      expected: [],
    },
    {
      name: 'added property',
      original: '{"a": 1}',
      modified: '{"a": 1, "b": {"c": true}}',
      expected: [['added', 'b', 'Added property', undefined, '{\n  "c": true\n}']],
    },
    {
      name: 'removed property',
      original: '{"a": 1, "b": "x"}',
      modified: '{"a": 1}',
      expected: [['removed', 'b', 'Removed property', '"x"', undefined]],
    },
    {
      name: 'modified property',
      original: '{"a": 1}',
      modified: '{"a": "1"}',
      expected: [['modified', 'a', 'Modified property', '1', '"1"']],
    },
    {
      name: 'nested paths are dot-joined',
      original: '{"user": {"address": {"city": "New York"}}}',
      modified: '{"user": {"address": {"city": "Boston"}}}',
      expected: [['modified', 'user.address.city', 'Modified property', '"New York"', '"Boston"']],
    },
    {
      name: 'array items compare by index',
      original: '{"tags": ["a", "b", "c"]}',
      modified: '{"tags": ["a", "x"]}',
      expected: [
        ['modified', 'tags[1]', 'Modified array item at index 1', '"b"', '"x"'],
        ['removed', 'tags[2]', 'Removed array item at index 2', '"c"', undefined],
      ],
    },
    {
      name: 'added array item',
      original: '[1]',
      modified: '[1, {"id": 2}]',
      expected: [['added', '[1]', 'Added array item at index 1', undefined, '{\n  "id": 2\n}']],
    },
    {
      name: 'an insertion at the front shifts every index',
      original: '[1, 2]',
      modified: '[0, 1, 2]',
      expected: [
        ['modified', '[0]', 'Modified array item at index 0', '1', '0'],
        ['modified', '[1]', 'Modified array item at index 1', '2', '1'],
        ['added', '[2]', 'Added array item at index 2', undefined, '2'],
      ],
    },
    {
      name: 'objects inside arrays',
      original: '{"users": [{"name": "Ada"}]}',
      modified: '{"users": [{"name": "Grace", "admin": true}]}',
      expected: [
        ['modified', 'users[0].name', 'Modified property', '"Ada"', '"Grace"'],
        ['added', 'users[0].admin', 'Added property', undefined, 'true'],
      ],
    },
    {
      name: 'nested arrays',
      original: '[[1, [2]]]',
      modified: '[[1, [3]]]',
      expected: [['modified', '[0][1][0]', 'Modified array item at index 0', '2', '3']],
    },
    {
      name: 'big integers differ by their last digit',
      original: '{"id": 12345678901234567890}',
      modified: '{"id": 12345678901234567891}',
      expected: [['modified', 'id', 'Modified property', '12345678901234567890', '12345678901234567891']],
    },
    {
      name: 'numbers compare by value: 1.0 = 1, 1e2 = 100, -0 = 0',
      original: '[1.0, 1e2, -0, 0.50]',
      modified: '[1, 100, 0, 5E-1]',
      expected: [],
    },
    {
      name: 'numbers beyond double range stay exact',
      original: '[1e400, 1e-400]',
      modified: '[2e400, 0]',
      expected: [
        ['modified', '[0]', 'Modified array item at index 0', '1e400', '2e400'],
        ['modified', '[1]', 'Modified array item at index 1', '1e-400', '0'],
      ],
    },
    {
      name: 'a number is not the string of it',
      original: '{"n": 1}',
      modified: '{"n": "1"}',
      expected: [['modified', 'n', 'Modified property', '1', '"1"']],
    },
    { name: 'strings compare decoded', original: '["\\u00e9", "a\\/b"]', modified: '["é", "a/b"]', expected: [] },
    { name: 'duplicate keys: the last one wins', original: '{"a": 1, "a": 2}', modified: '{"a": 2}', expected: [] },
    {
      name: 'duplicate keys on the modified side too',
      original: '{"a": 1}',
      modified: '{"a": 1, "a": 3}',
      expected: [['modified', 'a', 'Modified property', '1', '3']],
    },
    {
      name: 'a type change is a modification of the whole value',
      original: '{"v": [1]}',
      modified: '{"v": {"0": 1}}',
      expected: [['modified', 'v', 'Modified property', '[\n  1\n]', '{\n  "0": 1\n}']],
    },
    {
      name: 'null versus an object',
      original: '{"v": null}',
      modified: '{"v": {}}',
      expected: [['modified', 'v', 'Modified property', 'null', '{}']],
    },
    {
      name: 'a property that is null is still there',
      original: '{"v": null}',
      modified: '{}',
      expected: [['removed', 'v', 'Removed property', 'null', undefined]],
    },
    {
      name: 'different top-level values',
      original: '"a"',
      modified: '["a"]',
      expected: [['modified', 'root', 'Modified root value', '"a"', '[\n  "a"\n]']],
    },
    { name: 'identical scalars at the top', original: ' 12 ', modified: '12.0', expected: [] },
    {
      name: 'names that are not identifiers are quoted, so a path never means two places',
      original: '{"a.b": 1, "a": {"b": 1}, "first name": 1, "0": 1, "": 1, "root": 1, "x": {"root": 1}}',
      modified: '{"a.b": 2, "a": {"b": 2}, "first name": 2, "0": 2, "": 2, "root": 2, "x": {"root": 2}}',
      expected: [
        ['modified', '["a.b"]', 'Modified property', '1', '2'],
        ['modified', 'a.b', 'Modified property', '1', '2'],
        ['modified', '["first name"]', 'Modified property', '1', '2'],
        ['modified', '["0"]', 'Modified property', '1', '2'],
        ['modified', '[""]', 'Modified property', '1', '2'],
        ['modified', '["root"]', 'Modified property', '1', '2'],
        ['modified', 'x.root', 'Modified property', '1', '2'],
      ],
    },
    {
      name: 'unicode names are plain',
      original: '{"prénom": 1, "$id": 1, "snake_case-name2": 1}',
      modified: '{"prénom": 2, "$id": 2, "snake_case-name2": 2}',
      expected: [
        ['modified', 'prénom', 'Modified property', '1', '2'],
        ['modified', '$id', 'Modified property', '1', '2'],
        ['modified', 'snake_case-name2', 'Modified property', '1', '2'],
      ],
    },
    {
      name: '"__proto__" is an ordinary key',
      original: '{"__proto__": {"x": 1}}',
      modified: '{"__proto__": {"x": 2}}',
      expected: [['modified', '__proto__.x', 'Modified property', '1', '2']],
    },
    {
      name: "the original's keys come first, then the added ones",
      original: '{"b": 1, "a": 1}',
      modified: '{"c": 1, "a": 2}',
      expected: [
        ['removed', 'b', 'Removed property', '1', undefined],
        ['modified', 'a', 'Modified property', '1', '2'],
        ['added', 'c', 'Added property', undefined, '1'],
      ],
    },
  ])('$name', ({ original, modified, expected }) => {
    expect(rows(original, modified)).toEqual(expected);
  });

  it('counts each kind', () => {
    expect(compareJson('{"a": 1, "b": 2, "c": [1, 2]}', '{"a": 9, "c": [1, 2, 3], "d": 4}').counts).toEqual({
      added: 2,
      removed: 1,
      modified: 1,
    });
  });

  it('cuts a huge value short and says so', () => {
    const big = JSON.stringify(Array.from({ length: 5000 }, (_, index) => `item ${index}`));
    const [entry] = compareJson('{}', `{"big": ${big}}`).entries;
    expect(entry?.newValue?.truncated).toBe(true);
    expect(entry?.newValue?.json).toHaveLength(VALUE_TEXT_LIMIT);
    expect(entry?.oldValue).toBeUndefined();
  });

  it('compares 100000 levels of nesting without a stack overflow', () => {
    const depth = 100_000;
    const nested = (inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);
    expect(compareJson(nested('1'), nested('1.0')).entries).toEqual([]);
    const [entry] = compareJson(nested('1'), nested('2')).entries;
    expect(entry?.path).toBe('[0]'.repeat(depth - 1) + '[0]');
    expect(entry?.description).toBe('Modified array item at index 0');
  });

  it('the sample shows every kind of change and ignores a number written differently', () => {
    const result = compareJson(SAMPLE_ORIGINAL, SAMPLE_MODIFIED);
    expect(result.counts).toEqual({ added: 2, removed: 2, modified: 6 });
    expect(result.entries.map((entry) => `${entry.type} ${entry.path}`)).toEqual([
      'modified id',
      'modified age',
      'modified email',
      'removed nickname',
      'modified address.city',
      'modified address.zipCode',
      'added address.country',
      'modified hobbies[1]',
      'removed hobbies[2]',
      'added phone',
    ]);
  });
});

// ---- Property tests ----

/** A generated document: numbers as JSON number text, objects as entries with unique keys. */
type Doc = null | boolean | string | { num: string } | Doc[] | { entries: [string, Doc][] };

const numberText = fc.oneof(
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.bigInt({ min: -999n, max: 999n }), fc.integer({ min: -30, max: 30 }))
    .map(([mantissa, exponent]) => `${mantissa}e${exponent}`),
  fc.constantFrom('0', '1', '2'),
);

/** Keys and values from small sets, so two generated documents share much and differ a little. */
function docs(keys: fc.Arbitrary<string>, strings: fc.Arbitrary<string>) {
  return fc.letrec<{ doc: Doc }>((tie) => ({
    doc: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      strings,
      numberText.map((num) => ({ num })),
      fc.array(tie('doc'), { maxLength: 4 }),
      fc
        .uniqueArray(fc.tuple(keys, tie('doc')), { selector: ([key]) => key, maxLength: 5 })
        .map((entries) => ({ entries })),
    ),
  })).doc;
}

const CLOSE_KEYS = ['a', 'b', 'c', 'x.y', 'root', '0', ''];
const anyDoc = docs(fc.string(), fc.string());
const closeDoc = docs(fc.constantFrom(...CLOSE_KEYS), fc.constantFrom('s', 't'));

/** A copy of `doc` with one change somewhere inside: a value replaced, an item or key added or removed. */
function mutate(doc: Doc, random: () => number, replacement: Doc): Doc {
  const roll = random();
  if (Array.isArray(doc)) {
    if (doc.length > 0 && roll < 0.7) {
      const index = Math.floor(random() * doc.length);
      return doc.map((item, at) => (at === index ? mutate(item, random, replacement) : item));
    }
    if (roll < 0.8) return [...doc, replacement];
    if (roll < 0.95 && doc.length > 0) return doc.slice(0, -1);
    return replacement;
  }
  if (doc !== null && typeof doc === 'object' && 'entries' in doc) {
    const { entries } = doc;
    if (entries.length > 0 && roll < 0.7) {
      const index = Math.floor(random() * entries.length);
      return {
        entries: entries.map(([key, value], at) => [key, at === index ? mutate(value, random, replacement) : value]),
      };
    }
    const unused = CLOSE_KEYS.filter((key) => !entries.some(([existing]) => existing === key));
    if (roll < 0.8 && unused.length > 0)
      return { entries: [...entries, [unused[Math.floor(random() * unused.length)] as string, replacement]] };
    if (roll < 0.95 && entries.length > 0) {
      const index = Math.floor(random() * entries.length);
      return { entries: entries.filter((_, at) => at !== index) };
    }
  }
  return replacement;
}

/** A document and a lightly edited copy of it. */
const closeContainer = fc.oneof(
  fc.array(closeDoc, { minLength: 1, maxLength: 6 }),
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...CLOSE_KEYS), closeDoc), {
      selector: ([key]) => key,
      minLength: 1,
      maxLength: 6,
    })
    .map((entries): Doc => ({ entries })),
);
const editedPair = fc
  .tuple(closeContainer, fc.array(fc.tuple(closeDoc, fc.integer()), { minLength: 1, maxLength: 3 }))
  .map(
    ([doc, edits]) =>
      [
        doc,
        edits.reduce((edited, [replacement, seed]) => mutate(edited, seededRandom(seed), replacement), doc),
      ] as const,
  );

/** Another spelling of the same number: 5 → 5.0e0, 1.5e+21 → 1.50e+21. */
function respell(text: string): string {
  const [, integer, fraction, exponent] = /^(-?\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text) ?? [];
  return `${integer}.${fraction ?? ''}0E${exponent ?? '0'}`;
}

/** Writes a document with its keys in a shuffled order and, if asked, its numbers spelled differently. */
function write(doc: Doc, random: () => number, respellNumbers: boolean): string {
  if (doc === null || typeof doc === 'boolean' || typeof doc === 'string') return JSON.stringify(doc);
  if (Array.isArray(doc)) return `[${doc.map((item) => write(item, random, respellNumbers)).join(',')}]`;
  if ('num' in doc) return respellNumbers ? respell(doc.num) : doc.num;
  const entries = [...doc.entries];
  for (let index = entries.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [entries[index], entries[other]] = [entries[other] as [string, Doc], entries[index] as [string, Doc]];
  }
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${write(value, random, respellNumbers)}`).join(',')}}`;
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const PATH_SEGMENT = /\.?([\p{L}_$][\p{L}\p{N}_$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/uy;

/** Reads a path back into keys and indexes; fails on anything the path format does not allow. */
function parsePath(path: string): (string | number)[] {
  if (path === 'root') return [];
  const segments: (string | number)[] = [];
  PATH_SEGMENT.lastIndex = 0;
  while (PATH_SEGMENT.lastIndex < path.length) {
    const start = PATH_SEGMENT.lastIndex;
    const match = PATH_SEGMENT.exec(path);
    if (!match) throw new Error(`Bad path ${path} at ${start}`);
    if (start === 0 && match[0].startsWith('.')) throw new Error(`Path starts with a dot: ${path}`);
    if (start > 0 && match[1] !== undefined && !match[0].startsWith('.'))
      throw new Error(`Name without a dot in ${path}`);
    segments.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3] as string) as string)));
  }
  return segments;
}

const MISSING = Symbol('missing');

function resolve(tree: LosslessJson, segments: (string | number)[]): LosslessJson | typeof MISSING {
  let current: LosslessJson | typeof MISSING = tree;
  for (const segment of segments) {
    if (typeof segment === 'number' && Array.isArray(current))
      current = segment < current.length ? (current[segment] as LosslessJson) : MISSING;
    else if (typeof segment === 'string' && current instanceof Map)
      current = current.has(segment) ? (current.get(segment) as LosslessJson) : MISSING;
    else return MISSING;
    if (current === MISSING) return MISSING;
  }
  return current;
}

function checkEntry(entry: DiffEntry, original: LosslessJson, modified: LosslessJson) {
  const segments = parsePath(entry.path);
  const before = resolve(original, segments);
  const after = resolve(modified, segments);
  const last = segments[segments.length - 1];
  const expectedDescription =
    last === undefined
      ? 'Modified root value'
      : typeof last === 'number'
        ? `${entry.type[0]?.toUpperCase()}${entry.type.slice(1)} array item at index ${last}`
        : `${entry.type[0]?.toUpperCase()}${entry.type.slice(1)} property`;
  expect(entry.description).toBe(expectedDescription);
  if (entry.type === 'added') {
    expect(before).toBe(MISSING);
    expect(after).not.toBe(MISSING);
    expect(entry.oldValue).toBeUndefined();
  } else if (entry.type === 'removed') {
    expect(before).not.toBe(MISSING);
    expect(after).toBe(MISSING);
    expect(entry.newValue).toBeUndefined();
  } else {
    expect(before).not.toBe(MISSING);
    expect(after).not.toBe(MISSING);
    // Two containers of the same kind are compared member by member, never reported whole.
    const sameKind = (Array.isArray(before) && Array.isArray(after)) || (before instanceof Map && after instanceof Map);
    expect(sameKind).toBe(false);
    expect(scalarsEqual(before as LosslessJson, after as LosslessJson)).toBe(false);
  }
  if (before !== MISSING) expect(entry.oldValue).toEqual(toJsonText(before, VALUE_TEXT_LIMIT));
  if (after !== MISSING) expect(entry.newValue).toEqual(toJsonText(after, VALUE_TEXT_LIMIT));
}

describe('compareJson: properties', () => {
  it('identical documents give no entries, whatever their key order and number spelling', () => {
    fc.assert(
      fc.property(anyDoc, fc.integer(), fc.integer(), fc.boolean(), (doc, seedA, seedB, respellNumbers) => {
        const original = write(doc, seededRandom(seedA), false);
        const modified = write(doc, seededRandom(seedB), respellNumbers);
        expect(compareJson(original, modified)).toEqual({ entries: [], counts: { added: 0, removed: 0, modified: 0 } });
      }),
      { numRuns: 300 },
    );
  });

  it("every entry's path exists on the side it claims, with the values it shows", () => {
    fc.assert(
      fc.property(
        fc.oneof(editedPair, fc.tuple(closeDoc, closeDoc), fc.tuple(anyDoc, anyDoc)),
        fc.integer(),
        ([docA, docB], seed) => {
          const random = seededRandom(seed);
          const originalText = write(docA, random, false);
          const modifiedText = write(docB, random, false);
          const original = parseLosslessJson(originalText);
          const modified = parseLosslessJson(modifiedText);
          for (const entry of compareJson(originalText, modifiedText).entries) checkEntry(entry, original, modified);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('added + removed + modified counts match the entries', () => {
    fc.assert(
      fc.property(fc.oneof(editedPair, fc.tuple(closeDoc, closeDoc)), ([docA, docB]) => {
        const { entries, counts } = compareJson(write(docA, Math.random, false), write(docB, Math.random, false));
        expect(counts).toEqual({
          added: entries.filter((entry) => entry.type === 'added').length,
          removed: entries.filter((entry) => entry.type === 'removed').length,
          modified: entries.filter((entry) => entry.type === 'modified').length,
        });
        expect(counts.added + counts.removed + counts.modified).toBe(entries.length);
      }),
      { numRuns: 300 },
    );
  });

  it('swapping the sides mirrors the result: added and removed trade places', () => {
    const mirror = { added: 'removed', removed: 'added', modified: 'modified' } as const;
    fc.assert(
      fc.property(fc.oneof(editedPair, fc.tuple(closeDoc, closeDoc)), ([docA, docB]) => {
        const a = write(docA, Math.random, false);
        const b = write(docB, Math.random, false);
        const forward = compareJson(a, b).entries.map(
          (entry) => `${mirror[entry.type]} ${entry.path} ${entry.newValue?.json} ${entry.oldValue?.json}`,
        );
        const backward = compareJson(b, a).entries.map(
          (entry) => `${entry.type} ${entry.path} ${entry.oldValue?.json} ${entry.newValue?.json}`,
        );
        expect(backward.sort()).toEqual(forward.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('a document compared with itself has no differences', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(compareJson(text, text).entries).toEqual([]);
      }),
    );
  });

  it('numbers equal as text are equal, and only those that are equal as decimals', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        const entries = compareJson(`[${a}]`, `[${b}]`).entries;
        expect(entries.length).toBe(a === b ? 0 : 1);
        expect(compareJson(`[${a}]`, `[${a}.000e0]`).entries).toEqual([]);
      }),
    );
  });
});
