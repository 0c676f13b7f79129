import { unescapePointerSegment } from '../../lib/json-pointer';
import { reformatJson } from '../../lib/json-text';
import { isToolError, ToolError } from '../../lib/tool-error';
import { compileSchema, type ReferencedSchema, type SchemaError } from './compile';
import { findValueRanges, prettyPrefix } from '../../lib/json-source';
import { seconds } from '../../lib/pattern-watch';
import type { ToolStateRules } from '../../lib/tool-state';

export { type SchemaError } from './compile';
export { REFERENCED_SCHEMAS_TITLE } from './schema-checks';
export { INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA, VALID_EXAMPLE_DATA } from './samples';

export const BLANK_INPUT_MESSAGE = 'Please enter both JSON data and schema';
/** Shown for a failure that carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Invalid JSON or Schema format';

/** Errors listed in full; the count still covers all of them. Thousands of cards would swamp the page. */
export const MAX_LISTED_ERRORS = 200;
/** Characters of a failing value shown with its error (the box scrolls). */
export const MAX_DATA_LENGTH = 2000;

/**
 * The most referenced schemas the screen holds (Add Schema stops there), and so the most a share link or the
 * tab's storage restores: each is an editor, which takes tens of milliseconds to set up (100 of them held
 * the page for 10 to 15 s).
 */
export const MAX_REFERENCED_SCHEMAS = 20;

/** The screen's state: the two inputs, and the texts of the schema documents added for `$ref`s. */
export const STATE_DEFAULTS = { data: '', schema: '', referencedSchemas: [] as string[] };
/** What a link or storage restores is held to what Add Schema allows. */
export const STATE_RULES: ToolStateRules<typeof STATE_DEFAULTS> = {
  bounds: { referencedSchemas: { maxItems: MAX_REFERENCED_SCHEMAS } },
};

/**
 * The time limit of a validation, after which its worker is stopped: 2 s, and 4 s more per million
 * characters of input, which a validation of that size needs a fraction of (the browser test's 20 MB: 30 s
 * in Chromium on a machine running 27 processes on 2 cores, against a limit of 82 s). A schema's pattern
 * that backtracks catastrophically, or combinators nested into exponential work, would otherwise run for
 * ever; Cancel stops a long run sooner.
 */
export const TIME_LIMIT_MS = 2_000;
const TIME_LIMIT_PER_MILLION_MS = 4_000;

export function timeLimitFor(inputLength: number): number {
  return TIME_LIMIT_MS + Math.floor(inputLength / 1_000_000) * TIME_LIMIT_PER_MILLION_MS;
}

/** The message of a validation stopped at its time limit (before any pattern is named, see pattern-watch). */
export function stoppedSentence(limitMs: number): string {
  return `Validation took longer than ${seconds(limitMs)} s and was stopped.`;
}

/** The time limit a stopped validation's message names, or null for any other message. */
export function stoppedLimitMs(message: string): number | null {
  const found = /^Validation took longer than (\d+(?:\.\d)?) s and was stopped\.$/.exec(message);
  return found ? Number(found[1]) * 1000 : null;
}

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

/** One of the screen's inputs: how messages name it, and the `paneId` of the pane that holds it. */
export interface InputPane {
  name: string;
  paneId: string;
}

export const DATA_PANE: InputPane = { name: 'JSON Data', paneId: 'data' };
export const SCHEMA_PANE: InputPane = { name: 'JSON Schema', paneId: 'schema' };

/** The pane of the referenced schema at `index` (0-based) in the list the user added. */
export function referencedSchemaPane(index: number): InputPane {
  return { name: `Referenced Schema ${index + 1}`, paneId: `referenced-schema-${index + 1}` };
}

/**
 * Parses one of the inputs. JSON.parse is the fast path; when it fails, the strict scanner finds the line
 * and column (JSON.parse messages lack them in some engines). The message names the input, and the
 * location names its pane.
 */
export function parseJsonInput(text: string, { name: inputName, paneId }: InputPane): unknown {
  try {
    return JSON.parse(text);
  } catch (parseError) {
    try {
      reformatJson(text, '');
    } catch (scanError) {
      if (isToolError(scanError))
        throw new ToolError(
          `${inputName} is not valid JSON: ${scanError.message}`,
          scanError.location && { ...scanError.location, input: paneId },
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

/** Adds each listed error's failing value, as written in the data text. */
function attachData(dataText: string, errors: readonly SchemaError[]): ValidationError[] {
  const ranges = findValueRanges(
    dataText,
    errors.filter((error) => !error.aboutPropertyName).map((error) => error.instancePath),
  );
  return errors.map((error) => {
    if (error.aboutPropertyName) {
      const segments = error.instancePath.split('/');
      return { ...error, data: JSON.stringify(unescapePointerSegment(segments[segments.length - 1] ?? '')) };
    }
    const range = ranges.get(error.instancePath);
    if (!range) return { ...error };
    return { ...error, data: prettyPrefix(dataText, range.start, range.end, MAX_DATA_LENGTH).text };
  });
}

/**
 * Validates JSON data against a JSON Schema (Draft-07, every error collected, formats checked).
 * `referencedSchemas` are the texts of the other schema documents the user added for the `$ref`s that
 * point outside the JSON Schema; each is registered under its `$id`, and blank ones are skipped.
 * Throws a ToolError when the data or schema is blank, an input is not JSON (naming the input, line and
 * column), or a schema cannot be used (an unresolved `$ref` is named, with how to add what it points at).
 */
export function validateJsonAgainstSchema(
  dataText: string,
  schemaText: string,
  referencedSchemas: readonly string[] = [],
): SchemaValidationResult {
  if (dataText.trim() === '' || schemaText.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const data = parseJsonInput(dataText, DATA_PANE);
  const schema = parseJsonInput(schemaText, SCHEMA_PANE);
  const references = referencedSchemas.flatMap((text, index): ReferencedSchema[] => {
    if (text.trim() === '') return [];
    const pane = referencedSchemaPane(index);
    return [{ name: pane.name, schema: parseJsonInput(text, pane) }];
  });
  const { errors, complete } = compileSchema(schema, { references }).validate(data);
  return {
    isValid: errors.length === 0,
    errors: attachData(dataText, errors.slice(0, MAX_LISTED_ERRORS)),
    errorCount: errors.length,
    complete,
  };
}
