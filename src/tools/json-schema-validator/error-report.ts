/**
 * Error shaping: cfworker's output turned into the list the screen shows.
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
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { pointerOf, unescapePointerSegment } from '../../lib/json-pointer';
import { INT32_MAX, INT32_MIN } from './formats';
import type { Markers } from './prepare-schema';
import {
  ARRAY_KEYWORD_SET,
  MAP_KEYWORD_SET,
  decodePointerFragment,
  decodeUriSegment,
  fragmentOf,
  isObject,
  type Lookup,
  type SchemaObject,
} from './schema-walk';

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

/** What an error's keyword location is read against: the schema as validated, and where it lives. */
export interface WalkContext {
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
  const pointer = fragmentOf(location.segments);
  return location.document === rootUri ? pointer : location.document + pointer;
}

function instancePathOf(instanceLocation: string): string {
  const segments = decodePointerFragment(
    instanceLocation.startsWith('#') ? instanceLocation.slice(1) : instanceLocation,
  );
  return pointerOf(segments);
}

function lastSegment(pointer: string): string {
  const segments = pointer.split('/');
  return unescapePointerSegment(segments[segments.length - 1] ?? '');
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
export function presentErrors(units: readonly OutputUnit[], context: WalkContext): SchemaError[] {
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
