import { describe, expect, it } from 'vitest';
import { cssComments, lastValues, parseDeclarations, parseRules, type CssRule } from './rules';

describe('parseRules', () => {
  it.each<[string, string, CssRule[]]>([
    [
      'a declaration list',
      'display: flex; gap: 8px',
      [
        {
          selector: '',
          declarations: [
            { property: 'display', value: 'flex' },
            { property: 'gap', value: '8px' },
          ],
        },
      ],
    ],
    [
      'rules, comments and !important',
      '/* note */ .a { COLOR: red !important } .b{}',
      [
        { selector: '.a', declarations: [{ property: 'color', value: 'red' }] },
        { selector: '.b', declarations: [] },
      ],
    ],
    [
      'a statement before a rule',
      '@import url(x.css); .a { color: red }',
      [{ selector: '.a', declarations: [{ property: 'color', value: 'red' }] }],
    ],
    [
      'the inner rules of an at-rule',
      '@media (min-width: 1px) { .a { gap: 1px } }',
      [{ selector: '.a', declarations: [{ property: 'gap', value: '1px' }] }],
    ],
    [
      'a semicolon in quotes',
      '.a { content: ";"; gap: 0 }',
      [
        {
          selector: '.a',
          declarations: [
            { property: 'content', value: '";"' },
            { property: 'gap', value: '0' },
          ],
        },
      ],
    ],
    ['nothing', '  ', []],
  ])('%s', (_name, text, rules) => {
    expect(parseRules(text)).toEqual(rules);
  });

  it.each([
    ['.a { color: red', 'A “{” after “.a” is never closed'],
    ['.a { color: red } }', 'A “}” closes a block that was never opened'],
    ['.a { red }', '“red” is not a declaration (property: value)'],
    ['.a { 1x: red }', '“1x” is not a CSS property name'],
  ])('%s is refused: %s', (text, message) => {
    expect(() => parseRules(text)).toThrow(message);
  });
});

it('cssComments gives each comment without its delimiters', () => {
  expect(cssComments('/* a */ .x {} /*b*/')).toEqual(['a', 'b']);
});

it('lastValues keeps the last value of each property, in first-seen order', () => {
  const values = lastValues(parseDeclarations('gap: 1px; display: grid; gap: 2px'));
  expect([...values]).toEqual([
    ['gap', '2px'],
    ['display', 'grid'],
  ]);
});
