/**
 * An XPath 1.0 parser (https://www.w3.org/TR/xpath-10/) that finds the first error in an expression and says
 * what it is and where: the browser's own engine only says "The string '…' is not a valid XPath expression",
 * with no place. It reads the whole grammar, with the spec's rules for telling `*` and `div` from names
 * (section 3.7), checks functions against the core library and their number of arguments, and the types the
 * engine checks before it runs (a union of numbers, a path from a string). It builds no tree: it keeps the
 * places of prefixes and variables, and how the work grows with the size of the document (`degree`), so that
 * an expression that would pause the page for long on a large document can ask first.
 */
import { closestWord } from '../../lib/edit-distance';
import { describeCharacter } from '../../lib/unicode';

export class XPathSyntaxError extends Error {
  constructor(
    message: string,
    /** Where the token at fault starts, in UTF-16 units, and how long it is. */
    readonly offset: number,
    readonly length: number,
  ) {
    super(message);
    this.name = 'XPathSyntaxError';
  }
}

export type ValueType = 'node-set' | 'number' | 'string' | 'boolean';

export const AXES = [
  'ancestor',
  'ancestor-or-self',
  'attribute',
  'child',
  'descendant',
  'descendant-or-self',
  'following',
  'following-sibling',
  'namespace',
  'parent',
  'preceding',
  'preceding-sibling',
  'self',
] as const;
export type Axis = (typeof AXES)[number];

const NODE_TYPES = ['comment', 'text', 'processing-instruction', 'node'] as const;

/**
 * The core function library: its arguments (fewest, most) and its result. Chromium refuses a count() of
 * anything but a node-set; it converts the arguments of sum(), name() and the others, so they are not checked.
 */
const FUNCTIONS: Readonly<Record<string, { min: number; max: number; result: ValueType; nodeSetArguments?: true }>> = {
  last: { min: 0, max: 0, result: 'number' },
  position: { min: 0, max: 0, result: 'number' },
  count: { min: 1, max: 1, result: 'number', nodeSetArguments: true },
  id: { min: 1, max: 1, result: 'node-set' },
  'local-name': { min: 0, max: 1, result: 'string', nodeSetArguments: true },
  'namespace-uri': { min: 0, max: 1, result: 'string', nodeSetArguments: true },
  name: { min: 0, max: 1, result: 'string' },
  string: { min: 0, max: 1, result: 'string' },
  concat: { min: 2, max: Infinity, result: 'string' },
  'starts-with': { min: 2, max: 2, result: 'boolean' },
  contains: { min: 2, max: 2, result: 'boolean' },
  'substring-before': { min: 2, max: 2, result: 'string' },
  'substring-after': { min: 2, max: 2, result: 'string' },
  substring: { min: 2, max: 3, result: 'string' },
  'string-length': { min: 0, max: 1, result: 'number' },
  'normalize-space': { min: 0, max: 1, result: 'string' },
  translate: { min: 3, max: 3, result: 'string' },
  boolean: { min: 1, max: 1, result: 'boolean' },
  not: { min: 1, max: 1, result: 'boolean' },
  true: { min: 0, max: 0, result: 'boolean' },
  false: { min: 0, max: 0, result: 'boolean' },
  lang: { min: 1, max: 1, result: 'boolean' },
  number: { min: 0, max: 1, result: 'number' },
  sum: { min: 1, max: 1, result: 'number' },
  floor: { min: 1, max: 1, result: 'number' },
  ceiling: { min: 1, max: 1, result: 'number' },
  round: { min: 1, max: 1, result: 'number' },
};

/** Functions people reach for from XPath 2.0 and later, with what XPath 1.0 offers instead. */
const LATER_FUNCTIONS: Readonly<Record<string, string>> = {
  'lower-case': "translate(., 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')",
  'upper-case': "translate(., 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')",
  'ends-with': "substring(., string-length(.) - string-length('x') + 1) = 'x'",
  matches: 'contains() or starts-with()',
  replace: 'translate() for single characters',
  tokenize: 'substring-before() and substring-after()',
  exists: 'boolean()',
  empty: 'not()',
  'string-join': 'concat()',
  'distinct-values': '//a[not(. = preceding::a)]',
  max: '//a[not(. < //a)]',
  min: '//a[not(. > //a)]',
  avg: 'sum() div count()',
  abs: 'a comparison, as in (x > 0) * x - (x < 0) * x',
};

/** XPath 2.0 kind tests, and the XPath 1.0 way to write each. */
const LATER_KIND_TESTS: Readonly<Record<string, string>> = {
  element: '`*` (any element) or a name',
  attribute: '`@*` (any attribute) or `@name`',
  'document-node': '`/` (the document)',
  'schema-element': 'a name',
  'schema-attribute': '`@name`',
  item: '`node()`',
};

export interface XPathSyntax {
  /** The prefixes of names (`dc:creator`, `atom:*`), each where it is written. */
  prefixes: { prefix: string; offset: number }[];
  type: ValueType;
  /**
   * The work of the expression grows at most as the document's node count to this power (see Parsed.degree):
   * 1 for //item[title='x'], 2 for //a[count(//a) > 1] or //a[not(. = preceding::a)].
   */
  degree: number;
}

type TokenType =
  'punct' | 'operator' | 'name-test' | 'node-type' | 'function' | 'axis' | 'literal' | 'number' | 'variable' | 'end';

interface Token {
  type: TokenType;
  /** The text of the token as written (a literal without its quotes; a name test with its prefix). */
  value: string;
  prefix?: string | null;
  offset: number;
  length: number;
}

const NAME_START =
  'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
// XML's name ranges include joiners and combining marks; with the `u` flag each is one code point, as meant.
// eslint-disable-next-line no-misleading-character-class
const NCNAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*`, 'uy');
const SPACE = /[\x20\t\r\n]*/y;
const NUMBER = /[0-9]+(?:\.[0-9]*)?|\.[0-9]+/y;
const OPERATOR_NAMES = new Set(['and', 'or', 'mod', 'div']);
/** After these an operand is expected, so `*` is a name test and `div` a name (section 3.7). */
const OPERAND_EXPECTED_AFTER = new Set(['@', '::', '(', '[', ',']);

/** A token as a message quotes it. */
function describe(token: Token): string {
  if (token.type === 'end') return 'the end of the expression';
  if (token.type === 'literal') return 'a string';
  if (token.type === 'function' || token.type === 'node-type') return `\`${token.value}(\``;
  if (token.type === 'axis') return `\`${token.value}::\``;
  return `\`${token.value}\``;
}

class Lexer {
  private position = 0;
  private previous: Token | null = null;

  constructor(private readonly text: string) {}

  fail(message: string, offset: number, length = 1): never {
    throw new XPathSyntaxError(message, offset, Math.max(1, length));
  }

  private skipSpace() {
    SPACE.lastIndex = this.position;
    SPACE.exec(this.text);
    this.position = SPACE.lastIndex;
  }

  private match(pattern: RegExp, at = this.position): string | null {
    pattern.lastIndex = at;
    return pattern.exec(this.text)?.[0] ?? null;
  }

  /** Whether the previous token ends an operand, so that `*` multiplies and a name must be an operator. */
  private afterOperand(): boolean {
    const previous = this.previous;
    if (!previous) return false;
    if (previous.type === 'operator' || previous.type === 'axis') return false;
    return !(previous.type === 'punct' && OPERAND_EXPECTED_AFTER.has(previous.value));
  }

  next(): Token {
    const token = this.read();
    this.previous = token;
    return token;
  }

  private make(type: TokenType, value: string, length = value.length, prefix?: string | null): Token {
    const token: Token = { type, value, offset: this.position, length, ...(prefix !== undefined ? { prefix } : {}) };
    this.position += length;
    return token;
  }

  private read(): Token {
    this.skipSpace();
    const { text } = this;
    const start = this.position;
    if (start >= text.length) return { type: 'end', value: '', offset: start, length: 0 };
    const character = text[start]!;
    const two = text.slice(start, start + 2);

    if (two === '::' || two === '..' || two === '//' || two === '!=' || two === '<=' || two === '>=') {
      if (two === '..' && /[0-9]/.test(text[start + 2] ?? '')) return this.make('punct', '..');
      return this.make(two === '::' || two === '..' ? 'punct' : 'operator', two);
    }
    if (two === '&&') this.fail('`&&` is not XPath: write `and`', start, 2);
    if (two === '||') this.fail('`||` is not XPath 1.0: write `or` (or concat() to join strings)', start, 2);
    if (two === '==') this.fail('`==` is not XPath: compare with a single `=`', start, 2);
    if (character === '!') this.fail('`!` alone is not an operator: write `!=` to compare, or not(…)', start);
    if ('()[]@,'.includes(character)) return this.make('punct', character);
    if (character === '.' && !/[0-9]/.test(text[start + 1] ?? '')) return this.make('punct', '.');
    if ('/|+-=<>'.includes(character)) return this.make('operator', character);
    if (character === '*') {
      if (this.afterOperand()) return this.make('operator', '*');
      return this.make('name-test', '*', 1, null);
    }
    if (character === '"' || character === "'") {
      const close = text.indexOf(character, start + 1);
      if (close < 0) this.fail(`The string is never closed: add \`${character}\``, start);
      const token = this.make('literal', text.slice(start + 1, close), close + 1 - start);
      return token;
    }
    const number = this.match(NUMBER);
    if (number) return this.make('number', number);
    if (character === '$') {
      const name = this.readQName(start + 1);
      if (!name) this.fail('`$` needs a variable name after it', start);
      return this.make('variable', text.slice(start, name.end), name.end - start, name.prefix);
    }
    const name = this.readQName(start);
    if (!name) {
      if (character === ':') this.fail('`:` must join a prefix and a name, as in `dc:title`', start);
      const codePoint = text.codePointAt(start)!;
      const space = /\s/u.test(String.fromCodePoint(codePoint))
        ? ': XPath separates tokens only with spaces, tabs and line breaks'
        : '';
      this.fail(
        `The character ${describeCharacter(codePoint)} has no meaning in XPath 1.0${space}`,
        start,
        codePoint > 0xffff ? 2 : 1,
      );
    }
    const written = text.slice(start, name.end);
    if (this.afterOperand()) {
      // Here a name must be an operator (section 3.7): `//a b` is two operands with nothing between.
      if (name.prefix === null && OPERATOR_NAMES.has(name.local)) return this.make('operator', name.local);
      return this.make('name-test', written, written.length, name.prefix);
    }
    const after = this.position + written.length;
    SPACE.lastIndex = after;
    SPACE.exec(text);
    const following = text.slice(SPACE.lastIndex, SPACE.lastIndex + 2);
    if (following[0] === '(' && name.local !== '*') {
      const type =
        name.prefix === null && (NODE_TYPES as readonly string[]).includes(name.local) ? 'node-type' : 'function';
      return this.make(type, written, written.length, name.prefix);
    }
    if (following === '::' && name.prefix === null) return this.make('axis', written);
    return this.make('name-test', written, written.length, name.prefix);
  }

  /** A QName or `prefix:*` at `from`: `local` is `*` for the latter. */
  private readQName(from: number): { prefix: string | null; local: string; end: number } | null {
    const first = this.match(NCNAME, from);
    if (!first) return null;
    const colon = from + first.length;
    if (this.text[colon] !== ':' || this.text[colon + 1] === ':') return { prefix: null, local: first, end: colon };
    if (this.text[colon + 1] === '*') return { prefix: first, local: '*', end: colon + 2 };
    const local = this.match(NCNAME, colon + 1);
    if (!local) this.fail(`\`${first}:\` needs a name or \`*\` after the colon`, from, first.length + 1);
    return { prefix: first, local, end: colon + 1 + local.length };
  }
}

const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=']);
const BINARY_LEVELS: readonly (readonly string[])[] = [
  ['or'],
  ['and'],
  ['=', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', 'div', 'mod'],
];
/** Axes that can hold most of the document for each node they start from. */
const WIDE_AXES: ReadonlySet<Axis> = new Set(['following', 'preceding', 'following-sibling', 'preceding-sibling']);

interface Parsed {
  type: ValueType;
  /**
   * How the work of evaluating this for one context node grows with the document's node count n, as a power:
   * 0 for a constant (a literal, `@id`, `title = 'x'`: a relative path of child and attribute steps, whose
   * work summed over every context node is at most n), 1 for n (an absolute path, a following step), plus 1
   * for each level of such work nested in a predicate, and for comparing two node-sets (every pair).
   * An upper bound for asking before a long run, not a prediction.
   */
  degree: number;
}

/** Brackets, parentheses and calls inside one another: far more than anyone writes, far less than the stack holds. */
const MAX_NESTING = 200;

/** What closes the construct being read: its token, and where it opened, for messages. */
interface Closer {
  token: ']' | ')' | null;
  opener: Token | null;
  /** "a predicate", "the parentheses", "the arguments of `count()`". */
  what: string;
}

const isOperand = (token: Token) =>
  token.type === 'name-test' || token.type === 'literal' || token.type === 'number' || token.type === 'variable';
const OPERATOR_HINT = 'two operands need an operator between them (`and`, `or`, `=`, `|`, `/`…)';

class Parser {
  private readonly lexer: Lexer;
  private token: Token;
  private previous: Token | null = null;
  private depth = 0;
  readonly prefixes: XPathSyntax['prefixes'] = [];

  constructor(private readonly text: string) {
    this.lexer = new Lexer(text);
    this.token = this.lexer.next();
  }

  private fail(message: string, token: Token = this.token): never {
    return this.lexer.fail(message, token.offset, token.length);
  }

  private advance(): Token {
    const current = this.token;
    this.previous = current;
    this.token = this.lexer.next();
    return current;
  }

  private is(type: TokenType, value?: string): boolean {
    return this.token.type === type && (value === undefined || this.token.value === value);
  }

  private isSlash(): boolean {
    return this.is('operator', '/') || this.is('operator', '//');
  }

  /** The 1-based column of a token, in characters, for messages that point back at another token. */
  private column(token: Token): number {
    const lineStart = this.text.lastIndexOf('\n', token.offset - 1) + 1;
    return [...this.text.slice(lineStart, token.offset)].length + 1;
  }

  parseAll(): Parsed {
    const parsed = this.parseBinary(0, { token: null, opener: null, what: 'the expression' });
    if (this.is('end')) return parsed;
    if (this.is('punct', ']')) this.fail('`]` has no matching `[`');
    if (this.is('punct', ')')) this.fail('`)` has no matching `(`');
    const after = this.previous ? ` after ${describe(this.previous)}` : '';
    if (isOperand(this.token)) this.fail(`Unexpected ${describe(this.token)}${after}: ${OPERATOR_HINT}`);
    return this.fail(`Unexpected ${describe(this.token)}${after}`);
  }

  private parseBinary(level: number, closer: Closer): Parsed {
    if (level === BINARY_LEVELS.length) return this.parseUnary(closer);
    const operators = BINARY_LEVELS[level]!;
    let left = this.parseBinary(level + 1, closer);
    while (this.is('operator') && operators.includes(this.token.value)) {
      const operator = this.advance();
      const right = this.parseBinary(level + 1, closer);
      const pairs = COMPARISONS.has(operator.value) && left.type === 'node-set' && right.type === 'node-set';
      left = {
        type: level <= 3 ? 'boolean' : 'number',
        degree: pairs ? left.degree + right.degree : Math.max(left.degree, right.degree),
      };
    }
    return left;
  }

  private parseUnary(closer: Closer): Parsed {
    // A loop, not recursion: a link can hold any number of minus signs.
    let negated = false;
    while (this.is('operator', '-')) {
      this.advance();
      negated = true;
    }
    const operand = this.parseUnion(closer);
    return negated ? { type: 'number', degree: operand.degree } : operand;
  }

  private parseUnion(closer: Closer): Parsed {
    let left = this.parsePath(closer);
    while (this.is('operator', '|')) {
      const bar = this.advance();
      if (left.type !== 'node-set') this.fail(`\`|\` joins node-sets, but what comes before it is a ${left.type}`, bar);
      const right = this.parsePath(closer);
      if (right.type !== 'node-set')
        this.fail(`\`|\` joins node-sets, but what comes after it is a ${right.type}`, bar);
      left = { type: 'node-set', degree: Math.max(left.degree, right.degree) };
    }
    return left;
  }

  /** Where an operand should start but does not: say what is missing. */
  private missingOperand(closer: Closer): never {
    const { token, previous } = this;
    if (previous?.type === 'operator')
      this.fail(`\`${previous.value}\` needs an operand after it, found ${describe(token)}`, previous);
    if (previous?.type === 'punct' && previous.value === ',')
      this.fail(`\`,\` needs an argument after it, found ${describe(token)}`, previous);
    if (token.type === 'operator') this.fail(`\`${token.value}\` needs an operand before it`);
    if (previous?.type === 'punct' && previous.value === '[' && this.is('punct', ']'))
      this.fail('Empty predicate `[]`: put an expression between the brackets, such as `[1]` or `[@id]`', previous);
    if (previous?.type === 'punct' && previous.value === '(' && this.is('punct', ')'))
      this.fail('Empty parentheses `()`: put an expression between them', previous);
    if (token.type === 'end' && closer.opener) this.unclosed(closer);
    this.fail(`Expected an operand (a path, a string, a number or a function call), found ${describe(token)}`);
  }

  private unclosed(closer: Closer): never {
    return this.fail(`The \`${closer.opener!.value}\` is never closed: add \`${closer.token!}\``, closer.opener!);
  }

  private startsStep(): boolean {
    const { type, value } = this.token;
    return (
      type === 'name-test' ||
      type === 'node-type' ||
      type === 'axis' ||
      (type === 'punct' && (value === '@' || value === '.' || value === '..'))
    );
  }

  private parsePath(closer: Closer): Parsed {
    if (this.isSlash()) {
      const slash = this.advance();
      // `/` alone is the root node: a path ends there when no step follows.
      if (slash.value === '/' && !this.startsStep() && !this.is('function')) return { type: 'node-set', degree: 0 };
      return { type: 'node-set', degree: this.parseRelative(closer, slash, 'root') };
    }
    if (this.startsStep()) return { type: 'node-set', degree: this.parseRelative(closer, null, 'context') };
    const filter = this.parseFilter(closer);
    if (!this.isSlash()) return filter;
    if (filter.type !== 'node-set')
      this.fail(
        `A path can only continue from a node-set, but what comes before \`${this.token.value}\` is a ${filter.type}`,
      );
    const slash = this.advance();
    const steps = this.parseRelative(closer, slash, filter.degree > 0 ? 'many' : 'context');
    return { type: 'node-set', degree: Math.max(filter.degree, steps) };
  }

  /**
   * Steps joined by `/` and `//`, after `slash` if one came first, starting from the root, the context node,
   * or many nodes (a filter's). Returns the degree (see Parsed): 1 for a path from the root, or with a
   * following, preceding or sibling step (each can hold most of the document); 1 more for such a step taken
   * from many nodes at once; plus the largest degree of the predicates, which run for each node a step finds.
   * Child, attribute, descendant and ancestor steps count as local: summed over distinct nodes they find at
   * most the document times its depth.
   */
  private parseRelative(closer: Closer, slash: Token | null, from: 'root' | 'context' | 'many'): number {
    let reach = from === 'context' ? 0 : 1;
    let extra = 0;
    let predicates = 0;
    let many = from === 'many' || slash?.value === '//';
    if (slash && !this.startsStep()) this.stepExpected(slash, closer);
    for (;;) {
      const step = this.parseStep(closer);
      if (WIDE_AXES.has(step.axis)) {
        reach = 1;
        if (many) extra = 1;
      }
      predicates = Math.max(predicates, step.degree);
      many = from !== 'context';
      if (!this.isSlash()) break;
      const next = this.advance();
      if (!this.startsStep()) this.stepExpected(next, closer);
    }
    return reach + extra + predicates;
  }

  private stepExpected(slash: Token, closer: Closer): never {
    const token = this.token;
    if (token.type === 'function') {
      const kind = LATER_KIND_TESTS[token.value];
      if (kind) this.fail(`\`${token.value}()\` is an XPath 2.0 test: in XPath 1.0 write ${kind}`);
      const path = this.text.slice(0, slash.offset).trim() || '.';
      this.fail(
        `A step is a name, \`*\`, \`@name\` or a node test such as \`text()\`, not a function call (XPath 2.0 allows that): put the path inside the function, as in \`${token.value}(${path})\``,
      );
    }
    if (token.type === 'end' || (closer.opener && this.is('punct', closer.token!)))
      this.fail(
        `\`${slash.value}\` needs a step after it (a name, \`*\`, \`@name\`, \`.\`, \`..\` or \`text()\`)`,
        slash,
      );
    this.fail(
      `\`${slash.value}\` needs a step after it (a name, \`*\`, \`@name\`, \`.\`, \`..\` or \`text()\`), found ${describe(token)}`,
    );
  }

  private parseStep(closer: Closer): { axis: Axis; degree: number } {
    if (this.is('punct', '.') || this.is('punct', '..')) {
      const dot = this.advance();
      if (this.is('punct', '['))
        this.fail(
          `\`${dot.value}\` cannot take a predicate in XPath 1.0: write \`${dot.value === '.' ? 'self' : 'parent'}::node()[…]\``,
        );
      return { axis: dot.value === '.' ? 'self' : 'parent', degree: 0 };
    }
    let axis: Axis = 'child';
    if (this.is('punct', '@')) {
      const at = this.advance();
      axis = 'attribute';
      if (!this.is('name-test') && !this.is('node-type'))
        this.fail(`\`@\` needs an attribute name or \`*\` after it, found ${describe(this.token)}`, at);
    } else if (this.is('axis')) {
      const named = this.advance();
      if (!(AXES as readonly string[]).includes(named.value)) {
        const guess = closestWord(named.value, AXES);
        this.fail(
          `\`${named.value}\` is not an axis${guess ? `: did you mean \`${guess}\`?` : '.'} The axes are ${AXES.join(', ')}`,
          named,
        );
      }
      axis = named.value as Axis;
      this.advance(); // ::
      if (!this.is('name-test') && !this.is('node-type'))
        this.fail(
          `\`${named.value}::\` needs a name, \`*\` or a node test such as \`node()\` after it, found ${describe(this.token)}`,
          named,
        );
    }
    if (this.is('node-type')) this.parseNodeType();
    else if (this.is('name-test')) {
      const test = this.advance();
      if (test.prefix) this.prefixes.push({ prefix: test.prefix, offset: test.offset });
    } else this.stepExpected(this.previous!, closer);
    let degree = 0;
    while (this.is('punct', '[')) degree = Math.max(degree, this.parsePredicate().degree);
    return { axis, degree };
  }

  private parseNodeType() {
    const test = this.advance();
    const open = this.advance(); // (
    if (test.value === 'processing-instruction' && this.is('literal')) this.advance();
    if (this.is('punct', ')')) {
      this.advance();
      return;
    }
    if (this.is('end')) this.fail(`The \`(\` of \`${test.value}()\` is never closed: add \`)\``, open);
    this.fail(
      test.value === 'processing-instruction'
        ? '`processing-instruction()` takes nothing or a string (its target) between its parentheses'
        : `\`${test.value}()\` takes nothing between its parentheses`,
    );
  }

  private parsePredicate(): Parsed {
    const open = this.advance();
    const closer: Closer = { token: ']', opener: open, what: 'the predicate' };
    const parsed = this.nested(open, () => this.parseBinary(0, closer));
    this.close(closer);
    return parsed;
  }

  /**
   * Reads what is inside a `[`, `(` or function call. The parser recurses once per level, so a share link of
   * 100,000 `(` would overflow the stack: nesting stops at MAX_NESTING, far past any real expression.
   */
  private nested<T>(opener: Token, read: () => T): T {
    if (this.depth === MAX_NESTING)
      this.fail(`Brackets and parentheses are nested more than ${MAX_NESTING} levels deep here`, opener);
    this.depth += 1;
    try {
      return read();
    } finally {
      this.depth -= 1;
    }
  }

  /** The closing `]` or `)`, or an error that names the one expected and where it opened. */
  private close(closer: Closer) {
    if (this.is('punct', closer.token!)) {
      this.advance();
      return;
    }
    if (this.is('end')) this.unclosed(closer);
    if (this.is('punct', ']') || this.is('punct', ')'))
      this.fail(
        `Expected \`${closer.token!}\` to close the \`${closer.opener!.value}\` at column ${this.column(closer.opener!)}, found ${describe(this.token)}`,
      );
    const expected = closer.what.startsWith('the arguments') ? '`,` or `)`' : `\`${closer.token!}\``;
    if (isOperand(this.token))
      this.fail(`Unexpected ${describe(this.token)} in ${closer.what}: ${OPERATOR_HINT}, or ${expected} is missing`);
    this.fail(`Expected ${expected} to close ${closer.what}, found ${describe(this.token)}`);
  }

  private parseFilter(closer: Closer): Parsed {
    const primary = this.parsePrimary(closer);
    if (!this.is('punct', '[')) return primary;
    if (primary.type !== 'node-set')
      this.fail(`A predicate \`[…]\` filters a node-set, but what comes before it is a ${primary.type}`);
    // The predicates run once for each node of the set, as a step's do.
    let predicates = 0;
    while (this.is('punct', '[')) predicates = Math.max(predicates, this.parsePredicate().degree);
    return { type: 'node-set', degree: primary.degree + predicates };
  }

  private parsePrimary(closer: Closer): Parsed {
    const token = this.token;
    if (token.type === 'literal' || token.type === 'number') {
      this.advance();
      return { type: token.type === 'literal' ? 'string' : 'number', degree: 0 };
    }
    // Chromium's renderer crashed on a variable in a predicate (//a[$x]); nothing binds one here anyway.
    if (token.type === 'variable')
      this.fail(
        `\`${token.value}\` is a variable, and document.evaluate has no way to give variables values: write the value in its place`,
      );
    if (token.type === 'function') return this.parseCall();
    if (token.type === 'punct' && token.value === '(') {
      this.advance();
      const inner: Closer = { token: ')', opener: token, what: 'the parentheses' };
      if (this.is('punct', ')')) this.missingOperand(inner);
      const parsed = this.nested(token, () => this.parseBinary(0, inner));
      this.close(inner);
      return parsed;
    }
    return this.missingOperand(closer);
  }

  private parseCall(): Parsed {
    const name = this.advance();
    const open = this.advance(); // (
    if (name.prefix)
      this.fail(
        `\`${name.value}()\` is an extension function, which the browser's engine does not have: it knows only the XPath 1.0 functions`,
        name,
      );
    const known = FUNCTIONS[name.value];
    if (!known) {
      const later = LATER_FUNCTIONS[name.value];
      if (later) this.fail(`\`${name.value}()\` is XPath 2.0 or later; the browser runs XPath 1.0: use ${later}`, name);
      const kind = LATER_KIND_TESTS[name.value];
      if (kind) this.fail(`\`${name.value}()\` is an XPath 2.0 test: in XPath 1.0 write ${kind}`, name);
      const guess = closestWord(name.value, Object.keys(FUNCTIONS));
      this.fail(
        `\`${name.value}()\` is not an XPath 1.0 function${guess ? `: did you mean \`${guess}()\`?` : ''}`,
        name,
      );
    }
    const closer: Closer = { token: ')', opener: open, what: `the arguments of \`${name.value}()\`` };
    const kinds: { type: ValueType; at: Token }[] = [];
    let degree = 0;
    if (!this.is('punct', ')'))
      this.nested(open, () => {
        for (;;) {
          const at = this.token;
          const argument = this.parseBinary(0, closer);
          kinds.push({ type: argument.type, at });
          degree = Math.max(degree, argument.degree);
          if (!this.is('punct', ',')) break;
          this.advance();
        }
      });
    this.close(closer);
    const count = kinds.length;
    if (count < known.min || count > known.max) {
      const wanted =
        known.max === Infinity
          ? `at least ${known.min} arguments`
          : known.min === known.max
            ? `${known.min === 0 ? 'no' : known.min} argument${known.min === 1 ? '' : 's'}`
            : `${known.min} to ${known.max} arguments`;
      this.fail(`\`${name.value}()\` takes ${wanted}, not ${count}`, name);
    }
    if (known.nodeSetArguments)
      for (const { type, at } of kinds)
        if (type !== 'node-set')
          this.lexer.fail(
            `\`${name.value}()\` needs a node-set (a path), but its argument is a ${type}`,
            at.offset,
            at.length,
          );
    return { type: known.result, degree };
  }
}

/** Parses an XPath 1.0 expression; throws XPathSyntaxError at the first error. */
export function parseXPath(expression: string): XPathSyntax {
  const parser = new Parser(expression);
  const { type, degree } = parser.parseAll();
  return { prefixes: parser.prefixes, type, degree };
}
