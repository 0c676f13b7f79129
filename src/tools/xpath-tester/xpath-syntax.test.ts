import { describe, expect, it } from 'vitest';
import { checkExpression } from './core';
import { parseXPath } from './xpath-syntax';

/*
 * Each invalid expression here was also given to Chromium's document.evaluate, which refused every one of
 * them, and each valid one it accepted (e2e/tools/xpath-tester.spec.ts holds the two to agreeing).
 */

const VALID = [
  '//item/title',
  "//item[category='bread']/title/text()",
  '//item[price > 3]/price/@currency',
  '//dc:creator',
  'sum(//price) div count(//price)',
  "boolean(//item[dc:creator='Grace'])",
  '/',
  '/*',
  '//*',
  '.',
  '..',
  '@*',
  'child::a',
  'descendant-or-self::node()',
  'following-sibling::a[1]',
  'namespace::*',
  '(//a)[1]/b',
  '//a | //b',
  '--1',
  '2*3',
  '//a * 2',
  // Section 3.7: after an operand, `*` multiplies and `div` divides; elsewhere they are names.
  'div div div',
  '//div',
  'mod mod mod',
  '//and',
  'concat("a", "b", "c")',
  'substring("abc", 2, 1)',
  'normalize-space()',
  'id("x")/b',
  '1.',
  '.5',
  "processing-instruction('x')",
  '//a[@x<1 and @y>2 or @z]',
  '//a\n/b',
  'dc:*',
  '//@dc:x',
  './/a',
  '(//a | //b)[1]',
  '-//a',
  '//Élément',
  'a-b',
  'child :: a',
  'count (//a)',
  '//a [1]',
  '(/)',
  '/ | /',
  'sum("a")',
  'name(1)',
];

describe('parseXPath accepts XPath 1.0', () => {
  it.each(VALID)('%j', (expression) => {
    expect(() => parseXPath(expression)).not.toThrow();
  });
});

/** [expression, 1-based column of the token at fault, the message or a part of it] */
const INVALID: readonly [string, number, string | RegExp][] = [
  // Brackets and parentheses.
  ['//item[', 7, 'The `[` is never closed: add `]`'],
  ['//item[1', 7, 'The `[` is never closed: add `]`'],
  ['//item]', 7, '`]` has no matching `[`'],
  ['//item)', 7, '`)` has no matching `(`'],
  ['(//item', 1, 'The `(` is never closed: add `)`'],
  ['//a[1)]', 6, 'Expected `]` to close the `[` at column 4, found `)`'],
  ['count(//a]', 10, 'Expected `)` to close the `(` at column 6, found `]`'],
  ['not(1))', 7, '`)` has no matching `(`'],
  ['//a[]', 4, 'Empty predicate `[]`'],
  ['()', 1, 'Empty parentheses `()`'],
  // Strings.
  ["//a[@x='1]", 8, "The string is never closed: add `'`"],
  ['"abc', 1, 'The string is never closed: add `"`'],
  // Axes and steps.
  ['chld::a', 1, '`chld` is not an axis: did you mean `child`?'],
  ['//a/foo::b', 5, /^`foo` is not an axis\. The axes are ancestor, ancestor-or-self, attribute, child/],
  [
    'child::',
    1,
    '`child::` needs a name, `*` or a node test such as `node()` after it, found the end of the expression',
  ],
  ['@', 1, '`@` needs an attribute name or `*` after it'],
  ['//', 1, '`//` needs a step after it'],
  ['//a/', 4, '`/` needs a step after it'],
  ['//[', 3, '`//` needs a step after it (a name, `*`, `@name`, `.`, `..` or `text()`), found `[`'],
  ['.[1]', 2, '`.` cannot take a predicate in XPath 1.0: write `self::node()[…]`'],
  [
    '//a/string()',
    5,
    'not a function call (XPath 2.0 allows that): put the path inside the function, as in `string(//a)`',
  ],
  ['//element()', 3, '`element()` is an XPath 2.0 test: in XPath 1.0 write `*` (any element) or a name'],
  ['//a/text(1)', 10, '`text()` takes nothing between its parentheses'],
  // Operands and operators.
  ['//a[@x=]', 7, '`=` needs an operand after it, found `]`'],
  ['//a[@x=1 and]', 10, '`and` needs an operand after it, found `]`'],
  ['1 +', 3, '`+` needs an operand after it, found the end of the expression'],
  ['= 1', 1, '`=` needs an operand before it'],
  ['//a[<1]', 5, '`<` needs an operand before it'],
  ['concat("a",)', 11, '`,` needs an argument after it, found `)`'],
  ['//a b', 5, 'Unexpected `b` after `a`: two operands need an operator between them'],
  ['//a[1 2]', 7, 'Unexpected `2` in the predicate: two operands need an operator between them'],
  ['//a[@x==1]', 7, '`==` is not XPath: compare with a single `=`'],
  ['//a[@x=1 && @y=2]', 10, '`&&` is not XPath: write `and`'],
  ['//a || //b', 5, '`||` is not XPath 1.0: write `or`'],
  ['//a[!@x]', 5, '`!` alone is not an operator'],
  ['//a#', 4, 'The character "#" (U+0023) has no meaning in XPath 1.0'],
  ['//a\u00a0', 4, 'separates tokens only with spaces, tabs and line breaks'],
  ['a:', 1, '`a:` needs a name or `*` after the colon'],
  ['1e3', 2, 'Unexpected `e3` after `1`'],
  // Functions.
  ['cont(//a)', 1, '`cont()` is not an XPath 1.0 function: did you mean `count()`?'],
  ['foo()', 1, '`foo()` is not an XPath 1.0 function'],
  ['count()', 1, '`count()` takes 1 argument, not 0'],
  ['concat("a")', 1, '`concat()` takes at least 2 arguments, not 1'],
  ['substring("a")', 1, '`substring()` takes 2 to 3 arguments, not 1'],
  ['true(1)', 1, '`true()` takes no arguments, not 1'],
  ['lower-case(.)', 1, '`lower-case()` is XPath 2.0 or later; the browser runs XPath 1.0: use translate('],
  ['ext:foo()', 1, '`ext:foo()` is an extension function'],
  ['//a[$x]', 5, '`$x` is a variable, and document.evaluate has no way to give variables values'],
  // Types the engine checks.
  ['count(1)', 7, '`count()` needs a node-set (a path), but its argument is a number'],
  ['1 | //a', 3, '`|` joins node-sets, but what comes before it is a number'],
  ['"a"[1]', 4, 'A predicate `[…]` filters a node-set, but what comes before it is a string'],
  ['(1)/b', 4, 'A path can only continue from a node-set, but what comes before `/` is a number'],
];

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
