import { csvRecord } from '../../lib/csv';
import {
  JsonNumber,
  isJsonObject,
  parseLosslessJson,
  stringifyLosslessJson,
  type JsonObject,
  type LosslessJson,
} from '../../lib/lossless-json';
import { TextOutput } from '../../lib/text-stream';
import { ToolError } from '../../lib/tool-error';

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data';
export const NO_RECORDS_MESSAGE = 'The JSON array is empty: there are no records to convert';
export const NO_FIELDS_MESSAGE = 'The records have no fields: there are no columns to convert';

/** The column a record that is not an object (a number, a string...) is put in. */
export const SCALAR_COLUMN = 'value';

/** RFC 4180 ends records with CRLF; spreadsheets and CSV libraries read it everywhere. */
export const CSV_LINE_BREAK = '\r\n';

/**
 * Converts JSON to CSV. A JSON array gives one row per item; anything else is one record. Columns are the
 * union of the records' keys in the order first seen; nested objects flatten to dot paths (`user.name`);
 * arrays go into their cell as compact JSON text; a record that is not an object fills a `value` column.
 * Numbers keep their digits exactly as written; null and missing values are empty cells. Fields are quoted
 * as RFC 4180 says (only when they contain a comma, a quote, CR or LF; inner quotes doubled; and a lone
 * empty field, which would otherwise be an empty line), and records are separated by CRLF, with no line
 * break after the last.
 */
export function jsonToCsv(input: string): string {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const parsed = parseLosslessJson(input);
  const records = Array.isArray(parsed) ? parsed : [parsed];
  if (records.length === 0) throw new ToolError(NO_RECORDS_MESSAGE);

  // The column index of each name, in first-seen order.
  const columns = new Map<string, number>();
  const rows = records.map((record) => {
    const cells = flattenRecord(record);
    for (const name of cells.keys()) if (!columns.has(name)) columns.set(name, columns.size);
    return cells;
  });
  if (columns.size === 0) throw new ToolError(NO_FIELDS_MESSAGE);

  const names = [...columns.keys()];
  // In a worker, the page shows the first rows while the rest are written.
  const output = new TextOutput();
  output.append(csvRecord(names));
  for (const cells of rows) output.append(CSV_LINE_BREAK + csvRecord(names.map((name) => cells.get(name) ?? '')));
  return output.finish();
}

/** A record's cells by column name. */
function flattenRecord(record: LosslessJson): Map<string, string> {
  const cells = new Map<string, string>();
  if (!isJsonObject(record)) {
    cells.set(SCALAR_COLUMN, cellText(record));
    return cells;
  }
  // Depth-first with an explicit stack (the parser accepts any depth, so this must too), visiting keys in order.
  const pending: { object: JsonObject; prefix: string; entries: Iterator<[string, LosslessJson]> }[] = [
    { object: record, prefix: '', entries: record.entries() },
  ];
  while (pending.length > 0) {
    const frame = pending[pending.length - 1]!;
    const step = frame.entries.next();
    if (step.done) {
      pending.pop();
      continue;
    }
    const [key, value] = step.value;
    const path = frame.prefix + key;
    // An empty object has no paths to flatten to; it is kept, like an array, as JSON text.
    if (isJsonObject(value) && value.size > 0)
      pending.push({ object: value, prefix: path + '.', entries: value.entries() });
    else cells.set(path, cellText(value));
  }
  return cells;
}

/** A value as cell text: strings as they are, numbers as written, null as an empty cell, structures as JSON. */
function cellText(value: LosslessJson): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return value.text;
  return stringifyLosslessJson(value);
}

/** The spec's converter sample: three employee records with id, name, email, age, department, salary, isActive. */
export const SAMPLE_RECORDS = [
  {
    id: 1,
    name: 'John Doe',
    email: 'john.doe@example.com',
    age: 30,
    department: 'Engineering',
    salary: 75000,
    isActive: true,
  },
  {
    id: 2,
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    age: 28,
    department: 'Marketing',
    salary: 65000,
    isActive: true,
  },
  {
    id: 3,
    name: 'Bob Johnson',
    email: 'bob.johnson@example.com',
    age: 35,
    department: 'Sales',
    salary: 55000,
    isActive: false,
  },
];

export const SAMPLE_JSON = JSON.stringify(SAMPLE_RECORDS, null, 2);
