import { describe, expect, it } from 'vitest';
import { checkExpression } from './core';
import { parseXPath } from './xpath-syntax';
import { INVALID, VALID } from './xpath-syntax.cases';

describe('parseXPath accepts XPath 1.0', () => {
  it.each(VALID)('%j', (expression) => {
    expect(() => parseXPath(expression)).not.toThrow();
  });
});

describe('parseXPath names the first error, its token and column', () => {
  it.each(INVALID)('%j: column %i', (expression, column, message) => {
    const { problem } = checkExpression(expression);
    expect(problem).toMatchObject({ severity: 'error', code: 'xpath-syntax', at: { line: 1, column } });
    if (typeof message === 'string') expect(problem!.message).toContain(message);
    else expect(problem!.message).toMatch(message);
  });

  it('counts columns in characters, on the line of the error', () => {
    expect(checkExpression("//a[@x='😀' and\n  @y = ]").problem).toMatchObject({ at: { line: 2, column: 6 } });
    expect(checkExpression("//a[@x='😀' and ]").problem).toMatchObject({ at: { line: 1, column: 12 } });
  });

  it('stops at 200 levels of nesting, where the stack would overflow for a hostile link', () => {
    expect(() => parseXPath(`${'('.repeat(200)}1${')'.repeat(200)}`)).not.toThrow();
    expect(checkExpression(`${'('.repeat(100_000)}1${')'.repeat(100_000)}`).problem).toMatchObject({
      message: 'Brackets and parentheses are nested more than 200 levels deep here',
      at: { column: 201 },
    });
    expect(checkExpression(`//a${'[b'.repeat(300)}`).problem!.message).toContain('nested more than 200 levels');
    expect(checkExpression(`${'not('.repeat(300)}1${')'.repeat(300)}`).problem!.message).toContain('nested');
    expect(checkExpression(`${'-'.repeat(100_000)}1`)).toMatchObject({ problem: null });
  });

  it('has nothing to say about a blank expression', () => {
    expect(checkExpression('  ')).toEqual({ syntax: null, problem: null });
  });
});

describe('parseXPath keeps the prefixes of names, where they are', () => {
  it.each([
    ['//dc:creator', [['dc', 2]]],
    ["//a[@x='p:q']/child::b", []],
    [
      '//atom:entry/atom:* | //@xlink:href',
      [
        ['atom', 2],
        ['atom', 13],
        ['xlink', 25],
      ],
    ],
  ] as const)('%s', (expression, prefixes) => {
    expect(parseXPath(expression).prefixes.map(({ prefix, offset }) => [prefix, offset])).toEqual(prefixes);
  });
});

describe('parseXPath estimates how the work grows with the document', () => {
  it.each([
    ['count(//item)', 1],
    ["//item[category='bread']/title", 1],
    ['//a//b', 1],
    ['//a[.//b]', 1],
    ['@id', 0],
    ['"x"', 0],
    ['/', 0],
    // A path from the root, or a comparison of two node-sets, run for every node.
    ['//a[count(//a) > 0]', 2],
    ['//a[not(. = preceding::a)]', 2],
    ['//a[. = //b]', 2],
    ['//a/following::b', 2],
    ['(//a)[. = //b]', 2],
    ['//a = //b', 2],
    ['//a[following::b[following::c]]', 3],
  ] as const)('%s: degree %i', (expression, degree) => {
    expect(parseXPath(expression).degree).toBe(degree);
  });
});
