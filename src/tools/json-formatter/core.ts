import { reformatJsonCountingLines, reformattedByteLength } from '../../lib/json-text';
import { utf8ByteLength } from '../../lib/utf8';
import { ToolError } from '../../lib/tool-error';

/** The spec's processing statistics: sizes in UTF-8 bytes, lines of the result. */
export interface ProcessingStats {
  originalSize: number;
  formattedSize: number;
  lines: number;
}

export interface JsonResult {
  output: string;
  stats: ProcessingStats;
}

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data';
export const FALLBACK_ERROR_MESSAGE = 'Invalid JSON';

function process(input: string, indent: string): JsonResult {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const { text: output, lines } = reformatJsonCountingLines(input, indent);
  const originalSize = utf8ByteLength(input);
  return {
    output,
    stats: {
      originalSize,
      formattedSize: reformattedByteLength(input, originalSize, output),
      lines,
    },
  };
}

/** Validates and pretty-prints with 2-space indentation, keeping every number and string as written. */
export function formatJson(input: string): JsonResult {
  return process(input, '  ');
}

/** Validates and removes all insignificant whitespace. */
export function minifyJson(input: string): JsonResult {
  return process(input, '');
}

/** A realistic API response: nested objects, arrays, numbers (one beyond double precision), booleans, null. */
export const SAMPLE_JSON =
  '{"status":"success","code":200,"requestId":"req_8f3a2c1e-4b7d-4e9a-9c2f-1a6b3d5e7f90","timestamp":"2026-11-21T09:30:00Z",' +
  '"data":{"users":[{"id":12345678901234567890,"username":"ada.lovelace","email":"ada@example.com","active":true,' +
  '"profile":{"firstName":"Ada","lastName":"Lovelace","age":36,"location":{"city":"London","country":"GB","coordinates":[51.5074,-0.1278]}},' +
  '"roles":["admin","developer"],"lastLogin":"2026-11-20T18:42:11Z","balance":1024.5,"manager":null},' +
  '{"id":12345678901234567891,"username":"grace.hopper","email":"grace@example.com","active":false,' +
  '"profile":{"firstName":"Grace","lastName":"Hopper","age":85,"location":{"city":"New York","country":"US","coordinates":[40.7128,-74.006]}},' +
  '"roles":["developer"],"lastLogin":null,"balance":0,"manager":{"id":12345678901234567890,"username":"ada.lovelace"}}],' +
  '"pagination":{"page":1,"perPage":2,"total":2,"totalPages":1,"hasMore":false}},' +
  '"meta":{"apiVersion":"v2.3.1","responseTimeMs":42,"rateLimit":{"limit":5000,"remaining":4987,"resetAt":1795253400},"tags":[],"debug":{}}}';
