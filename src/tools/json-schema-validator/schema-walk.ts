/**
 * Walking a Draft-07 schema's subschemas, and the JSON Pointer locations inside it that messages name.
 * Shared by the checks made before validating, the rewriting that prepares a schema, and the reading of
 * the engine's errors.
 */
import type { Schema } from '@cfworker/json-schema';
import { pointerOf, unescapePointerSegment } from '../../lib/json-pointer';

export type SchemaObject = Record<string, unknown>;
/** cfworker's map from absolute URI to (sub)schema. */
export type Lookup = Record<string, Schema | boolean>;

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
/** Keywords whose value maps names to subschemas: the next segment of a path is a name, not a keyword. */
export const MAP_KEYWORD_SET: ReadonlySet<string> = new Set(SCHEMA_MAP_KEYWORDS);
/** Keywords whose value may be a list of subschemas: the next segment of a path is an index. */
export const ARRAY_KEYWORD_SET: ReadonlySet<string> = new Set(SCHEMA_ARRAY_KEYWORDS);

export function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSchema(value: unknown): value is SchemaObject | boolean {
  return typeof value === 'boolean' || isObject(value);
}

/** Sets an own property, even one named `__proto__` (which plain assignment would take as the prototype). */
export function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

interface SubschemaSlot {
  /** Path segments from the parent schema, unescaped: ['properties', 'name']. */
  segments: string[];
  value: SchemaObject | boolean;
  replace: (value: SchemaObject) => void;
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

/** Visits every schema of a document, depth first, with its location; no recursion, so any depth works. */
export function forEachSchema(
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

/** A place in a schema document as a URI fragment: '#/properties/a~1b' from ['properties', 'a/b']. */
export function fragmentOf(segments: readonly string[]): string {
  return `#${pointerOf(segments)}`;
}

export function decodeUriSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The unescaped segments of a URI fragment holding a JSON Pointer ('/a%20b/c~1d' → ['a b', 'c/d']). */
export function decodePointerFragment(fragment: string): string[] {
  return fragment
    .split('/')
    .slice(1)
    .map((segment) => unescapePointerSegment(decodeUriSegment(segment)));
}
