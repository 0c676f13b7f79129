import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { optionDefaults } from '../../lib/options-schema';
import { ToolError } from '../../lib/tool-error';
import { formatSql, SAMPLE_INPUT, type SqlFormatterOptions } from './core';
import { DIALECTS, OPTIONS, type Dialect } from './options';

const DEFAULTS: SqlFormatterOptions = optionDefaults(OPTIONS);
const formatted = (input: string, options: Partial<SqlFormatterOptions> = {}) =>
  formatSql(input, { ...DEFAULTS, ...options }).output;
const minified = (input: string, options: Partial<SqlFormatterOptions> = {}) =>
  formatted(input, { ...options, mode: 'minify' });

/** The error formatSql throws for `input`, for its message and location. */
function failure(input: string, options: Partial<SqlFormatterOptions> = {}): ToolError {
  try {
    formatSql(input, { ...DEFAULTS, ...options });
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error(`No error for ${input}`);
}

describe('formatting, per dialect', () => {
  it.each<[Dialect, string, string]>([
    [
      'postgresql',
      "select id, data->>'name' as name from users where tags @> array['a'] and body = $$it's$$",
      "SELECT\n  id,\n  data ->> 'name' AS name\nFROM\n  users\nWHERE\n  tags @> ARRAY['a']\n  AND body = $$it's$$",
    ],
    [
      'mysql',
      "select `id`, name from `users` where name = 'it\\'s' limit 5",
      "SELECT\n  `id`,\n  name\nFROM\n  `users`\nWHERE\n  name = 'it\\'s'\nLIMIT\n  5",
    ],
    [
      'mariadb',
      'select id from t where x = 1 returning id',
      'SELECT\n  id\nFROM\n  t\nWHERE\n  x = 1\nRETURNING\n  id',
    ],
    ['sqlite', 'select [id] from t where x is not null', 'SELECT\n  [id]\nFROM\n  t\nWHERE\n  x IS NOT NULL'],
    [
      'transactsql',
      "select top 10 [Id], [Name] from [dbo].[Users] where [Name] like N'A%'",
      "SELECT\n  TOP 10 [Id],\n  [Name]\nFROM\n  [dbo].[Users]\nWHERE\n  [Name] LIKE N'A%'",
    ],
    [
      'bigquery',
      "select * from `project.dataset.table` where d = '''x'''",
      "SELECT\n  *\nFROM\n  `project.dataset.table`\nWHERE\n  d = '''x'''",
    ],
    ['plsql', 'select id from dual where rownum <= 5', 'SELECT\n  id\nFROM\n  dual\nWHERE\n  rownum <= 5'],
    ['snowflake', 'select v:name::string from t', 'SELECT\n  v:name::string\nFROM\n  t'],
    ['redshift', 'select id from t where x = 1', 'SELECT\n  id\nFROM\n  t\nWHERE\n  x = 1'],
    [
      'spark',
      'select id from t lateral view explode(arr) e as item',
      'SELECT\n  id\nFROM\n  t\nLATERAL VIEW EXPLODE (arr) e AS item',
    ],
    ['db2', 'select id from t fetch first 5 rows only', 'SELECT\n  id\nFROM\n  t\nFETCH first 5 ROWS only'],
    ['trino', 'select id from t where x = 1', 'SELECT\n  id\nFROM\n  t\nWHERE\n  x = 1'],
  ])('%s: %s', (dialect, input, output) => {
    expect(formatted(input, { dialect })).toBe(output);
  });

  // The tool is the library with the screen's options: the same text for every dialect the screen offers.
  it.each(DIALECTS.map(({ value }) => value))('%s gives what sql-formatter gives for the sample', (dialect) => {
    const input = 'select a, b from t where a = 1 order by b; select 2';
    expect(formatted(input, { dialect })).toBe(format(input, { language: dialect, keywordCase: 'upper' }));
  });

  it('formats its Load Sample text', () => {
    expect(formatted(SAMPLE_INPUT)).toMatch(/^SELECT\n {2}c\.id,\n/);
    expect(formatSql(SAMPLE_INPUT, DEFAULTS).lines).toBe(formatted(SAMPLE_INPUT).split('\n').length);
  });
});

describe('case and layout', () => {
  it.each<[string, Partial<SqlFormatterOptions>, string]>([
    ['select a from t', { keywordCase: 'upper' }, 'SELECT\n  a\nFROM\n  t'],
    ['SELECT a FROM t', { keywordCase: 'lower' }, 'select\n  a\nfrom\n  t'],
    ['Select a From t', { keywordCase: 'preserve' }, 'Select\n  a\nFrom\n  t'],
    [
      'SELECT Count(*), CAST(x AS Varchar(5)) FROM Users',
      { keywordCase: 'preserve', functionCase: 'lower', dataTypeCase: 'upper', identifierCase: 'upper', indent: 'tab' },
      'SELECT\n\tcount(*),\n\tcast(X AS VARCHAR(5))\nFROM\n\tUSERS',
    ],
    [
      'select a from t; select b from u',
      { linesBetweenQueries: 0, indent: '4', keywordCase: 'lower' },
      'select\n    a\nfrom\n    t;\nselect\n    b\nfrom\n    u',
    ],
    ['select 1; select 2', { linesBetweenQueries: 2 }, 'SELECT\n  1;\n\n\nSELECT\n  2'],
  ])('%s with %o', (input, options, output) => {
    expect(formatted(input, options)).toBe(output);
  });
});

describe('minify', () => {
  it.each<[string, Dialect, string, string]>([
    ['collapses white space', 'sql', 'SELECT a ,\n  b\nFROM   t\n\tWHERE x = 1', 'SELECT a,b FROM t WHERE x = 1'],
    ['keeps spaces inside strings', 'sql', "SELECT 'a   b\n c' FROM t", "SELECT 'a   b\n c' FROM t"],
    [
      "reads '' inside a string",
      'sql',
      "SELECT  'it''s  --  not a comment'  FROM t",
      "SELECT 'it''s  --  not a comment' FROM t",
    ],
    ['turns -- comments into block comments', 'sql', 'SELECT a -- the id\nFROM t', 'SELECT a /* the id */ FROM t'],
    ['closes no comment early', 'sql', 'SELECT 1 -- a */ b /* c\n, 2', 'SELECT 1 /* a * / b / * c */,2'],
    ['keeps block comments', 'sql', 'SELECT /* all\n  of them */ *  FROM t', 'SELECT /* all of them */ * FROM t'],
    ['keeps "quoted names"', 'postgresql', 'SELECT "My  Col" FROM "a ""b"""', 'SELECT "My  Col" FROM "a ""b"""'],
    [
      'keeps $$ dollar quotes',
      'postgresql',
      'CREATE FUNCTION f() RETURNS int AS $$\n  SELECT 1 -- one\n$$ LANGUAGE sql',
      'CREATE FUNCTION f() RETURNS int AS $$\n  SELECT 1 -- one\n$$ LANGUAGE sql',
    ],
    ['keeps $tag$ dollar quotes', 'postgresql', 'SELECT $x$ a $$ b $x$,  $1', 'SELECT $x$ a $$ b $x$,$1'],
    ["reads E'…' backslashes", 'postgresql', "SELECT E'a\\'  b'  ,  1", "SELECT E'a\\'  b',1"],
    ['nests PostgreSQL comments', 'postgresql', 'SELECT /* a /* b */ c */  1', 'SELECT /* a /* b */ c */ 1'],
    ['keeps MySQL backticks', 'mysql', 'SELECT `my  col` FROM `t`', 'SELECT `my  col` FROM `t`'],
    ["reads MySQL's backslash escapes", 'mysql', "SELECT 'a\\'  b'  FROM t", "SELECT 'a\\'  b' FROM t"],
    ['turns MySQL # comments into block comments', 'mysql', 'SELECT 1 # one\n, 2', 'SELECT 1 /* one */,2'],
    ['leaves MySQL 1--1 alone', 'mysql', 'SELECT 1--1', 'SELECT 1--1'],
    [
      'keeps T-SQL [brackets]',
      'transactsql',
      'SELECT [my  col] ,  [a]]b] FROM [dbo].[t]',
      'SELECT [my  col],[a]]b] FROM [dbo].[t]',
    ],
    ['keeps Oracle q-quotes', 'plsql', "SELECT q'[it's  here]' FROM dual", "SELECT q'[it's  here]' FROM dual"],
    ['keeps BigQuery triple quotes', 'bigquery', "SELECT '''a ' b\n'''  AS x", "SELECT '''a ' b\n''' AS x"],
    ['keeps two minus signs apart', 'sql', 'SELECT 1 - -1', 'SELECT 1 - -1'],
    ['keeps the sample on one line', 'sql', SAMPLE_INPUT, expect.any(String) as unknown as string],
  ])('%s (%s)', (_name, dialect, input, output) => {
    expect(minified(input, { dialect })).toEqual(output);
  });

  it.each<[string, Dialect, string, string]>([
    ['drops -- comments', 'sql', 'SELECT a -- the id\nFROM t', 'SELECT a FROM t'],
    ['drops block comments as white space', 'sql', 'SELECT a/* x */FROM t', 'SELECT a FROM t'],
    ['keeps optimizer hints', 'plsql', 'SELECT /*+ INDEX(t i) */ a FROM t -- x', 'SELECT /*+ INDEX(t i) */ a FROM t'],
    ["keeps MySQL's /*! */", 'mysql', 'SELECT /*! STRAIGHT_JOIN */ a FROM t', 'SELECT /*! STRAIGHT_JOIN */ a FROM t'],
  ])('%s when comments are dropped (%s)', (_name, dialect, input, output) => {
    expect(minified(input, { dialect, comments: 'drop' })).toBe(output);
  });

  it('writes the sample on one line, outside its strings', () => {
    expect(minified(SAMPLE_INPUT)).not.toContain('\n');
  });

  it.each<[string, Dialect, string, { line: number; column: number }]>([
    ['an unclosed string', 'sql', "SELECT a\nFROM t WHERE b = 'x", { line: 2, column: 18 }],
    ['an unclosed comment', 'sql', 'SELECT 1 /* no end', { line: 1, column: 10 }],
    ['an unclosed quoted name', 'postgresql', 'SELECT "a FROM t', { line: 1, column: 8 }],
    ['an unclosed bracket', 'transactsql', 'SELECT [a FROM t', { line: 1, column: 8 }],
    ['an unclosed dollar quote', 'postgresql', 'SELECT $$ a', { line: 1, column: 8 }],
  ])('refuses %s with its place (%s)', (_name, dialect, input, at) => {
    const error = failure(input, { dialect, mode: 'minify' });
    expect(error.message).toMatch(/never closed/);
    expect(error.location).toMatchObject(at);
  });
});

describe('errors', () => {
  it.each<[string, Dialect, string, { line: number; column: number; offset: number }, RegExp]>([
    [
      'SELECT a FROM t WHERE (b = 1',
      'postgresql',
      'unclosed parenthesis',
      { line: 1, column: 29, offset: 28 },
      /ends too soon/,
    ],
    [
      'SELECT a,\n  b FROM t\nWHERE x = "open',
      'postgresql',
      'unclosed quote',
      { line: 3, column: 11, offset: 31 },
      /Cannot read “"open”/,
    ],
    ['select 1)', 'sql', 'stray parenthesis', { line: 1, column: 9, offset: 8 }, /Unexpected “\)”/],
    ['SELECT [a] FROM t', 'sql', 'brackets in standard SQL', { line: 1, column: 8, offset: 7 }, /as standard SQL/],
    ['SELECT `a` FROM t', 'postgresql', 'backticks in PostgreSQL', { line: 1, column: 8, offset: 7 }, /as PostgreSQL/],
    [
      'SELECT "😀", (',
      'postgresql',
      'a column after an emoji',
      { line: 1, column: 14, offset: 14 },
      /line 1, column 14/,
    ],
  ])('%s (%s): %s', (input, dialect, _name, at, message) => {
    const error = failure(input, { dialect });
    expect(error.location).toMatchObject(at);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/at line \d+, column \d+/);
    expect(error.message).not.toContain('\n');
  });

  it.each(['', '   ', '\n\t '])('refuses blank input %j', (input) => {
    expect(() => formatSql(input, DEFAULTS)).toThrow('Please enter some SQL');
  });
});
