import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LineIndex,
  countProblems,
  problemReport,
  problemReportJson,
  ProblemCollector,
  problemSummary,
  sortProblems,
  type DocumentProblem,
} from './problems';
import { locate } from './tool-error';

describe('problemSummary', () => {
  it.each([
    [{ error: 0, warning: 0, info: 0 }, 'No problems found'],
    [{ error: 3, warning: 2, info: 0 }, '3 errors, 2 warnings'],
    [{ error: 1, warning: 0, info: 0 }, '1 error'],
    [{ error: 0, warning: 1, info: 4 }, '1 warning, 4 infos'],
    [{ error: 1200, warning: 0, info: 1 }, '1,200 errors, 1 info'],
  ])('%o → %s', (counts, expected) => {
    expect(problemSummary(counts)).toBe(expected);
  });
});

const text = 'first line\nsecond 😀 line\r\nthird\n\nlast';
const index = new LineIndex(text);

describe('LineIndex', () => {
  it('places offsets in any order as it places each alone, surrogate pairs and halves included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '\n', '😀', '\ud83d', 'é') }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (text, picks) => {
          const index = new LineIndex(text);
          for (const pick of picks) {
            const offset = text.length === 0 ? 0 : pick % (text.length + 1);
            expect(index.locate(offset)).toEqual(new LineIndex(text).locate(offset));
          }
        },
      ),
    );
  });

  it('locates every offset as locate() does, in any order', () => {
    const offsets = Array.from({ length: text.length + 1 }, (_, offset) => offset).reverse();
    for (const offset of offsets) expect(index.locate(offset)).toEqual(locate(text, offset));
  });

  it.each([
    [1, 1, 0],
    [1, 6, 5],
    [2, 8, 18],
    // After the emoji: one column, two UTF-16 units.
    [2, 9, 20],
    [3, 1, 27],
    [4, 1, 33],
    [5, 4, 37],
    // Past the end of a line or the text: clamped.
    [1, 99, 10],
    [99, 1, 34],
    [0, 0, 0],
  ])('line %i, column %i is at offset %i', (line, column, offset) => {
    expect(index.offsetAt(line, column)).toBe(offset);
  });

  it('reads columns in UTF-16 units when told', () => {
    expect(index.offsetAt(2, 9, 'utf16')).toBe(19);
  });

  it('round-trips: the location of an offset leads back to it', () => {
    for (let offset = 0; offset <= text.length; offset += 1) {
      const { line, column } = index.locate(offset);
      // Inside a surrogate pair there is no column of its own: it rounds to the pair's end.
      const inPair = offset > 0 && text.charCodeAt(offset - 1) >= 0xd800 && text.charCodeAt(offset - 1) <= 0xdbff;
      expect(index.offsetAt(line, column)).toBe(inPair ? offset + 1 : offset);
    }
  });

  it('makes problems with their place, and names the pane', () => {
    expect(index.problem('warning', 'Odd', 11, { length: 6, code: 'odd', input: 'schema' })).toEqual({
      severity: 'warning',
      message: 'Odd',
      at: { line: 2, column: 1, offset: 11, input: 'schema' },
      length: 6,
      code: 'odd',
    });
    expect(index.lineCount).toBe(5);
  });
});

const problems: DocumentProblem[] = [
  index.problem('info', 'Later', 30),
  index.problem('warning', 'Same place, less serious', 11),
  index.problem('error', 'Same place', 11, { code: 'x-rule' }),
  index.problem('error', 'In the schema', 0, { input: 'schema' }),
];

describe('reports', () => {
  it('sorts by pane, then place, then severity', () => {
    expect(sortProblems(problems).map((problem) => problem.message)).toEqual([
      'Same place',
      'Same place, less serious',
      'Later',
      'In the schema',
    ]);
    expect(countProblems(problems)).toEqual({ error: 2, warning: 1, info: 1 });
  });

  it('writes a text report with the summary first, and a JSON one', () => {
    expect(problemReport(sortProblems(problems), { title: 'Check', paneNames: { schema: 'Schema' } })).toBe(
      [
        'Check: 2 errors, 1 warning, 1 info',
        '2:1  error    Same place  [x-rule]',
        '2:1  warning  Same place, less serious',
        '3:4  info     Later',
        'Schema 1:1  error    In the schema',
        '',
      ].join('\n'),
    );
    const json = JSON.parse(problemReportJson(problems.slice(2)));
    expect(json).toEqual({
      error: 2,
      warning: 0,
      info: 0,
      problems: [
        { severity: 'error', message: 'Same place', line: 2, column: 1, offset: 11, code: 'x-rule' },
        { severity: 'error', message: 'In the schema', line: 1, column: 1, offset: 0, input: 'schema' },
      ],
    });
  });
});

describe('ProblemCollector', () => {
  const codes = (collector: ProblemCollector<string>) => collector.problems.join('');
  it.each([
    { limits: { perCode: 2 }, added: 'aaabba', kept: 'aabb', dropped: 2 },
    { limits: { perCode: 5, total: 3 }, added: 'abcab', kept: 'abc', dropped: 2 },
    { limits: { perCode: 1, total: 3 }, added: 'aabbcc', kept: 'abc', dropped: 3 },
    { limits: { perCode: 10 }, added: '', kept: '', dropped: 0 },
  ])('keeps $kept of $added with $limits', ({ limits, added, kept, dropped }) => {
    const collector = new ProblemCollector<string>(limits);
    for (const code of added) collector.add(code, code);
    expect(codes(collector)).toBe(kept);
    expect(collector.dropped).toBe(dropped);
    expect(collector.total).toBe(added.length);
  });

  it('counts a dropped problem against its code, and makes a lazy item only when kept', () => {
    const collector = new ProblemCollector<string>({ perCode: 1 });
    let made = 0;
    const make = () => {
      made += 1;
      return 'x';
    };
    expect(collector.add('x', make)).toBe(true);
    expect(collector.add('x', make)).toBe(false);
    expect(collector.add('x', make)).toBe(false);
    expect(made).toBe(1);
    expect(collector.problems).toEqual(['x']);
  });
});
