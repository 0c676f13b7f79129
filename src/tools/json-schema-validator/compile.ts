/**
 * Compiling a JSON Schema for validation: Draft-07 on top of @cfworker/json-schema, which needs no `eval`
 * (so the page's CSP stays free of 'unsafe-eval'), with every error collected and formats checked.
 * The schema documents its `$ref`s point at are the ones the user added, registered under their `$id`:
 * nothing is ever fetched.
 */
import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { ToolError } from '../../lib/tool-error';
import { presentErrors, type SchemaError, type WalkContext } from './error-report';
import { addMissingDraft07Formats } from './formats';
import { newMarkers, prepareSchema, type Markers } from './prepare-schema';
import {
  DRAFT_07_META_SCHEMA_URI,
  capitalized,
  checkAgainstMetaSchema,
  checkPatterns,
  checkReferences,
  metaLookup,
  type SchemaPattern,
} from './schema-checks';
import { aroundPattern, watchingNow } from '../../lib/pattern-watch';
import { isObject, isSchema, type Lookup, type SchemaObject } from './schema-walk';

export type { SchemaError } from './error-report';

addMissingDraft07Formats();

export interface SchemaCheck {
  errors: SchemaError[];
  /**
   * False when there were too many errors to collect them all (the engine's error lists outgrew the call
   * stack): validity is still exact, but only the first errors of each failing keyword are listed.
   */
  complete: boolean;
}

export interface CompiledSchema {
  validate(instance: unknown): SchemaCheck;
}

/** A schema document that `$ref`s may point at, as the user added it. */
export interface ReferencedSchema {
  /** How messages name it: "Referenced Schema 2". */
  name: string;
  /** The parsed document. It is registered under its `$id`, resolved against the JSON Schema's own. */
  schema: unknown;
}

export interface CompileOptions {
  /** The other schema documents, so `$ref`s to them resolve without fetching anything. */
  references?: readonly ReferencedSchema[];
}

/** Where a schema without its own `$id` is taken to live; `.invalid` never resolves (RFC 2606). */
const DEFAULT_BASE_URI = 'https://json-schema-validator.invalid/schema.json';

const THE_SCHEMA = 'the JSON Schema';

function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  return typeof value;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** The document URI a referenced schema is registered under: its `$id`, resolved against `baseUri`. */
function referencedSchemaUri(schema: SchemaObject, name: string, baseUri: string): string {
  const id = schema['$id'];
  if (typeof id !== 'string' || id === '') {
    throw new ToolError(
      `${capitalized(name)} has no "$id", so no $ref can find it: give it the "$id" that the $ref points at ` +
        '(such as "https://example.com/schemas/address.json").',
    );
  }
  let uri: URL;
  try {
    uri = new URL(id, baseUri);
  } catch {
    throw new ToolError(`${capitalized(name)} has "$id": ${JSON.stringify(id)}, which is not a URI.`);
  }
  if (uri.hash.length > 1) {
    throw new ToolError(
      `${capitalized(name)} has "$id": ${JSON.stringify(id)}, which names a place inside a schema rather than a ` +
        'schema document: give it the URI that the $ref points at, without a "#" part.',
    );
  }
  uri.hash = '';
  return uri.href;
}

/** Checks a referenced schema as the JSON Schema is checked, naming it in every message; returns its patterns. */
function checkReferencedSchema({ name, schema }: ReferencedSchema): SchemaPattern[] {
  if (typeof schema === 'boolean')
    throw new ToolError(`${capitalized(name)} is ${String(schema)}, which has no "$id", so no $ref can find it.`);
  if (!isObject(schema))
    throw new ToolError(`${capitalized(name)} must be a JSON object, not ${describeJsonType(schema)}`);
  const patterns = checkPatterns(schema, name);
  checkAgainstMetaSchema(schema, name);
  return patterns;
}

/**
 * Runs `validate` with each test of one of the schemas' patterns told to the page (see pattern-watch.ts),
 * when a worker is watching. The engine makes its own RegExp of a pattern and tests it at once, so its tests
 * are recognised by the RegExp's source: for the run, RegExp.prototype.test is wrapped (measured: no cost
 * beyond the noise on a 5 MB validation). The first place a pattern is written is the one named.
 */
export function withPatternsWatched<T>(patterns: readonly SchemaPattern[], validate: () => T): T {
  if (!watchingNow() || patterns.length === 0) return validate();
  const bySource = new Map<string, SchemaPattern>();
  for (const pattern of patterns) if (!bySource.has(pattern.source)) bySource.set(pattern.source, pattern);
  const nativeTest = RegExp.prototype.test;
  RegExp.prototype.test = function watchedTest(this: RegExp, subject: string): boolean {
    const known = bySource.get(this.source);
    if (!known) return nativeTest.call(this, subject);
    return aroundPattern(known.pattern, known.where, () => nativeTest.call(this, subject));
  };
  try {
    return validate();
  } finally {
    RegExp.prototype.test = nativeTest;
  }
}

/**
 * Registers the referenced schemas in the lookup under their `$id`s. Returns their names by URI, for
 * messages. Two schemas may not claim the same URI.
 */
function registerReferences(
  references: readonly ReferencedSchema[],
  rootUri: string,
  lookup: Lookup,
  markers: Markers,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const { name, schema } of references) {
    const uri = referencedSchemaUri(schema as SchemaObject, name, rootUri);
    if (lookup[uri] !== undefined) {
      throw new ToolError(
        `${capitalized(name)} has "$id": ${JSON.stringify(uri)}, which ${names.get(uri) ?? THE_SCHEMA} already has. ` +
          'Each schema needs its own "$id".',
      );
    }
    const prepared = prepareSchema(schema as SchemaObject, markers);
    try {
      dereference(prepared as Schema, lookup, new URL(uri));
    } catch (error) {
      throw new ToolError(`${capitalized(name)} cannot be loaded: ${firstLine(error)}`);
    }
    names.set(uri, name);
  }
  return names;
}

/**
 * Prepares a parsed JSON Schema for validating data against it, as Draft-07 with every error collected
 * and formats checked. Throws a ToolError saying what is wrong when the schema (or a referenced one)
 * cannot be used: not an object or boolean, a bad regular expression, not valid against the Draft-07
 * meta-schema, a `$ref` that cannot be resolved, or two schemas claiming the same `$id`.
 */
export function compileSchema(schema: unknown, options: CompileOptions = {}): CompiledSchema {
  if (!isSchema(schema)) {
    throw new ToolError(`The JSON Schema must be a JSON object (or true or false), not ${describeJsonType(schema)}`);
  }
  const patterns = checkPatterns(schema, THE_SCHEMA);
  checkAgainstMetaSchema(schema, THE_SCHEMA);
  const references = options.references ?? [];
  for (const reference of references) patterns.push(...checkReferencedSchema(reference));

  const markers = newMarkers();
  const root = prepareSchema(schema, markers);
  const lookup: Lookup = Object.create(null);
  try {
    dereference(root as Schema, lookup, new URL(DEFAULT_BASE_URI));
  } catch (error) {
    throw new ToolError(`The JSON Schema cannot be loaded: ${firstLine(error)}`);
  }
  const rootUri = (root as Schema).__absolute_uri__ ?? DEFAULT_BASE_URI;
  const referenced = registerReferences(references, rootUri, lookup, markers);
  // The meta-schema is known by its URI, so "$ref": "http://json-schema.org/draft-07/schema#" works,
  // unless the user's schema claims that URI for itself.
  if (lookup[DRAFT_07_META_SCHEMA_URI] === undefined) {
    for (const [uri, metaSchema] of Object.entries(metaLookup())) lookup[uri] ??= metaSchema;
  }
  checkReferences(root, lookup, { rootUri, defaultBaseUri: DEFAULT_BASE_URI, referenced });

  const context: WalkContext = { root, rootUri, lookup, markers };
  return {
    validate(instance: unknown): SchemaCheck {
      let outcome: { valid: boolean; errors: OutputUnit[] };
      let complete = true;
      try {
        outcome = runValidation(instance, root, lookup, false, patterns);
      } catch (error) {
        if (!(error instanceof RangeError)) throw engineFailure(error);
        // Too many errors to spread into one list, or too deep: stop at the first error of each keyword.
        complete = false;
        try {
          outcome = runValidation(instance, root, lookup, true, patterns);
        } catch (retryError) {
          if (retryError instanceof RangeError) throw new ToolError('The JSON data is nested too deeply to validate');
          throw engineFailure(retryError);
        }
      }
      if (outcome.valid) return { errors: [], complete };
      return { errors: presentErrors(outcome.errors, context), complete };
    },
  };
}

function runValidation(
  instance: unknown,
  root: SchemaObject,
  lookup: Lookup,
  shortCircuit: boolean,
  patterns: readonly SchemaPattern[],
) {
  return withPatternsWatched(patterns, () => validate(instance, root as Schema, '7', lookup, shortCircuit));
}

function engineFailure(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  if (error instanceof URIError)
    return new ToolError(
      'The JSON data has a property name with an unpaired surrogate (a lone \\uD800-\\uDFFF escape), which cannot be validated',
    );
  return new ToolError(`The JSON Schema cannot be applied: ${firstLine(error)}`);
}
