import { describe, expect, it } from 'vitest';
import { BROKEN_SAMPLE_INPUT, checkDocument, SAMPLE_INPUT } from './core';

/** A problem as `line:column severity code`, for short tables. */
const brief = (text: string) =>
  checkDocument(text).problems.map((problem) => `${problem.at.line}:${problem.at.column} ${problem.severity} ${problem.code}`);

describe('checkDocument', () => {
  it.each([
    ['its sample', SAMPLE_INPUT, []],
    ['an empty document', '', []],
    ['comments and blank lines', '# a comment\n\n   \n', []],
    ['the broken sample', BROKEN_SAMPLE_INPUT, ['2:1 error missing-equals', '3:1 warning duplicate-name', '4:2 error missing-name']],
    ['an indented line without "="', 'a = 1\n  just words', ['2:3 error missing-equals']],
  ])('%s', (_name, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });

  it('says what is wrong, and where it was set before', () => {
    const [problem] = checkDocument('a = 1\na = 2').problems;
    expect(problem).toMatchObject({
      severity: 'warning',
      message: '"a" is set again: the line 1 one is overridden',
      at: { line: 2, column: 1, offset: 6 },
      length: 1,
    });
  });

  it('counts the settings', () => {
    expect(checkDocument(SAMPLE_INPUT)).toMatchObject({ settings: 3, problemTotal: 0 });
    expect(checkDocument(BROKEN_SAMPLE_INPUT)).toMatchObject({ settings: 2, problemTotal: 3 });
  });
});
