/**
 * JSONPath as RFC 9535 defines it: a parser that checks the grammar and the function type rules (a query
 * that breaks either is rejected with the place it breaks), and an evaluator over the project's lossless
 * JSON, so numbers compare by their exact decimal value and keep their digits in the results.
 */
import { JsonNumber, isJsonObject, type LosslessJson } from '../../lib/lossless-json';
import { iRegexp } from './iregexp';
import { aroundPattern } from '../../lib/pattern-watch';

/** A query mistake, at a UTF-16 offset in the query, spanning `length` units. */
export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly length = 1,
  ) {
    super(message);
  }
}

const MAX_SAFE = 2 ** 53 - 1;

type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'wildcard' }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start: number | null; end: number | null; step: number | null }
  | { kind: 'filter'; expr: LogicalExpr };

interface Segment {
  descendant: boolean;
  selectors: Selector[];
}

interface Query {
  relative: boolean;
  segments: Segment[];
  singular: boolean;
}

type FunctionName = 'length' | 'count' | 'match' | 'search' | 'value';
type ParamType = 'value' | 'logical' | 'nodes';

interface FunctionSignature {
  params: readonly ParamType[];
  result: ParamType;
}

const FUNCTIONS: Readonly<Record<FunctionName, FunctionSignature>> = {
  length: { params: ['value'], result: 'value' },
  count: { params: ['nodes'], result: 'value' },
  match: { params: ['value', 'value'], result: 'logical' },
  search: { params: ['value', 'value'], result: 'logical' },
  value: { params: ['nodes'], result: 'value' },
};

type Expr =
  | { kind: 'literal'; value: LosslessJson }
  | { kind: 'query'; query: Query }
  | { kind: 'function'; name: FunctionName; args: Expr[] }
  | { kind: 'compare'; op: CompareOp; left: Expr; right: Expr }
  | { kind: 'not'; operand: Expr }
  | { kind: 'paren'; inner: Expr }
  | { kind: 'and'; operands: Expr[] }
  | { kind: 'or'; operands: Expr[] };

type LogicalExpr = Expr;
type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

const isBlank = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isAlpha = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));

function isNameFirst(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    (code >= 0x80 && code <= 0xd7ff) ||
    code >= 0xe000
  );
}

/** A readable name for a character in a message. */
function describeChar(char: string | undefined): string {
  if (char === undefined) return 'the end of the query';
  if (isBlank(char)) return 'whitespace';
  return `\`${char}\``;
}

class Parser {
  position = 0;

  constructor(private readonly text: string) {}

  fail(message: string, offset = this.position, length = 1): never {
    throw new QuerySyntaxError(message, offset, length);
  }

  peek(offset = 0): string | undefined {
    return this.text[this.position + offset];
  }

  skipBlanks(): void {
    while (isBlank(this.peek())) this.position += 1;
  }

  expect(char: string, what: string): void {
    if (this.peek() !== char) this.fail(`Expected ${what} here, found ${describeChar(this.peek())}`);
    this.position += 1;
  }

  parseQuery(): Query {
    if (isBlank(this.peek())) this.fail('A query cannot start with whitespace: remove it');
    if (this.peek() !== '$')
      this.fail(`A JSONPath query starts with \`$\` (the root), found ${describeChar(this.peek())}`);
    this.position += 1;
    const query = this.parseSegments(false);
    if (this.position < this.text.length) {
      if (isBlank(this.peek())) this.fail('A query cannot end with whitespace: remove it');
      this.fail(`Unexpected ${describeChar(this.peek())}: a segment starts with \`.\`, \`..\` or \`[\``);
    }
    return query;
  }

  /** The segments after `$` or `@`: blanks may separate them; they stop at anything that is not a segment. */
  parseSegments(relative: boolean): Query {
    const segments: Segment[] = [];
    for (;;) {
      const start = this.position;
      this.skipBlanks();
      const char = this.peek();
      if (char === '.' || char === '[') {
        segments.push(this.parseSegment());
      } else {
        this.position = start;
        break;
      }
    }
    const singular = segments.every(
      (segment) =>
        !segment.descendant &&
        segment.selectors.length === 1 &&
        (segment.selectors[0]!.kind === 'name' || segment.selectors[0]!.kind === 'index'),
    );
    return { relative, segments, singular };
  }

  parseSegment(): Segment {
    if (this.peek() === '.' && this.peek(1) === '.') {
      this.position += 2;
      const char = this.peek();
      if (char === '[') return { descendant: true, selectors: this.parseBracketed() };
      if (char === '*') {
        this.position += 1;
        return { descendant: true, selectors: [{ kind: 'wildcard' }] };
      }
      if (char === '.') this.fail('Three dots: a descendant segment is `..` followed by a name, `*` or `[`');
      return { descendant: true, selectors: [{ kind: 'name', name: this.parseMemberName('..') }] };
    }
    if (this.peek() === '.') {
      this.position += 1;
      if (this.peek() === '*') {
        this.position += 1;
        return { descendant: false, selectors: [{ kind: 'wildcard' }] };
      }
      return { descendant: false, selectors: [{ kind: 'name', name: this.parseMemberName('.') }] };
    }
    return { descendant: false, selectors: this.parseBracketed() };
  }

  parseMemberName(after: string): string {
    const start = this.position;
    const first = this.text.codePointAt(start);
    if (first === undefined || !isNameFirst(first)) {
      this.fail(
        `After \`${after}\` comes a name (letters, digits, \`_\`; not starting with a digit) or \`*\`, found ${describeChar(this.peek())}; quote other names: \`['${this.peek() ?? ''}…']\``,
      );
    }
    while (this.position < this.text.length) {
      const code = this.text.codePointAt(this.position)!;
      if (!isNameFirst(code) && !(code >= 0x30 && code <= 0x39)) break;
      if (code >= 0xd800 && code <= 0xdfff) this.fail('A lone surrogate cannot be part of a name');
      this.position += code > 0xffff ? 2 : 1;
    }
    return this.text.slice(start, this.position);
  }

  parseBracketed(): Selector[] {
    const open = this.position;
    this.position += 1;
    const selectors: Selector[] = [];
    for (;;) {
      this.skipBlanks();
      selectors.push(this.parseSelector());
      this.skipBlanks();
      const char = this.peek();
      if (char === ',') {
        this.position += 1;
        continue;
      }
      if (char === ']') {
        this.position += 1;
        return selectors;
      }
      if (char === undefined) this.fail('The `[` is never closed: add `]`', open);
      this.fail(`Expected \`,\` or \`]\` after a selector, found ${describeChar(char)}`);
    }
  }

  parseSelector(): Selector {
    const char = this.peek();
    if (char === "'" || char === '"') return { kind: 'name', name: this.parseString() };
    if (char === '*') {
      this.position += 1;
      return { kind: 'wildcard' };
    }
    if (char === '?') {
      this.position += 1;
      this.skipBlanks();
      return { kind: 'filter', expr: this.parseLogical() };
    }
    if (char === ':' || char === '-' || isDigit(char)) return this.parseIndexOrSlice();
    if (char === ']') this.fail('Empty brackets: put a selector inside (a name, index, slice, `*` or filter)');
    return this.fail(
      `Expected a selector (a quoted name, an index, a slice, \`*\` or \`?filter\`), found ${describeChar(char)}`,
    );
  }

  parseIndexOrSlice(): Selector {
    const parts: (number | null)[] = [];
    let colons = 0;
    for (;;) {
      this.skipBlanks();
      const char = this.peek();
      parts[colons] = char === '-' || isDigit(char) ? this.parseInt() : null;
      this.skipBlanks();
      if (this.peek() === ':' && colons < 2) {
        this.position += 1;
        colons += 1;
        continue;
      }
      break;
    }
    if (colons === 0) {
      if (parts[0] === null) this.fail('Expected an index');
      return { kind: 'index', index: parts[0]! };
    }
    return { kind: 'slice', start: parts[0] ?? null, end: parts[1] ?? null, step: parts[2] ?? null };
  }

  parseInt(): number {
    const start = this.position;
    if (this.peek() === '-') this.position += 1;
    if (!isDigit(this.peek())) this.fail('Expected digits after `-`');
    if (this.peek() === '0' && this.position > start) this.fail('`-0` is not an index', start, 2);
    if (this.peek() === '0' && isDigit(this.peek(1))) this.fail('An index cannot have leading zeros', start);
    while (isDigit(this.peek())) this.position += 1;
    const text = this.text.slice(start, this.position);
    const value = Number(text);
    if (Math.abs(value) > MAX_SAFE)
      this.fail(`${text} is out of range: indexes are between -(2^53-1) and 2^53-1`, start, text.length);
    return value;
  }

  /** A string literal in single or double quotes, with JSON's escapes plus `\'`. */
  parseString(): string {
    const quote = this.peek()!;
    const start = this.position;
    this.position += 1;
    let out = '';
    for (;;) {
      const char = this.peek();
      if (char === undefined) this.fail(`The string is never closed: add ${quote}`, start);
      if (char === quote) {
        this.position += 1;
        return out;
      }
      const code = char.charCodeAt(0);
      if (code < 0x20)
        this.fail('A control character must be escaped in a string (\\n, \\t, \\u0000...)', this.position);
      if (char === '\\') {
        out += this.parseEscape(quote);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdbff) {
        const low = this.text.charCodeAt(this.position + 1);
        if (!(low >= 0xdc00 && low <= 0xdfff)) this.fail('A lone surrogate in a string');
        out += this.text.slice(this.position, this.position + 2);
        this.position += 2;
        continue;
      }
      if (code >= 0xdc00 && code <= 0xdfff) this.fail('A lone surrogate in a string');
      out += char;
      this.position += 1;
    }
  }

  parseEscape(quote: string): string {
    const start = this.position;
    const char = this.peek(1);
    this.position += 2;
    switch (char) {
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case '/':
        return '/';
      case '\\':
        return '\\';
      case 'u': {
        const high = this.hex4(start);
        if (high >= 0xdc00 && high <= 0xdfff)
          this.fail('A low surrogate escape without a high one before it', start, 6);
        if (high >= 0xd800 && high <= 0xdbff) {
          if (this.peek() !== '\\' || this.peek(1) !== 'u')
            this.fail('A high surrogate escape must be followed by a low one (\\uDC00-\\uDFFF)', start, 6);
          this.position += 2;
          const low = this.hex4(start);
          if (!(low >= 0xdc00 && low <= 0xdfff))
            this.fail('A high surrogate escape must be followed by a low one (\\uDC00-\\uDFFF)', start, 12);
          return String.fromCharCode(high, low);
        }
        return String.fromCharCode(high);
      }
      default:
        if (char === quote) return quote;
        return this.fail(
          `\`\\${char ?? ''}\` is not an escape: use \\b \\f \\n \\r \\t \\/ \\\\ \\uXXXX or \\${quote}`,
          start,
          2,
        );
    }
  }

  hex4(start: number): number {
    const digits = this.text.slice(this.position, this.position + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) this.fail('`\\u` needs four hex digits', start, 2);
    this.position += 4;
    return parseInt(digits, 16);
  }

  // Filter expressions.

  /** Operands joined by `operator` (`||` or `&&`): the one operand alone, or all of them under `kind`. */
  parseJoined(operator: '||' | '&&', kind: 'or' | 'and', parseOperand: () => Expr): Expr {
    const operands = [parseOperand()];
    for (;;) {
      const start = this.position;
      this.skipBlanks();
      if (this.peek() === operator[0] && this.peek(1) === operator[1]) {
        this.position += 2;
        this.skipBlanks();
        operands.push(parseOperand());
      } else {
        this.position = start;
        break;
      }
    }
    return operands.length === 1 ? operands[0]! : { kind, operands };
  }

  parseLogical(): Expr {
    return this.parseJoined('||', 'or', () => this.parseAnd());
  }

  parseAnd(): Expr {
    return this.parseJoined('&&', 'and', () => this.parseBasic());
  }

  /** A basic expression, checked as a logical one: a comparison, a test, or a parenthesized expression. */
  parseBasic(): Expr {
    const start = this.position;
    const expr = this.parseBasicUnchecked();
    checkLogical(expr, start, this.position);
    return expr;
  }

  parseBasicUnchecked(): Expr {
    const start = this.position;
    if (this.peek() === '!') {
      this.position += 1;
      this.skipBlanks();
      const operandStart = this.position;
      const operand = this.peek() === '(' ? this.parseParen() : this.parsePrimary();
      if (operand.kind === 'literal')
        this.fail(
          '`!` applies to a test or a parenthesized expression, not to a literal',
          start,
          this.position - start,
        );
      checkTest(operand, operandStart, this.position);
      this.noComparisonAfter('a negation');
      return { kind: 'not', operand };
    }
    if (this.peek() === '(') {
      const paren = this.parseParen();
      this.noComparisonAfter('a parenthesized expression');
      return paren;
    }
    const left = this.parsePrimary();
    const leftEnd = this.position;
    const afterLeft = this.position;
    this.skipBlanks();
    const op = this.comparisonOp();
    if (op === null) {
      this.position = afterLeft;
      return left;
    }
    checkComparable(left, start, leftEnd);
    this.skipBlanks();
    const rightStart = this.position;
    const right = this.parsePrimary();
    checkComparable(right, rightStart, this.position);
    return { kind: 'compare', op, left, right };
  }

  noComparisonAfter(what: string): void {
    const start = this.position;
    this.skipBlanks();
    const opStart = this.position;
    const op = this.comparisonOp();
    if (op !== null)
      this.fail(`${what[0]!.toUpperCase()}${what.slice(1)} cannot be compared with \`${op}\``, opStart, op.length);
    this.position = start;
  }

  comparisonOp(): CompareOp | null {
    const two = this.text.slice(this.position, this.position + 2);
    if (two === '==' || two === '!=' || two === '<=' || two === '>=') {
      this.position += 2;
      return two;
    }
    const one = this.peek();
    if (one === '<' || one === '>') {
      this.position += 1;
      return one;
    }
    if (one === '=') this.fail('Use `==` to compare: `=` alone is not an operator');
    return null;
  }

  parseParen(): Expr {
    const open = this.position;
    this.position += 1;
    this.skipBlanks();
    const inner = this.parseLogical();
    this.skipBlanks();
    if (this.peek() !== ')') {
      if (this.peek() === undefined) this.fail('The `(` is never closed: add `)`', open);
      this.fail(`Expected \`)\`, \`&&\` or \`||\`, found ${describeChar(this.peek())}`);
    }
    this.position += 1;
    return { kind: 'paren', inner };
  }

  /** A literal, a query (`@...` or `$...`), or a function call. */
  parsePrimary(): Expr {
    const char = this.peek();
    if (char === '@' || char === '$') {
      this.position += 1;
      return { kind: 'query', query: this.parseSegments(char === '@') };
    }
    if (char === "'" || char === '"') return { kind: 'literal', value: this.parseString() };
    if (char === '-' || isDigit(char)) return { kind: 'literal', value: this.parseNumber() };
    if (isAlpha(char)) {
      const start = this.position;
      while (/[a-z0-9_]/.test(this.peek() ?? '')) this.position += 1;
      const word = this.text.slice(start, this.position);
      if (this.peek() === '(') return this.parseFunction(word, start);
      if (word === 'true') return { kind: 'literal', value: true };
      if (word === 'false') return { kind: 'literal', value: false };
      if (word === 'null') return { kind: 'literal', value: null };
      if (isBlank(this.peek()) && /^\s*\(/.test(this.text.slice(this.position)))
        this.fail('No space is allowed between a function name and `(`', this.position);
      this.fail(
        `Unknown word \`${word || (this.peek() ?? '')}\`: expected \`@\`, \`$\`, a literal (number, string, true, false, null) or a function call`,
        start,
        Math.max(1, word.length),
      );
    }
    return this.fail(`Expected \`@\`, \`$\`, a literal or a function call, found ${describeChar(char)}`);
  }

  parseNumber(): JsonNumber {
    const start = this.position;
    if (this.peek() === '-') this.position += 1;
    if (!isDigit(this.peek())) this.fail('Expected digits after `-`', start);
    if (this.peek() === '0' && isDigit(this.peek(1))) this.fail('A number cannot have leading zeros', start);
    while (isDigit(this.peek())) this.position += 1;
    if (this.peek() === '.') {
      this.position += 1;
      if (!isDigit(this.peek())) this.fail('Expected digits after the decimal point', start, this.position - start);
      while (isDigit(this.peek())) this.position += 1;
    }
    if (this.peek() === 'e' || this.peek() === 'E') {
      this.position += 1;
      if (this.peek() === '+' || this.peek() === '-') this.position += 1;
      if (!isDigit(this.peek())) this.fail('Expected digits in the exponent', start, this.position - start);
      while (isDigit(this.peek())) this.position += 1;
    }
    return new JsonNumber(this.text.slice(start, this.position));
  }

  parseFunction(word: string, start: number): Expr {
    if (!(word in FUNCTIONS))
      this.fail(
        `Unknown function \`${word}()\`: RFC 9535 defines length, count, match, search and value`,
        start,
        word.length,
      );
    const name = word as FunctionName;
    const signature = FUNCTIONS[name];
    this.position += 1;
    const args: Expr[] = [];
    this.skipBlanks();
    if (this.peek() !== ')') {
      for (;;) {
        this.skipBlanks();
        const argStart = this.position;
        const arg = this.parseLogicalUnchecked();
        const param = signature.params[args.length];
        if (param !== undefined) checkArgument(arg, param, name, args.length, argStart, this.position);
        args.push(arg);
        this.skipBlanks();
        if (this.peek() === ',') {
          this.position += 1;
          continue;
        }
        if (this.peek() === ')') break;
        if (this.peek() === undefined) this.fail(`The call of \`${name}(\` is never closed: add \`)\``, start);
        this.fail(`Expected \`,\` or \`)\` in the call of \`${name}()\`, found ${describeChar(this.peek())}`);
      }
    }
    this.position += 1;
    if (args.length !== signature.params.length)
      this.fail(
        `\`${name}()\` takes ${signature.params.length} argument${signature.params.length === 1 ? '' : 's'}, not ${args.length}`,
        start,
        this.position - start,
      );
    return { kind: 'function', name, args };
  }

  /** A function argument: any expression; its type is checked against the parameter afterwards. */
  parseLogicalUnchecked(): Expr {
    return this.parseJoined('||', 'or', () => this.parseAndUnchecked());
  }

  parseAndUnchecked(): Expr {
    return this.parseJoined('&&', 'and', () => this.parseBasicUnchecked());
  }
}

const typeOfFunction = (expr: Expr & { kind: 'function' }) => FUNCTIONS[expr.name].result;

function typeError(message: string, start: number, end: number): never {
  throw new QuerySyntaxError(message, start, Math.max(1, end - start));
}

/** A test (existence or a logical function) where a logical expression stands alone. */
function checkTest(expr: Expr, start: number, end: number): void {
  if (expr.kind === 'function' && typeOfFunction(expr) === 'value')
    typeError(
      `\`${expr.name}()\` gives a value, not true or false: compare it (\`${expr.name}(...) > 0\`)`,
      start,
      end,
    );
}

/** Every operand of && / || / ! must be a logical expression. */
function checkLogical(expr: Expr, start: number, end: number): void {
  switch (expr.kind) {
    case 'literal':
      typeError('A literal alone is not a test: compare it with something (`@.a == 1`)', start, end);
      break;
    case 'function':
      checkTest(expr, start, end);
      break;
    case 'and':
    case 'or':
      for (const operand of expr.operands) checkLogical(operand, start, end);
      break;
    case 'paren':
      checkLogical(expr.inner, start, end);
      break;
    default:
      break;
  }
}

function checkComparable(expr: Expr, start: number, end: number): void {
  if (expr.kind === 'literal') return;
  if (expr.kind === 'query') {
    if (!expr.query.singular)
      typeError(
        'Only a singular query (names and indexes only, no `*`, `..`, slices or filters) can be compared',
        start,
        end,
      );
    return;
  }
  if (expr.kind === 'function') {
    if (typeOfFunction(expr) !== 'value')
      typeError(`\`${expr.name}()\` gives true or false, which cannot be compared`, start, end);
    return;
  }
  typeError('This cannot be compared', start, end);
}

function checkArgument(arg: Expr, param: ParamType, name: string, index: number, start: number, end: number): void {
  const which = `argument ${index + 1} of \`${name}()\``;
  if (param === 'value') {
    if (arg.kind === 'literal') return;
    if (arg.kind === 'query') {
      if (!arg.query.singular)
        typeError(`The ${which} must be a single value: use a singular query (names and indexes only)`, start, end);
      return;
    }
    if (arg.kind === 'function' && typeOfFunction(arg) === 'value') return;
    typeError(`The ${which} must be a value (a literal, a singular query or a value function)`, start, end);
  }
  if (param === 'nodes') {
    if (arg.kind === 'query') return;
    typeError(`The ${which} must be a query (\`@...\` or \`$...\`)`, start, end);
  }
  // A logical parameter: nothing in RFC 9535's five functions takes one, but the rule is the test rule.
  checkLogical(arg, start, end);
}

/** Parses a query, or throws a QuerySyntaxError with the place. */
export function parseJsonPath(text: string): Query {
  return new Parser(text).parseQuery();
}

// Evaluation.

/** A node: a value with the way to it (the parent node and the key or index), for the normalized path. */
export interface PathNode {
  value: LosslessJson;
  parent: PathNode | null;
  key: string | number;
}

const NOTHING = Symbol('Nothing');
type Value = LosslessJson | typeof NOTHING;

interface Context {
  root: PathNode;
}

export function evaluateJsonPath(query: Query, document: LosslessJson): PathNode[] {
  const root: PathNode = { value: document, parent: null, key: '' };
  return runQuery(query, root, { root });
}

function runQuery(query: Query, current: PathNode, context: Context): PathNode[] {
  let nodes: PathNode[] = [query.relative ? current : context.root];
  for (const segment of query.segments) {
    const next: PathNode[] = [];
    for (const node of nodes) {
      if (segment.descendant) {
        // Pre-order with an explicit stack: nodes before their descendants, arrays in order, any depth.
        const stack: PathNode[] = [node];
        while (stack.length > 0) {
          const visited = stack.pop()!;
          for (const selector of segment.selectors) select(selector, visited, next, context);
          const children = childNodes(visited);
          for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
        }
      } else {
        for (const selector of segment.selectors) select(selector, node, next, context);
      }
    }
    nodes = next;
  }
  return nodes;
}

function childNodes(node: PathNode): PathNode[] {
  const { value } = node;
  if (Array.isArray(value)) return value.map((item, index) => ({ value: item, parent: node, key: index }));
  if (value !== null && isJsonObject(value))
    return Array.from(value, ([key, item]) => ({ value: item, parent: node, key }));
  return [];
}

function select(selector: Selector, node: PathNode, out: PathNode[], context: Context): void {
  const { value } = node;
  switch (selector.kind) {
    case 'name':
      if (value !== null && isJsonObject(value) && value.has(selector.name))
        out.push({ value: value.get(selector.name)!, parent: node, key: selector.name });
      return;
    case 'wildcard':
      // One at a time: spreading a huge array into push() overflows the stack.
      for (const child of childNodes(node)) out.push(child);
      return;
    case 'index':
      if (Array.isArray(value)) {
        const index = selector.index < 0 ? value.length + selector.index : selector.index;
        if (index >= 0 && index < value.length) out.push({ value: value[index]!, parent: node, key: index });
      }
      return;
    case 'slice':
      if (Array.isArray(value)) sliceInto(selector, node, value, out);
      return;
    case 'filter':
      for (const child of childNodes(node)) if (test(selector.expr, child, context)) out.push(child);
      return;
  }
}

function sliceInto(
  { start, end, step }: { start: number | null; end: number | null; step: number | null },
  node: PathNode,
  array: LosslessJson[],
  out: PathNode[],
): void {
  const length = array.length;
  const by = step ?? 1;
  if (by === 0) return;
  const normalize = (index: number) => (index >= 0 ? index : length + index);
  if (by > 0) {
    const lower = Math.min(Math.max(normalize(start ?? 0), 0), length);
    const upper = Math.min(Math.max(normalize(end ?? length), 0), length);
    for (let index = lower; index < upper; index += by) out.push({ value: array[index]!, parent: node, key: index });
  } else {
    const upper = Math.min(Math.max(start === null ? length - 1 : normalize(start), -1), length - 1);
    const lower = Math.min(Math.max(end === null ? -1 : normalize(end), -1), length - 1);
    for (let index = upper; lower < index; index += by) out.push({ value: array[index]!, parent: node, key: index });
  }
}

function test(expr: Expr, current: PathNode, context: Context): boolean {
  switch (expr.kind) {
    case 'or':
      return expr.operands.some((operand) => test(operand, current, context));
    case 'and':
      return expr.operands.every((operand) => test(operand, current, context));
    case 'not':
      return !test(expr.operand, current, context);
    case 'paren':
      return test(expr.inner, current, context);
    case 'query':
      return runQuery(expr.query, current, context).length > 0;
    case 'function':
      return callFunction(expr, current, context) === true;
    case 'compare':
      return compare(expr.op, evaluateValue(expr.left, current, context), evaluateValue(expr.right, current, context));
    case 'literal':
      return false;
  }
}

function evaluateValue(expr: Expr, current: PathNode, context: Context): Value {
  if (expr.kind === 'literal') return expr.value;
  if (expr.kind === 'query') {
    const nodes = runQuery(expr.query, current, context);
    return nodes.length === 1 ? nodes[0]!.value : NOTHING;
  }
  if (expr.kind === 'function') {
    const result = callFunction(expr, current, context);
    return typeof result === 'boolean' ? NOTHING : result;
  }
  return NOTHING;
}

function callFunction(expr: Expr & { kind: 'function' }, current: PathNode, context: Context): Value | boolean {
  switch (expr.name) {
    case 'length': {
      const value = evaluateValue(expr.args[0]!, current, context);
      if (typeof value === 'string') return new JsonNumber(String(countCodePoints(value)));
      if (Array.isArray(value)) return new JsonNumber(String(value.length));
      if (value !== null && value !== NOTHING && isJsonObject(value as LosslessJson))
        return new JsonNumber(String((value as Map<string, LosslessJson>).size));
      return NOTHING;
    }
    case 'count':
      return new JsonNumber(String(nodesOf(expr.args[0]!, current, context).length));
    case 'value': {
      const nodes = nodesOf(expr.args[0]!, current, context);
      return nodes.length === 1 ? nodes[0]!.value : NOTHING;
    }
    case 'match':
    case 'search': {
      const subject = evaluateValue(expr.args[0]!, current, context);
      const pattern = evaluateValue(expr.args[1]!, current, context);
      if (typeof subject !== 'string' || typeof pattern !== 'string') return false;
      const regexp = iRegexp(pattern, expr.name === 'match');
      // Told to the page in a worker, to name the pattern if the query is stopped at its time limit.
      return regexp !== null && aroundPattern(pattern, `of ${expr.name}()`, () => regexp.test(subject));
    }
  }
}

function nodesOf(expr: Expr, current: PathNode, context: Context): PathNode[] {
  return expr.kind === 'query' ? runQuery(expr.query, current, context) : [];
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}

function compare(op: CompareOp, left: Value, right: Value): boolean {
  switch (op) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case '<':
      return less(left, right);
    case '<=':
      return less(left, right) || equal(left, right);
    case '>':
      return less(right, left);
    case '>=':
      return less(right, left) || equal(left, right);
  }
}

function less(left: Value, right: Value): boolean {
  if (left instanceof JsonNumber && right instanceof JsonNumber) return compareNumbers(left.text, right.text) < 0;
  if (typeof left === 'string' && typeof right === 'string') return compareCodePoints(left, right) < 0;
  return false;
}

/** Strings order by Unicode scalar value, which differs from UTF-16 order above U+FFFF. */
function compareCodePoints(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = a[index]!.codePointAt(0)! - b[index]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Deep equality, iterative so any depth compares. */
function equal(left: Value, right: Value): boolean {
  if (left === NOTHING || right === NOTHING) return left === right;
  const pending: [LosslessJson, LosslessJson][] = [[left, right]];
  while (pending.length > 0) {
    const [a, b] = pending.pop()!;
    if (a instanceof JsonNumber || b instanceof JsonNumber) {
      if (!(a instanceof JsonNumber && b instanceof JsonNumber) || compareNumbers(a.text, b.text) !== 0) return false;
    } else if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
      for (let index = 0; index < a.length; index += 1) pending.push([a[index]!, b[index]!]);
    } else if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      if (a.size !== b.size) return false;
      for (const [key, value] of a) {
        if (!b.has(key)) return false;
        pending.push([value, b.get(key)!]);
      }
    } else if (a !== b) {
      return false;
    }
  }
  return true;
}

interface Decimal {
  negative: boolean;
  /** Significant digits without leading or trailing zeros ('' for zero). */
  digits: string;
  /** The value is 0.digits × 10^exponent. */
  exponent: number;
}

function decimalOf(text: string): Decimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return { negative: false, digits: '', exponent: 0 };
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const all = whole! + fraction;
  const leading = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leading).replace(/0+$/, '');
  const exponent = Number(exponentText) + whole!.length - leading;
  return { negative: sign === '-' && digits !== '', digits, exponent: digits === '' ? 0 : exponent };
}

/** Compares two JSON numbers by their exact decimal values: no rounding to doubles. */
export function compareNumbers(left: string, right: string): number {
  const a = decimalOf(left);
  const b = decimalOf(right);
  if (a.digits === '' || b.digits === '') {
    if (a.digits === '' && b.digits === '') return 0;
    if (a.digits === '') return b.negative ? 1 : -1;
    return a.negative ? -1 : 1;
  }
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const sign = a.negative ? -1 : 1;
  if (a.exponent !== b.exponent) return (a.exponent < b.exponent ? -1 : 1) * sign;
  const width = Math.max(a.digits.length, b.digits.length);
  const x = a.digits.padEnd(width, '0');
  const y = b.digits.padEnd(width, '0');
  return (x === y ? 0 : x < y ? -1 : 1) * sign;
}

// Paths.

const ESCAPES: Readonly<Record<string, string>> = {
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
};

function escapeName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f'\\]/g, (char) => {
    return ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The keys and indexes from the root to a node. */
export function pathKeys(node: PathNode): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: PathNode | null = node; at !== null && at.parent !== null; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/** The normalized path (RFC 9535 §2.7): `$['store']['book'][0]`. */
export function normalizedPath(keys: readonly (string | number)[]): string {
  return `$${keys.map((key) => (typeof key === 'number' ? `[${key}]` : `['${escapeName(key)}']`)).join('')}`;
}
