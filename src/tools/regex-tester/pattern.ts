/**
 * A parser of ECMAScript regular expression patterns (ECMA-262 §22.2.1, with Annex B's web-compatibility
 * grammar outside Unicode mode) that says, token by token, what the pattern does in plain words, and,
 * where the pattern is broken, where: the engine's SyntaxError names no position.
 *
 * The engine stays the judge of what compiles (checkPattern in core.ts compares the two); this parser
 * exists to explain and to place.
 */
import { codePointLabel } from '../../lib/unicode';

export type TokenKind =
  | 'alternation'
  | 'alternative'
  | 'character'
  | 'any'
  | 'class'
  | 'class-range'
  | 'class-escape'
  | 'property'
  | 'class-strings'
  | 'class-operation'
  | 'start'
  | 'end'
  | 'word-boundary'
  | 'not-word-boundary'
  | 'lookahead'
  | 'negative-lookahead'
  | 'lookbehind'
  | 'negative-lookbehind'
  | 'group'
  | 'named-group'
  | 'non-capturing'
  | 'modifiers'
  | 'backreference'
  | 'quantifier';

/** One piece of the pattern, with its place (UTF-16 offsets in the pattern) and what it does. */
export interface PatternToken {
  kind: TokenKind;
  start: number;
  end: number;
  description: string;
  /** A named group's name. */
  name?: string;
  children?: PatternToken[];
}

/** Where and why a pattern is not a valid regular expression, or a risk worth a warning. */
export interface PatternIssue {
  message: string;
  offset: number;
  length: number;
  code: string;
}

export interface ParsedPattern {
  /** The pattern's tokens, outermost first; empty when the pattern is broken. */
  tokens: PatternToken[];
  error: PatternIssue | null;
  warnings: PatternIssue[];
  groupCount: number;
  groupNames: string[];
}

export interface PatternFlags {
  ignoreCase?: boolean;
  multiline?: boolean;
  dotAll?: boolean;
  unicode?: boolean;
  unicodeSets?: boolean;
}

/** Flags as the RegExp constructor takes them, read into the modes the grammar depends on. */
export function flagModes(flags: string): PatternFlags {
  return {
    ignoreCase: flags.includes('i'),
    multiline: flags.includes('m'),
    dotAll: flags.includes('s'),
    unicode: flags.includes('u'),
    unicodeSets: flags.includes('v'),
  };
}

/** Warnings listed at most: one per risky repetition is plenty to find them. */
const MAX_WARNINGS = 100;

/** Deeper nesting than this is refused: it would only be a way to overflow the stack. */
const MAX_DEPTH = 400;

class PatternSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly length: number,
    readonly code: string,
  ) {
    super(message);
  }
}

const SYNTAX_CHARACTERS = '^$\\.*+?()[]{}|';
const CLASS_SET_SYNTAX = '()[]{}/-\\|';
const CLASS_SET_RESERVED_DOUBLE = '&!#$%*+,.:;<=>?@^`~';
const CLASS_SET_RESERVED_PUNCTUATOR = '&-!#%,:;<=>@`~';
const ID_START = /^[\p{ID_Start}$_]$/u;
const ID_CONTINUE = /^[\p{ID_Continue}$\u200c\u200d]$/u;

const CHARACTER_NAMES: Readonly<Record<number, string>> = {
  0x00: 'the NUL character (U+0000)',
  0x08: 'a backspace (U+0008)',
  0x09: 'a tab (U+0009)',
  0x0a: 'a line feed (U+000A)',
  0x0b: 'a vertical tab (U+000B)',
  0x0c: 'a form feed (U+000C)',
  0x0d: 'a carriage return (U+000D)',
  0x20: 'a space (U+0020)',
  0xa0: 'a no-break space (U+00A0)',
  0x200b: 'a zero-width space (U+200B)',
  0xfeff: 'a byte order mark (U+FEFF)',
};
const INVISIBLE = /^[\p{Cc}\p{Cs}\p{Z}\p{Cf}]$/u;

/** A character as the explanation names it: `"a"`, `a tab (U+0009)`, `U+200D`. */
export function characterName(codePoint: number): string {
  const named = CHARACTER_NAMES[codePoint];
  if (named) return named;
  const character = String.fromCodePoint(codePoint);
  return INVISIBLE.test(character) ? codePointLabel(codePoint) : `"${character}"`;
}

const CLASS_ESCAPES: Readonly<Record<string, string>> = {
  d: 'a digit 0–9',
  D: 'any character that is not a digit 0–9',
  w: 'a word character: a letter A–Z or a–z, a digit 0–9 or _',
  W: 'any character that is not a word character (A–Z, a–z, 0–9, _)',
  s: 'a white-space character: space, tab, line break or any other Unicode space',
  S: 'any character that is not white space',
};

const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };

const isDecimal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isOctal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '7';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);
const isAsciiLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/** A class member as the parser sees it: one character (for ranges), or a set of characters. */
interface ClassMember {
  token: PatternToken;
  /** The code point, when the member is a single character. */
  codePoint: number | null;
}

/** The capturing groups and group names of a pattern, found before parsing, as backreferences need them. */
function scanGroups(source: string, unicodeSets: boolean): { count: number; names: Set<string> } {
  let count = 0;
  const names = new Set<string>();
  let classDepth = 0;
  for (let at = 0; at < source.length; at += 1) {
    const c = source[at];
    if (c === '\\') {
      at += 1;
    } else if (c === '[') {
      classDepth = unicodeSets ? classDepth + 1 : 1;
    } else if (c === ']') {
      classDepth = Math.max(0, classDepth - 1);
    } else if (c === '(' && classDepth === 0) {
      if (source[at + 1] !== '?') count += 1;
      else if (source[at + 2] === '<' && source[at + 3] !== '=' && source[at + 3] !== '!') {
        count += 1;
        const close = source.indexOf('>', at + 3);
        if (close !== -1) names.add(decodeGroupName(source.slice(at + 3, close)) ?? '');
      }
    }
  }
  return { count, names };
}

/** A group name with its \u escapes decoded; null when an escape is broken. */
function decodeGroupName(raw: string): string | null {
  let failed = false;
  const name = raw.replace(
    /\\u(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{4}))|\\/g,
    (escape, braced?: string, four?: string) => {
      const value = braced ?? four;
      if (value === undefined) {
        failed = true;
        return escape;
      }
      const codePoint = parseInt(value, 16);
      if (codePoint > 0x10ffff) {
        failed = true;
        return escape;
      }
      return String.fromCodePoint(codePoint);
    },
  );
  return failed ? null : name;
}

const knownProperties = new Map<string, boolean>();

/** Whether a Unicode property expression is one the engine knows, asked of the engine itself (once). */
function knownProperty(body: string, negated: boolean, unicodeSets: boolean): boolean {
  const expression = `\\${negated ? 'P' : 'p'}{${body}}`;
  const key = `${expression}/${unicodeSets ? 'v' : 'u'}`;
  let known = knownProperties.get(key);
  if (known === undefined) {
    try {
      new RegExp(expression, unicodeSets ? 'v' : 'u');
      known = true;
    } catch {
      known = false;
    }
    knownProperties.set(key, known);
  }
  return known;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

class Parser {
  private at = 0;
  private groupNumber = 0;
  private disjunctions = 0;
  private readonly path: [number, number][] = [];
  private readonly namedGroups: { name: string; path: [number, number][]; start: number; end: number }[] = [];
  private readonly unicodeMode: boolean;
  private readonly unicodeSets: boolean;
  private readonly namedMode: boolean;
  readonly warnings: PatternIssue[] = [];

  constructor(
    private readonly source: string,
    private readonly flags: PatternFlags,
    readonly groupCount: number,
    private readonly knownNames: Set<string>,
  ) {
    this.unicodeSets = Boolean(flags.unicodeSets);
    this.unicodeMode = Boolean(flags.unicode || flags.unicodeSets);
    this.namedMode = this.unicodeMode || knownNames.size > 0;
  }

  get groupNames(): string[] {
    return [...new Set(this.namedGroups.map((group) => group.name))];
  }

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

  private fail(message: string, offset: number, length: number, code: string): never {
    throw new PatternSyntaxError(message, offset, Math.max(0, length), code);
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.at + offset];
  }

  private eof(): boolean {
    return this.at >= this.source.length;
  }

  /** The code point at the cursor: surrogate pairs are one character in Unicode mode only. */
  private readCodePoint(): number {
    const code = this.source.codePointAt(this.at)!;
    if (this.unicodeMode && code > 0xffff) {
      this.at += 2;
      return code;
    }
    this.at += 1;
    return this.source.charCodeAt(this.at - 1);
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

  /** A group name after "(?<" or "\k<", up to and over its ">". */
  private groupName(): string {
    const start = this.at;
    const close = this.source.indexOf('>', start);
    const raw = close === -1 ? null : this.source.slice(start, close);
    const name = raw === null ? null : decodeGroupName(raw);
    const characters = name === null ? [] : [...name];
    const valid =
      name !== null &&
      characters.length > 0 &&
      ID_START.test(characters[0]!) &&
      characters.every((character) => ID_CONTINUE.test(character));
    if (!valid || name === null)
      this.fail(
        `Invalid capture group name${raw ? ` "${raw}"` : ''}: a name is an identifier (letters, digits, $ and _, not starting with a digit) closed by ">".`,
        start,
        Math.max(1, (close === -1 ? this.source.length : close) - start),
        'invalid-group-name',
      );
    this.at = close + 1;
    return name;
  }

  private atomEscape(): PatternToken {
    const start = this.at;
    this.at += 1;
    if (this.eof())
      this.fail(
        '\\ at end of pattern: a backslash escapes the character after it, and there is none. Write \\\\ to match a backslash.',
        start,
        1,
        'trailing-backslash',
      );
    const c = this.peek()!;
    // Backreferences by number: \1 to \n where the pattern has n groups.
    if (isDecimal(c) && c !== '0') {
      const digits = /^\d+/.exec(this.source.slice(this.at))![0];
      const number = Number(digits);
      if (number <= this.groupCount) {
        this.at += digits.length;
        return {
          kind: 'backreference',
          start,
          end: this.at,
          description: `Backreference: the same text that group ${number} matched${number > this.groupNumber ? ' (the group comes later, so here it matches the empty text)' : ''}`,
        };
      }
      if (this.unicodeMode)
        this.fail(
          `Invalid escape: \\${digits} refers to group ${digits}, but the pattern has ${plural(this.groupCount, 'capturing group')}.`,
          start,
          digits.length + 1,
          'invalid-backreference',
        );
      this.at -= 1;
      return this.characterEscapeToken(start, false);
    }
    if (c === 'k' && this.namedMode) {
      this.at += 1;
      if (this.peek() !== '<')
        this.fail(
          'Invalid named reference: \\k must be followed by a group name in angle brackets, as in \\k<year>.',
          start,
          2,
          'invalid-named-reference',
        );
      this.at += 1;
      const name = this.groupName();
      if (!this.knownNames.has(name))
        this.fail(
          `Invalid named capture referenced: no group is named "${name}".`,
          start,
          this.at - start,
          'unknown-group-name',
        );
      return {
        kind: 'backreference',
        start,
        end: this.at,
        description: `Backreference: the same text that the group named "${name}" matched`,
      };
    }
    if (CLASS_ESCAPES[c]) {
      this.at += 1;
      return { kind: 'class-escape', start, end: this.at, description: `\\${c}: ${CLASS_ESCAPES[c]}` };
    }
    if ((c === 'p' || c === 'P') && this.unicodeMode) return this.property(start);
    if (
      !this.unicodeMode &&
      this.peek(1) === '{' &&
      (c === 'p' || c === 'P' || c === 'u') &&
      this.warnings.length < MAX_WARNINGS
    )
      this.warnings.push({
        message: `Without the u or v flag, \\${c}{ is the letter "${c}" and a brace, not ${c === 'u' ? 'a code point escape' : 'a Unicode property'}: tick u (unicode) or v (unicode sets).`,
        offset: start,
        length: 3,
        code: 'needs-unicode-flag',
      });
    this.at -= 1;
    return this.characterEscapeToken(start, false);
  }

  private property(start: number): PatternToken {
    const negated = this.peek() === 'P';
    this.at += 1;
    const close = this.source.indexOf('}', this.at);
    if (this.peek() !== '{' || close === -1)
      this.fail(
        'Invalid property name: \\p and \\P need a property in braces, as in \\p{Letter} or \\p{Script=Greek}.',
        start,
        2,
        'invalid-property',
      );
    const body = this.source.slice(this.at + 1, close);
    this.at = close + 1;
    if (!/^[A-Za-z_]+(=[A-Za-z0-9_]+)?$/.test(body) || !knownProperty(body, negated, this.unicodeSets)) {
      const ofStrings = !negated || !knownProperty(body, false, this.unicodeSets);
      this.fail(
        ofStrings
          ? `Invalid property name "${body}": not a Unicode property this engine knows (General_Category, Script, Script_Extensions or a binary property such as Alphabetic${this.unicodeSets ? ', or with v a property of strings such as RGI_Emoji' : ''}).`
          : `Invalid property name "${body}": a property of strings cannot be negated with \\P.`,
        start,
        this.at - start,
        'invalid-property',
      );
    }
    const [name, value] = body.split('=');
    const what = value === undefined ? `the property ${name}` : `${name} = ${value}`;
    return {
      kind: 'property',
      start,
      end: this.at,
      description: negated ? `Any character that does not have ${what}` : `A character with ${what}`,
    };
  }

  private characterEscapeToken(start: number, inClass: boolean): PatternToken {
    const codePoint = this.characterEscape(start, inClass);
    return { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` };
  }

  /**
   * A CharacterEscape after the backslash at `start` (the cursor on the backslash): its code point.
   * Outside Unicode mode, Annex B makes most unknown escapes the character itself.
   */
  private characterEscape(start: number, inClass: boolean): number {
    this.at = start + 1;
    if (this.eof())
      this.fail(
        '\\ at end of pattern: a backslash escapes the character after it, and there is none. Write \\\\ to match a backslash.',
        start,
        1,
        'trailing-backslash',
      );
    const c = this.peek()!;
    const invalid = (what = `\\${c}`): never =>
      this.fail(
        `Invalid escape: ${what} means nothing with the u or v flag, which allow only defined escapes. Drop the backslash, or write the character another way.`,
        start,
        Math.max(2, this.at - start),
        'invalid-escape',
      );
    if (CONTROL_ESCAPES[c] !== undefined) {
      this.at += 1;
      return CONTROL_ESCAPES[c];
    }
    if (c === 'c') {
      const letter = this.peek(1);
      if (isAsciiLetter(letter) || (inClass && !this.unicodeMode && (isDecimal(letter) || letter === '_'))) {
        this.at += 2;
        return letter!.charCodeAt(0) % 32;
      }
      if (this.unicodeMode) invalid('\\c without a letter A–Z after it');
      // Annex B: the backslash is itself; "c" is read next as a character.
      return 0x5c;
    }
    if (c === '0' && !isDecimal(this.peek(1))) {
      this.at += 1;
      return 0;
    }
    if (isDecimal(c)) {
      if (this.unicodeMode)
        this.fail(
          `Invalid ${inClass ? 'class' : 'decimal'} escape: \\${c} is ${inClass ? 'not allowed in a class' : 'neither a backreference nor \\0'} with the u or v flag.`,
          start,
          2,
          'invalid-escape',
        );
      if (c === '8' || c === '9') {
        this.at += 1;
        return c.charCodeAt(0);
      }
      // Annex B legacy octal escape: up to three octal digits, at most \377.
      let digits = c;
      this.at += 1;
      while (digits.length < 3 && isOctal(this.peek()) && parseInt(digits + this.peek(), 8) <= 0o377) {
        digits += this.peek();
        this.at += 1;
      }
      return parseInt(digits, 8);
    }
    if (c === 'x') {
      if (isHex(this.peek(1)) && isHex(this.peek(2))) {
        this.at += 3;
        return parseInt(this.source.slice(this.at - 2, this.at), 16);
      }
      if (this.unicodeMode) {
        this.at += 1;
        invalid('\\x without two hex digits');
      }
      this.at += 1;
      return 0x78;
    }
    if (c === 'u') {
      const four = this.source.slice(this.at + 1, this.at + 5);
      if (/^[0-9A-Fa-f]{4}$/.test(four)) {
        this.at += 5;
        const code = parseInt(four, 16);
        // A \uXXXX\uXXXX surrogate pair is one character in Unicode mode.
        if (this.unicodeMode && code >= 0xd800 && code <= 0xdbff) {
          const low = /^\\u([dD][c-fC-F][0-9A-Fa-f]{2})/.exec(this.source.slice(this.at, this.at + 6));
          if (low) {
            this.at += 6;
            return 0x10000 + ((code - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00);
          }
        }
        return code;
      }
      if (this.unicodeMode && this.peek(1) === '{') {
        const braced = /^\{([0-9A-Fa-f]+)\}/.exec(this.source.slice(this.at + 1));
        const value = braced ? parseInt(braced[1]!, 16) : NaN;
        if (braced && value <= 0x10ffff) {
          this.at += 1 + braced[0].length;
          return value;
        }
        this.at += 1;
        this.fail(
          'Invalid Unicode escape: \\u{…} takes 1 to 6 hex digits, at most 10FFFF.',
          start,
          2 + (braced?.[0].length ?? 0),
          'invalid-unicode-escape',
        );
      }
      if (this.unicodeMode) {
        this.at += 1;
        this.fail(
          'Invalid Unicode escape: \\u needs four hex digits (\\u00E9) or, with u or v, braces (\\u{1F600}).',
          start,
          2,
          'invalid-unicode-escape',
        );
      }
      this.at += 1;
      return 0x75;
    }
    if (this.unicodeMode) {
      if (SYNTAX_CHARACTERS.includes(c) || c === '/' || (inClass && c === '-')) {
        this.at += 1;
        return c.charCodeAt(0);
      }
      if (inClass && this.unicodeSets && CLASS_SET_RESERVED_PUNCTUATOR.includes(c)) {
        this.at += 1;
        return c.charCodeAt(0);
      }
      this.at += 1;
      return invalid();
    }
    if (c === 'k' && this.namedMode) {
      this.at += 1;
      return invalid();
    }
    return this.readCodePoint();
  }

  private characterClass(depth: number): PatternToken {
    if (depth > MAX_DEPTH) this.fail(`The pattern nests classes more than ${MAX_DEPTH} deep.`, this.at, 1, 'too-deep');
    const start = this.at;
    this.at += 1;
    const negated = this.peek() === '^';
    if (negated) this.at += 1;
    const children = this.unicodeSets ? this.classSetContents(start, depth) : this.classRanges(start);
    this.at += 1; // the "]"
    let description: string;
    if (children.length === 0)
      description = negated
        ? 'Any character at all ([^] is the empty class negated)'
        : 'Nothing: the empty class [] never matches';
    else if (children.length === 1 && children[0]!.kind === 'class-operation')
      description = negated ? 'Any character not in the set below' : 'One character (or string) from the set below';
    else description = negated ? 'Any one character except these' : 'One character from these';
    return { kind: 'class', start, end: this.at, description, children };
  }

  private unterminatedClass(start: number): never {
    return this.fail(
      'Unterminated character class: this "[" is never closed. Add "]" where the class ends, or escape it as \\[ to match a bracket.',
      start,
      1,
      'unterminated-class',
    );
  }

  /** Classes without the v flag: characters, ranges and class escapes. */
  private classRanges(classStart: number): PatternToken[] {
    const members: PatternToken[] = [];
    while (this.peek() !== ']') {
      if (this.eof()) this.unterminatedClass(classStart);
      const first = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        const dash = this.at;
        this.at += 1;
        const second = this.classAtom();
        if (first.codePoint === null || second.codePoint === null) {
          if (this.unicodeMode)
            this.fail(
              'Invalid character class: a range needs a single character at each end; \\d, \\w, \\s or \\p{…} cannot be one. Escape the "-" as \\- to list it.',
              first.token.start,
              second.token.end - first.token.start,
              'invalid-class-range',
            );
          members.push(
            first.token,
            { kind: 'character', start: dash, end: dash + 1, description: 'The character "-"' },
            second.token,
          );
          continue;
        }
        members.push(this.range(first, second));
        continue;
      }
      members.push(first.token);
    }
    return members;
  }

  private range(first: ClassMember, second: ClassMember): PatternToken {
    const from = first.codePoint!;
    const to = second.codePoint!;
    if (from > to)
      this.fail(
        `Range out of order in character class: ${characterName(from)} comes after ${characterName(to)}. Swap the ends, or escape the "-" as \\- to list the three characters.`,
        first.token.start,
        second.token.end - first.token.start,
        'class-range-order',
      );
    return {
      kind: 'class-range',
      start: first.token.start,
      end: second.token.end,
      description: `A character from ${characterName(from)} to ${characterName(to)} (${codePointLabel(from)}–${codePointLabel(to)})`,
    };
  }

  private classAtom(): ClassMember {
    const start = this.at;
    if (this.peek() !== '\\') {
      const codePoint = this.readCodePoint();
      return {
        token: { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` },
        codePoint,
      };
    }
    const c = this.peek(1);
    if (c === undefined) this.unterminatedClass(start);
    if (c === 'b') {
      this.at += 2;
      return {
        token: {
          kind: 'character',
          start,
          end: this.at,
          description: 'A backspace (U+0008): \\b means backspace inside a class',
        },
        codePoint: 8,
      };
    }
    if (CLASS_ESCAPES[c]) {
      this.at += 2;
      return {
        token: { kind: 'class-escape', start, end: this.at, description: `\\${c}: ${CLASS_ESCAPES[c]}` },
        codePoint: null,
      };
    }
    if ((c === 'p' || c === 'P') && this.unicodeMode) {
      this.at += 1;
      return { token: this.property(start), codePoint: null };
    }
    if (c === '-' && this.unicodeMode) {
      this.at += 2;
      return { token: { kind: 'character', start, end: this.at, description: 'The character "-"' }, codePoint: 0x2d };
    }
    if (c === 'B' && this.unicodeMode)
      this.fail(
        'Invalid class escape: \\B is not allowed in a class with the u or v flag.',
        start,
        2,
        'invalid-escape',
      );
    const codePoint = this.characterEscape(start, true);
    return {
      token: { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` },
      codePoint,
    };
  }

  /** Classes with the v flag: unions, intersections (&&), subtractions (--), nested classes and \q{…}. */
  private classSetContents(classStart: number, depth: number): PatternToken[] {
    if (this.peek() === ']') return [];
    const operands: PatternToken[] = [];
    let operator: '&&' | '--' | null = null;
    let unionItems = 0;
    const operationStart = this.at;
    while (this.peek() !== ']') {
      if (this.eof()) this.unterminatedClass(classStart);
      const two = this.source.slice(this.at, this.at + 2);
      if (two === '&&' || two === '--') {
        if (operator === null && (unionItems !== 1 || operands.length !== 1))
          this.fail(
            `Invalid set operation in character class: "${two}" needs exactly one operand on each side; nest a union in its own brackets, as in [[a-z0-9]${two}[aeiou]].`,
            this.at,
            2,
            'invalid-set-operation',
          );
        if (operator !== null && operator !== two)
          this.fail(
            `Invalid set operation in character class: "&&" and "--" cannot be mixed at one level; nest one in brackets, as in [[a${two === '&&' ? '--' : '&&'}b]${two}c].`,
            this.at,
            2,
            'invalid-set-operation',
          );
        operator = two;
        this.at += 2;
        if (this.peek() === ']' || this.eof())
          this.fail(
            `Invalid set operation in character class: "${two}" has no operand after it.`,
            this.at - 2,
            2,
            'invalid-set-operation',
          );
        if (this.source.slice(this.at, this.at + 1) === two[0])
          this.fail(
            `Invalid set operation in character class: "${two}${two[0]}" is not an operator.`,
            this.at - 2,
            3,
            'invalid-set-operation',
          );
        const operand = this.classSetOperand(classStart, depth);
        if (operand.codePoint !== null && this.peek() === '-' && this.peek(1) !== '-')
          this.fail(
            'Invalid set operation in character class: an operand of && or -- cannot be a range; put the range in brackets.',
            this.at,
            1,
            'invalid-set-operation',
          );
        operands.push(operand.token);
        continue;
      }
      if (operator !== null)
        this.fail(
          `Invalid set operation in character class: after "${operator}" only another "${operator}" or "]" may follow; nest a union in its own brackets.`,
          this.at,
          1,
          'invalid-set-operation',
        );
      const first = this.classSetOperand(classStart, depth);
      unionItems += 1;
      if (this.peek() === '-' && this.peek(1) !== '-') {
        this.at += 1;
        const second = this.classSetOperand(classStart, depth);
        if (first.codePoint === null || second.codePoint === null)
          this.fail(
            'Invalid character class: a range needs a single character at each end. Escape the "-" as \\- to list it.',
            first.token.start,
            second.token.end - first.token.start,
            'invalid-class-range',
          );
        operands.push(this.range(first, second));
        unionItems += 1;
        continue;
      }
      operands.push(first.token);
    }
    if (operator === null) return operands;
    return [
      {
        kind: 'class-operation',
        start: operationStart,
        end: this.at,
        description:
          operator === '&&'
            ? `Intersection: characters in all ${operands.length} of these sets`
            : `Subtraction: characters of the first set that are not in ${operands.length === 2 ? 'the set after it' : `any of the ${operands.length - 1} sets after it`}`,
        children: operands,
      },
    ];
  }

  private classSetOperand(classStart: number, depth: number): ClassMember {
    const start = this.at;
    const c = this.peek();
    if (c === undefined) this.unterminatedClass(classStart);
    if (c === '[') return { token: this.characterClass(depth + 1), codePoint: null };
    if (c === '\\') {
      const next = this.peek(1);
      if (next === 'q') {
        if (this.peek(2) !== '{')
          this.fail(
            'Invalid escape: \\q must be followed by strings in braces, as in \\q{abc|xy}.',
            start,
            2,
            'invalid-escape',
          );
        this.at += 3;
        const strings: string[] = [];
        let current = '';
        while (this.peek() !== '}') {
          if (this.eof())
            this.fail('Unterminated \\q{…}: add the closing "}".', start, 3, 'unterminated-class-strings');
          if (this.peek() === '|') {
            strings.push(current);
            current = '';
            this.at += 1;
          } else if (this.peek() === '\\') {
            current += String.fromCodePoint(this.characterEscape(this.at, true));
          } else current += String.fromCodePoint(this.readCodePoint());
        }
        strings.push(current);
        this.at += 1;
        return {
          token: {
            kind: 'class-strings',
            start,
            end: this.at,
            description: `One of the strings ${strings.map((text) => JSON.stringify(text)).join(', ')} (longest first)`,
          },
          codePoint: null,
        };
      }
      return this.classAtom();
    }
    const two = this.source.slice(this.at, this.at + 2);
    if (two.length === 2 && two[0] === two[1] && CLASS_SET_RESERVED_DOUBLE.includes(two[0]!))
      this.fail(
        `Invalid character in character class: "${two}" is reserved with the v flag; escape one of them (\\${two[0]}).`,
        start,
        2,
        'reserved-double-punctuator',
      );
    if (CLASS_SET_SYNTAX.includes(c))
      this.fail(
        `Invalid character in character class: with the v flag "${c}" must be escaped as \\${c} inside a class.`,
        start,
        1,
        'invalid-class-character',
      );
    const codePoint = this.readCodePoint();
    return {
      token: { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` },
      codePoint,
    };
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
