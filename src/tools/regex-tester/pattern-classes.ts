/**
 * The pattern parser's character classes: [a-z] ranges, and in v mode (unicodeSets) nested classes,
 * \q{…} strings, intersection (&&) and subtraction (--).
 */
import { EscapeParser } from './pattern-escapes';
import { codePointLabel } from '../../lib/unicode';
import {
  type PatternToken,
  MAX_DEPTH,
  CLASS_SET_SYNTAX,
  CLASS_SET_RESERVED_DOUBLE,
  characterName,
  CLASS_ESCAPES,
  type ClassMember,
} from './pattern-syntax';

export abstract class ClassParser extends EscapeParser {
  protected characterClass(depth: number): PatternToken {
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

  protected unterminatedClass(start: number): never {
    return this.fail(
      'Unterminated character class: this "[" is never closed. Add "]" where the class ends, or escape it as \\[ to match a bracket.',
      start,
      1,
      'unterminated-class',
    );
  }

  /** Classes without the v flag: characters, ranges and class escapes. */
  protected classRanges(classStart: number): PatternToken[] {
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

  protected range(first: ClassMember, second: ClassMember): PatternToken {
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

  protected classAtom(): ClassMember {
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
  protected classSetContents(classStart: number, depth: number): PatternToken[] {
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

  protected classSetOperand(classStart: number, depth: number): ClassMember {
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
