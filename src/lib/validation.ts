/**
 * What every validator says about a value, and the batch mode they share: a list of values (one a line, or a
 * column of CSV) checked one by one into a table of verdicts with counts. The batch runs in the tool's
 * worker, so it lives here as plain functions each tool's tasks call with its own check.
 */
import { ToolError } from './tool-error';

/** `warning`: the value is valid, but something about it deserves a look (a role account, plain http). */
export type Verdict = 'valid' | 'warning' | 'invalid';

export interface Check {
  verdict: Verdict;
  /** Why, in a sentence: what is wrong, or what makes it valid ("Valid IPv4 address, private range"). */
  reason: string;
  /** Where in the value the first problem is (a UTF-16 index), when it has one place. */
  position?: number;
  /** A short summary of what the value is, for the batch table's Details column ("Visa", "IPv6, Global unicast"). */
  details?: string;
}

export const VERDICT_LABELS: Readonly<Record<Verdict, string>> = {
  valid: 'Valid',
  warning: 'Warning',
  invalid: 'Invalid',
};

/** How a batch list is read: one value a line, or one column of CSV with a header row. */
export type BatchFormat = 'lines' | 'csv';

export interface BatchOptions {
  format: BatchFormat;
  /** The CSV column to check, by its header name; the first column when empty or not found. */
  column: string;
}

export interface BatchRow extends Check {
  /** The line of the input the value is on, from 1. */
  line: number;
  value: string;
}

export interface BatchResult {
  rows: BatchRow[];
  counts: Record<Verdict, number>;
  /** The CSV header's names, for choosing a column; empty for a list of lines. */
  columns: string[];
  /** The column checked, as named in the header; empty for a list of lines. */
  column: string;
}

/** A value longer than this is cut in the table (its verdict is still the whole value's). */
export const BATCH_VALUE_LIMIT = 2000;

/** The values of a list: every line that is not blank, with its line number; CR of CRLF endings dropped. */
export function listValues(text: string): { line: number; value: string }[] {
  const values: { line: number; value: string }[] = [];
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const value = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    if (value.trim() !== '') values.push({ line, value });
    start = end + 1;
    line += 1;
  }
  return values;
}

/** A CSV record and the line it starts on, from 1. */
interface CsvRecord {
  line: number;
  fields: string[];
}

/** The delimiter the header line uses most: comma, semicolon or tab. */
function csvDelimiter(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * CSV as RFC 4180 reads it (quoted fields may hold delimiters, quotes doubled, line breaks), each record with
 * the line it starts on so the table can point back at it. Blank lines are skipped.
 */
export function csvRecords(text: string): CsvRecord[] {
  const delimiter = csvDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') line += 1;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      endRecord();
      recordLine = line;
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

interface BatchValues {
  values: { line: number; value: string }[];
  columns: string[];
  column: string;
}

/** The values a batch checks: the list's lines, or one column of CSV (the first when `column` names none). */
export function batchValues(text: string, { format, column }: BatchOptions): BatchValues {
  if (format === 'lines') return { values: listValues(text), columns: [], column: '' };
  const [header, ...records] = csvRecords(text);
  if (!header) throw new ToolError('The CSV is empty: give a header row that names the columns, then the values.');
  const columns = header.fields.map((name) => name.trim());
  const index = Math.max(columns.indexOf(column), 0);
  const values = records
    .map((record) => ({ line: record.line, value: record.fields[index] ?? '' }))
    .filter((entry) => entry.value.trim() !== '');
  return { values, columns, column: columns[index]! };
}

function tally({ values, columns, column }: BatchValues, checks: readonly Check[]): BatchResult {
  const counts: Record<Verdict, number> = { valid: 0, warning: 0, invalid: 0 };
  const rows = values.map(({ line, value }, index) => {
    const result = checks[index]!;
    counts[result.verdict] += 1;
    const shown = value.length > BATCH_VALUE_LIMIT ? `${value.slice(0, BATCH_VALUE_LIMIT)}…` : value;
    return { line, value: shown, ...result };
  });
  return { rows, counts, columns, column };
}

/** Checks every value of a list, in order, into rows and counts. */
export function checkBatch(text: string, options: BatchOptions, check: (value: string) => Check): BatchResult {
  const values = batchValues(text, options);
  return tally(
    values,
    values.values.map(({ value }) => check(value)),
  );
}

/** The same, for checks that must await (Web Crypto, a lazily loaded library). */
export async function checkBatchAsync(
  text: string,
  options: BatchOptions,
  check: (value: string) => Promise<Check> | Check,
): Promise<BatchResult> {
  const values = batchValues(text, options);
  const checks: Check[] = [];
  for (const { value } of values.values) checks.push(await check(value));
  return tally(values, checks);
}
