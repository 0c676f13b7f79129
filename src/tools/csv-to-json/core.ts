import Papa from 'papaparse';
import { JsonNumber, stringifyLosslessJson, type JsonObject, type LosslessJson } from '../../lib/lossless-json';
import { pluralize } from '../../lib/format';
import { describeLocation, locate, ToolError } from '../../lib/tool-error';

export const BLANK_INPUT_MESSAGE = 'Please enter CSV data';
/** The spec's message for a failure that brings no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Conversion failed';
export const NO_DATA_ROWS_MESSAGE =
  'The input has a header row and no data rows: add at least one row under the header to convert';

export type DelimiterChoice = 'auto' | 'comma' | 'semicolon' | 'tab';

export interface CsvToJsonOptions {
  delimiter: DelimiterChoice;
  /** Numbers and booleans become JSON numbers and booleans; off, every value stays a string. */
  typedValues: boolean;
}

export const DEFAULT_OPTIONS: CsvToJsonOptions = { delimiter: 'auto', typedValues: false };

/** The delimiter choices, in the order the screen offers them; 'auto' has no character of its own. */
export const DELIMITERS: readonly { choice: DelimiterChoice; label: string; character: string }[] = [
  { choice: 'auto', label: 'Auto-detect', character: '' },
  { choice: 'comma', label: 'Comma (,)', character: ',' },
  { choice: 'semicolon', label: 'Semicolon (;)', character: ';' },
  { choice: 'tab', label: 'Tab', character: '\t' },
];

/** The characters auto-detection chooses from, in the order that breaks a tie. */
export const DELIMITER_CANDIDATES = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITER_CANDIDATES)[number];

/** Only the first few problems are listed; a broken file could otherwise produce one per line. */
export const MAX_LISTED_PROBLEMS = 10;

/** RFC 8259's number grammar: only text that is already a JSON number is written as one, digit for digit. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

interface Problem {
  /** The CSV record, counted from 1 with the header as record 1, as a spreadsheet numbers its rows. */
  row: number;
  /** Where in the input the problem is. */
  offset: number;
  message: string;
  /** Whether `offset` points at the exact character (quote errors), not just the start of the record. */
  exact: boolean;
}

/**
 * Converts CSV to JSON: the first record is the header (names trimmed; a repeated name gets `_1`, `_2`...),
 * every other record becomes an object, and empty lines are skipped; a header with no data rows is refused.
 * Values stay strings unless `typedValues` is on, which writes JSON numbers verbatim (never through a double)
 * and `true`/`false` (also `TRUE`/`FALSE`) as booleans. The output is JSON with 2-space indentation. If the
 * parser reports problems (unterminated or malformed quotes, records with too few or too many fields), nothing
 * is converted and the problems are listed with their row and line; the error points at the first of them.
 */
export function csvToJson(input: string, options: CsvToJsonOptions = DEFAULT_OPTIONS): string {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const delimiter = chooseDelimiter(input, options.delimiter);

  const records: string[][] = [];
  const problems: Problem[] = [];
  let header: string[] | null = null;
  let headerStart = 0;
  // Where the record being read starts: papaparse's cursor after the previous one.
  let start = 0;
  Papa.parse<string[]>(input, {
    delimiter,
    // Empty lines are skipped below, by their text: papaparse's own option would also skip a record that is
    // one quoted empty field (""), which is how a one-column CSV writes an empty value.
    skipEmptyLines: false,
    step: (results) => {
      const recordStart = start;
      start = results.meta.cursor;
      if (isEmptyLine(input, recordStart, start)) return;
      const fields = results.data;
      const row = records.length + (header ? 2 : 1);
      for (const error of results.errors) {
        // Quote errors carry the index of the field's content; its opening quote is just before.
        const exact = typeof error.index === 'number';
        problems.push({
          row,
          offset: exact ? Math.max(0, (error.index as number) - 1) : recordStart,
          message: error.message,
          exact,
        });
      }
      if (!header) {
        header = uniqueNames(fields.map((name) => name.trim()));
        headerStart = recordStart;
        return;
      }
      if (fields.length !== header.length) {
        const which = fields.length < header.length ? 'Too few' : 'Too many';
        problems.push({
          row,
          offset: recordStart,
          message: `${which} fields: expected ${header.length} fields but parsed ${fields.length}`,
          exact: false,
        });
      }
      records.push(fields);
    },
  });

  if (problems.length > 0) {
    const [first] = problems as [Problem];
    throw new ToolError(describeProblems(input, problems), locate(input, first.offset));
  }
  if (!header) throw new ToolError(BLANK_INPUT_MESSAGE);
  // A lone header would convert to [], which reads as success but converts nothing: most likely the data was
  // left out, or the rows were not separated by line breaks.
  if (records.length === 0) throw new ToolError(NO_DATA_ROWS_MESSAGE, locate(input, headerStart));
  return writeJson(header, records, options.typedValues);
}

function chooseDelimiter(input: string, choice: DelimiterChoice): string {
  if (choice === 'auto') return detectDelimiter(input);
  return DELIMITERS.find((entry) => entry.choice === choice)?.character || ',';
}

/** Detection reads at most this many records, and at most this much of the input. */
const DETECTION_RECORDS = 50;
const DETECTION_PREFIX_LENGTH = 1 << 20;

/**
 * Guesses the delimiter from the first records: the candidate that splits the header into more than one field
 * and gives every record the header's field count wins. Characters inside quoted fields do not vote: a comma
 * table whose quoted notes are full of semicolons is still a comma table. Ties go to more fields, then to the
 * order of DELIMITER_CANDIDATES; one column (no candidate splits the header) reads as comma-separated, unless
 * another candidate keeps the records whole where commas would split them.
 */
export function detectDelimiter(input: string): Delimiter {
  const records = countFieldsPerRecord(input);
  const ranked = DELIMITER_CANDIDATES.map((delimiter, index) => {
    const [header = 1, ...rows] = records.map((counts) => counts[index]!);
    return { delimiter, fields: header, mismatches: rows.filter((fields) => fields !== header).length };
  });
  // A stable sort, so a full tie keeps the candidates' order.
  ranked.sort(
    (a, b) => Number(b.fields > 1) - Number(a.fields > 1) || a.mismatches - b.mismatches || b.fields - a.fields,
  );
  return ranked[0]!.delimiter;
}

/**
 * For each of the first records (empty lines skipped), how many fields each candidate splits it into. A quote
 * opens or closes a quoted field whatever the delimiter (a doubled quote inside one closes and reopens it), so
 * a delimiter or line break inside quotes is part of a field under every candidate.
 */
function countFieldsPerRecord(input: string): number[][] {
  const end = Math.min(input.length, DETECTION_PREFIX_LENGTH);
  const records: number[][] = [];
  let fields = [1, 1, 1];
  let empty = true;
  let quoted = false;
  for (let position = 0; position < end && records.length < DETECTION_RECORDS; position += 1) {
    const character = input[position];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) {
      if (!empty) records.push(fields);
      fields = [1, 1, 1];
      empty = true;
      continue;
    } else if (!quoted) {
      const candidate = DELIMITER_CANDIDATES.indexOf(character as Delimiter);
      if (candidate !== -1) fields[candidate]! += 1;
    }
    empty = false;
  }
  // A record cut off by the end of the prefix is left out: its count would be wrong.
  if (!empty && end === input.length && records.length < DETECTION_RECORDS) records.push(fields);
  return records;
}

/** Whether the record from `start` to `end` is nothing but its line break. */
function isEmptyLine(text: string, start: number, end: number): boolean {
  for (let position = start; position < end; position += 1) {
    const code = text.charCodeAt(position);
    if (code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/** Keeps every column: a repeated name gets the first free suffix `_1`, `_2`..., as papaparse's header mode does. */
function uniqueNames(names: string[]): string[] {
  const used = new Set(names);
  const seen = new Set<string>();
  return names.map((name) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    let suffix = 1;
    while (used.has(`${name}_${suffix}`)) suffix += 1;
    const renamed = `${name}_${suffix}`;
    used.add(renamed);
    seen.add(renamed);
    return renamed;
  });
}

function describeProblems(input: string, problems: Problem[]): string {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map(({ row, offset, message, exact }) => {
    const location = locate(input, offset);
    const where = exact ? describeLocation(location) : `line ${location.line}`;
    return `Row ${row} (${where}): ${message}`;
  });
  const more = problems.length - listed.length;
  if (more > 0) listed.push(`...and ${pluralize(more, 'more problem', 'more problems')}`);
  return listed.join('\n');
}

/**
 * Writes the records as pretty JSON text with the lossless writer, rather than through plain objects and
 * JSON.stringify: typed numbers are copied as written, and a column named `__proto__` is just a key.
 */
function writeJson(header: string[], records: string[][], typedValues: boolean): string {
  const objects = records.map((fields) => {
    const object: JsonObject = new Map();
    header.forEach((name, column) => object.set(name, fieldValue(fields[column] ?? '', typedValues)));
    return object;
  });
  return stringifyLosslessJson(objects, { indent: '  ' });
}

function fieldValue(field: string, typedValues: boolean): LosslessJson {
  if (typedValues) {
    if (JSON_NUMBER.test(field)) return new JsonNumber(field);
    if (field === 'true' || field === 'TRUE') return true;
    if (field === 'false' || field === 'FALSE') return false;
  }
  return field;
}

/**
 * Employee records like the JSON to CSV sample, with a quoted field holding a comma and one holding quotes,
 * and ZIP codes that start with 0: the reason values stay strings by default (read as numbers, 02134 would
 * lose its zero). The page says so beside the Typed values option, which turns 30 and true into JSON ones.
 */
export const SAMPLE_CSV = [
  'id,name,email,zip,age,department,salary,isActive',
  '1,John Doe,john.doe@example.com,02134,30,Engineering,75000,true',
  '2,Jane Smith,jane.smith@example.com,10001,28,Marketing,65000,true',
  '3,"Johnson, Bob",bob.johnson@example.com,08540,35,Sales,55000,false',
  '4,"Alice ""Al"" Brown",alice.brown@example.com,94105,41,Engineering,98000.50,true',
].join('\n');
