import {
  bigquery,
  clickhouse,
  db2,
  db2i,
  duckdb,
  formatDialect,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  singlestoredb,
  snowflake,
  spark,
  sql,
  sqlite,
  tidb,
  transactsql,
  trino,
  type DialectOptions,
} from 'sql-formatter';
import { locate, ToolError } from '../../lib/tool-error';
import { minifySql } from './minify';
import type { Dialect } from './options';

export { SAMPLE_INPUT } from './samples';

type Case = 'preserve' | 'upper' | 'lower';

export interface SqlFormatterOptions {
  dialect: Dialect;
  mode: 'format' | 'minify';
  keywordCase: Case;
  functionCase: Case;
  dataTypeCase: Case;
  identifierCase: Case;
  indent: '2' | '4' | 'tab';
  linesBetweenQueries: number;
  comments: 'keep' | 'drop';
}

export interface SqlFormatterResult {
  output: string;
  lines: number;
}

/**
 * Every dialect the screen offers, by the dialect objects of formatDialect: the screen lets the user pick any,
 * so all are needed here; the page never loads this module (the tasks run in the worker, see View.tsx).
 */
const DIALECTS: Record<Dialect, DialectOptions> = {
  sql,
  postgresql,
  mysql,
  mariadb,
  sqlite,
  transactsql,
  bigquery,
  plsql,
  snowflake,
  redshift,
  spark,
  db2,
  db2i,
  trino,
  clickhouse,
  duckdb,
  hive,
  n1ql,
  singlestoredb,
  tidb,
};

/** sql-formatter's two kinds of parse error: the tokenizer's and the grammar's, each with its place. */
const TOKENIZER_ERROR = /^Parse error: Unexpected "([^\n]*)" at line (\d+) column (\d+)/;
const GRAMMAR_ERROR = /^Parse error at token: ([^\n]*) at line (\d+) column (\d+)/;

/** Formats or minifies SQL in the chosen dialect; a text the dialect cannot read throws a ToolError with its place. */
export function formatSql(input: string, options: SqlFormatterOptions): SqlFormatterResult {
  if (input.trim() === '') throw new ToolError('Please enter some SQL');
  const output = options.mode === 'minify' ? minifySql(input, options) : formatWithLibrary(input, options);
  return { output, lines: output === '' ? 0 : output.split('\n').length };
}

function formatWithLibrary(input: string, options: SqlFormatterOptions): string {
  const dialect = DIALECTS[options.dialect];
  if (!dialect) throw new ToolError(`Unknown SQL dialect: ${String(options.dialect)}`);
  try {
    return formatDialect(input, {
      dialect,
      keywordCase: options.keywordCase,
      functionCase: options.functionCase,
      dataTypeCase: options.dataTypeCase,
      identifierCase: options.identifierCase,
      tabWidth: options.indent === '4' ? 4 : 2,
      useTabs: options.indent === 'tab',
      linesBetweenQueries: options.linesBetweenQueries,
    });
  } catch (error) {
    throw asToolError(error, input, options.dialect);
  }
}

/**
 * The library's message, in a sentence for the user with its place. Its grammar errors list every rule it
 * expected (hundreds of lines), so only the token is kept. Its line and column count UTF-16 units from 1; the
 * location is found again from the offset they give, so the column counts characters as the editor does.
 */
function asToolError(error: unknown, input: string, dialect: Dialect): Error {
  if (!(error instanceof Error)) return new ToolError('The SQL could not be formatted.');
  const tokenizer = TOKENIZER_ERROR.exec(error.message);
  const grammar = tokenizer ? null : GRAMMAR_ERROR.exec(error.message);
  const match = tokenizer ?? grammar;
  if (!match) {
    // A ConfigError (an option the dialect refuses) or anything else the library says in one line.
    return new ToolError(error.message.split('\n')[0] ?? 'The SQL could not be formatted.');
  }
  const at = locate(input, offsetOf(input, Number(match[2]), Number(match[3])));
  const where = `line ${at.line}, column ${at.column}`;
  if (grammar) {
    const token = match[1]!;
    const what = token === '«EOF»' ? 'The SQL ends too soon' : `Unexpected ${quoted(token)}`;
    return new ToolError(`${what} at ${where}: the ${dialectName(dialect)} grammar cannot read it there.`, at);
  }
  return new ToolError(
    `Cannot read ${quoted(shortened(match[1]!))} at ${where} as ${dialectName(dialect)}: an unclosed quote, or a character the dialect does not use.`,
    at,
  );
}

/** The 0-based offset of a 1-based line and column counted in UTF-16 units. */
function offsetOf(input: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const newline = input.indexOf('\n', offset);
    if (newline === -1) return input.length;
    offset = newline + 1;
  }
  return Math.min(offset + column - 1, input.length);
}

const quoted = (text: string) => `“${text}”`;
const shortened = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

const NAMES: Partial<Record<Dialect, string>> = {
  sql: 'standard SQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  sqlite: 'SQLite',
  transactsql: 'T-SQL',
  bigquery: 'BigQuery',
  plsql: 'PL/SQL',
};

function dialectName(dialect: Dialect): string {
  return NAMES[dialect] ?? dialect.charAt(0).toUpperCase() + dialect.slice(1);
}
