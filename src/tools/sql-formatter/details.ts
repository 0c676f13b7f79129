import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Beautify SQL with clauses on their own lines, or minify it to one line, in your database’s dialect.',
  keywords: [
    'sql',
    'sql formatter',
    'format sql',
    'sql beautifier',
    'beautify sql',
    'pretty print sql',
    'minify sql',
    'sql minifier',
    'sql query',
    'postgresql',
    'mysql',
    't-sql',
    'plsql',
    'bigquery',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: '20 Dialects',
        text: 'Standard SQL, PostgreSQL, MySQL, MariaDB, SQLite, SQL Server, BigQuery, Oracle PL/SQL, Snowflake, Redshift, Spark, Db2, Trino, ClickHouse, DuckDB and more, each with its own keywords, quotes and parameters.',
      },
      {
        title: 'Your Style',
        text: 'Keywords, function names, data types and names in upper case, lower case or as written; 2 or 4 spaces or tabs; blank lines between statements.',
      },
      {
        title: 'Minify',
        text: 'One line, white space collapsed outside strings and quoted names; -- comments become /* */ or are dropped, so none swallows the rest of the line.',
      },
      {
        title: 'Errors With Their Place',
        text: 'SQL the dialect cannot read is marked at its line and column in the editor.',
      },
      {
        title: 'Private',
        text: 'Formatting runs in your browser, in a background worker: your queries never leave the page.',
      },
    ],
  },
};

export default details;
