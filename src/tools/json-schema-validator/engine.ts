/**
 * Draft-07 validation on top of @cfworker/json-schema, which needs no `eval` (so the page's CSP stays
 * free of 'unsafe-eval'), and the mapping of its output onto the errors the screen lists.
 *
 * cfworker reports every failure twice or more: each keyword that holds subschemas (`properties`,
 * `items`, `$ref`, `allOf`...) adds an "umbrella" error ("Property "age" does not match schema.") before
 * the errors of the subschema that failed. Listing those would number the same problem several times, so
 * the list keeps the errors that say what is wrong: umbrellas of plain containers give way to their
 * children; `anyOf` and `oneOf` (no branch matched) keep their umbrella followed by each branch's errors,
 * as together they explain the failure; `oneOf` with several matches and `contains` keep only the
 * umbrella, as their branch errors do not describe the problem.
 *
 * Schema paths are the static location of the failing keyword (after following `$ref`), like
 * `#/definitions/address/properties/zip/type`, rather than cfworker's path through the `$ref`s.
 */
import { dereference, format as formatCheckers, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { ToolError } from '../../lib/tool-error';
import DRAFT_07_META_SCHEMA from './draft-07-schema.json';

export interface SchemaError {
  /** JSON Pointer (RFC 6901) of the failing value in the data: '' for the root, '/roles/0'. */
  instancePath: string;
  /** Where the failing keyword is in the schema: '#/properties/age/minimum'. */
  schemaPath: string;
  keyword: string;
  message: string;
  /** Facts about the failure (the limit, the allowed values, the missing property...); may be empty. */
  params: Record<string, unknown>;
  /** The error is about a property's name (propertyNames), not its value. */
  aboutPropertyName?: boolean;
}

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

export interface CompileOptions {
  /** Other schema documents by URI, so `$ref`s to them resolve without fetching anything. */
  remotes?: Readonly<Record<string, unknown>>;
}

/** Where a schema without its own `$id` is taken to live; `.invalid` never resolves (RFC 2606). */
const DEFAULT_BASE_URI = 'https://json-schema-validator.invalid/schema.json';

export const DRAFT_07_META_SCHEMA_URI = 'http://json-schema.org/draft-07/schema';

export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

// ---------------------------------------------------------------------------------------------------
// Formats. cfworker checks the Draft-07 formats date-time, date, time, email, hostname, ipv4, ipv6, uri,
// uri-reference, uri-template, json-pointer, relative-json-pointer and regex (plus uuid and duration).
// Its format table is the one exported object it reads from, so the internationalised Draft-07 formats
// it lacks are added to it here, once, as the module loads.

type FormatCheck = (value: string) => boolean;
const formats = formatCheckers as unknown as Record<string, FormatCheck>;
const checkUri = formats['uri'] as FormatCheck;
const checkUriReference = formats['uri-reference'] as FormatCheck;
const checkHostname = formats['hostname'] as FormatCheck;
const checkEmail = formats['email'] as FormatCheck;

const NON_ASCII = /[\u0080-\u{10ffff}]/u;
const NON_ASCII_GLOBAL = /[\u0080-\u{10ffff}]/gu;
/** Characters that would change how the URL parser reads a host, so an IDN host cannot contain them. */
const NOT_IN_HOST = /[\s/?#@:[\]\\%]/u;

/** The ASCII (punycode) form of an internationalised host name, using the platform's UTS #46 mapping. */
function toAsciiHostname(host: string): string | null {
  if (!NON_ASCII.test(host)) return host;
  if (host === '' || NOT_IN_HOST.test(host)) return null;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/** An IRI is a URI that may also hold non-ASCII characters: checked as the URI with those percent-encoded. */
function asciiIri(value: string): string | null {
  try {
    return value.replace(NON_ASCII_GLOBAL, (character) => encodeURIComponent(character));
  } catch {
    // A lone surrogate cannot be encoded; it is not a character at all.
    return null;
  }
}

const extraFormats: Record<string, FormatCheck> = {
  iri: (value) => {
    const ascii = asciiIri(value);
    return ascii !== null && checkUri(ascii);
  },
  'iri-reference': (value) => {
    const ascii = asciiIri(value);
    return ascii !== null && checkUriReference(ascii);
  },
  'idn-hostname': (value) => {
    const ascii = toAsciiHostname(value);
    return ascii !== null && checkHostname(ascii);
  },
  'idn-email': (value) => {
    const at = value.lastIndexOf('@');
    if (at <= 0) return false;
    const host = value.slice(at + 1);
    const asciiHost = host.startsWith('[') ? host : toAsciiHostname(host);
    // RFC 6531 lets the local part hold any non-ASCII character; each stands in as one ASCII letter.
    return asciiHost !== null && checkEmail(`${value.slice(0, at).replace(NON_ASCII_GLOBAL, 'a')}@${asciiHost}`);
  },
};
for (const [name, check] of Object.entries(extraFormats)) formats[name] ??= check;

// ---------------------------------------------------------------------------------------------------
// Walking a schema's subschemas (Draft-07 keywords only).

const SINGLE_SCHEMA_KEYWORDS = [
  'additionalItems',
  'items',
  'contains',
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;
const SCHEMA_ARRAY_KEYWORDS = ['items', 'allOf', 'anyOf', 'oneOf'] as const;
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions', 'dependencies'] as const;
const MAP_KEYWORD_SET: ReadonlySet<string> = new Set(SCHEMA_MAP_KEYWORDS);
const ARRAY_KEYWORD_SET: ReadonlySet<string> = new Set(SCHEMA_ARRAY_KEYWORDS);

type SchemaObject = Record<string, unknown>;
/** cfworker's map from absolute URI to (sub)schema. */
type Lookup = Record<string, Schema | boolean>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSchema(value: unknown): value is SchemaObject | boolean {
  return typeof value === 'boolean' || isObject(value);
}

interface SubschemaSlot {
  /** Path segments from the parent schema, unescaped: ['properties', 'name']. */
  segments: string[];
  value: SchemaObject | boolean;
  replace: (value: SchemaObject) => void;
}

/** Sets an own property, even one named `__proto__` (which plain assignment would take as the prototype). */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** The direct subschemas of a schema, where Draft-07 keywords hold them. */
function subschemaSlots(schema: SchemaObject): SubschemaSlot[] {
  const slots: SubschemaSlot[] = [];
  for (const keyword of SINGLE_SCHEMA_KEYWORDS) {
    const value = schema[keyword];
    if (Object.hasOwn(schema, keyword) && isSchema(value))
      slots.push({ segments: [keyword], value, replace: (next) => setOwn(schema, keyword, next) });
  }
  for (const keyword of SCHEMA_ARRAY_KEYWORDS) {
    const list = schema[keyword];
    if (!Object.hasOwn(schema, keyword) || !Array.isArray(list)) continue;
    list.forEach((value: unknown, index) => {
      if (isSchema(value))
        slots.push({ segments: [keyword, String(index)], value, replace: (next) => setOwn(list, index, next) });
    });
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = schema[keyword];
    if (!Object.hasOwn(schema, keyword) || !isObject(map)) continue;
    for (const key of Object.keys(map)) {
      const value = map[key];
      // `dependencies` also maps to lists of property names, which are not schemas.
      if (isSchema(value)) slots.push({ segments: [keyword, key], value, replace: (next) => setOwn(map, key, next) });
    }
  }
  return slots;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** '#/properties/a~1b' from ['properties', 'a/b']. */
function pointerOf(segments: readonly string[]): string {
  return '#' + segments.map((segment) => '/' + escapeSegment(segment)).join('');
}

/** Visits every schema of a document, depth first, with its location; no recursion, so any depth works. */
function forEachSchema(
  root: SchemaObject | boolean,
  visit: (schema: SchemaObject | boolean, segments: string[], replace: ((next: SchemaObject) => void) | null) => void,
): void {
  const stack: {
    schema: SchemaObject | boolean;
    segments: string[];
    replace: ((next: SchemaObject) => void) | null;
  }[] = [{ schema: root, segments: [], replace: null }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    visit(entry.schema, entry.segments, entry.replace);
    if (!isObject(entry.schema)) continue;
    const slots = subschemaSlots(entry.schema);
    for (let index = slots.length - 1; index >= 0; index -= 1) {
      const slot = slots[index] as SubschemaSlot;
      stack.push({ schema: slot.value, segments: [...entry.segments, ...slot.segments], replace: slot.replace });
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Compiling.

/** Stand-ins for `false` subschemas (see `prepare`), and the injected int32 checks. */
interface Markers {
  falseStandIns: WeakSet<object>;
  int32Checks: WeakSet<object>;
}

/**
 * Rewrites a parsed schema in place, keeping its meaning, so that every failure can be reported well:
 * - A `false` subschema becomes `{"not": {}}`: cfworker reports a `false` schema with the data's location
 *   in place of the schema's, so the failure could not be traced back to the keyword holding it.
 * - `"format": "int32"` gains an `allOf` entry checking the 32-bit range (cfworker checks formats of
 *   strings only); its failures are reported as the `format` keyword's.
 * - An `$id` beside a `$ref` (below the root) is dropped: Draft-07 ignores it, cfworker would not.
 * Returns the (possibly replaced) root.
 */
function prepare(root: SchemaObject | boolean, markers: Markers): SchemaObject {
  const standIn = (): SchemaObject => {
    const replacement = { not: {} };
    markers.falseStandIns.add(replacement);
    return replacement;
  };
  let preparedRoot: SchemaObject | null = root === false ? standIn() : root === true ? {} : null;
  forEachSchema(root, (schema, segments, replace) => {
    if (schema === false && replace) replace(standIn());
    // Draft-07 ignores every keyword beside "$ref", "$id" included; cfworker would still let that "$id"
    // change the base URI the "$ref" resolves against.
    if (isObject(schema) && segments.length > 0 && Object.hasOwn(schema, '$ref') && Object.hasOwn(schema, '$id'))
      delete schema['$id'];
    if (!isObject(schema) || schema['format'] !== 'int32') return;
    const check = { multipleOf: 1, minimum: INT32_MIN, maximum: INT32_MAX };
    markers.int32Checks.add(check);
    const allOf = schema['allOf'];
    if (Array.isArray(allOf)) allOf.push(check);
    else setOwn(schema, 'allOf', [check]);
  });
  preparedRoot ??= root as SchemaObject;
  return preparedRoot;
}

let metaSchemaLookup: Lookup | null = null;

/** The Draft-07 meta-schema, checked against itself once; shared by every compile. */
function metaLookup(): Lookup {
  metaSchemaLookup ??= dereference(DRAFT_07_META_SCHEMA as Schema);
  return metaSchemaLookup as Lookup;
}

function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  return typeof value;
}

/** Patterns are compiled with the `u` flag (as the engine does); a bad one is named with its location. */
function checkPatterns(root: SchemaObject | boolean): void {
  forEachSchema(root, (schema, segments) => {
    if (!isObject(schema)) return;
    const found: [string, string[]][] = [];
    if (typeof schema['pattern'] === 'string') found.push([schema['pattern'], [...segments, 'pattern']]);
    if (isObject(schema['patternProperties']))
      for (const key of Object.keys(schema['patternProperties']))
        found.push([key, [...segments, 'patternProperties', key]]);
    for (const [pattern, at] of found) {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        // The engine's message repeats the pattern: "Invalid regular expression: /\_/u: Invalid escape".
        const reason = (error instanceof Error ? error.message : String(error)).replace(
          /^Invalid regular expression: \/[\s\S]*\/[a-z]*: /,
          '',
        );
        throw new ToolError(
          `Invalid regular expression ${JSON.stringify(pattern)} at ${pointerOf(at)} in the JSON Schema: ${reason}`,
        );
      }
    }
  });
}

/** The schema must itself be valid Draft-07 (as the meta-schema says), or its errors would mislead. */
function checkAgainstMetaSchema(schema: unknown): void {
  const lookup = metaLookup();
  const metaSchema = lookup[DRAFT_07_META_SCHEMA_URI] as Schema;
  const outcome = validate(schema, metaSchema, '7', lookup, false);
  if (outcome.valid) return;
  const context: WalkContext = {
    root: metaSchema,
    rootUri: DRAFT_07_META_SCHEMA_URI,
    lookup,
    markers: { falseStandIns: new WeakSet(), int32Checks: new WeakSet() },
  };
  const problems = presentErrors(outcome.errors, context);
  // An anyOf umbrella says less than the branch errors after it ("does not match any of [...]").
  const first = problems.find((problem) => problem.keyword !== 'anyOf' && problem.keyword !== 'oneOf') ?? problems[0];
  if (!first) throw new ToolError('The JSON Schema is not a valid Draft-07 schema');
  const where = '#' + first.instancePath;
  const elsewhere = new Set(
    problems.map((problem) => problem.instancePath).filter((path) => path !== first.instancePath),
  ).size;
  const more =
    elsewhere > 0 ? ` (and problems at ${elsewhere} more place${elsewhere === 1 ? '' : 's'} in the schema)` : '';
  throw new ToolError(`The JSON Schema is not a valid Draft-07 schema: at ${where}: ${first.message}${more}`);
}

/**
 * Every `$ref` that validation can reach must resolve; cfworker would otherwise fail half-way through
 * validating, and only for data that happens to reach the reference.
 */
function checkReferences(root: SchemaObject, lookup: Lookup, rootUri: string): void {
  const seen = new Set<object>();
  const pending: { schema: unknown; uri: string }[] = [{ schema: root, uri: rootUri }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (!isObject(entry.schema) || seen.has(entry.schema)) continue;
    const start = entry.schema;
    forEachSchema(start, (schema, segments) => {
      if (!isObject(schema) || (schema !== start && seen.has(schema))) return;
      seen.add(schema);
      if (!Object.hasOwn(schema, '$ref')) return;
      const absolute = (schema as Schema).__absolute_ref__;
      const target = typeof absolute === 'string' ? lookup[absolute] : undefined;
      if (target === undefined) {
        const where = locationLabel(entry.uri, segments, rootUri);
        throw new ToolError(
          `The JSON Schema has a $ref that cannot be resolved: ${JSON.stringify(schema['$ref'])} at ${where}/$ref. ` +
            'Only references to parts of this schema (such as "#/definitions/address") and to the Draft-07 meta-schema can be followed; nothing is downloaded.',
        );
      }
      pending.push({ schema: target, uri: (target as Schema).__absolute_uri__ ?? absolute ?? '' });
    });
  }
}

function locationLabel(uri: string, segments: readonly string[], rootUri: string): string {
  const [document = '', fragment = ''] = uri.split('#');
  const base = fragment ? decodePointerFragment(fragment) : [];
  const pointer = pointerOf([...base, ...segments]);
  return document === rootUri ? pointer : document + pointer;
}

function decodeUriSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The unescaped segments of a URI fragment holding a JSON Pointer ('/a%20b/c~1d' → ['a b', 'c/d']). */
function decodePointerFragment(fragment: string): string[] {
  return fragment
    .split('/')
    .slice(1)
    .map((segment) => unescapeSegment(decodeUriSegment(segment)));
}

/**
 * Prepares a parsed JSON Schema for validating data against it, as Draft-07 with every error collected
 * and formats checked. Throws a ToolError saying what is wrong when the schema cannot be used: not an
 * object or boolean, a bad regular expression, not valid against the Draft-07 meta-schema, an unresolvable
 * `$ref`, or two subschemas claiming the same `$id`.
 */
export function compileSchema(schema: unknown, options: CompileOptions = {}): CompiledSchema {
  if (!isSchema(schema)) {
    throw new ToolError(`The JSON Schema must be a JSON object (or true or false), not ${describeJsonType(schema)}`);
  }
  checkPatterns(schema);
  checkAgainstMetaSchema(schema);

  const markers: Markers = { falseStandIns: new WeakSet(), int32Checks: new WeakSet() };
  const root = prepare(schema, markers);
  const lookup: Lookup = Object.create(null);
  try {
    dereference(root as Schema, lookup, new URL(DEFAULT_BASE_URI));
    for (const [uri, remote] of Object.entries(options.remotes ?? {})) {
      if (!isSchema(remote)) continue;
      const preparedRemote = prepare(remote, markers);
      dereference(preparedRemote as Schema, lookup, new URL(uri));
      lookup[uri] ??= preparedRemote as Schema;
    }
  } catch (error) {
    throw new ToolError(`The JSON Schema cannot be loaded: ${firstLine(error)}`);
  }
  // The meta-schema is known by its URI, so "$ref": "http://json-schema.org/draft-07/schema#" works,
  // unless the user's schema claims that URI for itself.
  if (lookup[DRAFT_07_META_SCHEMA_URI] === undefined) {
    for (const [uri, metaSchema] of Object.entries(metaLookup())) lookup[uri] ??= metaSchema;
  }
  const rootUri = (root as Schema).__absolute_uri__ ?? DEFAULT_BASE_URI;
  checkReferences(root, lookup, rootUri);

  const context: WalkContext = { root, rootUri, lookup, markers };
  return {
    validate(instance: unknown): SchemaCheck {
      let outcome: { valid: boolean; errors: OutputUnit[] };
      let complete = true;
      try {
        outcome = runValidation(instance, root, lookup, false);
      } catch (error) {
        if (!(error instanceof RangeError)) throw engineFailure(error);
        // Too many errors to spread into one list, or too deep: stop at the first error of each keyword.
        complete = false;
        try {
          outcome = runValidation(instance, root, lookup, true);
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

function runValidation(instance: unknown, root: SchemaObject, lookup: Lookup, shortCircuit: boolean) {
  return validate(instance, root as Schema, '7', lookup, shortCircuit);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

function engineFailure(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  if (error instanceof URIError)
    return new ToolError(
      'The JSON data has a property name with an unpaired surrogate (a lone \\uD800-\\uDFFF escape), which cannot be validated',
    );
  return new ToolError(`The JSON Schema cannot be applied: ${firstLine(error)}`);
}

// ---------------------------------------------------------------------------------------------------
// Presenting cfworker's errors.

interface WalkContext {
  root: SchemaObject | Schema;
  rootUri: string;
  lookup: Lookup;
  markers: Markers;
}

interface ErrorNode {
  unit: OutputUnit;
  children: ErrorNode[];
}

/** Keywords whose umbrella error only says "a subschema failed": their children say what failed. */
const CONTAINER_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'additionalItems',
  'propertyNames',
  'dependencies',
  'if',
  'allOf',
]);

/** The prefix of the keyword locations of an umbrella error's children. */
function childPrefixes(unit: OutputUnit): string[] {
  if (unit.keyword === 'if') {
    const parent = unit.keywordLocation.slice(0, -'/if'.length);
    return [`${parent}/then/`, `${parent}/else/`];
  }
  return [`${unit.keywordLocation}/`];
}

/**
 * Rebuilds the tree cfworker flattened: an umbrella error is directly followed by its subschema's
 * errors, whose keyword locations extend its own.
 */
function buildTree(units: readonly OutputUnit[]): ErrorNode[] {
  const parse = (from: number, to: number): ErrorNode[] => {
    const nodes: ErrorNode[] = [];
    let index = from;
    while (index < to) {
      const unit = units[index] as OutputUnit;
      const prefixes = childPrefixes(unit);
      let end = index + 1;
      while (end < to && prefixes.some((prefix) => (units[end] as OutputUnit).keywordLocation.startsWith(prefix)))
        end += 1;
      nodes.push({ unit, children: end > index + 1 ? parse(index + 1, end) : [] });
      index = end;
    }
    return nodes;
  };
  return parse(0, units.length);
}

const ONE_OF_MATCHES = /\((\d+) matches\)/;

function flatten(nodes: readonly ErrorNode[], into: OutputUnit[]): void {
  for (const { unit, children } of nodes) {
    if (children.length > 0 && CONTAINER_KEYWORDS.has(unit.keyword)) {
      flatten(children, into);
    } else if (
      unit.keyword === 'contains' ||
      (unit.keyword === 'oneOf' && Number(ONE_OF_MATCHES.exec(unit.error)?.[1] ?? 0) > 0)
    ) {
      into.push(unit);
    } else {
      into.push(unit);
      flatten(children, into);
    }
  }
}

interface SchemaLocation {
  /** Absolute URI of the schema document, without fragment. */
  document: string;
  segments: string[];
}

interface WalkResult {
  location: SchemaLocation;
  /** The value at the keyword location (the keyword's value, for a keyword). */
  value: unknown;
  /** The error went through a stand-in for a `false` subschema, located here. */
  falseSchemaAt: SchemaLocation | null;
  /** The error came from an int32 check added to the schema located here. */
  int32At: SchemaLocation | null;
  aboutPropertyName: boolean;
}

function splitUri(uri: string): SchemaLocation {
  const hash = uri.indexOf('#');
  if (hash === -1) return { document: uri, segments: [] };
  return { document: uri.slice(0, hash), segments: decodePointerFragment(uri.slice(hash + 1)) };
}

/**
 * Follows an error's keyword location (cfworker's path through the schema, `$ref`s included) to where
 * that keyword really is. Returns null if the path cannot be followed.
 */
function walkKeywordLocation(keywordLocation: string, context: WalkContext): WalkResult | null {
  const segments = decodePointerFragment(keywordLocation.startsWith('#') ? keywordLocation.slice(1) : keywordLocation);
  let node: unknown = context.root;
  let location: SchemaLocation = { document: context.rootUri, segments: [] };
  let expect: 'keyword' | 'key' | 'index' = 'keyword';
  const result: Omit<WalkResult, 'location' | 'value'> = {
    falseSchemaAt: null,
    int32At: null,
    aboutPropertyName: false,
  };
  const noteMarkers = () => {
    if (typeof node !== 'object' || node === null) return;
    if (context.markers.falseStandIns.has(node)) result.falseSchemaAt = location;
    if (context.markers.int32Checks.has(node))
      result.int32At = { document: location.document, segments: location.segments.slice(0, -2) };
  };
  noteMarkers();
  for (const segment of segments) {
    if (expect === 'keyword' && segment === '$ref' && isObject(node)) {
      const absolute = (node as Schema).__absolute_ref__;
      const target = typeof absolute === 'string' ? context.lookup[absolute] : undefined;
      if (target === undefined) return null;
      node = target;
      location = splitUri((target as Schema).__absolute_uri__ ?? absolute ?? '');
      noteMarkers();
      continue;
    }
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return null;
    node = (node as Record<string, unknown>)[segment];
    location = { document: location.document, segments: [...location.segments, segment] };
    if (expect === 'keyword') {
      if (segment === 'propertyNames') result.aboutPropertyName = true;
      expect = MAP_KEYWORD_SET.has(segment)
        ? 'key'
        : ARRAY_KEYWORD_SET.has(segment) && Array.isArray(node)
          ? 'index'
          : 'keyword';
    } else {
      expect = 'keyword';
    }
    noteMarkers();
  }
  return { ...result, location, value: node };
}

function describeLocation(location: SchemaLocation, rootUri: string): string {
  const pointer = pointerOf(location.segments);
  return location.document === rootUri ? pointer : location.document + pointer;
}

function instancePathOf(instanceLocation: string): string {
  const segments = decodePointerFragment(
    instanceLocation.startsWith('#') ? instanceLocation.slice(1) : instanceLocation,
  );
  return segments.map((segment) => '/' + escapeSegment(segment)).join('');
}

function lastSegment(pointer: string): string {
  const segments = pointer.split('/');
  return unescapeSegment(segments[segments.length - 1] ?? '');
}

/** What a `false` subschema forbids, by the keyword that holds it. */
function falseSchemaError(at: SchemaLocation, instancePath: string): Pick<SchemaError, 'message' | 'params'> {
  const [parent, keyword] = at.segments.slice(-2);
  const name = lastSegment(instancePath);
  switch (at.segments[at.segments.length - 1]) {
    case 'additionalProperties':
      return {
        message: `Property "${name}" is not allowed: additionalProperties is false.`,
        params: { additionalProperty: name },
      };
    case 'additionalItems':
      return {
        message: `Item ${name} is not allowed: additionalItems is false.`,
        params: { additionalItem: Number(name) },
      };
    case 'items':
      return { message: `Item ${name} is not allowed: items is false.`, params: {} };
    case 'propertyNames':
      return {
        message: `Property name "${name}" is not allowed: propertyNames is false.`,
        params: { propertyName: name },
      };
  }
  if (parent === 'properties')
    return { message: `Property "${keyword}" is not allowed: its schema is false.`, params: { property: keyword } };
  if (parent === 'patternProperties')
    return {
      message: `Property "${name}" is not allowed: the patternProperties schema for ${JSON.stringify(keyword)} is false.`,
      params: { property: name },
    };
  if (parent === 'items') return { message: `Item ${name} is not allowed: its items schema is false.`, params: {} };
  return { message: 'No value is allowed here: the schema is false.', params: {} };
}

const COMPARISONS: Record<string, string> = {
  minimum: '>=',
  maximum: '<=',
  exclusiveMinimum: '>',
  exclusiveMaximum: '<',
};
const LIMIT_KEYWORDS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);

/** ajv-style facts about a failure: the keyword's value, or what the message names. */
function paramsFor(unit: OutputUnit, keywordValue: unknown): Record<string, unknown> {
  const { keyword, error } = unit;
  if (keyword === 'type') return { type: keywordValue };
  if (keyword === 'enum') return { allowedValues: keywordValue };
  if (keyword === 'const') return { allowedValue: keywordValue };
  if (keyword === 'format') return { format: keywordValue };
  if (keyword === 'pattern') return { pattern: keywordValue };
  if (keyword === 'multipleOf') return { multipleOf: keywordValue };
  if (keyword in COMPARISONS) return { comparison: COMPARISONS[keyword], limit: keywordValue };
  if (LIMIT_KEYWORDS.has(keyword)) return { limit: keywordValue };
  if (keyword === 'required') {
    const missing = /required property "([\s\S]*)"\.$/.exec(error)?.[1];
    return missing === undefined ? {} : { missingProperty: missing };
  }
  if (keyword === 'dependencies') {
    const match = /^Instance has "([\s\S]*)" but does not have "([\s\S]*)"\.$/.exec(error);
    return match ? { property: match[1], missingProperty: match[2] } : {};
  }
  if (keyword === 'uniqueItems') {
    const match = /indexes (\d+) and (\d+)/.exec(error);
    return match ? { i: Number(match[1]), j: Number(match[2]) } : {};
  }
  if (keyword === 'oneOf') {
    const matches = ONE_OF_MATCHES.exec(error)?.[1];
    return matches === undefined ? {} : { passingSchemas: Number(matches) };
  }
  return {};
}

/** cfworker's messages, where one is wrong (maxProperties says "at least") or unclear. */
function messageFor(unit: OutputUnit, keywordValue: unknown): string {
  if (unit.keyword === 'maxProperties') return `Instance has more than ${String(keywordValue)} properties.`;
  return unit.error;
}

function presentUnit(unit: OutputUnit, context: WalkContext): SchemaError {
  const instancePath = instancePathOf(unit.instanceLocation);
  const walk = walkKeywordLocation(unit.keywordLocation, context);
  if (walk === null) {
    return {
      instancePath,
      schemaPath: decodeUriSegment(unit.keywordLocation),
      keyword: unit.keyword,
      message: unit.error,
      params: {},
    };
  }
  const aboutPropertyName = walk.aboutPropertyName ? { aboutPropertyName: true } : {};
  if (walk.falseSchemaAt) {
    return {
      instancePath,
      schemaPath: describeLocation(walk.falseSchemaAt, context.rootUri),
      keyword: 'false schema',
      ...falseSchemaError(walk.falseSchemaAt, instancePath),
      ...aboutPropertyName,
    };
  }
  if (walk.int32At) {
    return {
      instancePath,
      schemaPath: describeLocation(
        { document: walk.int32At.document, segments: [...walk.int32At.segments, 'format'] },
        context.rootUri,
      ),
      keyword: 'format',
      message: `Number does not match format "int32" (a whole number from ${INT32_MIN} to ${INT32_MAX}).`,
      params: { format: 'int32', minimum: INT32_MIN, maximum: INT32_MAX },
      ...aboutPropertyName,
    };
  }
  return {
    instancePath,
    schemaPath: describeLocation(walk.location, context.rootUri),
    keyword: unit.keyword,
    message: messageFor(unit, walk.value),
    params: paramsFor(unit, walk.value),
    ...aboutPropertyName,
  };
}

/** cfworker's flat output → the list to show: umbrellas resolved, paths made static, duplicates dropped. */
function presentErrors(units: readonly OutputUnit[], context: WalkContext): SchemaError[] {
  const kept: OutputUnit[] = [];
  flatten(buildTree(units), kept);
  const seen = new Set<string>();
  const errors: SchemaError[] = [];
  for (const unit of kept) {
    const error = presentUnit(unit, context);
    const key = `${error.instancePath}\u0000${error.schemaPath}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(error);
  }
  return errors;
}
