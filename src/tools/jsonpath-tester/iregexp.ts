/**
 * I-Regexp (RFC 9485), the interoperable regular expressions of JSONPath's `match` and `search`, checked
 * against its grammar and translated to a JavaScript RegExp with the `u` flag. I-Regexp differs from
 * JavaScript where a plain translation would go wrong: `.` matches any character but `\n` and `\r`, `\-` is
 * not an escape outside a class, and there are no backreferences, lookarounds or lazy quantifiers.
 */

/** Characters that stand for themselves outside a class (NormalChar): all but `( ) * + . ? [ \ ] { | }`. */
const NOT_NORMAL = new Set(['(', ')', '*', '+', '.', '?', '[', '\\', ']', '{', '|', '}']);
/** What may follow a backslash as a single-character escape. */
const SINGLE_ESCAPES = new Set(['(', ')', '*', '+', '-', '.', '?', '[', '\\', ']', '^', 'n', 'r', 't', '{', '|', '}']);
/** The Unicode general categories I-Regexp names (`\p{..}`): each letter with its allowed second letters. */
const CATEGORIES: Readonly<Record<string, string>> = {
  L: 'lmotu',
  M: 'cen',
  N: 'dlo',
  P: 'cdefios',
  Z: 'lps',
  S: 'ckmo',
  C: 'cfno',
};

class Translator {
  private position = 0;
  private readonly chars: string[];

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }

  translate(): string | null {
    const out = this.alternation();
    return out !== null && this.position === this.chars.length ? out : null;
  }

  private peek(): string | undefined {
    return this.chars[this.position];
  }

  private alternation(): string | null {
    const branches: string[] = [];
    for (;;) {
      const branch = this.branch();
      if (branch === null) return null;
      branches.push(branch);
      if (this.peek() !== '|') return branches.join('|');
      this.position += 1;
    }
  }

  private branch(): string | null {
    let out = '';
    for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
      const atom = this.atom();
      if (atom === null) return null;
      const quantifier = this.quantifier();
      if (quantifier === null) return null;
      out += atom + quantifier;
    }
    return out;
  }

  private quantifier(): string | null {
    const char = this.peek();
    if (char === '*' || char === '+' || char === '?') {
      this.position += 1;
      return char;
    }
    if (char !== '{') return '';
    this.position += 1;
    const low = this.digits();
    if (low === '') return null;
    let out = `{${low}`;
    if (this.peek() === ',') {
      this.position += 1;
      out += `,${this.digits()}`;
    }
    if (this.peek() !== '}') return null;
    this.position += 1;
    return `${out}}`;
  }

  private digits(): string {
    let out = '';
    for (let char = this.peek(); char !== undefined && char >= '0' && char <= '9'; char = this.peek()) {
      out += char;
      this.position += 1;
    }
    return out;
  }

  private atom(): string | null {
    const char = this.peek();
    if (char === undefined) return null;
    if (char === '(') {
      this.position += 1;
      const inner = this.alternation();
      if (inner === null || this.peek() !== ')') return null;
      this.position += 1;
      return `(?:${inner})`;
    }
    if (char === '.') {
      this.position += 1;
      return '[^\\n\\r]';
    }
    if (char === '[') return this.charClass();
    if (char === '\\') return this.escape(false);
    if (NOT_NORMAL.has(char) || isSurrogate(char)) return null;
    this.position += 1;
    // `^` and `$` pass through as anchors, as RFC 9485's own mapping to ECMAScript (§5.3) leaves them and as
    // the JSONPath Compliance Test Suite expects (`match(@, '^ab.*')` matches "abc").
    return char === '/' ? `\\${char}` : char;
  }

  /** A backslash escape: a single character, or a category `\p{..}` / `\P{..}`. */
  private escape(inClass: boolean): string | null {
    const next = this.chars[this.position + 1];
    if (next === undefined) return null;
    if (next === 'p' || next === 'P') {
      if (this.chars[this.position + 2] !== '{') return null;
      const major = this.chars[this.position + 3];
      if (major === undefined || !(major in CATEGORIES)) return null;
      let name = major;
      let at = this.position + 4;
      const minor = this.chars[at];
      if (minor !== undefined && minor !== '}') {
        if (!CATEGORIES[major]!.includes(minor)) return null;
        name += minor;
        at += 1;
      }
      if (this.chars[at] !== '}') return null;
      this.position = at + 1;
      return `\\${next}{${name}}`;
    }
    if (!SINGLE_ESCAPES.has(next)) return null;
    this.position += 2;
    // `\-` is an identity escape only inside a class in a `u` RegExp.
    if (next === '-' && !inClass) return '-';
    return `\\${next}`;
  }

  private charClass(): string | null {
    this.position += 1;
    let out = '[';
    if (this.peek() === '^') {
      out += '^';
      this.position += 1;
    }
    let first = true;
    for (;;) {
      const char = this.peek();
      if (char === undefined) return null;
      if (char === ']' && !first) break;
      if (char === '-') {
        // A `-` stands for itself only first or last in the class.
        if (!first && this.chars[this.position + 1] !== ']') return null;
        out += '\\-';
        this.position += 1;
        first = false;
        continue;
      }
      const low = this.classChar();
      if (low === null) return null;
      out += low.text;
      if (low.single && this.peek() === '-' && this.chars[this.position + 1] !== ']') {
        this.position += 1;
        const high = this.classChar();
        if (high === null || !high.single) return null;
        out += `-${high.text}`;
      }
      first = false;
    }
    this.position += 1;
    return `${out}]`;
  }

  /** One character of a class (or a category escape, which cannot start a range). */
  private classChar(): { text: string; single: boolean } | null {
    const char = this.peek();
    if (char === undefined || char === '[' || char === ']' || isSurrogate(char)) return null;
    if (char === '\\') {
      const next = this.chars[this.position + 1];
      const text = this.escape(true);
      return text === null ? null : { text, single: next !== 'p' && next !== 'P' };
    }
    this.position += 1;
    return { text: char === '^' || char === '/' ? `\\${char}` : char, single: true };
  }
}

function isSurrogate(char: string): boolean {
  const code = char.charCodeAt(0);
  return char.length === 1 && code >= 0xd800 && code <= 0xdfff;
}

const cache = new Map<string, RegExp | null>();
const CACHE_LIMIT = 1_000;

/**
 * The RegExp for an I-Regexp: anchored at both ends for `match`, free for `search`; null if the pattern is
 * not I-Regexp (then `match` and `search` are false, as RFC 9535 says).
 */
export function iRegexp(pattern: string, anchored: boolean): RegExp | null {
  const key = `${anchored ? 'm' : 's'}${pattern}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const source = new Translator(pattern).translate();
  let compiled: RegExp | null = null;
  if (source !== null) {
    try {
      compiled = new RegExp(anchored ? `^(?:${source})$` : source, 'u');
    } catch {
      // Out-of-order ranges or quantifier bounds: not a valid pattern.
      compiled = null;
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, compiled);
  return compiled;
}
