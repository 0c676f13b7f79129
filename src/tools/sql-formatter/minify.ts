import { locate, ToolError } from '../../lib/tool-error';
import type { Dialect } from './options';

/**
 * The minifier: a scanner of its own, since sql-formatter 15 keeps its tokenizer private (its package exports
 * only `format` and `formatDialect`). It needs to know no keyword: it only finds where strings, quoted names
 * and comments start and end (copied whole, so their content never changes), and collapses the white space
 * between them. What a dialect quotes and comments with is in LEXIS.
 */
interface Lexis {
  /** `# comment` to the end of the line. */
  hashComments?: boolean;
  /** `--` starts a comment only before white space (MySQL: `1--1` is 1 minus minus 1). */
  dashNeedsSpace?: boolean;
  /** `[name]`, with `]]` for a `]`. */
  brackets?: boolean;
  /** `$$ … $$` and `$tag$ … $tag$` strings. */
  dollarQuotes?: boolean;
  /** A backslash escapes the next character inside '…' and "…". */
  backslashes?: boolean;
  /** `'''…'''` and `"""…"""` strings. */
  tripleQuotes?: boolean;
  /** `/* /* … *\/ *\/` nests. */
  nestedComments?: boolean;
  /** Oracle's `q'[ … ]'` strings. */
  qQuotes?: boolean;
}

const MYSQL: Lexis = { hashComments: true, dashNeedsSpace: true, backslashes: true };

const LEXIS: Record<Dialect, Lexis> = {
  sql: {},
  postgresql: { dollarQuotes: true, nestedComments: true },
  mysql: MYSQL,
  mariadb: MYSQL,
  tidb: MYSQL,
  singlestoredb: MYSQL,
  sqlite: { brackets: true },
  transactsql: { brackets: true, nestedComments: true },
  bigquery: { hashComments: true, backslashes: true, tripleQuotes: true },
  plsql: { qQuotes: true },
  snowflake: { dollarQuotes: true, backslashes: true },
  redshift: { dollarQuotes: true },
  spark: { backslashes: true },
  hive: { backslashes: true },
  db2: {},
  db2i: { nestedComments: true },
  trino: {},
  clickhouse: { backslashes: true },
  duckdb: { dollarQuotes: true, nestedComments: true },
  n1ql: { backslashes: true },
};

export interface MinifyOptions {
  dialect: Dialect;
  comments: 'keep' | 'drop';
}

const WORD = /[\p{L}\p{N}_$]/u;
const SPACE = /\s/;
/** No space is needed after these, nor before the closing ones: `f(a,b)`, `x);`. */
const NO_SPACE_AFTER = new Set(['(', ',']);
const NO_SPACE_BEFORE = new Set([')', ',', ';']);
const Q_CLOSERS: Readonly<Record<string, string>> = { '[': ']', '{': '}', '(': ')', '<': '>' };

/**
 * Writes SQL on one line: strings, quoted names and kept comments as they are, runs of white space as one
 * space where two tokens need it, none after `(` and `,` or before `)`, `,` and `;`. A `--` or `#` comment,
 * which would swallow the rest of the line, becomes a `/* … *\/` comment or is dropped. A dropped comment
 * stands as white space, so `a/*x*\/b` stays two words. An unterminated string, quoted name or comment is
 * refused with its place, since where it ends cannot be known.
 */
export function minifySql(input: string, { dialect, comments }: MinifyOptions): string {
  const lexis = LEXIS[dialect];
  let out = '';
  let pendingSpace = false;
  let index = 0;

  const unterminated = (what: string, start: number): never => {
    const at = locate(input, start);
    throw new ToolError(`This ${what} is never closed (it opens at line ${at.line}, column ${at.column}).`, at);
  };
  const emit = (piece: string) => {
    const previous = out[out.length - 1];
    if (pendingSpace && previous !== undefined && !NO_SPACE_AFTER.has(previous) && !NO_SPACE_BEFORE.has(piece[0]!))
      out += ' ';
    // Two pieces that would read as one token once joined (`-` and `-`, `/` and `*`) keep a space between them.
    else if (previous !== undefined && wouldJoin(previous, piece[0]!)) out += ' ';
    out += piece;
    pendingSpace = false;
  };
  /** The end of a quoted run from `start` (its opening quote), `close` doubled or backslashed inside. */
  const quotedEnd = (start: number, open: number, close: string, backslashes: boolean, what: string): number => {
    let at = start + open;
    for (;;) {
      const found = input.indexOf(close, at);
      const slash = backslashes ? input.indexOf('\\', at) : -1;
      if (slash !== -1 && (found === -1 || slash < found)) {
        at = slash + 2;
        continue;
      }
      if (found === -1) return unterminated(what, start);
      if (close.length === 1 && input[found + 1] === close) {
        at = found + 2;
        continue;
      }
      return found + close.length;
    }
  };
  const blockCommentEnd = (start: number): number => {
    let depth = 1;
    let at = start + 2;
    while (depth > 0) {
      const close = input.indexOf('*/', at);
      if (close === -1) return unterminated('comment', start);
      const open = lexis.nestedComments ? input.indexOf('/*', at) : -1;
      if (open !== -1 && open < close) {
        depth += 1;
        at = open + 2;
      } else {
        depth -= 1;
        at = close + 2;
      }
    }
    return at;
  };
  const lineComment = (start: number, markerLength: number) => {
    const newline = input.indexOf('\n', start);
    const end = newline === -1 ? input.length : newline;
    const text = input.slice(start + markerLength, end).trim();
    if (comments === 'keep' && text !== '') emit(`/* ${asBlockCommentText(text)} */`);
    else pendingSpace = true;
    index = end;
  };

  while (index < input.length) {
    const char = input[index]!;
    const next = input[index + 1];
    if (SPACE.test(char)) {
      pendingSpace = true;
      index += 1;
    } else if (
      char === '-' &&
      next === '-' &&
      (!lexis.dashNeedsSpace || !input[index + 2] || SPACE.test(input[index + 2]!))
    ) {
      lineComment(index, 2);
    } else if (char === '#' && lexis.hashComments) {
      lineComment(index, 1);
    } else if (char === '/' && next === '*') {
      const end = blockCommentEnd(index);
      const text = input.slice(index, end);
      // Optimizer hints and MySQL's versioned code are instructions, not remarks.
      if (comments === 'keep' || /^\/\*[+!]/.test(text)) emit(text.replace(/\s+/g, ' '));
      else pendingSpace = true;
      index = end;
    } else if (lexis.qQuotes && (char === 'q' || char === 'Q') && next === "'" && !isWordBefore(input, index)) {
      const opener = input[index + 2];
      if (opener === undefined || SPACE.test(opener)) unterminated('string', index);
      const close = `${Q_CLOSERS[opener!] ?? opener!}'`;
      const end = input.indexOf(close, index + 3);
      if (end === -1) unterminated('string', index);
      emit(input.slice(index, end + 2));
      index = end + 2;
    } else if ((char === "'" || char === '"') && lexis.tripleQuotes && input.startsWith(char.repeat(3), index)) {
      const end = quotedEnd(index, 3, char.repeat(3), true, 'string');
      emit(input.slice(index, end));
      index = end;
    } else if (char === "'" || char === '"') {
      // PostgreSQL's E'…' strings take backslash escapes too.
      const escaped =
        lexis.backslashes || (char === "'" && /[eE]/.test(input[index - 1] ?? '') && !isWordBefore(input, index - 1));
      const end = quotedEnd(index, 1, char, escaped, char === "'" ? 'string' : 'quoted name');
      emit(input.slice(index, end));
      index = end;
    } else if (char === '`') {
      const end = quotedEnd(index, 1, '`', false, 'quoted name');
      emit(input.slice(index, end));
      index = end;
    } else if (char === '[' && lexis.brackets) {
      const end = quotedEnd(index, 1, ']', false, 'quoted name');
      emit(input.slice(index, end));
      index = end;
    } else if (char === '$' && lexis.dollarQuotes && dollarTag(input, index) !== null) {
      const tag = dollarTag(input, index)!;
      const close = input.indexOf(tag, index + tag.length);
      if (close === -1) unterminated('dollar-quoted string', index);
      emit(input.slice(index, close + tag.length));
      index = close + tag.length;
    } else {
      // A run of ordinary characters up to the next blank or quote, copied as one piece.
      let end = index + 1;
      while (end < input.length && !SPACE.test(input[end]!) && !startsSpecial(input, end, lexis)) end += 1;
      emit(input.slice(index, end));
      index = end;
    }
  }
  return out;
}

/** Whether a letter at `index` continues a word (so `q'` or `E'` there is not a string's prefix). */
function isWordBefore(input: string, index: number): boolean {
  return index > 0 && WORD.test(input[index - 1]!);
}

/** `$$` or `$tag$` at `index`, or null (`$1` is a parameter, `a$b` part of a name). */
function dollarTag(input: string, index: number): string | null {
  if (isWordBefore(input, index)) return null;
  const match = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(input.slice(index, index + 64));
  return match ? match[0] : null;
}

/** Whether a quote, a comment or (in the dialect) a bracket starts at `index`, ending a plain run. */
function startsSpecial(input: string, index: number, lexis: Lexis): boolean {
  const char = input[index]!;
  const next = input[index + 1];
  if (char === "'" || char === '"' || char === '`') return true;
  if ((char === '-' && next === '-') || (char === '/' && next === '*')) return true;
  if (char === '#' && lexis.hashComments) return true;
  if (char === '[' && lexis.brackets) return true;
  if (char === '$' && lexis.dollarQuotes && dollarTag(input, index) !== null) return true;
  // A plain run stops at its punctuation, so `f( a )` can lose the space after `(`.
  return char === '(' || char === ')' || char === ',' || char === ';';
}

/** Pieces that, written side by side, would start a comment or merge into another operator. */
function wouldJoin(previous: string, next: string): boolean {
  return (previous === '-' && next === '-') || (previous === '/' && next === '*') || (previous === '*' && next === '/');
}

/** A line comment's text made safe inside `/* … *\/`: no `*\/` to end it early, no `/*` to nest in PostgreSQL. */
function asBlockCommentText(text: string): string {
  return text.replace(/\*\//g, '* /').replace(/\/\*/g, '/ *');
}
