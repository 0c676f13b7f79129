/**
 * The rewriting a parsed schema goes through before cfworker sees it, so that it validates as Draft-07
 * says and every failure can be traced back to the keyword the user wrote. The markers remember what was
 * added, so the errors it causes are reported as the user's own keyword's (see error-report.ts).
 */
import { INT32_MAX, INT32_MIN } from './formats';
import { forEachSchema, isObject, setOwn, type SchemaObject } from './schema-walk';

/** Stand-ins for `false` subschemas, and the injected int32 checks. */
export interface Markers {
  falseStandIns: WeakSet<object>;
  int32Checks: WeakSet<object>;
}

export function newMarkers(): Markers {
  return { falseStandIns: new WeakSet(), int32Checks: new WeakSet() };
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
export function prepareSchema(root: SchemaObject | boolean, markers: Markers): SchemaObject {
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
