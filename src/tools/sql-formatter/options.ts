import { defineOptions } from '../../lib/options-schema';

/**
 * The dialects sql-formatter 15 has, by its own names (core.ts maps each to the library's dialect object). The
 * commonest come first; the rest follow by name.
 */
export const DIALECTS = [
  { value: 'sql', label: 'Standard SQL' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'mariadb', label: 'MariaDB' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'transactsql', label: 'SQL Server (T-SQL)' },
  { value: 'bigquery', label: 'Google BigQuery' },
  { value: 'plsql', label: 'Oracle PL/SQL' },
  { value: 'snowflake', label: 'Snowflake' },
  { value: 'redshift', label: 'Amazon Redshift' },
  { value: 'spark', label: 'Spark SQL' },
  { value: 'db2', label: 'IBM Db2' },
  { value: 'db2i', label: 'IBM Db2 for i' },
  { value: 'trino', label: 'Trino (Presto)' },
  { value: 'clickhouse', label: 'ClickHouse' },
  { value: 'duckdb', label: 'DuckDB' },
  { value: 'hive', label: 'Apache Hive' },
  { value: 'n1ql', label: 'Couchbase N1QL' },
  { value: 'singlestoredb', label: 'SingleStoreDB' },
  { value: 'tidb', label: 'TiDB' },
] as const;

export type Dialect = (typeof DIALECTS)[number]['value'];

const CASES = [
  { value: 'preserve', label: 'As written' },
  { value: 'upper', label: 'UPPER' },
  { value: 'lower', label: 'lower' },
] as const;

/** SQL Formatter's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  dialect: {
    kind: 'choice',
    label: 'Dialect',
    default: 'sql',
    hint: 'Which keywords, quotes, comments and parameters the text is read with.',
    choices: DIALECTS,
  },
  mode: {
    kind: 'choice',
    label: 'Output',
    control: 'radio',
    default: 'format',
    choices: [
      { value: 'format', label: 'Format', hint: 'Each clause on its own line, indented.' },
      {
        value: 'minify',
        label: 'Minify',
        hint: 'One line: white space collapsed outside strings, quoted names and comments.',
      },
    ],
  },
  keywordCase: { kind: 'choice', label: 'Keyword case', default: 'upper', choices: CASES },
  functionCase: { kind: 'choice', label: 'Function name case', default: 'preserve', choices: CASES },
  dataTypeCase: { kind: 'choice', label: 'Data type case', default: 'preserve', choices: CASES },
  identifierCase: {
    kind: 'choice',
    label: 'Identifier case',
    default: 'preserve',
    hint: 'Unquoted names only; quoted names keep their case.',
    choices: CASES,
  },
  indent: {
    kind: 'choice',
    label: 'Indent',
    default: '2',
    choices: [
      { value: '2', label: '2 spaces' },
      { value: '4', label: '4 spaces' },
      { value: 'tab', label: 'Tab' },
    ],
  },
  linesBetweenQueries: {
    kind: 'number',
    label: 'Blank lines between statements',
    default: 1,
    min: 0,
    max: 5,
    integer: true,
  },
  comments: {
    kind: 'choice',
    label: 'Comments when minifying',
    default: 'keep',
    hint: 'Optimizer hints (/*+ … */) and MySQL’s /*! … */ are always kept.',
    choices: [
      { value: 'keep', label: 'Keep (-- comments become /* */)' },
      { value: 'drop', label: 'Drop' },
    ],
  },
});
