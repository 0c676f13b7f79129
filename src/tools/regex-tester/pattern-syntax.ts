/**
 * The words of the regular expression pattern parser (pattern.ts): its tokens, the flags it reads, the
 * character names and escapes it explains, and the scans it makes before parsing (groups, names, properties).
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
export const MAX_WARNINGS = 100;

/** Deeper nesting than this is refused: it would only be a way to overflow the stack. */
export const MAX_DEPTH = 400;

export class PatternSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly length: number,
    readonly code: string,
  ) {
    super(message);
  }
}

export const SYNTAX_CHARACTERS = '^$\\.*+?()[]{}|';
export const CLASS_SET_SYNTAX = '()[]{}/-\\|';
export const CLASS_SET_RESERVED_DOUBLE = '&!#$%*+,.:;<=>?@^`~';
export const CLASS_SET_RESERVED_PUNCTUATOR = '&-!#%,:;<=>@`~';
export const ID_START = /^[\p{ID_Start}$_]$/u;
export const ID_CONTINUE = /^[\p{ID_Continue}$\u200c\u200d]$/u;

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

export const CLASS_ESCAPES: Readonly<Record<string, string>> = {
  d: 'a digit 0–9',
  D: 'any character that is not a digit 0–9',
  w: 'a word character: a letter A–Z or a–z, a digit 0–9 or _',
  W: 'any character that is not a word character (A–Z, a–z, 0–9, _)',
  s: 'a white-space character: space, tab, line break or any other Unicode space',
  S: 'any character that is not white space',
};

export const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };

export const isDecimal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
export const isOctal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '7';
export const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);
export const isAsciiLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/** A class member as the parser sees it: one character (for ranges), or a set of characters. */
export interface ClassMember {
  token: PatternToken;
  /** The code point, when the member is a single character. */
  codePoint: number | null;
}

/** The capturing groups and group names of a pattern, found before parsing, as backreferences need them. */
export function scanGroups(source: string, unicodeSets: boolean): { count: number; names: Set<string> } {
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
export function decodeGroupName(raw: string): string | null {
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
export function knownProperty(body: string, negated: boolean, unicodeSets: boolean): boolean {
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

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
