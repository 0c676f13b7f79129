/**
 * The pattern parser's cursor and state, and the escapes (ECMA-262 §22.2.1 AtomEscape, CharacterEscape,
 * \p{…}, group names): the base of the class parser and of the parser itself (pattern.ts).
 */
import {
  type PatternToken,
  type PatternIssue,
  type PatternFlags,
  MAX_WARNINGS,
  PatternSyntaxError,
  SYNTAX_CHARACTERS,
  CLASS_SET_RESERVED_PUNCTUATOR,
  ID_START,
  ID_CONTINUE,
  characterName,
  CLASS_ESCAPES,
  CONTROL_ESCAPES,
  isDecimal,
  isOctal,
  isHex,
  isAsciiLetter,
  decodeGroupName,
  knownProperty,
  plural,
} from './pattern-syntax';

export abstract class EscapeParser {
  protected at = 0;
  protected groupNumber = 0;
  protected disjunctions = 0;
  protected readonly path: [number, number][] = [];
  protected readonly namedGroups: { name: string; path: [number, number][]; start: number; end: number }[] = [];
  protected readonly unicodeMode: boolean;
  protected readonly unicodeSets: boolean;
  protected readonly namedMode: boolean;
  readonly warnings: PatternIssue[] = [];

  constructor(
    protected readonly source: string,
    protected readonly flags: PatternFlags,
    readonly groupCount: number,
    protected readonly knownNames: Set<string>,
  ) {
    this.unicodeSets = Boolean(flags.unicodeSets);
    this.unicodeMode = Boolean(flags.unicode || flags.unicodeSets);
    this.namedMode = this.unicodeMode || knownNames.size > 0;
  }

  get groupNames(): string[] {
    return [...new Set(this.namedGroups.map((group) => group.name))];
  }

  protected fail(message: string, offset: number, length: number, code: string): never {
    throw new PatternSyntaxError(message, offset, Math.max(0, length), code);
  }

  protected peek(offset = 0): string | undefined {
    return this.source[this.at + offset];
  }

  protected eof(): boolean {
    return this.at >= this.source.length;
  }

  /** The code point at the cursor: surrogate pairs are one character in Unicode mode only. */
  protected readCodePoint(): number {
    const code = this.source.codePointAt(this.at)!;
    if (this.unicodeMode && code > 0xffff) {
      this.at += 2;
      return code;
    }
    this.at += 1;
    return this.source.charCodeAt(this.at - 1);
  }

  /** A group name after "(?<" or "\k<", up to and over its ">". */
  protected groupName(): string {
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

  protected atomEscape(): PatternToken {
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

  protected property(start: number): PatternToken {
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

  protected characterEscapeToken(start: number, inClass: boolean): PatternToken {
    const codePoint = this.characterEscape(start, inClass);
    return { kind: 'character', start, end: this.at, description: `The character ${characterName(codePoint)}` };
  }

  /**
   * A CharacterEscape after the backslash at `start` (the cursor on the backslash): its code point.
   * Outside Unicode mode, Annex B makes most unknown escapes the character itself.
   */
  protected characterEscape(start: number, inClass: boolean): number {
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
}
