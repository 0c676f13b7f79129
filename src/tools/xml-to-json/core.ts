/**
 * XML to JSON, by the spec's rules: arrays are not forced (a repeated element becomes an array, a single one
 * does not), attributes are merged into their element as plain properties, and every value stays a string
 * (`"007"` stays `"007"`).
 *
 * fast-xml-parser reads the XML; its validator finds syntax errors with their line and column. The parser
 * runs in its order-preserving mode and the JSON is built here, because its own object mode loses data:
 * a child element named like an attribute of its parent vanished (`<a id="1"><id>2</id></a>` gave
 * `{"a":{"id":"1"}}`), mixed text was glued together (`Hello <b>x</b> again` gave `"Helloagain"`), and tags
 * named `constructor` or `toString` threw or were renamed.
 */
import { ENTITY_LIMITS, findDoctype, readInternalSubset } from '../../lib/xml-entities';
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { stringifyLosslessJson, type JsonObject as LosslessObject, type LosslessJson } from '../../lib/lossless-json';
import { formatCount } from '../../lib/format';
import { describeLocation, locate, ToolError, type TextLocation } from '../../lib/tool-error';

export const BLANK_INPUT_MESSAGE = 'Please enter XML data';

/** The property holding an element's text when it also has attributes or child elements. */
export const TEXT_KEY = '#text';

/**
 * Deeper documents are refused with a message. Pretty JSON grows with the square of the depth (10,000 levels
 * made 200 MB), and parsers such as libxml2 stop at 256 levels by default.
 */
export const MAX_DEPTH = 1_000;

/**
 * `JSON.stringify` recurses, and in a Chromium worker it overflowed the stack at about 2,500 levels; each
 * element level can add two (an array of objects). Deeper documents are written by `writeJson`, which has no
 * depth limit but is slower: it converts the tree for the lossless writer (measured in Node 20 on 20 MB of
 * JSON, about three times the time of `JSON.stringify`).
 */
const NATIVE_STRINGIFY_MAX_DEPTH = 500;

/**
 * Names reach us prefixed with this mark, which no XML name can contain, so that a tag called `__proto__`,
 * `constructor` or `toString` is an ordinary name to the parser (it refuses or renames them otherwise) and
 * never collides with its own keys (`#text`, `:@`).
 */
const NAME_MARK = '$';
const markName = (name: string) => (name.startsWith(NAME_MARK) ? name : NAME_MARK + name);

const CDATA_KEY = '#cdata';
const ATTRIBUTES_KEY = ':@';

const parserOptions: X2jOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Values stay exactly as written: no number or boolean guessing, no trimming of attribute values.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: CDATA_KEY,
  commentPropName: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  // The transform is applied twice to self-closing tags, hence the idempotent `markName`.
  transformTagName: markName,
  transformAttributeName: markName,
  // An object here (rather than `true`) adds no HTML names but turns on numeric character references
  // (`&#65;`, `&#x42;`), which the parser otherwise leaves undecoded. The five XML entities are always known.
  htmlEntities: {} as unknown as boolean,
  // Only entities declared in the document's DOCTYPE count against the limits, not `&amp;` and friends.
  processEntities: { enabled: true, ...ENTITY_LIMITS, appliesTo: 'external' } as X2jOptions['processEntities'],
  maxNestedTags: MAX_DEPTH,
  jPath: false,
  // Where each element starts and ends, to find what the validator misses at the top level (about 10% slower).
  captureMetaData: true,
};

// Typed as the `Symbol` wrapper object by the library; it is the primitive.
const METADATA = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** One node of the parser's order-preserving tree. */
type OrderedNode = Record<string, unknown>;

/** Where the parser found an element (`captureMetaData`). */
function positionOf(node: OrderedNode): { startIndex?: number; endIndex?: number } | undefined {
  return (node as Record<symbol, { startIndex?: number; endIndex?: number } | undefined>)[METADATA];
}

/** The JSON being built: every value is a string, an object, or (for a repeated name) an array of those. */
export type JsonTree = string | { [key: string]: JsonTree | JsonTree[] };
type JsonObject = { [key: string]: JsonTree | JsonTree[] };

/** The JSON text, and what the user should know about how it was made. */
export interface XmlConversion {
  output: string;
  warnings: string[];
}

/**
 * Converts XML text to pretty JSON (2-space indentation). Throws a `ToolError` saying what and where. Entities
 * left as text (see `entitiesLeftAsText`) are named in a warning, since the result does not say so itself.
 */
export function xmlToJson(input: string): XmlConversion {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const validation = XMLValidator.validate(input);
  if (validation !== true) throw syntaxError(input, validation.err);

  let nodes: OrderedNode[];
  try {
    nodes = new XMLParser(parserOptions).parse(input) as OrderedNode[];
  } catch (error) {
    throw parserError(input, error);
  }
  const [root, secondRoot] = nodes.filter((node) => elementName(node) !== undefined);
  if (!root) throw new ToolError('The XML has no root element');
  // The validator misses a second root element, or text, after a self-closing root (`<a/><b/>`, `<a/>x`), and
  // the parser drops the text: both are reported here, rather than silently converting part of the input.
  if (secondRoot) {
    throw secondRootError(input, elementName(secondRoot) as string, positionOf(secondRoot)?.startIndex ?? 0);
  }
  const strayContent = contentAfter(input, positionOf(root)?.endIndex ?? input.length);
  if (strayContent !== -1) throw invalidAt(input, 'Unexpected text after the root element', strayContent);
  const { value, depth } = convertElement(input, root);
  const document: JsonObject = Object.create(null);
  document[elementName(root) as string] = value;
  const output = depth <= NATIVE_STRINGIFY_MAX_DEPTH ? JSON.stringify(document, null, 2) : writeJson(document);
  const leftAsText = entitiesLeftAsText(input);
  return { output, warnings: leftAsText.length > 0 ? [describeEntitiesLeftAsText(leftAsText)] : [] };
}

/** The warning lists this many entity names at most. */
const MAX_LISTED_ENTITIES = 10;

function describeEntitiesLeftAsText(names: readonly string[]): string {
  const listed = names.slice(0, MAX_LISTED_ENTITIES).map((name) => `&${name};`);
  const more = names.length - listed.length;
  const list = more > 0 ? `${listed.join(', ')} and ${formatCount(more)} more` : listed.join(', ');
  const [subject, value] =
    names.length === 1 ? ['The entity', 'its value holds'] : ['The entities', 'their values hold'];
  return (
    `${subject} ${list} ${names.length === 1 ? 'was' : 'were'} left as text, not expanded: ${value} another ` +
    'reference (&...;), and such nested entities are never expanded, so that a small document cannot grow into a ' +
    'huge one (the "billion laughs" attack).'
  );
}

/**
 * The entities the parser leaves in the text as written (`&name;`): those declared in the DOCTYPE whose value
 * holds a reference itself, which fast-xml-parser never expands (the safe choice against "billion laughs").
 * Only entities referenced in the document, outside comments and CDATA, count, in the order first referenced.
 */
export function entitiesLeftAsText(input: string): string[] {
  const doctype = findDoctype(input);
  if (!doctype?.subset) return [];
  const nested = new Set<string>();
  for (const entity of readInternalSubset(input, doctype.subset).entities.values())
    if (entity.value?.includes('&')) nested.add(entity.name);
  if (nested.size === 0) return [];
  const body = input.slice(doctype.to).replace(COMMENT_OR_CDATA, '');
  const referenced = new Set<string>();
  for (const [, name] of body.matchAll(ENTITY_REFERENCE)) if (nested.has(name!)) referenced.add(name!);
  return [...referenced];
}

const ENTITY_REFERENCE = /&([^\s&;<>"'#]+);/g;
const COMMENT_OR_CDATA = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;

function elementName(node: OrderedNode): string | undefined {
  for (const key in node) {
    if (key.startsWith(NAME_MARK)) return key.slice(NAME_MARK.length);
  }
  return undefined;
}

/** The text of a text or CDATA node. */
function nodeText(node: OrderedNode): string | undefined {
  const text = node[TEXT_KEY];
  if (typeof text === 'string') return text;
  const cdata = node[CDATA_KEY];
  if (Array.isArray(cdata)) return cdata.map((part) => (part as OrderedNode)[TEXT_KEY] ?? '').join('');
  return undefined;
}

interface OpenElement {
  children: OrderedNode[];
  next: number;
  value: JsonObject;
  hasProperties: boolean;
  /** Text and CDATA pieces not separated by an element; comments and instructions between them vanish. */
  run: string;
  runs: string[];
  /** Where the finished value goes. */
  parent: OpenElement | undefined;
  name: string;
  depth: number;
}

/**
 * The JSON value of one element, built with an explicit stack so any nesting depth the parser accepts works:
 * - attributes first, as plain properties, then child elements in the order they first appear;
 *   a name seen more than once (elements, or an attribute and an element) collects its values in an array;
 * - text: each stretch of text between child elements is trimmed, and the non-empty stretches are joined
 *   by one space. An element with nothing but text is that string; otherwise the text goes under `#text`.
 */
function convertElement(input: string, root: OrderedNode): { value: JsonTree; depth: number } {
  const open = (node: OrderedNode, parent: OpenElement | undefined): OpenElement => {
    const name = elementName(node) as string;
    const value: JsonObject = Object.create(null);
    const attributes = node[ATTRIBUTES_KEY] as Record<string, string> | undefined;
    let hasProperties = false;
    for (const key in attributes) {
      addProperty(value, key.slice(NAME_MARK.length), attributes[key] as string);
      hasProperties = true;
    }
    const depth = parent ? parent.depth + 1 : 1;
    // The parser's own limit lets an element or two more through.
    if (depth > MAX_DEPTH) {
      const start = positionOf(node)?.startIndex;
      throw tooDeep(start === undefined ? undefined : locate(input, start));
    }
    maxDepth = Math.max(maxDepth, depth);
    return {
      children: node[NAME_MARK + name] as OrderedNode[],
      next: 0,
      value,
      hasProperties,
      run: '',
      runs: [],
      parent,
      name,
      depth,
    };
  };
  let maxDepth = 0;
  let current = open(root, undefined);
  for (;;) {
    if (current.next < current.children.length) {
      const child = current.children[current.next] as OrderedNode;
      current.next += 1;
      const text = nodeText(child);
      if (text !== undefined) {
        current.run += text;
      } else if (elementName(child) !== undefined) {
        endRun(current);
        current = open(child, current);
      }
      continue;
    }
    endRun(current);
    const text = current.runs.join(' ');
    let result: JsonTree;
    if (!current.hasProperties) {
      result = text;
    } else {
      if (text !== '') addProperty(current.value, TEXT_KEY, text);
      result = current.value;
    }
    const parent = current.parent;
    if (!parent) return { value: result, depth: maxDepth };
    addProperty(parent.value, current.name, result);
    parent.hasProperties = true;
    current = parent;
  }
}

function endRun(element: OpenElement): void {
  const trimmed = trimXmlWhitespace(element.run);
  if (trimmed !== '') element.runs.push(trimmed);
  element.run = '';
}

function isXmlWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Trims XML's whitespace only: `String.prototype.trim` would also remove no-break spaces and other Unicode
 * spaces, which are content. A loop, as a regular expression for the trailing end is quadratic on long runs.
 */
export function trimXmlWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isXmlWhitespace(text.charCodeAt(start))) start += 1;
  while (end > start && isXmlWhitespace(text.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Values are strings or objects, never arrays, so an array here is always one this function made. */
function addProperty(target: JsonObject, key: string, value: JsonTree): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

/**
 * The same text as `JSON.stringify(tree, null, 2)`, without recursion, so any depth works: the lossless
 * writer's, given the tree as `Map`s with the keys in the order `JSON.stringify` takes them.
 */
export function writeJson(tree: JsonTree): string {
  // Each container is made empty when first met and filled when taken from `unfilled`, so the conversion
  // needs no recursion either.
  const unfilled: [JsonTree | JsonTree[], LosslessJson[] | LosslessObject][] = [];
  const convert = (value: JsonTree | JsonTree[]): LosslessJson => {
    if (typeof value === 'string') return value;
    const converted = Array.isArray(value) ? [] : new Map<string, LosslessJson>();
    unfilled.push([value, converted]);
    return converted;
  };
  const root = convert(tree);
  for (let next = unfilled.pop(); next !== undefined; next = unfilled.pop()) {
    const [value, converted] = next;
    if (Array.isArray(converted)) {
      for (const item of value as JsonTree[]) converted.push(convert(item));
    } else {
      const object = value as JsonObject;
      for (const key of Object.keys(object)) converted.set(key, convert(object[key] as JsonTree | JsonTree[]));
    }
  }
  return stringifyLosslessJson(root, { indent: '  ' });
}

/** Where something other than whitespace, a comment or a processing instruction follows `start`, or -1. */
function contentAfter(input: string, start: number): number {
  let position = start;
  for (;;) {
    while (position < input.length && isXmlWhitespace(input.charCodeAt(position))) position += 1;
    if (position === input.length) return -1;
    const end = input.startsWith('<!--', position)
      ? input.indexOf('-->', position + 4) + 3
      : input.startsWith('<?', position)
        ? input.indexOf('?>', position + 2) + 2
        : -1;
    if (end <= position) return position;
    position = end;
  }
}

function invalidAt(input: string, what: string, offset: number): ToolError {
  const location = locate(input, offset);
  return new ToolError(`Invalid XML: ${what} at ${describeLocation(location)} (position ${location.offset})`, location);
}

interface ValidatorError {
  msg: string;
  line: number;
  col?: number;
}

/**
 * The validator's message, with its location in the project's terms: the validator counts columns in UTF-16
 * units, the rest of the app in characters.
 */
function syntaxError(input: string, error: ValidatorError): ToolError {
  const offset = offsetOf(input, error.line, error.col ?? 1);
  if (error.msg.startsWith('Multiple possible root nodes')) {
    // The validator points into the second root's name; its tag starts at the '<' before.
    const tagStart = input.lastIndexOf('<', offset);
    return secondRootError(input, /^<([^\s/>]*)/.exec(input.slice(tagStart, tagStart + 200))?.[1] ?? '', tagStart);
  }
  const message = error.msg
    .replace(/\.$/, '')
    .replace(/^char '(.*)' is not expected$/, "Unexpected character '$1'")
    .replace(
      /\(opened in line (\d+), col (\d+)\)/,
      (_, line: string, col: string) =>
        `(opened at ${describeLocation(locate(input, offsetOf(input, Number(line), Number(col))))})`,
    );
  return invalidAt(input, message, offset);
}

function secondRootError(input: string, name: string, offset: number): ToolError {
  return invalidAt(input, `A document has one root element, but a second one, <${name}>, starts`, offset);
}

/** The offset of a 1-based line and UTF-16 column. */
function offsetOf(text: string, line: number, column: number): number {
  let lineStart = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', lineStart);
    if (next === -1) break;
    lineStart = next + 1;
  }
  return lineStart + Math.max(0, column - 1);
}

function tooDeep(location?: TextLocation): ToolError {
  return new ToolError(
    `The XML is nested more than ${formatCount(MAX_DEPTH)} levels deep, which this converter does not support`,
    location,
  );
}

/** Where the first match of `pattern` starts in the input, if anywhere, to mark its line. */
function locateFirst(input: string, pattern: RegExp): TextLocation | undefined {
  const match = pattern.exec(input);
  return match ? locate(input, match.index) : undefined;
}

/** The parser only fails on what the validator lets through: DOCTYPE entities, limits, nesting. */
function parserError(input: string, error: unknown): ToolError {
  const message = error instanceof Error ? error.message : String(error);
  if (/External entit|Expected quoted string, found "P"/i.test(message)) {
    return new ToolError(
      'External entities (SYSTEM or PUBLIC) are not supported: this converter never loads files or URLs named in the XML',
      locateFirst(input, /<!ENTITY\s+\S+\s+(?:SYSTEM|PUBLIC)\b/),
    );
  }
  // This version of the parser stops at the "%" in the name before it reports parameter entities as such.
  if (/Parameter entit|Invalid entity name %/i.test(message)) {
    return new ToolError(
      'Parameter entities (%name;) in the DOCTYPE are not supported',
      locateFirst(input, /<!ENTITY\s+%/),
    );
  }
  if (/limit exceeded|exceeds maximum/i.test(message)) {
    return new ToolError(
      `The entities declared in the DOCTYPE go beyond the safety limits, so the XML was not converted: ${message.replace(/^\[\w+\]\s*/, '')}`,
      locateFirst(input, /<!DOCTYPE\b/),
    );
  }
  if (/Maximum nested tags/i.test(message)) return tooDeep();
  return new ToolError(`The XML could not be converted: ${message}`);
}

/** A realistic document: a namespaced product catalogue with attributes, repeated elements, CDATA and a comment. */
export const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns:media="http://example.com/media" generated="2026-11-21T09:30:00Z">
  <!-- Prices are in the store's currency -->
  <store id="ST-001" currency="EUR">
    <name>Northwind Books &amp; Music</name>
    <address>
      <street>12 Harbour Lane</street>
      <city>Amsterdam</city>
      <postalCode>1011 AB</postalCode>
      <country>NL</country>
    </address>
  </store>
  <products>
    <product sku="BK-0042" inStock="true">
      <title>The Pragmatic Programmer</title>
      <authors>
        <author>David Thomas</author>
        <author>Andrew Hunt</author>
      </authors>
      <isbn>0020201616224</isbn>
      <price>39.90</price>
      <media:cover href="https://example.com/covers/bk-0042.jpg" width="600" height="900"/>
      <description><![CDATA[20th anniversary edition — <b>revised</b> & expanded.]]></description>
    </product>
    <product sku="CD-0007" inStock="false">
      <title>Kind of Blue</title>
      <authors>
        <author>Miles Davis</author>
      </authors>
      <price>12.50</price>
      <tracks count="5"/>
      <description>Remastered 1959 recording.</description>
    </product>
  </products>
</catalog>
`;
