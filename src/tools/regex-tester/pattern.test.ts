import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagModes, parsePattern, type PatternToken } from './pattern';

/** The tokens as [kind, source] pairs, depth first: what the explanation lists, in order. */
function flatten(pattern: string, tokens: readonly PatternToken[]): [string, string][] {
  return tokens.flatMap((token) => [
    [token.kind, pattern.slice(token.start, token.end)] as [string, string],
    ...flatten(pattern, token.children ?? []),
  ]);
}

const explain = (pattern: string, flags = '') => {
  const parsed = parsePattern(pattern, flagModes(flags));
  expect(parsed.error).toBeNull();
  return parsed;
};

describe('parsePattern: tokens', () => {
  it.each([
    [
      'abc',
      '',
      [
        ['character', 'a'],
        ['character', 'b'],
        ['character', 'c'],
      ],
    ],
    [
      '^a$',
      '',
      [
        ['start', '^'],
        ['character', 'a'],
        ['end', '$'],
      ],
    ],
    [
      'a|b',
      '',
      [
        ['alternation', 'a|b'],
        ['alternative', 'a'],
        ['character', 'a'],
        ['alternative', 'b'],
        ['character', 'b'],
      ],
    ],
    [
      'a+?',
      '',
      [
        ['quantifier', 'a+?'],
        ['character', 'a'],
      ],
    ],
    [
      '(?<y>\\d{4})',
      '',
      [
        ['named-group', '(?<y>\\d{4})'],
        ['quantifier', '\\d{4}'],
        ['class-escape', '\\d'],
      ],
    ],
    [
      '(?:a)(b)',
      '',
      [
        ['non-capturing', '(?:a)'],
        ['character', 'a'],
        ['group', '(b)'],
        ['character', 'b'],
      ],
    ],
    [
      '(?=a)(?!b)(?<=c)(?<!d)',
      '',
      [
        ['lookahead', '(?=a)'],
        ['character', 'a'],
        ['negative-lookahead', '(?!b)'],
        ['character', 'b'],
        ['lookbehind', '(?<=c)'],
        ['character', 'c'],
        ['negative-lookbehind', '(?<!d)'],
        ['character', 'd'],
      ],
    ],
    [
      '(a)\\1\\k<n>(?<n>b)',
      '',
      [
        ['group', '(a)'],
        ['character', 'a'],
        ['backreference', '\\1'],
        ['backreference', '\\k<n>'],
        ['named-group', '(?<n>b)'],
        ['character', 'b'],
      ],
    ],
    [
      '[^a-z\\d]',
      '',
      [
        ['class', '[^a-z\\d]'],
        ['class-range', 'a-z'],
        ['class-escape', '\\d'],
      ],
    ],
    [
      '\\bx\\B.',
      '',
      [
        ['word-boundary', '\\b'],
        ['character', 'x'],
        ['not-word-boundary', '\\B'],
        ['any', '.'],
      ],
    ],
    [
      '\\p{L}\\P{Script=Greek}',
      'u',
      [
        ['property', '\\p{L}'],
        ['property', '\\P{Script=Greek}'],
      ],
    ],
    ['😀', 'u', [['character', '😀']]],
    [
      '[\\p{L}--[a-z]]',
      'v',
      [
        ['class', '[\\p{L}--[a-z]]'],
        ['class-operation', '\\p{L}--[a-z]'],
        ['property', '\\p{L}'],
        ['class', '[a-z]'],
        ['class-range', 'a-z'],
      ],
    ],
    [
      '[\\w&&\\d]',
      'v',
      [
        ['class', '[\\w&&\\d]'],
        ['class-operation', '\\w&&\\d'],
        ['class-escape', '\\w'],
        ['class-escape', '\\d'],
      ],
    ],
    [
      '[\\q{abc|d}x]',
      'v',
      [
        ['class', '[\\q{abc|d}x]'],
        ['class-strings', '\\q{abc|d}'],
        ['character', 'x'],
      ],
    ],
    [
      '(?i:a)',
      '',
      [
        ['modifiers', '(?i:a)'],
        ['character', 'a'],
      ],
    ],
    // Annex B, without u: these are characters.
    [
      'a{',
      '',
      [
        ['character', 'a'],
        ['character', '{'],
      ],
    ],
    [
      '\\8]',
      '',
      [
        ['character', '\\8'],
        ['character', ']'],
      ],
    ],
    [
      '\\c1',
      '',
      [
        ['character', '\\'],
        ['character', 'c'],
        ['character', '1'],
      ],
    ],
  ] as [string, string, [string, string][]][])('%s with flags "%s"', (pattern, flags, expected) => {
    expect(flatten(pattern, explain(pattern, flags).tokens)).toEqual(expected);
  });

  it.each([
    ['a*', '', 'zero or more times, as many times as possible (greedy)'],
    ['a*?', '', 'zero or more times, as few times as possible (lazy)'],
    ['a{2,5}', '', 'between 2 and 5 times'],
    ['a{3}', '', 'exactly 3 times'],
    ['a{3,}', '', '3 or more times'],
    ['a?', '', 'optionally'],
    ['^', 'm', 'The start of a line'],
    ['.', 's', 'line breaks included'],
    ['\\t', '', 'a tab (U+0009)'],
    ['\\x41', '', 'The character "A"'],
    ['\\u{1F600}', 'u', 'The character "😀"'],
    ['\\uD83D\\uDE00', 'u', 'The character "😀"'],
    ['\\101', '', 'The character "A"'],
    ['\\cJ', '', 'a line feed'],
    ['(?<year>x)', '', 'Capturing group 1, named "year"'],
    ['[^]', '', 'Any character at all'],
    ['[]', '', 'never matches'],
    ['[\\b]', '', 'backspace'],
    ['\\P{L}', 'u', 'does not have the property L'],
  ])('%s with flags "%s" says %s', (pattern, flags, words) => {
    const descriptionsOf = (tokens: readonly PatternToken[]): string[] =>
      tokens.flatMap((token) => [token.description, ...descriptionsOf(token.children ?? [])]);
    expect(descriptionsOf(explain(pattern, flags).tokens).join('\n')).toContain(words);
  });

  it('counts groups and names them', () => {
    const parsed = explain('(a)(?<b>c)(?:d)(?<e>f)');
    expect(parsed.groupCount).toBe(3);
    expect(parsed.groupNames).toEqual(['b', 'e']);
  });
});

describe('parsePattern: where a pattern breaks', () => {
  it.each([
    ['(abc', '', 'unterminated-group', 0, 1],
    ['ab)', '', 'unmatched-paren', 2, 1],
    ['*a', '', 'nothing-to-repeat', 0, 1],
    ['a**', '', 'nothing-to-repeat', 2, 1],
    ['a|+', '', 'nothing-to-repeat', 2, 1],
    ['{2}', '', 'nothing-to-repeat', 0, 3],
    ['^*', '', 'nothing-to-repeat', 1, 1],
    ['(?<=a)+', '', 'nothing-to-repeat', 6, 1],
    ['(?=a)+', 'u', 'nothing-to-repeat', 5, 1],
    ['a{3,2}', '', 'quantifier-order', 1, 5],
    ['[z-a]', '', 'class-range-order', 1, 3],
    ['x[\\d-z]', 'u', 'invalid-class-range', 2, 4],
    ['[abc', '', 'unterminated-class', 0, 1],
    ['ab\\', '', 'trailing-backslash', 2, 1],
    ['\\q', 'u', 'invalid-escape', 0, 2],
    ['a\\-', 'u', 'invalid-escape', 1, 2],
    ['\\x4', 'u', 'invalid-escape', 0, 2],
    ['\\u{110000}', 'u', 'invalid-unicode-escape', 0, 10],
    ['\\2(a)', 'u', 'invalid-backreference', 0, 2],
    ['\\01', 'u', 'invalid-escape', 0, 2],
    ['a{', 'u', 'lone-brace', 1, 1],
    ['a]', 'u', 'lone-bracket', 1, 1],
    ['(?<a>x)(?<a>y)', '', 'duplicate-group-name', 7, 5],
    ['(?<1a>x)', '', 'invalid-group-name', 3, 2],
    ['\\k<b>(?<a>.)', '', 'unknown-group-name', 0, 5],
    ['\\k', 'u', 'invalid-named-reference', 0, 2],
    ['(?x)', '', 'invalid-group', 0, 2],
    ['(?a)', '', 'invalid-group', 0, 2],
    ['\\p{Nope}', 'u', 'invalid-property', 0, 8],
    ['\\P{RGI_Emoji}', 'v', 'invalid-property', 0, 13],
    ['[a&&b--c]', 'v', 'invalid-set-operation', 5, 2],
    ['[ab&&c]', 'v', 'invalid-set-operation', 3, 2],
    ['[a-z&&b]', 'v', 'invalid-set-operation', 4, 2],
    ['[(]', 'v', 'invalid-class-character', 1, 1],
    ['[a!!b]', 'v', 'reserved-double-punctuator', 2, 2],
  ])('%s with flags "%s": %s at column %i', (pattern, flags, code, offset, length) => {
    const parsed = parsePattern(pattern, flagModes(flags));
    expect(parsed.error).toMatchObject({ code, offset, length });
    expect(parsed.error!.message.length).toBeGreaterThan(30);
    // The engine agrees that each of these is broken.
    expect(() => new RegExp(pattern, flags)).toThrow(SyntaxError);
  });

  it('warns of nested quantifiers, the cause of catastrophic backtracking', () => {
    expect(parsePattern('(a+)+$').warnings).toMatchObject([{ code: 'nested-quantifier', offset: 0, length: 5 }]);
    expect(parsePattern('(\\w+,?)*').warnings).toHaveLength(1);
    expect(parsePattern('(a+){2}').warnings).toEqual([]);
    expect(parsePattern('(?:ab)+').warnings).toEqual([]);
  });

  it.each([
    // A repeated item that can match the character each repetition starts with.
    ['(?:x\\w*)*', '', 'nested-quantifier'],
    ['(?:a.*)+', '', 'nested-quantifier'],
    ['(?:X\\w*)*', 'i', 'nested-quantifier'],
    ['(?:-[a-z]+)*', '', null],
    ['(?:,\\s*\\w+)*', '', null],
    ['(?:x[a-w]*)*', '', null],
    // Alternatives that can match the same text.
    ['(a|aa)*', '', 'overlapping-alternatives'],
    ['(?:ab|a|b)+', '', 'overlapping-alternatives'],
    ['(?:foo|foofoo){1,}', '', 'overlapping-alternatives'],
    ['(\\w|\\d)*', '', 'overlapping-alternatives'],
    ['(?:.|\\s)*', 's', 'overlapping-alternatives'],
    ['(?:A|a)*', 'i', 'overlapping-alternatives'],
    ['(a|b)*', '', null],
    ['(a|ab)*', '', null],
    ['(\\d|[a-f])+', '', null],
    ['(?:A|a)*', '', null],
    ['(a|aa){3}', '', null],
  ])('%s with flags "%s": %s', (pattern, flags, code) => {
    const { warnings } = parsePattern(pattern, flagModes(flags));
    expect(warnings.map((warning) => warning.code)).toEqual(code === null ? [] : [code]);
  });

  it('warns of \\p{…} and \\u{…} written without the u or v flag', () => {
    expect(parsePattern('\\p{L}+').warnings).toMatchObject([{ code: 'needs-unicode-flag', offset: 0, length: 3 }]);
    expect(parsePattern('a\\u{41}').warnings).toMatchObject([{ code: 'needs-unicode-flag', offset: 1 }]);
    expect(parsePattern('\\p{L}', flagModes('u')).warnings).toEqual([]);
  });

  it('refuses nesting deep enough to overflow the stack, without overflowing it', () => {
    expect(parsePattern('('.repeat(10_000) + ')'.repeat(10_000)).error?.code).toBe('too-deep');
  });
});

const PIECES = [
  ...'()[]{}|^$\\.*+?-,:=!<>&1230abkpqucxdDwWsSbBP_L'.split(''),
  '\\d',
  '(?<n>',
  '\\k<n>',
  '{2,3}',
  '\\p{L}',
  '[a-z]',
  '\\q{ab}',
  '&&',
  '--',
  '\\u{41}',
  '\\u0041',
  '\\x41',
  '\\cA',
  '(?:',
  '(?=',
  '(?<=',
];

describe('parsePattern agrees with the engine on what compiles', () => {
  it.each(['', 'u', 'v'])('on random patterns with flags "%s"', (flags) => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...PIECES), maxLength: 12 }), (pattern) => {
        let compiles = true;
        try {
          new RegExp(pattern, flags);
        } catch {
          compiles = false;
        }
        expect(parsePattern(pattern, flagModes(flags)).error === null, pattern).toBe(compiles);
      }),
      { numRuns: 3000 },
    );
  });
});
