/**
 * JSON to TypeScript: infers types from one JSON sample or several and writes them as TypeScript interfaces
 * (or type aliases) or as a Zod schema.
 *
 * Our own inference on the project's lossless JSON engine rather than a library: json-to-ts is small but
 * parses with JSON.parse, losing big numbers and key order of duplicates; quicktype-core is ~300 KB gz.
 * The lossless engine keeps every number's text, so an integer beyond ±2^53−1 is seen for what it is and
 * typed as `bigint` (or `string`) with a comment, and its errors name the line and column.
 *
 * The inference, in three passes:
 * 1. merge every sample into one `Shape` a position: the kinds of value seen there, for objects each key
 *    with how many of the objects had it (fewer than all: the key is optional), for arrays their items
 *    merged into one shape (so a mixed array gives a union, and an array of samples at the top level
 *    merges its items);
 * 2. give every object shape a structural id, so identical shapes are declared once;
 * 3. write the declarations, naming each object from its key (`address` → `Address`, `items` → `Item`),
 *    with a number suffix where two different shapes would take the same name.
 * Each pass recurses once a level of nesting, so nesting is limited (MAX_DEPTH) to stay well inside the
 * stack of a page or worker; the limit is reported as a ToolError, never a stack overflow.
 */
import { JsonNumber, isJsonObject, parseLosslessJson, type LosslessJson } from '../../lib/lossless-json';
import { describeLocation, locate, ToolError } from '../../lib/tool-error';

export type OutputKind = 'typescript' | 'zod';
export type DeclarationKind = 'interface' | 'type';
export type BigNumberKind = 'bigint' | 'string';
export type InputKind = 'document' | 'lines';

export interface JsonToTypescriptOptions {
  output: OutputKind;
  declaration: DeclarationKind;
  rootName: string;
  bigNumbers: BigNumberKind;
  inputFormat: InputKind;
  exportKeyword: boolean;
  readonly: boolean;
  semicolons: boolean;
}

export const DEFAULT_OPTIONS: JsonToTypescriptOptions = {
  output: 'typescript',
  declaration: 'interface',
  rootName: 'Root',
  bigNumbers: 'bigint',
  inputFormat: 'document',
  exportKeyword: true,
  readonly: false,
  semicolons: true,
};

export interface JsonToTypescriptResult {
  output: string;
  /** How many types (interfaces, aliases or schemas) were declared. */
  types: number;
  /** How many samples were merged: the items of a top-level array, the lines of JSON Lines, or 1. */
  samples: number;
  /** How many integers beyond ±2^53−1 the input holds. */
  bigNumbers: number;
}

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data';

/** Containers nested deeper than this are refused: each level costs a few stack frames in every pass. */
export const MAX_DEPTH = 1_000;

// ---------------------------------------------------------------------------------------------------------
// 1. Shapes

interface Shape {
  null: boolean;
  boolean: boolean;
  string: boolean;
  number: boolean;
  /** The text of the first integer seen here beyond ±2^53−1, or null. */
  bigint: string | null;
  object: ObjectShape | null;
  array: ArrayShape | null;
}

interface ObjectShape {
  /** How many objects were merged here. */
  total: number;
  /** Each key in the order first seen, with its values' shape and how many of the objects had it. */
  fields: Map<string, { shape: Shape; present: number }>;
}

interface ArrayShape {
  /** The items of every array seen here, merged; null while every array was empty. */
  items: Shape | null;
}

const emptyShape = (): Shape => ({
  null: false,
  boolean: false,
  string: false,
  number: false,
  bigint: null,
  object: null,
  array: null,
});

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INTEGER = /^-?\d+$/;

/** An integer written in JSON that a JavaScript number cannot hold exactly. */
function isBigInteger(text: string): boolean {
  if (!INTEGER.test(text) || text.length < 16) return false;
  const value = BigInt(text);
  return value > MAX_SAFE || value < -MAX_SAFE;
}

interface MergeCount {
  bigNumbers: number;
}

function merge(shape: Shape, value: LosslessJson, depth: number, count: MergeCount): void {
  if (value === null) shape.null = true;
  else if (typeof value === 'boolean') shape.boolean = true;
  else if (typeof value === 'string') shape.string = true;
  else if (value instanceof JsonNumber) {
    if (isBigInteger(value.text)) {
      shape.bigint ??= value.text;
      count.bigNumbers += 1;
    } else shape.number = true;
  } else {
    if (depth >= MAX_DEPTH)
      throw new ToolError(
        `The JSON is nested more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep, too deep to write as types`,
      );
    if (Array.isArray(value)) {
      shape.array ??= { items: null };
      for (const item of value) {
        shape.array.items ??= emptyShape();
        merge(shape.array.items, item, depth + 1, count);
      }
    } else if (isJsonObject(value)) {
      shape.object ??= { total: 0, fields: new Map() };
      shape.object.total += 1;
      for (const [key, item] of value) {
        let field = shape.object.fields.get(key);
        if (!field) {
          field = { shape: emptyShape(), present: 0 };
          shape.object.fields.set(key, field);
        }
        field.present += 1;
        merge(field.shape, item, depth + 1, count);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. Structural ids: two object shapes with the same keys, optionality and field types get the same id.

class ShapeIds {
  private readonly ids = new Map<string, number>();
  private readonly ofObject = new Map<ObjectShape, number>();

  /** A short text that is the same for structurally identical shapes. */
  keyOf(shape: Shape): string {
    const parts: string[] = [];
    if (shape.string) parts.push('s');
    if (shape.number) parts.push('n');
    if (shape.bigint !== null) parts.push('b');
    if (shape.boolean) parts.push('t');
    if (shape.object) parts.push(`o${this.idOf(shape.object)}`);
    if (shape.array) parts.push(`a(${shape.array.items ? this.keyOf(shape.array.items) : ''})`);
    if (shape.null) parts.push('z');
    return parts.join('|');
  }

  idOf(object: ObjectShape): number {
    let id = this.ofObject.get(object);
    if (id === undefined) {
      const signature = [...object.fields]
        .map(
          ([key, field]) =>
            `${JSON.stringify(key)}${field.present < object.total ? '?' : ''}:${this.keyOf(field.shape)}`,
        )
        .join(',');
      id = this.ids.get(signature);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(signature, id);
      }
      this.ofObject.set(object, id);
    }
    return id;
  }
}

// ---------------------------------------------------------------------------------------------------------
// 3. Names

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
/** The letters and digits of a key, in runs: `_`, `-` and the like split words. */
const WORD = /[\p{L}\p{N}\p{Mn}\p{Mc}]+/gu;

/**
 * Global types a declaration must not shadow: the output's own `Record<string, unknown>` and `T[]` read them,
 * and a reader would take `Date` for the built-in.
 */
const TAKEN_NAMES = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Object',
  'String',
  'Number',
  'Boolean',
  'BigInt',
  'Symbol',
  'Date',
  'Map',
  'Set',
  'Promise',
  'Function',
  'Error',
  'JSON',
  'Math',
  'Partial',
  'Readonly',
  'Required',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
]);

/** `first-name` → `FirstName`, `user_id` → `UserId`, `名前` → `名前`; '' when the key has no letter or digit. */
export function pascalCase(key: string): string {
  return (key.match(WORD) ?? []).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The name of one item of a list named `key`, simply: `categories` → `category`, `items` → `item`. */
export function singular(key: string): string {
  if (/ies$/i.test(key) && key.length > 3) return key.slice(0, -3) + (key.endsWith('IES') ? 'Y' : 'y');
  // Not after s or u: 'class' and 'status' are no plurals.
  if (/[^su]s$/i.test(key)) return key.slice(0, -1);
  return '';
}

/** Whether a key can be written bare as a property name. */
export function isIdentifier(key: string): boolean {
  return IDENTIFIER.test(key);
}

function propertyName(key: string, zod: boolean): string {
  // In an object literal `__proto__: value` (quoted or not) sets the prototype instead of a property.
  if (zod && key === '__proto__') return '["__proto__"]';
  return isIdentifier(key) ? key : JSON.stringify(key);
}

// ---------------------------------------------------------------------------------------------------------
// Writing

interface Declaration {
  name: string;
  /** The declaration's lines, written once its body is known. */
  lines: string[];
}

/** A type (or Zod schema) expression, and the first big integer it holds outside named types. */
interface Expression {
  text: string;
  /** A union or a readonly array, which `T[]` needs in parentheses. */
  compound: boolean;
  bigExample: string | null;
}

class Writer {
  private readonly ids = new ShapeIds();
  private readonly names = new Map<number, string>();
  private readonly used = new Set<string>();
  /** In the order named (Root first): the order of TypeScript declarations. */
  private readonly named: Declaration[] = [];
  /** In the order finished (dependencies first): the order Zod consts must be declared in. */
  private readonly finished: Declaration[] = [];

  constructor(
    private readonly options: JsonToTypescriptOptions,
    reserved: readonly string[],
  ) {
    for (const name of reserved) this.used.add(name);
  }

  private get zod(): boolean {
    return this.options.output === 'zod';
  }

  private end(text: string): string {
    return this.options.semicolons ? `${text};` : text;
  }

  private get exported(): string {
    return this.options.exportKeyword ? 'export ' : '';
  }

  /** A fresh name from a preferred one: `Address`, then `Address2`, `Address3`... */
  private claim(preferred: string): string {
    let name = preferred;
    for (let suffix = 2; this.used.has(name) || TAKEN_NAMES.has(name); suffix += 1) name = `${preferred}${suffix}`;
    this.used.add(name);
    return name;
  }

  /** The declared name of an object shape, declaring it the first time its structure is met. */
  private objectName(object: ObjectShape, preferred: string): string {
    const id = this.ids.idOf(object);
    const known = this.names.get(id);
    if (known !== undefined) return known;
    const name = this.claim(preferred);
    this.names.set(id, name);
    const declaration: Declaration = { name, lines: [] };
    this.named.push(declaration);
    declaration.lines = this.objectLines(object, name);
    this.finished.push(declaration);
    return name;
  }

  private objectLines(object: ObjectShape, name: string): string[] {
    const members: string[] = [];
    for (const [key, field] of object.fields) {
      const optional = field.present < object.total;
      const expression = this.expression(field.shape, fieldTypeName(key, name), itemTypeName(key, name));
      const note = expression.bigExample === null ? '' : ` // ${bigNote(expression.bigExample)}`;
      if (this.zod) {
        members.push(`  ${propertyName(key, true)}: ${expression.text}${optional ? '.optional()' : ''},${note}`);
      } else {
        const modifier = this.options.readonly ? 'readonly ' : '';
        const member = `${modifier}${propertyName(key, false)}${optional ? '?' : ''}: ${expression.text}`;
        members.push(`  ${this.end(member)}${note}`);
      }
    }
    if (this.zod) {
      return [
        `${this.exported}const ${name}Schema = z.object({`,
        ...members,
        this.end('})'),
        this.end(`${this.exported}type ${name} = z.infer<typeof ${name}Schema>`),
      ];
    }
    if (this.options.declaration === 'interface') return [`${this.exported}interface ${name} {`, ...members, '}'];
    return [`${this.exported}type ${name} = {`, ...members, this.end('}')];
  }

  /**
   * The type (or schema) of a position: `objectName` is the name an object found there prefers, `itemName`
   * the name an object in an array there prefers.
   */
  expression(shape: Shape, objectName: string, itemName: string): Expression {
    const members: string[] = [];
    let bigExample: string | null = null;
    const zod = this.zod;
    const add = (member: string) => {
      if (!members.includes(member)) members.push(member);
    };
    if (shape.string) add(zod ? 'z.string()' : 'string');
    if (shape.number) add(zod ? 'z.number()' : 'number');
    if (shape.bigint !== null) {
      bigExample = shape.bigint;
      const asString = this.options.bigNumbers === 'string';
      add(zod ? (asString ? 'z.string()' : 'z.bigint()') : asString ? 'string' : 'bigint');
    }
    if (shape.boolean) add(zod ? 'z.boolean()' : 'boolean');
    if (shape.object) {
      if (shape.object.fields.size === 0) add(zod ? 'z.record(z.string(), z.unknown())' : 'Record<string, unknown>');
      else {
        const name = this.objectName(shape.object, objectName);
        add(zod ? `${name}Schema` : name);
      }
    }
    if (shape.array) {
      const items = shape.array.items;
      const item = items
        ? this.expression(items, itemName, itemName)
        : { text: zod ? 'z.unknown()' : 'unknown', compound: false, bigExample: null };
      bigExample ??= item.bigExample;
      if (zod) add(`z.array(${item.text})`);
      else {
        const element = item.compound ? `(${item.text})` : item.text;
        add(`${this.options.readonly ? 'readonly ' : ''}${element}[]`);
      }
    }
    if (zod) {
      if (members.length === 0) return { text: shape.null ? 'z.null()' : 'z.unknown()', compound: false, bigExample };
      const union = members.length === 1 ? members[0]! : `z.union([${members.join(', ')}])`;
      return { text: shape.null ? `${union}.nullable()` : union, compound: false, bigExample };
    }
    if (shape.null) members.push('null');
    if (members.length === 0) return { text: 'unknown', compound: false, bigExample };
    // `readonly T[]` inside another array needs its parentheses too: `(readonly T[])[]`.
    const compound = members.length > 1 || members[0]!.startsWith('readonly ');
    return { text: members.join(' | '), compound, bigExample };
  }

  /** A named alias for a root that is no object (or an object when `name` is free), and its big-number note. */
  alias(name: string, expression: Expression): string[] {
    const note = expression.bigExample === null ? '' : ` // ${bigNote(expression.bigExample)}`;
    if (this.zod)
      return [
        this.end(`${this.exported}const ${name}Schema = ${expression.text}`) + note,
        this.end(`${this.exported}type ${name} = z.infer<typeof ${name}Schema>`),
      ];
    return [this.end(`${this.exported}type ${name} = ${expression.text}`) + note];
  }

  declarations(): Declaration[] {
    return this.zod ? this.finished : this.named;
  }
}

function bigNote(example: string): string {
  return `${example} exceeds Number.MAX_SAFE_INTEGER`;
}

/**
 * The preferred name of the object type found under `key` of the type `owner`: the key in PascalCase
 * (`address` → `Address`); for a list, its singular (`items` → `Item`, `data` → `DataItem`). A key with no
 * letters or digits, or starting with a digit, is named after its owner.
 */
function fieldTypeName(key: string, owner: string): string {
  const name = pascalCase(key);
  if (name === '') return `${owner}Value`;
  if (!/^[\p{ID_Start}$_]/u.test(name)) return `${owner}${name}`;
  return name;
}

/** For an array under a key, its items' name: `items` → `Item`. */
function itemTypeName(key: string, owner: string): string {
  const one = singular(key);
  return one === '' ? `${fieldTypeName(key, owner)}Item` : fieldTypeName(one, owner);
}

// ---------------------------------------------------------------------------------------------------------
// The conversion

/** Reads the samples: the document, or each non-blank line of JSON Lines, with errors placed in the input. */
function readSamples(input: string, kind: InputKind): { values: LosslessJson[]; list: boolean } {
  if (kind === 'document') {
    const value = parseLosslessJson(input);
    return Array.isArray(value) ? { values: value, list: true } : { values: [value], list: false };
  }
  const values: LosslessJson[] = [];
  let start = 0;
  while (start <= input.length) {
    const newline = input.indexOf('\n', start);
    const end = newline === -1 ? input.length : newline;
    const line = input.slice(start, end);
    if (line.trim() !== '') {
      try {
        values.push(parseLosslessJson(line));
      } catch (error) {
        if (error instanceof ToolError && error.location) {
          // The engine placed the error in the line: place it in the whole input instead.
          const at = locate(input, start + error.location.offset);
          const message = error.message
            .replace(describeLocation(error.location), describeLocation(at))
            .replace(`(position ${error.location.offset})`, `(position ${at.offset})`);
          throw new ToolError(message, at);
        }
        throw error;
      }
    }
    start = end + 1;
  }
  return { values, list: false };
}

function checkRootName(rootName: string): string {
  const name = rootName.trim();
  if (name === '') return DEFAULT_OPTIONS.rootName;
  if (!isIdentifier(name) || name.includes('$'))
    throw new ToolError(
      `The root type name "${name}" is not a valid TypeScript name: use letters, digits and _, not starting with a digit`,
    );
  return name;
}

/** Infers types from JSON and writes them as TypeScript or as a Zod schema. */
export function convertJsonToTypescript(
  input: string,
  options: JsonToTypescriptOptions = DEFAULT_OPTIONS,
): JsonToTypescriptResult {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const rootName = checkRootName(options.rootName);
  const { values, list } = readSamples(input, options.inputFormat);

  const count: MergeCount = { bigNumbers: 0 };
  const root = emptyShape();
  // The items of a top-level array are samples of the root, so the array itself is one level up.
  for (const value of values) merge(root, value, list ? 1 : 0, count);

  const listName = `${rootName}List`;
  const writer = new Writer(options, list ? [listName] : []);
  const zod = options.output === 'zod';
  const sections: string[][] = [];
  const onlyObject = !root.array && !root.string && !root.number && !root.boolean && !root.null && !root.bigint;
  let rootExpression: Expression | null = null;
  if (onlyObject && root.object && root.object.fields.size > 0) {
    writer.expression(root, rootName, `${rootName}Item`);
  } else {
    // A primitive, a union or an array: the root is an alias, and an object in it is named after it.
    rootExpression = writer.expression(root, `${rootName}Object`, `${rootName}Item`);
  }
  const declarations = writer.declarations();
  const rootAlias = rootExpression ? writer.alias(rootName, rootExpression) : null;
  // TypeScript reads best from the root down; Zod consts must be declared before they are used.
  if (rootAlias && !zod) sections.push(rootAlias);
  for (const declaration of declarations) sections.push(declaration.lines);
  if (rootAlias && zod) sections.push(rootAlias);
  if (list) {
    const text = zod ? `z.array(${rootName}Schema)` : `${options.readonly ? 'readonly ' : ''}${rootName}[]`;
    sections.push(writer.alias(listName, { text, compound: false, bigExample: null }));
  }
  if (zod) sections.unshift([options.semicolons ? "import { z } from 'zod';" : "import { z } from 'zod'"]);

  return {
    output: sections.map((lines) => lines.join('\n')).join('\n\n') + '\n',
    types: declarations.length + (rootAlias ? 1 : 0) + (list ? 1 : 0),
    samples: values.length,
    bigNumbers: count.bigNumbers,
  };
}

/** An API response with nested objects, a list whose items differ, nulls and an id beyond 2^53. */
export const SAMPLE_INPUT = `{
  "id": 12345678901234567890,
  "name": "Ada Lovelace",
  "email": "ada@example.com",
  "active": true,
  "score": 98.5,
  "nickname": null,
  "address": { "street": "12 St James's Square", "city": "London", "postcode": "SW1Y 4JH" },
  "tags": ["math", "poetry"],
  "orders": [
    { "orderId": "A-1001", "total": 42.5, "items": [{ "sku": "NB-01", "quantity": 2 }] },
    { "orderId": "A-1002", "total": 19, "items": [], "coupon": "SPRING" }
  ],
  "first-login": "2024-06-01T09:30:00Z",
  "default": "light"
}`;
