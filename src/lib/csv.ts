/** Writing CSV as RFC 4180 has it: the one way the app's tables and converters write CSV. */

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/** A field with a comma, quote, CR or LF is enclosed in quotes, and its quotes are doubled. */
export function quoteCsvField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replace(QUOTES, '""')}"` : field;
}

/** One record. A lone empty field would be an empty line, which CSV readers skip: quoting it keeps it. */
export function csvRecord(fields: readonly string[]): string {
  if (fields.length === 1 && fields[0] === '') return '""';
  return fields.map(quoteCsvField).join(',');
}

/** Whole CSV text: one record per row, each ended by CRLF. */
export function csvText(rows: Iterable<readonly string[]>): string {
  let text = '';
  for (const row of rows) text += `${csvRecord(row)}\r\n`;
  return text;
}
