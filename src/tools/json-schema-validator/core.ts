import { reformatJson } from '../../lib/json-text';
import { isToolError, ToolError } from '../../lib/tool-error';
import { compileSchema, type SchemaError } from './engine';
import { findValueRanges, prettyPrefix } from './source-values';

export { INT32_MAX, INT32_MIN, type SchemaError } from './engine';
export { INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA, VALID_EXAMPLE_DATA } from './samples';

export const BLANK_INPUT_MESSAGE = 'Please enter both JSON data and schema';
/** Shown for a failure that carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Invalid JSON or Schema format';

/** Errors listed in full; the count still covers all of them. Thousands of cards would swamp the page. */
export const MAX_LISTED_ERRORS = 200;
/** Characters of a failing value shown with its error (the box scrolls). */
export const MAX_DATA_LENGTH = 2000;

export interface ValidationError extends SchemaError {
  /** The failing value, pretty-printed from the text as written (numbers keep every digit), maybe cut short. */
  data?: string;
}

export interface SchemaValidationResult {
  isValid: boolean;
  /** The first MAX_LISTED_ERRORS errors, in the order the schema found them. */
  errors: ValidationError[];
  /** How many errors there are in all. */
  errorCount: number;
  /** False when there were too many errors to collect them all; see SchemaCheck.complete. */
  complete: boolean;
}

/**
 * Parses one of the two inputs. JSON.parse is the fast path; when it fails, the strict scanner finds
 * the line and column (JSON.parse messages lack them in some engines), and the message names the input.
 */
export function parseJsonInput(text: string, inputName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (parseError) {
    try {
      reformatJson(text, '');
    } catch (scanError) {
      if (isToolError(scanError))
        throw new ToolError(
          `${inputName} is not valid JSON: ${scanError.message}`,
          scanError.location && { ...scanError.location, input: inputName },
        );
    }
    const reason = parseError instanceof Error && parseError.message ? parseError.message : 'invalid JSON';
    throw new ToolError(`${inputName} is not valid JSON: ${reason}`);
  }
}

/** The spec's display of an instance path: slashes as dots, no leading dot, 'root' when empty. */
export function formatInstancePath(instancePath: string): string {
  return instancePath.replace(/\//g, '.').replace(/^\./, '') || 'root';
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Adds each listed error's failing value, as written in the data text. */
function attachData(dataText: string, errors: readonly SchemaError[]): ValidationError[] {
  const ranges = findValueRanges(
    dataText,
    errors.filter((error) => !error.aboutPropertyName).map((error) => error.instancePath),
  );
  return errors.map((error) => {
    if (error.aboutPropertyName) {
      const segments = error.instancePath.split('/');
      return { ...error, data: JSON.stringify(unescapeSegment(segments[segments.length - 1] ?? '')) };
    }
    const range = ranges.get(error.instancePath);
    if (!range) return { ...error };
    return { ...error, data: prettyPrefix(dataText, range.start, range.end, MAX_DATA_LENGTH).text };
  });
}

/**
 * Validates JSON data against a JSON Schema (Draft-07, every error collected, formats checked).
 * Throws a ToolError when an input is blank, is not JSON (naming the input, line and column), or the
 * schema cannot be used.
 */
export function validateJsonAgainstSchema(dataText: string, schemaText: string): SchemaValidationResult {
  if (dataText.trim() === '' || schemaText.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const data = parseJsonInput(dataText, 'JSON Data');
  const schema = parseJsonInput(schemaText, 'JSON Schema');
  const { errors, complete } = compileSchema(schema).validate(data);
  return {
    isValid: errors.length === 0,
    errors: attachData(dataText, errors.slice(0, MAX_LISTED_ERRORS)),
    errorCount: errors.length,
    complete,
  };
}
