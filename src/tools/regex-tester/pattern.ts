/**
 * A parser of ECMAScript regular expression patterns (ECMA-262 §22.2.1, with Annex B's web-compatibility
 * grammar outside Unicode mode) that says, token by token, what the pattern does in plain words, and,
 * where the pattern is broken, where: the engine's SyntaxError names no position.
 *
 * The engine stays the judge of what compiles (checkPattern in core.ts compares the two); this parser
 * exists to explain and to place.
 *
 * The parser is built in three layers: the cursor and the escapes (pattern-escapes.ts), the character
 * classes (pattern-classes.ts), and here the disjunctions, terms, quantifiers and groups.
 */
import { ClassParser } from './pattern-classes';
import {
  type TokenKind,
  type PatternToken,
  type ParsedPattern,
  type PatternFlags,
  MAX_WARNINGS,
  MAX_DEPTH,
  PatternSyntaxError,
  characterName,
  scanGroups,
  plural,
} from './pattern-syntax';

export { characterName, flagModes } from './pattern-syntax';
export type { ParsedPattern, PatternFlags, PatternIssue, PatternToken, TokenKind } from './pattern-syntax';

class Parser extends ClassParser {
  parse(): PatternToken[] {
    const top = this.disjunction(0);
    if (this.at < this.source.length) {
      // Only a ")" ends a disjunction early.
      this.fail(
        "Unmatched ')': this closing parenthesis has no '(' to close. Remove it, or escape it as \\) to match a parenthesis.",
        this.at,
        1,
        'unmatched-paren',
      );
    }
    return top;
  }

  private disjunction(depth: number): PatternToken[] {
    if (depth > MAX_DEPTH)
      this.fail(
        `The pattern nests groups more than ${MAX_DEPTH} deep; no engine needs that many.`,
        this.at,
        1,
        'too-deep',
      );
    const id = this.disjunctions++;
    const start = this.at;
    const alternatives: { start: number; end: number; terms: PatternToken[] }[] = [];
    for (let index = 0; ; index += 1) {
      const altStart = this.at;
      this.path.push([id, index]);
      const terms = this.alternative(depth);
      this.path.pop();
      alternatives.push({ start: altStart, end: this.at, terms });
      if (this.peek() !== '|') break;
      this.at += 1;
    }
    if (alternatives.length === 1) return alternatives[0]!.terms;
    return [
      {
        kind: 'alternation',
        start,
        end: this.at,
        description: `Either of ${alternatives.length} alternatives, tried from left to right: the first that matches here wins`,
        children: alternatives.map((alternative, index) => ({
          kind: 'alternative' as const,
          start: alternative.start,
          end: alternative.end,
          description:
            alternative.terms.length === 0
              ? `Alternative ${index + 1}: nothing (always matches, taking no characters)`
              : `Alternative ${index + 1}`,
          children: alternative.terms,
        })),
      },
    ];
  }

  private alternative(depth: number): PatternToken[] {
    const terms: PatternToken[] = [];
    while (!this.eof() && this.peek() !== '|' && this.peek() !== ')') terms.push(this.term(depth));
    return terms;
  }

  private term(depth: number): PatternToken {
    const start = this.at;
    const c = this.peek()!;
    let atom: PatternToken;
    let quantifiable = true;
    switch (c) {
      case '^':
        this.at += 1;
        atom = {
          kind: 'start',
          start,
          end: this.at,
          description: this.flags.multiline
            ? 'The start of a line (the m flag is on: after any line break, and at the start of the text)'
            : 'The start of the text (without the m flag; with it, of every line)',
        };
        quantifiable = false;
        break;
      case '$':
        this.at += 1;
        atom = {
          kind: 'end',
          start,
          end: this.at,
          description: this.flags.multiline
            ? 'The end of a line (the m flag is on: before any line break, and at the end of the text)'
            : 'The end of the text (without the m flag; with it, of every line)',
        };
        quantifiable = false;
        break;
      case '.':
        this.at += 1;
        atom = {
          kind: 'any',
          start,
          end: this.at,
          description: this.flags.dotAll
            ? 'Any character, line breaks included (the s flag is on)'
            : 'Any character except a line break (\\n, \\r, U+2028, U+2029); the s flag would include them',
        };
        break;
      case '(':
        ({ atom, quantifiable } = this.group(depth));
        break;
      case '[':
        atom = this.characterClass(depth);
        break;
      case '\\':
        if (this.peek(1) === 'b' || this.peek(1) === 'B') {
          this.at += 2;
          atom =
            this.peek(-1) === 'b'
              ? {
                  kind: 'word-boundary',
                  start,
                  end: this.at,
                  description:
                    'A word boundary: between a word character (A–Z, a–z, 0–9, _) and a non-word character or the edge of the text',
                }
              : {
                  kind: 'not-word-boundary',
                  start,
                  end: this.at,
                  description:
                    'A place that is not a word boundary: between two word characters or two non-word characters',
                };
          quantifiable = false;
        } else {
          atom = this.atomEscape();
        }
        break;
      case '*':
      case '+':
      case '?':
        return this.fail(
          `Nothing to repeat: "${c}" repeats the item before it, and there is none here. Escape it as \\${c} to match the character itself.`,
          start,
          1,
          'nothing-to-repeat',
        );
      case '{': {
        const quantifier = this.peekQuantifier();
        if (quantifier)
          this.fail(
            `Nothing to repeat: "${this.source.slice(start, start + quantifier.length)}" repeats the item before it, and there is none here.`,
            start,
            quantifier.length,
            'nothing-to-repeat',
          );
        if (this.unicodeMode)
          this.fail(
            'Lone quantifier brackets: with the u or v flag a "{" that does not start a quantifier such as {2,3} must be escaped as \\{.',
            start,
            1,
            'lone-brace',
          );
        atom = this.literal(start);
        break;
      }
      case '}':
      case ']':
        if (this.unicodeMode)
          this.fail(
            `Lone ${c === '}' ? 'quantifier bracket' : 'class bracket'}: with the u or v flag a "${c}" must be escaped as \\${c}.`,
            start,
            1,
            c === '}' ? 'lone-brace' : 'lone-bracket',
          );
        atom = this.literal(start);
        break;
      default:
        atom = this.literal(start);
    }
    const quantifier = this.quantifier();
    if (!quantifier) return atom;
    if (!quantifiable)
      this.fail(
        `Nothing to repeat: ${atom.kind === 'start' || atom.kind === 'end' || atom.kind.includes('boundary') ? 'an anchor' : 'a lookbehind or (with the u or v flag) a lookahead'} matches a position, not characters, so it cannot be repeated.`,
        quantifier.start,
        quantifier.end - quantifier.start,
        'nothing-to-repeat',
      );
    if (quantifier.unbounded && this.warnings.length < MAX_WARNINGS && atom.kind !== 'backreference') {
      const risk = this.repetitionRisk(atom.children);
      if (risk) this.warnings.push({ ...REPETITION_RISKS[risk], offset: start, length: quantifier.end - start });
    }
    return {
      kind: 'quantifier',
      start,
      end: quantifier.end,
      description: quantifier.description,
      children: [atom],
    };
  }

  /**
   * Whether a repeated group's contents can split a text in many ways, each of which the engine tries before
   * it gives up on a text that almost matches:
   * - an unbounded quantifier inside that nothing pins down: the contents do not start with a fixed
   *   character, or the repeated item can match that character too (`(?:x\w*)*` splits "xxxx" in 8 ways;
   *   in `(?:-[a-z]+)*` each repetition starts at a "-", which `[a-z]` cannot match);
   * - alternatives that match the same text: single characters of overlapping sets (`(\w|\d)*`), or a
   *   literal made of others (`(a|aa)*`: "aaaa" splits 5 ways, and 40 a's 165 million).
   */
  private repetitionRisk(tokens: readonly PatternToken[] | undefined): keyof typeof REPETITION_RISKS | null {
    if (!tokens || tokens.length === 0) return null;
    const first = tokens[0]!;
    if (first.kind === 'alternation' && tokens.length === 1 && this.overlappingAlternatives(first.children ?? []))
      return 'overlapping-alternatives';
    if (first.kind === 'start' || first.kind === 'end') return null;
    const repeated = unboundedQuantifiers(tokens);
    if (repeated.length === 0) return null;
    if (first.kind !== 'character') return 'nested-quantifier';
    const fixed = this.source.slice(first.start, first.end);
    return repeated.some((quantifier) => quantifier.children?.[0] && this.matcher(quantifier.children[0])(fixed))
      ? 'nested-quantifier'
      : null;
  }

  /** Whether two alternatives can match the same text (the cases `repetitionRisk` names). */
  private overlappingAlternatives(alternatives: readonly PatternToken[]): boolean {
    const single = alternatives.filter(
      (alternative) => alternative.children?.length === 1 && SINGLE_CHARACTER_KINDS.has(alternative.children[0]!.kind),
    );
    const matchers = single.map((alternative) => this.matcher(alternative.children![0]!));
    for (const probe of PROBE_CHARACTERS) if (matchers.filter((matches) => matches(probe)).length > 1) return true;
    const literals = alternatives
      .filter(
        (alternative) =>
          (alternative.children?.length ?? 0) > 0 && alternative.children!.every((token) => token.kind === 'character'),
      )
      .map((alternative) => {
        const text = this.source.slice(alternative.start, alternative.end);
        return this.flags.ignoreCase ? text.toLowerCase() : text;
      });
    return literals.some((literal) => madeOf(literal, literals));
  }

  /** Whether the item a token stands for matches a whole text: the engine itself is asked. */
  private matcher(token: PatternToken): (text: string) => boolean {
    const flags = `${this.flags.ignoreCase ? 'i' : ''}${this.flags.dotAll ? 's' : ''}${this.flags.unicodeSets ? 'v' : this.flags.unicode ? 'u' : ''}`;
    try {
      const item = new RegExp(`^(?:${this.source.slice(token.start, token.end)})$`, flags);
      return (text) => item.test(text);
    } catch {
      // An item that cannot stand alone (a backreference to a group outside it): assume the worst.
      return () => true;
    }
  }

  private literal(start: number): PatternToken {
    const codePoint = this.readCodePoint();
    return { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` };
  }

  /** A {n}, {n,} or {n,m} at the cursor, without moving: its length and bounds. */
  private peekQuantifier(): { length: number; min: number; max: number | null } | null {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at, this.at + 64));
    if (!match) return null;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? null : Number(match[3]);
    return { length: match[0].length, min, max };
  }

  private quantifier(): { start: number; end: number; description: string; unbounded: boolean } | null {
    const start = this.at;
    const c = this.peek();
    let min: number;
    let max: number | null;
    if (c === '*') [min, max] = [0, null];
    else if (c === '+') [min, max] = [1, null];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const braced = this.peekQuantifier();
      if (!braced) return null;
      ({ min, max } = braced);
      if (max !== null && max < min)
        this.fail(
          `Numbers out of order in the {} quantifier: ${this.source.slice(start, start + braced.length)} asks for at least ${min} and at most ${max}. Swap them.`,
          start,
          braced.length,
          'quantifier-order',
        );
      this.at += braced.length - 1;
    } else return null;
    this.at += 1;
    const lazy = this.peek() === '?';
    if (lazy) this.at += 1;
    const times =
      max === null
        ? min === 0
          ? 'zero or more times'
          : min === 1
            ? 'one or more times'
            : `${min} or more times`
        : min === max
          ? `exactly ${plural(min, 'time')}`
          : min === 0 && max === 1
            ? 'optionally (zero or one time)'
            : `between ${min} and ${plural(max, 'time')}`;
    const how =
      min === max
        ? ''
        : lazy
          ? ', as few times as possible (lazy), taking more only when the rest fails'
          : ', as many times as possible (greedy), giving back when the rest fails';
    return { start, end: this.at, description: `Repeats the item below ${times}${how}`, unbounded: max === null };
  }

  private group(depth: number): { atom: PatternToken; quantifiable: boolean } {
    const start = this.at;
    this.at += 1;
    let kind: TokenKind;
    let description: string;
    let quantifiable = true;
    let name: string | null = null;
    let number = 0;
    if (this.peek() === '?') {
      const next = this.peek(1);
      const after = this.peek(2);
      if (next === ':') {
        this.at += 2;
        kind = 'non-capturing';
        description = 'A group that does not capture: it only groups its contents (for a quantifier or alternatives)';
      } else if (next === '=' || next === '!') {
        this.at += 2;
        kind = next === '=' ? 'lookahead' : 'negative-lookahead';
        description =
          next === '='
            ? 'Lookahead: what follows here must match the contents, which take no characters'
            : 'Negative lookahead: what follows here must NOT match the contents';
        quantifiable = !this.unicodeMode;
      } else if (next === '<' && (after === '=' || after === '!')) {
        this.at += 3;
        kind = after === '=' ? 'lookbehind' : 'negative-lookbehind';
        description =
          after === '='
            ? 'Lookbehind: the text just before here must match the contents, which take no characters'
            : 'Negative lookbehind: the text just before here must NOT match the contents';
        quantifiable = false;
      } else if (next === '<') {
        this.at += 2;
        name = this.groupName();
        number = ++this.groupNumber;
        kind = 'named-group';
        description = `Capturing group ${number}, named "${name}": what the contents match is kept as $${number} and $<${name}>`;
        const end = this.at;
        const path = this.path.map((step) => [...step] as [number, number]);
        const clash = this.namedGroups.find(
          (group) =>
            group.name === name &&
            !group.path.some(([id, alternative]) =>
              path.some(([otherId, other]) => otherId === id && other !== alternative),
            ),
        );
        if (clash)
          this.fail(
            `Duplicate capture group name "${name}": another group at column ${clash.start + 1} has it. Names may repeat only in different alternatives (a|b); rename one.`,
            start,
            end - start,
            'duplicate-group-name',
          );
        this.namedGroups.push({ name, path, start, end });
      } else if (next !== undefined && /[imsx-]/.test(next)) {
        kind = 'modifiers';
        description = this.modifiers(start);
      } else {
        this.fail(
          'Invalid group: "(?" must be followed by ":", "=", "!", "<=", "<!" or "<name>". Escape the ? as \\? to match it.',
          start,
          2,
          'invalid-group',
        );
      }
    } else {
      number = ++this.groupNumber;
      kind = 'group';
      description = `Capturing group ${number}: what the contents match is kept as $${number} (\\${number} in the pattern)`;
    }
    const children = this.disjunction(depth + 1);
    if (this.peek() !== ')')
      this.fail(
        'Unterminated group: this "(" is never closed. Add a ")" where the group ends, or escape it as \\( to match a parenthesis.',
        start,
        1,
        'unterminated-group',
      );
    this.at += 1;
    return {
      atom: { kind, start, end: this.at, description, ...(name === null ? {} : { name }), children },
      quantifiable,
    };
  }

  /** `(?ims-ims:` (ES2025): the flags a group turns on and off. */
  private modifiers(start: number): string {
    const match = /^\?([ims]*)(?:-([ims]*))?:/.exec(this.source.slice(this.at, this.at + 12));
    const on = match?.[1] ?? '';
    const off = match?.[2] ?? '';
    const repeated = /(.).*\1/.test(on + off);
    if (!match || repeated || (match[2] !== undefined && on === '' && off === ''))
      this.fail(
        'Invalid group: inline flags must look like (?i:…), (?-i:…) or (?m-s:…), each of i, m and s at most once.',
        start,
        2,
        'invalid-group',
      );
    this.at += match[0].length;
    const names: Record<string, string> = { i: 'ignore case', m: 'multiline', s: 'dot matches all' };
    const list = (letters: string) => [...letters].map((letter) => `${letter} (${names[letter]})`).join(', ');
    return `A group with its own flags (modifiers)${on ? `: turns on ${list(on)}` : ''}${off ? `${on ? ';' : ':'} turns off ${list(off)}` : ''}`;
  }
}

/** The warnings a repeated group may earn (see `Parser.repetitionRisk`). */
const REPETITION_RISKS = {
  'nested-quantifier': {
    code: 'nested-quantifier',
    message:
      'Nested quantifiers: a repeated item inside a repeated group can match the same text in exponentially many ways, so a text that almost matches makes the engine backtrack for ages (catastrophic backtracking). Make the inner part unambiguous, or drop one of the quantifiers.',
  },
  'overlapping-alternatives': {
    code: 'overlapping-alternatives',
    message:
      'Overlapping alternatives in a repeated group: two alternatives can match the same text, so a text that almost matches can be split in exponentially many ways, each of which the engine tries (catastrophic backtracking). Make the alternatives exclusive, as in (a|b)* rather than (a|aa)* or (\\w|\\d)*.',
  },
} as const;

/** Tokens that match exactly one character. */
const SINGLE_CHARACTER_KINDS = new Set<PatternToken['kind']>(['character', 'class', 'class-escape', 'any', 'property']);

/** Characters tried against single-character alternatives to find two that overlap: ASCII, and a few beyond. */
const PROBE_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  '\t',
  '\n',
  'é',
  'ß',
  'Σ',
  'ж',
  '中',
  '٣',
  '\u00a0',
];

/** Whether `literal` is two or more of the other `pieces` end to end (`aa` of `a`; `ab` of `a` and `b`). */
function madeOf(literal: string, pieces: readonly string[]): boolean {
  const shorter = pieces.filter((piece) => piece.length > 0 && piece.length < literal.length);
  // reachable[i]: the first i characters are whole pieces.
  const reachable = [true, ...Array<boolean>(literal.length).fill(false)];
  for (let end = 1; end <= literal.length; end += 1)
    reachable[end] = shorter.some(
      (piece) => piece.length <= end && reachable[end - piece.length] && literal.startsWith(piece, end - piece.length),
    );
  return reachable[literal.length]!;
}

/** The unbounded quantifiers among the tokens and inside them, lookaheads aside. */
function unboundedQuantifiers(tokens: readonly PatternToken[] | undefined): PatternToken[] {
  if (!tokens) return [];
  return tokens.flatMap((token) => [
    ...(token.kind === 'quantifier' && /zero or more|or more times/.test(token.description) ? [token] : []),
    ...(token.kind === 'lookahead' || token.kind === 'negative-lookahead' ? [] : unboundedQuantifiers(token.children)),
  ]);
}

/** The pattern read as the RegExp constructor would read it with these flags: its tokens, or where it breaks. */
export function parsePattern(source: string, flags: PatternFlags = {}): ParsedPattern {
  const { count, names } = scanGroups(source, Boolean(flags.unicodeSets));
  const parser = new Parser(source, flags, count, names);
  try {
    const tokens = parser.parse();
    return { tokens, error: null, warnings: parser.warnings, groupCount: count, groupNames: parser.groupNames };
  } catch (error) {
    if (!(error instanceof PatternSyntaxError)) throw error;
    return {
      tokens: [],
      error: { message: error.message, offset: error.offset, length: error.length, code: error.code },
      warnings: [],
      groupCount: count,
      groupNames: [],
    };
  }
}
