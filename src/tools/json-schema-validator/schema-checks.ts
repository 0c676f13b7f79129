/**
 * The checks a schema passes before any data is validated against it, each failing with a message that
 * says what is wrong and where: its regular expressions, its shape (the Draft-07 meta-schema), and its
 * `$ref`s. Without them the engine would fail half-way through validating, and only for data that
 * happens to reach the bad part.
 */
import { dereference, validate, type Schema } from '@cfworker/json-schema';
import { pluralize } from '../../lib/format';
import { ToolError } from '../../lib/tool-error';
import DRAFT_07_META_SCHEMA from './draft-07-schema.json';
import { presentErrors, type WalkContext } from './error-report';
import { newMarkers } from './prepare-schema';
import {
  decodePointerFragment,
  forEachSchema,
  fragmentOf,
  isObject,
  type Lookup,
  type SchemaObject,
} from './schema-walk';

export const DRAFT_07_META_SCHEMA_URI = 'http://json-schema.org/draft-07/schema';

/** Where the user adds the schema documents that `$ref`s point at; messages send the user there. */
export const REFERENCED_SCHEMAS_TITLE = 'Referenced Schemas';

let metaSchemaLookup: Lookup | null = null;

/** The Draft-07 meta-schema, checked against itself once; shared by every compile. */
export function metaLookup(): Lookup {
  metaSchemaLookup ??= dereference(DRAFT_07_META_SCHEMA as Schema);
  return metaSchemaLookup as Lookup;
}

/** "the JSON Schema" → "The JSON Schema", to start a sentence with a document's name. */
export function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A pattern of a schema (`pattern`, or a key of `patternProperties`), and where it is, for messages. */
export interface SchemaPattern {
  pattern: string;
  /** The source of the RegExp the engine makes of it, which is how a test of it is recognised. */
  source: string;
  /** "at #/properties/name/pattern", "at #/patternProperties/^a in Referenced Schema 2". */
  where: string;
}

/**
 * Patterns are compiled with the `u` flag (as the engine does); a bad one is named with its location.
 * `name` says which document this is, as in "the JSON Schema" or "Referenced Schema 2". Returns the patterns,
 * so that a run can say which one it is testing.
 */
export function checkPatterns(root: SchemaObject | boolean, name: string): SchemaPattern[] {
  const patterns: SchemaPattern[] = [];
  forEachSchema(root, (schema, segments) => {
    if (!isObject(schema)) return;
    const found: [string, string[]][] = [];
    if (typeof schema['pattern'] === 'string') found.push([schema['pattern'], [...segments, 'pattern']]);
    if (isObject(schema['patternProperties']))
      for (const key of Object.keys(schema['patternProperties']))
        found.push([key, [...segments, 'patternProperties', key]]);
    for (const [pattern, at] of found) {
      try {
        const { source } = new RegExp(pattern, 'u');
        patterns.push({ pattern, source, where: `at ${fragmentOf(at)} in ${name}` });
      } catch (error) {
        // The engine's message repeats the pattern: "Invalid regular expression: /\_/u: Invalid escape".
        const reason = (error instanceof Error ? error.message : String(error)).replace(
          /^Invalid regular expression: \/[\s\S]*\/[a-z]*: /,
          '',
        );
        throw new ToolError(
          `Invalid regular expression ${JSON.stringify(pattern)} at ${fragmentOf(at)} in ${name}: ${reason}`,
        );
      }
    }
  });
  return patterns;
}

/** A schema must itself be valid Draft-07 (as the meta-schema says), or its errors would mislead. */
export function checkAgainstMetaSchema(schema: unknown, name: string): void {
  const lookup = metaLookup();
  const metaSchema = lookup[DRAFT_07_META_SCHEMA_URI] as Schema;
  const outcome = validate(schema, metaSchema, '7', lookup, false);
  if (outcome.valid) return;
  const context: WalkContext = { root: metaSchema, rootUri: DRAFT_07_META_SCHEMA_URI, lookup, markers: newMarkers() };
  const problems = presentErrors(outcome.errors, context);
  // An anyOf umbrella says less than the branch errors after it ("does not match any of [...]").
  const first = problems.find((problem) => problem.keyword !== 'anyOf' && problem.keyword !== 'oneOf') ?? problems[0];
  const invalid = `${capitalized(name)} is not a valid Draft-07 schema`;
  if (!first) throw new ToolError(invalid);
  const where = '#' + first.instancePath;
  const elsewhere = new Set(
    problems.map((problem) => problem.instancePath).filter((path) => path !== first.instancePath),
  ).size;
  const more =
    elsewhere > 0 ? ` (and problems at ${pluralize(elsewhere, 'more place', 'more places')} in the schema)` : '';
  throw new ToolError(`${invalid}: at ${where}: ${first.message}${more}`);
}

/** Where the schema documents are, to name them in messages. */
export interface DocumentNames {
  /** The URI of the JSON Schema the user validates against (its `$id`, or the default). */
  rootUri: string;
  /** The base URI a schema without an `$id` lives at: a relative `$id` or `$ref` resolves against it. */
  defaultBaseUri: string;
  /** The names of the referenced schema documents by URI ("Referenced Schema 2"). */
  referenced: ReadonlyMap<string, string>;
}

function documentOf(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}

function documentName(document: string, names: DocumentNames): string {
  if (document === names.rootUri) return 'the JSON Schema';
  return names.referenced.get(document) ?? `the schema at ${document}`;
}

/** A place in a document as messages write it: a bare pointer in the JSON Schema itself, else with its URI. */
function locationLabel(uri: string, segments: readonly string[], rootUri: string): string {
  const [document = '', fragment = ''] = uri.split('#');
  const base = fragment ? decodePointerFragment(fragment) : [];
  const pointer = fragmentOf([...base, ...segments]);
  return document === rootUri ? pointer : document + pointer;
}

/**
 * The `$id` a referenced schema needs for a `$ref` to find it. Relative to the default base when the
 * reference was relative to it (the JSON Schema has no `$id`): a relative `$id` resolves the same way.
 */
function suggestedId(document: string, defaultBaseUri: string): string {
  const folder = defaultBaseUri.slice(0, defaultBaseUri.lastIndexOf('/') + 1);
  return document.startsWith(folder) ? document.slice(folder.length) : document;
}

/** Says why a `$ref` found in `container` (a document URI) cannot be followed, and how to fix it. */
function unresolvedReference(
  ref: unknown,
  absolute: string,
  container: string,
  where: string,
  lookup: Lookup,
  names: DocumentNames,
): ToolError {
  const document = documentOf(absolute);
  const holder = capitalized(documentName(container, names));
  if (lookup[document] !== undefined) {
    return new ToolError(
      `${holder} has a $ref that cannot be resolved: ${JSON.stringify(ref)} at ${where}/$ref. ` +
        `There is no such place in ${documentName(document, names)}.`,
    );
  }
  return new ToolError(
    `${holder} has a $ref to a schema document that has not been added: ${JSON.stringify(ref)} at ${where}/$ref. ` +
      `Nothing is downloaded: add that schema under ${REFERENCED_SCHEMAS_TITLE} (paste it or open its file) ` +
      `with "$id": ${JSON.stringify(suggestedId(document, names.defaultBaseUri))}.`,
  );
}

/**
 * Every `$ref` that validation can reach must resolve: to a place in the JSON Schema, in a referenced
 * schema, or in the Draft-07 meta-schema. An unresolved one is named, with how to add what it points at.
 */
export function checkReferences(root: SchemaObject, lookup: Lookup, names: DocumentNames): void {
  const seen = new Set<object>();
  const pending: { schema: unknown; uri: string }[] = [{ schema: root, uri: names.rootUri }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (!isObject(entry.schema) || seen.has(entry.schema)) continue;
    const start = entry.schema;
    const startUri = entry.uri;
    forEachSchema(start, (schema, segments) => {
      if (!isObject(schema) || (schema !== start && seen.has(schema))) return;
      seen.add(schema);
      if (!Object.hasOwn(schema, '$ref')) return;
      const absolute = (schema as Schema).__absolute_ref__;
      const target = typeof absolute === 'string' ? lookup[absolute] : undefined;
      if (target === undefined) {
        const where = locationLabel(startUri, segments, names.rootUri);
        const ref = schema['$ref'];
        throw unresolvedReference(ref, absolute ?? String(ref), documentOf(startUri), where, lookup, names);
      }
      pending.push({ schema: target, uri: (target as Schema).__absolute_uri__ ?? absolute ?? '' });
    });
  }
}
